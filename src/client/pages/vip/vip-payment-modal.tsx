import { useRef, type FormEvent } from 'react'
import type { VipSubscribeResponse } from '../../../shared/schemas/vip'
import { CardFields, cardOf } from '../../components/card-fields/card-fields'
import { Modal } from '../../components/modal/modal'
import { payVip } from './vip-api'
import * as s from './vip.styles'
import { useFormSubmit } from '../../hooks/use-form-submit'

interface Props {
  brandName: string
  /** 'Join VIP for £4.99 a year' or 'Renew for £2.49'. */
  title: string
  payLabel: string
  onPaid: (data: VipSubscribeResponse['data']) => void
  /** 'Not now' inside the form: the VIP variant has no close button (§4), but nobody is trapped. */
  onLeave: () => void
}

/** The VIP payment modal (transactions §4: black theme, logo, no close button): a card goes to
 * the tokenizer, then POST /vip/subscribe. One idempotency key per opening, so a double click
 * or a retry after a lost answer never charges twice. */
export function VipPaymentModal({ brandName, title, payLabel, onPaid, onLeave }: Props) {
  const key = useRef(crypto.randomUUID())
  const { busy, failure, setFailure, run } = useFormSubmit()

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const card = cardOf(event.currentTarget)
    const result = await run(() => payVip(card, key.current), {
      failureOf: (answer) => answer.message,
    })
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
        <CardFields />
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
