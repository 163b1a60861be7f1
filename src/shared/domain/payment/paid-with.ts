import { formatMoney } from '../../format/money'
import type { Currency } from '../../schemas/money'
import { payLaterCopy } from './pay-later-copy'
import { PAYMENT_METHODS, type PaymentMethod } from './payment-method'
import { METHOD_NAMES, showsInstalments } from './sandbox-approval'

// How an order was paid, as its confirmation page and mail say it. The spec gives no wording;
// a shopper who paid with Klarna should not read "Paid by card", and one paying in three
// should see the three amounts they agreed to (the approval page's schedule, same rule).

export interface PaidWith {
  /** 'Paid by card', 'Paid with Klarna'... */
  label: string
  /** Pay-in-3 only: '£70.67 today, then £70.67 and £70.66 monthly'. */
  instalments: string | null
}

const isPaymentMethod = (method: string): method is PaymentMethod =>
  (PAYMENT_METHODS as readonly string[]).includes(method)

/** The method an order's cash part was paid with, or null when nothing was (a wallet-only
 * order) or the method is unknown.
 * @example paidWith('klarna', 21200, 'GBP')?.instalments === '£70.67 today, then £70.67 and £70.66 monthly' */
export function paidWith(
  method: string | null,
  cashAmount: number,
  currency: Currency,
): PaidWith | null {
  if (method === null || !isPaymentMethod(method) || cashAmount <= 0) return null
  const label = method === 'credit_card' ? 'Paid by card' : `Paid with ${METHOD_NAMES[method]}`
  if (!showsInstalments(method)) return { label, instalments: null }
  // The amounts the checkout quoted beside the method (and the approval page scheduled).
  const [first, ...rest] = (payLaterCopy(method, cashAmount, currency)?.instalments ?? []).map(
    (amount) => formatMoney(amount, currency, { zeroAsAmount: true }),
  )
  return { label, instalments: `${first} today, then ${rest.join(' and ')} monthly` }
}
