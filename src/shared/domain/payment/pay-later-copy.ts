import { formatMoney } from '../../format/money'
import type { Currency } from '../../schemas/money'
import { instalmentSchedule, PAY_IN_INSTALMENTS } from './instalment-schedule'

// transactions §9: "Pay-in-3 and credit example: 23.9% APR, 1200 credit limit, 0% for 4 months".
const PAYPAL_CREDIT_REPRESENTATIVE_APR = '23.9%'
const PAYPAL_CREDIT_ASSUMED_LIMIT_MINOR = 120_000
const PAYPAL_CREDIT_INTEREST_FREE_MONTHS = 4

export type PayLaterProvider = 'klarna' | 'clearpay' | 'paypal_credit'

export interface PayLaterCopy {
  headline: string
  /** Instalment amounts in minor units, first first; empty for PayPal Credit. */
  instalments: number[]
  /** Small print the FCA asks to accompany credit promotions. */
  smallPrint: string
}

/** The copy beside Klarna, Clearpay and PayPal Credit at checkout (§9's pay-in-3 and credit
 * example). Klarna and Clearpay both show the spec's pay-in-3: three interest-free instalments,
 * the odd penny on the first, as both providers schedule it. PayPal Credit shows the §9
 * representative example; it is a UK product, so it is null for a euro basket, and so is any
 * copy for a zero amount (nothing to spread).
 * @example payLaterCopy('klarna', 2500, 'GBP')?.headline === 'Pay in 3 interest-free instalments of £8.34' */
export function payLaterCopy(
  provider: PayLaterProvider,
  amount: number,
  currency: Currency,
): PayLaterCopy | null {
  if (!Number.isSafeInteger(amount) || amount <= 0) return null
  if (provider === 'paypal_credit') {
    if (currency !== 'GBP') return null
    return {
      headline: `0% interest for ${PAYPAL_CREDIT_INTEREST_FREE_MONTHS} months with PayPal Credit`,
      instalments: [],
      smallPrint: `Representative example: ${PAYPAL_CREDIT_REPRESENTATIVE_APR} APR (variable), assumed credit limit ${formatMoney(PAYPAL_CREDIT_ASSUMED_LIMIT_MINOR, 'GBP')}. Subject to status. UK residents only.`,
    }
  }
  // Amounts only: the dates are the provider's page's to show (instalment-schedule.ts).
  const instalments = instalmentSchedule(amount, currency, '2000-01-01').map((part) => part.amount)
  // The headline quotes the first (largest) instalment so it never understates a payment.
  const first = formatMoney(instalments[0] ?? 0, currency, { zeroAsAmount: true })
  const name = provider === 'klarna' ? 'Klarna' : 'Clearpay'
  return {
    headline: `Pay in ${PAY_IN_INSTALMENTS} interest-free instalments of ${first}`,
    instalments,
    smallPrint: `${name}: ${PAY_IN_INSTALMENTS} interest-free payments, the first today and then every month. Borrowing more than you can afford or paying late may negatively impact your financial status and ability to obtain credit. 18+, UK and Ireland residents only, subject to status.`,
  }
}
