import type { LineAmount } from '../../../shared/domain/checkout/order-summary'
import { depositDay } from '../../../shared/domain/refund/deposit-balance'
import { balanceDueDate, takesDeposit } from '../../../shared/domain/travel/deposit'
import type { LineDeposit } from '../../../shared/schemas/checkout-view'

/** When a deposit line's balance falls due ('yyyy-MM-dd'): for a stay, the travel deposit rule
 * (balanceDueDate: four weeks before check-in, never inside the deposit's 14 refundable days);
 * null for anything else, where the spec gives no date.
 * @example balanceDueBy('2027-03-01', '2026-11-21') === '2027-02-01' */
export function balanceDueBy(checkIn: string | null, today: string): string | null {
  return checkIn === null ? null : balanceDueDate(checkIn, today)
}

/** The deposit's day for an order placed (or a checkout shown) at `now`: the UK calendar day,
 * as the balance's due day is counted (depositDay).
 * @example depositToday(new Date('2027-06-09T23:30:00Z')) === '2027-06-10' */
export const depositToday = (now: Date): string => depositDay(now.toISOString())

/** Whether a basket line pays a deposit now: the shopper chose it and, for a stay, check-in is
 * far enough off for the balance to fall due before it (takesDeposit); otherwise it is paid in
 * full. The checkout and the order both ask here, so the total shown is the total charged.
 * @example linePaysDeposit({ payDeposit: 1, checkIn: '2026-11-30' }, '2026-11-21') === false */
export const linePaysDeposit = (
  line: { payDeposit: number; checkIn: string | null },
  today: string,
): boolean => line.payDeposit === 1 && takesDeposit(line.checkIn, today)

/** A checkout line's deposit box: null unless the line leaves a balance for later.
 * @example lineDeposit({ lineId: 'a', payNow: 10000, payLater: 50000 }, null, '2026-11-21') // { payNow: 10000, balanceLater: 50000, dueBy: null } */
export function lineDeposit(
  amount: LineAmount | undefined,
  checkIn: string | null,
  today: string,
): LineDeposit | null {
  if (!amount || amount.payLater <= 0) return null
  return {
    payNow: amount.payNow,
    balanceLater: amount.payLater,
    dueBy: balanceDueBy(checkIn, today),
  }
}
