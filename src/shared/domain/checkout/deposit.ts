import { TZDate } from '@date-fns/tz'
import { differenceInCalendarDays } from 'date-fns'
import { DEPOSIT_REFUND_DAYS } from '../../config/constants'
import { isDepositBalanceOverdue } from '../travel/deposit'

// transactions §4 'Deposit vouchers': "refundable within 14 days"; §9 "Voucher refund guarantee
// 14 days". Kept in config/constants, where the balance's earliest due day reads it too.

/** Whether a deposit can still be refunded: within 14 days of paying it, counted in UK calendar
 * days so the 14th day is refundable to its end.
 * @example isDepositRefundable(new Date('2026-11-01T10:00:00Z'), new Date('2026-11-15T23:00:00Z')) === true */
export function isDepositRefundable(paidAt: Date, now: Date): boolean {
  const days = differenceInCalendarDays(
    new TZDate(now.getTime(), 'Europe/London'),
    new TZDate(paidAt.getTime(), 'Europe/London'),
  )
  return days >= 0 && days <= DEPOSIT_REFUND_DAYS
}

export type DepositState = 'BALANCE_PAID' | 'BALANCE_DUE' | 'OVERDUE' | 'EXPIRED'

/** A deposit voucher's balance state (§4: "expires if the balance is unpaid; overdue balance
 * shows a message"). Overdue once past the due date; expired once the stay's check-in arrives
 * unpaid, when the hotel can no longer be paid. Dates are 'yyyy-MM-dd' local dates.
 * @example depositState({ balanceDueDate: '2027-02-01', checkIn: '2027-03-01', today: '2027-02-02', balancePaid: false }) === 'OVERDUE' */
export function depositState(input: {
  balanceDueDate: string
  checkIn: string
  today: string
  balancePaid: boolean
}): DepositState {
  if (input.balancePaid) return 'BALANCE_PAID'
  if (input.today >= input.checkIn) return 'EXPIRED'
  return isDepositBalanceOverdue(input) ? 'OVERDUE' : 'BALANCE_DUE'
}
