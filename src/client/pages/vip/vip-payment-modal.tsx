import { useRef, useState, type FormEvent } from 'react'
import type { VipSubscribeResponse } from '../../../shared/schemas/vip'
import { Modal } from '../../components/modal/modal'
import { payVip } from './vip-api'
import * as s from './vip.styles'

interface Props {
  brandName: string
  /** 'Join VIP for £4.99 a year' or 'Renew for £2.49'. */
  title: string
  payLabel: string
  onPaid: (data: VipSubscribeResponse['data']) => void
  /** 'Not now' inside the form: the VIP variant has no close button (§4), but nobody is trapped. */
  onLeave: () => void
}

type Field = 'number' | 'name' | 'expiryMonth' | 'expiryYear' | 'cvv'

/** The VIP payment modal (transactions §4: black theme, logo, no close button): a card goes to
 * the tokenizer, then POST /vip/subscribe. One idempotency key per opening, so a double click
 * or a retry after a lost answer never charges twice. */
export function VipPaymentModal({ brandName, title, payLabel, onPaid, onLeave }: Props) {
  const key = useRef(crypto.randomUUID())
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const value = (name: Field) => String(form.get(name) ?? '').trim()
    setBusy(true)
    setFailure(null)
    const result = await payVip(
      {
        number: value('number'),
        name: value('name'),
        expiryMonth: Number(value('expiryMonth')),
        expiryYear: Number(value('expiryYear')),
        cvv: value('cvv'),
      },
      key.current,
    )
    setBusy(false)
    if (result.ok && result.data) onPaid(result.data.data)
    else {
      // A declined card is a new attempt with another card: a new key.
      key.current = crypto.randomUUID()
      setFailure(result.message)
    }
  }

  return (
    <Modal
      labelledBy="vip-payment-title"
      variant="vip-payment"
      logo={`${brandName} VIP`}
      testId="vip-payment-modal"
    >
      <h2 id="vip-payment-title">{title}</h2>
      <form className={s.cardForm} onSubmit={submit} noValidate aria-label="Card details">
        <label>
          Card number
          <input name="number" inputMode="numeric" autoComplete="cc-number" required />
        </label>
        <label>
          Name on card
          <input name="name" autoComplete="cc-name" required />
        </label>
        <div className={s.row}>
          <label>
            Month
            <input
              name="expiryMonth"
              inputMode="numeric"
              placeholder="MM"
              autoComplete="cc-exp-month"
              required
            />
          </label>
          <label>
            Year
            <input
              name="expiryYear"
              inputMode="numeric"
              placeholder="YYYY"
              autoComplete="cc-exp-year"
              required
            />
          </label>
          <label>
            CVV
            <input name="cvv" inputMode="numeric" autoComplete="cc-csc" required />
          </label>
        </div>
        {failure ? (
          <p className={s.error} role="alert">
            {failure}
          </p>
        ) : null}
        <button type="submit" disabled={busy}>
          {busy ? 'Paying…' : payLabel}
        </button>
        <button type="button" className={s.secondary} onClick={onLeave} disabled={busy}>
          Not now
        </button>
      </form>
    </Modal>
  )
}
