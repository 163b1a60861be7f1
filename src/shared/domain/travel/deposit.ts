import { DEPOSIT_BALANCE_DUE_DAYS_BEFORE_CHECK_IN } from '../../config/constants'
import { depositPairMinQuantity } from '../deal/max-quantity'
import { addDays, daysBetween } from './calendar-date'

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

/** What a deposit booking pays now and later (transactions §4 'Deposit vouchers': "deposit paid,
 * balance paid later"). The balance falls due DEPOSIT_BALANCE_DUE_DAYS_BEFORE_CHECK_IN (28) days
 * before check-in, or today when check-in is closer (the spec does not give the date; the hotel
 * must be paid before the guest arrives). Null when no deposit applies: no deposit price, one
 * that is not below the price (nothing would be left to pay later), a check-in in the past,
 * malformed dates, or money and quantity that are not whole numbers.
 * @example depositTerms({ price: 30000, depositPrice: 5000, checkIn: '2027-03-01', today: '2026-11-21', quantity: 2 }) // { payNow: 10000, balance: 50000, balanceDueDate: '2027-02-01' } */
export function depositTerms(input: DepositTermsInput): DepositTerms | null {
  const { price, depositPrice, checkIn, today, quantity } = input
  if (depositPrice === null) return null
  if (![price, depositPrice, quantity].every(Number.isSafeInteger)) return null
  if (depositPrice <= 0 || depositPrice >= price || quantity < 1) return null
  const daysToCheckIn = daysBetween(today, checkIn)
  if (daysToCheckIn === null || daysToCheckIn < 0) return null
  const dueDate = addDays(checkIn, -DEPOSIT_BALANCE_DUE_DAYS_BEFORE_CHECK_IN)!
  return {
    payNow: depositPrice * quantity,
    balance: (price - depositPrice) * quantity,
    balanceDueDate: dueDate < today ? today : dueDate,
  }
}

/** transactions §4: "overdue balance shows a message" — overdue once the due date has passed
 * with the balance unpaid; on the due date itself it can still be paid.
 * @example isDepositBalanceOverdue({ balanceDueDate: '2027-02-01', today: '2027-02-02', balancePaid: false }) === true */
export function isDepositBalanceOverdue(input: {
  balanceDueDate: string
  today: string
  balancePaid: boolean
}): boolean {
  const late = daysBetween(input.balanceDueDate, input.today)
  return !input.balancePaid && late !== null && late > 0
}

/** The smallest quantity a deposit booking may take (storefront §5 'Calendar': "a
 * deposit-priced pair deal forces minimum quantity 2"); the rule lives in the deal quantity
 * rules and is only renamed here for the calendar.
 * @example depositMinQuantity({ depositPriced: true, pairDeal: true }) === 2 */
export function depositMinQuantity(input: { depositPriced: boolean; pairDeal: boolean }): 1 | 2 {
  return depositPairMinQuantity({ depositPriced: input.depositPriced, pair: input.pairDeal })
}
