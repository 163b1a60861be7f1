import { DEPOSIT_BALANCE_DUE_DAYS_BEFORE_CHECK_IN } from '../../../shared/config/constants'
import type { LineAmount } from '../../../shared/domain/checkout/order-summary'
import { addDays } from '../../../shared/domain/travel/calendar-date'
import type { LineDeposit } from '../../../shared/schemas/checkout-view'

/** When a deposit line's balance falls due ('yyyy-MM-dd'): for a stay, 28 days before check-in
 * or today when check-in is closer, as the travel deposit rule has it (the hotel is paid before
 * the guest arrives); null for anything else, where the spec gives no date.
 * @example balanceDueBy('2027-03-01', '2026-11-21') === '2027-02-01' */
export function balanceDueBy(checkIn: string | null, today: string): string | null {
  if (checkIn === null) return null
  const due = addDays(checkIn, -DEPOSIT_BALANCE_DUE_DAYS_BEFORE_CHECK_IN)
  if (due === null) return null
  return due < today ? today : due
}

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
