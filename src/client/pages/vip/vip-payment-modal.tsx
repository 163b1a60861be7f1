import { useRef, type FormEvent } from 'react'
import type { Currency } from '../../../shared/schemas/money'
import type { PayClientMode } from '../../../shared/schemas/pay-clients'
import type { VipSubscribeResponse } from '../../../shared/schemas/vip'
import { Modal } from '../../components/modal/modal'
import { CardHost } from '../../islands/checkout/pay-clients/card-host'
import { useCardPayment, withCardToken } from '../../islands/checkout/pay-clients/use-card-payment'
import { payVip } from './vip-api'
import * as s from './vip.styles'
import { useFormSubmit } from '../../hooks/use-form-submit'

interface Props {
  brandName: string
  /** 'Join VIP for £4.99 a year' or 'Renew for £2.49'. */
  title: string
  payLabel: string
  /** What the card pays, in minor units: the figure the bank's 3-D Secure check is for. */
  charge: { amount: number; currency: Currency }
  /** The card client the server names (pay-clients.ts). */
  cardMode: PayClientMode
  onPaid: (data: VipSubscribeResponse['data']) => void
  /** 'Not now' inside the form: the VIP variant has no close button (§4), but nobody is trapped. */
  onLeave: () => void
}

/** The VIP payment modal (transactions §4: black theme, logo, no close button): the card in
 * the card client's fields, checked with 3-D Secure for this membership, then POST
 * /vip/subscribe. One idempotency key per opening, so a double click or a retry after a lost
 * answer never charges twice. */
export function VipPaymentModal(props: Props) {
  const { brandName, title, payLabel, charge, onPaid, onLeave } = props
  const key = useRef(crypto.randomUUID())
  const form = useRef<HTMLFormElement>(null)
  const pay = useRef<HTMLButtonElement>(null)
  const { busy, failure, setFailure, run } = useFormSubmit()
  const card = useCardPayment(props.cardMode, charge.currency, true, () =>
    form.current?.requestSubmit(),
  )

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    const authorised = card.authorise({
      ...charge,
      purpose: { kind: 'vip' },
      returnFocus: pay.current,
    })
    const result = await run(
      () => withCardToken(authorised, (token) => payVip(token, key.current)),
      {
        failureOf: (answer) => answer.message,
      },
    )
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
      <form
        ref={form}
        className={s.cardForm}
        onSubmit={submit}
        noValidate
        aria-label="Card details"
      >
        <CardHost
          mode={props.cardMode}
          host={card.host}
          className={s.cardFields}
          errorClassName={s.error}
        />
        {failure ? (
          <p className={s.error} role="alert">
            {failure}
          </p>
        ) : null}
        <button ref={pay} type="submit" disabled={busy || props.cardMode === 'unavailable'}>
          {busy ? 'Paying…' : payLabel}
        </button>
        <button type="button" className={s.secondary} onClick={onLeave} disabled={busy}>
          Not now
        </button>
      </form>
    </Modal>
  )
}
