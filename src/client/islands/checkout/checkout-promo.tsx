import { useId, useState, type FormEvent } from 'react'
import type { PromoCodeResult } from '../../../shared/schemas/checkout'
import * as s from './checkout.styles'

interface Props {
  promoCode: PromoCodeResult | null
  signedIn: boolean
  disabled: boolean
  error: string
  onApply: (code: string) => Promise<boolean>
  onRemove: () => void
  /** Takes the shopper to the email step: §5 "Promo code and purchase need login or
   * registration". */
  onSignInFirst: () => void
}

/** The promo code field. Its result (§5: applicable, or expired, invalid, already used, not
 * applicable to the deal, not eligible) is shown under it, where the shopper is looking. */
export function CheckoutPromo(props: Props) {
  const id = useId()
  const [code, setCode] = useState('')
  const applied = props.promoCode?.applicable ? props.promoCode : null
  const result = props.promoCode && !props.promoCode.applicable ? props.promoCode.message : ''

  async function apply(event: FormEvent) {
    event.preventDefault()
    if (!code.trim()) return
    if (await props.onApply(code.trim())) setCode('')
  }

  return (
    <section className={s.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Promo code</h2>
      {applied ? (
        <p role="status" data-testid="promo-applied">
          <strong>{applied.code}</strong> applied. {applied.message}{' '}
          <button
            type="button"
            className={s.linkButton}
            disabled={props.disabled}
            onClick={props.onRemove}
          >
            Remove code
          </button>
        </p>
      ) : null}
      {props.signedIn ? (
        <div className={s.row}>
          <div>
            <label htmlFor={`${id}-code`}>Enter a promo code</label>
            <input
              id={`${id}-code`}
              value={code}
              autoComplete="off"
              autoCapitalize="characters"
              maxLength={40}
              aria-describedby={`${id}-result`}
              onChange={(event) => setCode(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') void apply(event)
              }}
            />
          </div>
          <button
            className={s.action}
            type="button"
            disabled={props.disabled || !code.trim()}
            onClick={apply}
          >
            Apply
          </button>
        </div>
      ) : (
        <p>
          Promo codes need an account.{' '}
          <button type="button" className={s.linkButton} onClick={props.onSignInFirst}>
            Enter your email to log in or register
          </button>
        </p>
      )}
      <p id={`${id}-result`} className={s.error} role="alert">
        {props.error || result}
      </p>
    </section>
  )
}
