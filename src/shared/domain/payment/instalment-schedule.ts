import type { Currency } from '../../schemas/money'
import { addCalendarMonths } from '../dates'
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
    dueDate: addCalendarMonths(today, index),
    amount: part,
    currency,
  }))
}
