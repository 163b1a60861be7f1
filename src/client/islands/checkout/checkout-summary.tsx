import { formatMoney } from '../../../shared/format/money'
import type { CheckoutView } from '../../../shared/schemas/checkout-view'
import * as s from './checkout.styles'

/** The order summary (§3 orderSummary): each part that is not zero, then what is paid now. A
 * deposit's balance is taken off the items' full price, so the rows add up to the total paid
 * today (listed as one more part, it read as £50 + £226 = £50). Wallet credit is a way to pay
 * the total, so it is said under it, with what the card pays (checkout-app.tsx). */
export function CheckoutSummary({ view }: { view: CheckoutView }) {
  const summary = view.orderSummary
  const money = (minor: number) => formatMoney(minor, summary.currency, { zeroAsAmount: true })
  const rows: [string, number][] = [
    ['Subtotal', summary.subtotal + summary.payLaterAmount],
    ['Balance, paid later', -summary.payLaterAmount],
    ['VIP discount', -summary.vipDiscount],
    ['Promo discount', -summary.promoDiscount],
    ['Postage', summary.postageTotal],
    ['Gifting', summary.giftingTotal],
    ['VIP membership', summary.vipMembership],
  ]
  return (
    <dl data-testid="order-summary">
      {rows
        .filter(([label, amount]) => amount !== 0 || label === 'Subtotal')
        .map(([label, amount]) => (
          <div key={label} className={s.summaryRow}>
            <dt>{label}</dt>
            <dd>{amount < 0 ? `−${money(-amount)}` : money(amount)}</dd>
          </div>
        ))}
    </dl>
  )
}

/** The total's label: what it is when part of the order is paid later. */
export const totalLabel = (view: CheckoutView) =>
  view.orderSummary.payLaterAmount > 0 ? 'To pay today' : 'Total'

/** What the card is charged now: the total less wallet credit. */
export const amountToPay = (view: CheckoutView) =>
  view.wallet?.applied ? view.wallet.cardAmount : view.orderSummary.totalOrderAmount
