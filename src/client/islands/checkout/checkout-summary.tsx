import { formatMoney } from '../../../shared/format/money'
import type { CheckoutView } from '../../../shared/schemas/checkout-view'
import * as s from './checkout.styles'

/** The order summary (§3 orderSummary): each part that is not zero, then what is paid now. */
export function CheckoutSummary({ view }: { view: CheckoutView }) {
  const summary = view.orderSummary
  const money = (minor: number) => formatMoney(minor, summary.currency, { zeroAsAmount: true })
  const rows: [string, number][] = [
    ['Subtotal', summary.subtotal],
    ['VIP discount', -summary.vipDiscount],
    ['Promo discount', -summary.promoDiscount],
    ['Postage', summary.postageTotal],
    ['Gifting', summary.giftingTotal],
    ['VIP membership', summary.vipMembership],
    ['Wallet credit', -(view.wallet?.applied ? view.wallet.walletAmountUsed : 0)],
    ['Pay later (balance)', summary.payLaterAmount],
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

/** What the card is charged now: the total less wallet credit. */
export const amountToPay = (view: CheckoutView) =>
  view.wallet?.applied ? view.wallet.cardAmount : view.orderSummary.totalOrderAmount
