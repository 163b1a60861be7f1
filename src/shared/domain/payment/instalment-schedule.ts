import type { Currency } from '../../schemas/money'
import { splitEvenly } from '../money/allocate'

// transactions §9: "Pay-in-3": three interest-free instalments, the first today and then every
// month (the copy beside Klarna and Clearpay says so, pay-later-copy.ts).
export const PAY_IN_INSTALMENTS = 3

export interface Instalment {
  /** 1 for the payment taken today. */
  number: number
  /** Calendar day the instalment is taken, YYYY-MM-DD. */
  dueDate: string
  /** Minor units. */
  amount: number
  currency: Currency
}

/** The same day `months` later, or the month's last day when it is shorter (31 Jan → 28 Feb). */
function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  const last = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate()
  return new Date(Date.UTC(year, month - 1 + months, Math.min(date, last)))
    .toISOString()
    .slice(0, 10)
}

/** The pay-in-3 plan for an amount (minor units): the one rule behind both the checkout's
 * "Pay in 3 interest-free instalments of …" and the schedule the sandbox's Klarna and Clearpay
 * approval pages show. The odd penny goes on the first payment, as both providers schedule it;
 * empty for a zero or broken amount (nothing to spread). `today` is the shop's calendar day
 * (YYYY-MM-DD), as the first payment is taken on it.
 * @example instalmentSchedule(2500, 'GBP', '2026-11-25').map((i) => i.amount) // [834, 833, 833] */
export function instalmentSchedule(
  amount: number,
  currency: Currency,
  today: string,
): Instalment[] {
  if (!Number.isSafeInteger(amount) || amount <= 0) return []
  return splitEvenly(amount, PAY_IN_INSTALMENTS).map((part, index) => ({
    number: index + 1,
    dueDate: addMonths(today, index),
    amount: part,
    currency,
  }))
}
