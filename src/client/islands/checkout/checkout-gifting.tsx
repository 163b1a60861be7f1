import { useId, useState } from 'react'
import {
  eGiftErrors,
  GIFT_MESSAGE_MAX_LENGTH,
  giftMessageCounter,
  type EGiftErrors,
} from '../../../shared/domain/checkout/gift-message'
import type { CheckoutView, GiftingRequest } from '../../../shared/schemas/checkout-view'
import { giftingRequestFor, type GiftingChoice } from '../../pages/checkout/checkout-rules'
import { Field } from '../forms/account-form-parts'
import { GIFTING_PRESETS } from '../../../shared/domain/checkout/gifting'
import { formatMoney } from '../../../shared/format/money'
import type { Currency } from '../../../shared/schemas/money'
import * as s from './checkout.styles'

interface Props {
  view: CheckoutView
  disabled: boolean
  error: string
  /** Resolves true when the change was saved. */
  onChange: (request: GiftingRequest) => Promise<boolean>
}

/** The gifting choices: gift pack and wrap (shown at once while saved), or the e-gift form. */
function useCheckoutGifting(view: CheckoutView, onChange: Props['onChange']) {
  const { giftPack, giftWrap } = view.giftingDetails
  const saved: GiftingChoice = { pack: giftPack?.delivery ?? null, wrap: giftWrap ? 1 : 0 }
  // Shown at once while the change is saved, so a switch answers the press; the saved choice
  // comes back with the new checkout (or stays, with the error, when the save failed).
  const [pending, setPending] = useState<GiftingChoice | null>(null)
  const choice = pending ?? saved
  // Inside the Christmas e-gift window the e-gift form starts open (§4 'Seasonal themes').
  const [eGift, setEGift] = useState(view.giftingDefaults.eGiftByDefault)
  const [eGiftSaved, setEGiftSaved] = useState(false)
  const [recipientEmail, setRecipientEmail] = useState('')
  const [message, setMessage] = useState('')
  const [errors, setErrors] = useState<EGiftErrors>({})

  async function switchTo(change: Partial<GiftingChoice>) {
    setPending({ ...choice, ...change })
    await onChange(giftingRequestFor(choice, change))
    setPending(null)
  }

  async function toggleEGift(on: boolean) {
    setEGift(on)
    setErrors({})
    if (!on && eGiftSaved && (await onChange({ type: 'none' }))) setEGiftSaved(false)
  }

  async function saveEGift() {
    const found = eGiftErrors({ recipientEmail, message })
    setErrors(found)
    if (found.recipientEmail || found.message) return
    const saved = await onChange({ type: 'e-gift', recipientEmail: recipientEmail.trim(), message })
    setEGiftSaved(saved)
  }

  return {
    choice,
    switchTo,
    eGift,
    toggleEGift,
    eGiftSaved,
    saveEGift,
    recipientEmail,
    setRecipientEmail,
    message,
    setMessage,
    errors,
  }
}

type Gifting = ReturnType<typeof useCheckoutGifting>

/** Gifting switches (§3 'Gifting options', §4): e-gift (free, recipient email required, message
 * with a character counter), gift pack with next-day or standard delivery, gift wrap. The pack
 * and wrap add products; the API answers 'Gift Pack Added' / 'Gift Wrap Added' toasts. */
export function CheckoutGifting({ view, disabled, error, onChange }: Props) {
  const id = useId()
  const gifting = useCheckoutGifting(view, onChange)
  const { eGift, toggleEGift } = gifting

  return (
    <section className={s.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Is it a gift?</h2>
      <label className={s.switchRow}>
        <span>{view.giftingDefaults.eGiftLabel}</span>
        <input
          type="checkbox"
          role="switch"
          checked={eGift}
          disabled={disabled}
          onChange={(event) => void toggleEGift(event.target.checked)}
        />
      </label>
      {eGift ? (
        <EGiftForm gifting={gifting} id={id} disabled={disabled} />
      ) : (
        <GiftOptions
          gifting={gifting}
          id={id}
          disabled={disabled}
          currency={view.orderSummary.currency}
        />
      )}
      <p className={s.error} role="alert">
        {error}
      </p>
    </section>
  )
}

/** The e-gift's recipient and message, saved with the button. */
function EGiftForm({ gifting, id, disabled }: { gifting: Gifting; id: string; disabled: boolean }) {
  const { recipientEmail, setRecipientEmail, message, setMessage, errors } = gifting
  const { eGiftSaved, saveEGift } = gifting
  const counterId = `${id}-counter`
  return (
    <div className={s.main}>
      <Field
        id={`${id}-recipient`}
        label="Recipient's email"
        type="email"
        autoComplete="off"
        value={recipientEmail}
        onValue={setRecipientEmail}
        error={errors.recipientEmail}
      />
      <div>
        <label htmlFor={`${id}-message`}>Gift message (optional)</label>
        <textarea
          id={`${id}-message`}
          rows={3}
          value={message}
          maxLength={GIFT_MESSAGE_MAX_LENGTH * 2}
          aria-describedby={counterId}
          aria-invalid={errors.message ? true : undefined}
          onChange={(event) => setMessage(event.target.value)}
        />
        <p id={counterId} className={s.muted} aria-live="polite">
          {giftMessageCounter(message)} characters
        </p>
        {errors.message ? <p className={s.error}>{errors.message}</p> : null}
      </div>
      <button
        className={s.action}
        type="button"
        disabled={disabled}
        onClick={() => void saveEGift()}
      >
        {eGiftSaved ? 'Update e-gift' : 'Save e-gift'}
      </button>
    </div>
  )
}

/** Gift pack (and its delivery) and gift wrap, each saved as it is switched. */
function GiftOptions({
  gifting,
  id,
  disabled,
  currency,
}: {
  gifting: Gifting
  id: string
  disabled: boolean
  currency: Currency
}) {
  const { choice, switchTo } = gifting
  // Each add-on's price before it is chosen, from the figures the order charges (gifting.ts).
  const price = (ref: { price: number | null }) => formatMoney(ref.price ?? 0, currency)
  return (
    <>
      <label className={s.switchRow}>
        <span>
          Add a gift pack{' '}
          <span className={s.muted}>from {price(GIFTING_PRESETS.standardGiftPack)}</span>
        </span>
        <input
          type="checkbox"
          role="switch"
          checked={choice.pack !== null}
          disabled={disabled}
          onChange={(event) => void switchTo({ pack: event.target.checked ? 'STANDARD' : null })}
        />
      </label>
      {choice.pack !== null ? (
        <fieldset className={s.methods}>
          <legend className={s.muted}>Gift pack delivery</legend>
          {(
            [
              ['STANDARD', 'Standard delivery, 3 working days', GIFTING_PRESETS.standardGiftPack],
              [
                'NEXT_DAY',
                'Next-day delivery, 1 working day (tracked before 2pm)',
                GIFTING_PRESETS.nextDayGiftPack,
              ],
            ] as const
          ).map(([delivery, label, product]) => (
            <label key={delivery}>
              <input
                type="radio"
                name={`${id}-pack`}
                checked={choice.pack === delivery}
                disabled={disabled}
                onChange={() => void switchTo({ pack: delivery })}
              />
              <span>
                {label}: {price(product)}
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <label className={s.switchRow}>
        <span>
          Gift wrap <span className={s.muted}>{price(GIFTING_PRESETS.giftWrap)}</span>
        </span>
        <input
          type="checkbox"
          role="switch"
          checked={choice.wrap > 0}
          disabled={disabled}
          onChange={(event) => void switchTo({ wrap: event.target.checked ? 1 : 0 })}
        />
      </label>
    </>
  )
}
