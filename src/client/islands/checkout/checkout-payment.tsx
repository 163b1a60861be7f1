import { payLaterCopy, type PayLaterProvider } from '../../../shared/domain/payment/pay-later-copy'
import { METHOD_NAMES, type MethodChoice } from '../../../shared/domain/payment/sandbox-approval'
import type { CheckoutView } from '../../../shared/schemas/checkout-view'
import type { PayClientMode } from '../../../shared/schemas/pay-clients'
import type { RefObject } from 'react'
import { CardHost } from './pay-clients/card-host'
import * as s from './checkout.styles'

export type { MethodChoice }

const ORDER: MethodChoice[] = [
  'credit_card',
  'apple_pay',
  'google_pay',
  'paypal',
  'paypal_credit',
  'klarna',
  'clearpay',
]

/** What the shopper is told before leaving for the provider's approval. */
const approvalNote = (choice: MethodChoice) =>
  choice === 'google_pay' || choice === 'apple_pay'
    ? `Place order opens ${METHOD_NAMES[choice]} to confirm the payment.`
    : `Place order takes you to ${METHOD_NAMES[choice]} to approve the payment, then back here.`

/** The methods the §5 eligibility rules offer for this basket, in display order. PayPal Credit
 * is a UK product (§9), so a euro basket does not offer it. */
export function offeredMethods(view: CheckoutView): MethodChoice[] {
  const { methods } = view.paymentMethods
  const uk = view.orderSummary.currency === 'GBP'
  return ORDER.filter((method) =>
    method === 'paypal_credit' ? methods.paypal && uk : methods[method],
  )
}

interface Props {
  view: CheckoutView
  method: MethodChoice
  cardMode: PayClientMode
  /** Where the card client puts its fields (an iframe: ours in the sandbox, Braintree's). */
  cardHost: RefObject<HTMLDivElement | null>
  disabled: boolean
  onMethod: (method: MethodChoice) => void
}

export function CheckoutPayment({ view, method, cardMode, cardHost, disabled, onMethod }: Props) {
  const { currency } = view.orderSummary
  const amount = view.wallet?.cardAmount ?? view.orderSummary.totalOrderAmount
  return (
    <section className={s.section} aria-labelledby="checkout-payment-title">
      <h2 id="checkout-payment-title">Payment</h2>
      <fieldset className={s.methods} disabled={disabled}>
        <legend className={s.muted}>How would you like to pay?</legend>
        {offeredMethods(view).map((choice) => {
          const copy =
            choice === 'klarna' || choice === 'clearpay' || choice === 'paypal_credit'
              ? payLaterCopy(choice as PayLaterProvider, amount, currency)
              : null
          return (
            <label key={choice}>
              <input
                type="radio"
                name="payment-method"
                value={choice}
                checked={method === choice}
                onChange={() => onMethod(choice)}
              />
              <span>
                <strong>{METHOD_NAMES[choice]}</strong>{' '}
                {choice === 'credit_card' ? (
                  <span
                    className={s.cardLogos}
                    role="img"
                    aria-label="Visa and Mastercard accepted"
                  >
                    <span aria-hidden="true">VISA</span>
                    <span aria-hidden="true">Mastercard</span>
                  </span>
                ) : null}
              </span>
              {copy ? (
                <span className={s.muted}>
                  {copy.headline}. <small>{copy.smallPrint}</small>
                </span>
              ) : null}
              {method === choice && choice !== 'credit_card' ? (
                <span className={s.muted}>{approvalNote(choice)}</span>
              ) : null}
            </label>
          )
        })}
      </fieldset>
      {method === 'credit_card' ? (
        <div className={s.main} data-testid="card-form">
          <p className={s.muted}>
            We accept Visa and Mastercard. American Express and Diners are not accepted.
          </p>
          <CardHost mode={cardMode} host={cardHost} errorClassName={s.error} />
        </div>
      ) : null}
    </section>
  )
}
