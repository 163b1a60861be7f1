import {
  DEPOSIT_BALANCE_DUE_DAYS_BEFORE_CHECK_IN,
  DEPOSIT_REFUND_DAYS,
} from '../../config/constants'
import { depositSplit } from '../checkout/deposit-split'
import { depositPairMinQuantity } from '../deal/max-quantity'
import { addCalendarDays, daysBetween } from '../dates'
import { isCalendarDate } from './calendar-date'
import { guestsPerUnit } from './stay-charge'

export interface DepositTermsInput {
  /** The stay's price per unit, in minor units. */
  price: number
  /** The deposit per unit, or null when the product takes no deposit. */
  depositPrice: number | null
  checkIn: string
  today: string
  quantity: number
}

export interface DepositTerms {
  payNow: number
  balance: number
  balanceDueDate: string
}

/** When a stay's deposit balance falls due ('yyyy-MM-dd'), the ONE rule the calendar, the
 * checkout and the order use. DEPOSIT_BALANCE_DUE_DAYS_BEFORE_CHECK_IN (28) days before check-in
 * (the spec gives no date; the hotel is paid before the guest arrives), but never before the
 * deposit's day plus DEPOSIT_REFUND_DAYS (§4 "refundable within 14 days": the balance is not
 * asked for while the deposit may still be taken back). Null when no such day falls before
 * check-in (the stay is too soon for a deposit: it is paid in full) or a date is malformed.
 * @example balanceDueDate('2027-03-01', '2026-11-21') === '2027-02-01'
 * @example balanceDueDate('2026-12-19', '2026-11-21') === '2026-12-05' */
export function balanceDueDate(checkIn: string, depositDay: string): string | null {
  if (!isCalendarDate(checkIn) || !isCalendarDate(depositDay)) return null
  const beforeCheckIn = addCalendarDays(checkIn, -DEPOSIT_BALANCE_DUE_DAYS_BEFORE_CHECK_IN)
  const earliest = addCalendarDays(depositDay, DEPOSIT_REFUND_DAYS)
  const due = beforeCheckIn < earliest ? earliest : beforeCheckIn
  return due < checkIn ? due : null
}

/** Whether a line may leave a balance for later: anything that is not a stay (no check-in) may;
 * a stay only when its balance can fall due in time (balanceDueDate).
 * @example takesDeposit('2026-11-30', '2026-11-21') === false; takesDeposit(null, '2026-11-21') === true */
export const takesDeposit = (checkIn: string | null, depositDay: string): boolean =>
  checkIn === null || balanceDueDate(checkIn, depositDay) !== null

/** What a deposit booking pays now and later (transactions §4 'Deposit vouchers': "deposit paid,
 * balance paid later"), the balance due on balanceDueDate. Null when no deposit applies: no
 * deposit price, one that is not below the price (nothing would be left to pay later), a
 * check-in too soon for the balance to fall due before it (or in the past), malformed dates, or
 * money and quantity that are not whole numbers.
 * @example depositTerms({ price: 30000, depositPrice: 5000, checkIn: '2027-03-01', today: '2026-11-21', quantity: 2 }) // { payNow: 10000, balance: 50000, balanceDueDate: '2027-02-01' } */
export function depositTerms(input: DepositTermsInput): DepositTerms | null {
  const { price, depositPrice, checkIn, today, quantity } = input
  if (depositPrice === null) return null
  if (![price, depositPrice, quantity].every(Number.isSafeInteger)) return null
  if (quantity < 1) return null
  // No balance left for later: no deposit below the price, so the stay is paid in full.
  const split = depositSplit({ price, depositPrice, quantity, payDeposit: true })
  if (split.payLater === 0) return null
  const dueDate = balanceDueDate(checkIn, today)
  if (dueDate === null) return null
  return { payNow: split.payNow, balance: split.payLater, balanceDueDate: dueDate }
}

/** transactions §4: "overdue balance shows a message" — overdue once the due date has passed
 * with the balance unpaid; on the due date itself it can still be paid.
 * @example isDepositBalanceOverdue({ balanceDueDate: '2027-02-01', today: '2027-02-02', balancePaid: false }) === true */
export function isDepositBalanceOverdue(input: {
  balanceDueDate: string
  today: string
  balancePaid: boolean
}): boolean {
  const { balanceDueDate, today } = input
  if (input.balancePaid || !isCalendarDate(balanceDueDate) || !isCalendarDate(today)) return false
  return daysBetween(balanceDueDate, today) > 0
}

/** The smallest quantity a deposit booking may take (storefront §5 'Calendar': "a
 * deposit-priced pair deal forces minimum quantity 2"); the rule lives in the deal quantity
 * rules and is only renamed here for the calendar.
 * @example depositMinQuantity({ depositPriced: true, pairDeal: true }) === 2 */
export function depositMinQuantity(input: { depositPriced: boolean; pairDeal: boolean }): 1 | 2 {
  return depositPairMinQuantity({ depositPriced: input.depositPriced, pair: input.pairDeal })
}

/** What a stay's prices and deposit are charged per, as the calendar says it: one unit is a
 * room for two sharing, or a guest on a per-person deal (guestsPerUnit), and the basket
 * charges the deposit per unit. The panel once said "per guest" of a deposit charged
 * per room.
 * @example stayChargedPer(false) === 'room'; stayChargedPer(true) === 'guest' */
export const stayChargedPer = (pricePerPerson: boolean): 'room' | 'guest' =>
  guestsPerUnit(pricePerPerson) === 1 ? 'guest' : 'room'
