import { describe, expect, it } from 'vitest'
import {
  balanceDueDate,
  depositMinQuantity,
  depositTerms,
  isDepositBalanceOverdue,
  stayChargedPer,
  takesDeposit,
} from './deposit'
import { dayFromToday, testToday } from '../../../../scripts/lib/test-clock.mjs'

const TODAY = testToday()
/** The date `n` days after today. */
const day = dayFromToday
/** A check-in in April and its balance day, 28 calendar days before, across the March clock
 * change: in the year after the pinned one, so always far enough ahead. */
const APRIL_CHECK_IN = `${Number(TODAY.slice(0, 4)) + 1}-04-10`
const MARCH_DUE = `${Number(TODAY.slice(0, 4)) + 1}-03-13`

const base = {
  price: 30_000,
  depositPrice: 5_000,
  checkIn: day(100),
  today: TODAY,
  quantity: 2,
}

describe('depositTerms', { tags: ['dated'] }, () => {
  it('takes the deposit now and the rest 28 days before check-in', () => {
    expect(depositTerms(base)).toEqual({
      payNow: 10_000,
      balance: 50_000,
      balanceDueDate: day(72),
    })
  })

  it('counts the 28 days in calendar days across the March clock change', () => {
    expect(depositTerms({ ...base, checkIn: APRIL_CHECK_IN })?.balanceDueDate).toBe(MARCH_DUE)
  })

  // A stay within four weeks once made the balance due the deposit's own day.
  it('never makes the balance due before the deposit’s day plus its 14 refundable days', () => {
    expect(depositTerms({ ...base, checkIn: day(28) })?.balanceDueDate).toBe(day(14))
    expect(depositTerms({ ...base, checkIn: day(19) })?.balanceDueDate).toBe(day(14))
  })

  it('takes no deposit for a stay too soon for the balance to fall due before check-in', () => {
    expect(depositTerms({ ...base, checkIn: day(14) })).toBeNull()
    expect(depositTerms({ ...base, checkIn: day(10) })).toBeNull()
    expect(depositTerms({ ...base, checkIn: TODAY })).toBeNull()
  })

  it('is null when the product takes no deposit', () => {
    expect(depositTerms({ ...base, depositPrice: null })).toBeNull()
  })

  it.each([0, -100, 30_000, 40_000])('is null for a deposit of %i on a 30000 price', (deposit) => {
    expect(depositTerms({ ...base, depositPrice: deposit })).toBeNull()
  })

  it('is null for a check-in already past', () => {
    expect(depositTerms({ ...base, checkIn: day(-1) })).toBeNull()
  })

  it('is null for malformed dates', () => {
    expect(depositTerms({ ...base, checkIn: '2027-02-30' })).toBeNull()
    expect(depositTerms({ ...base, today: 'now' })).toBeNull()
  })

  it('is null for money or quantity that are not whole numbers', () => {
    expect(depositTerms({ ...base, price: 300.5 })).toBeNull()
    expect(depositTerms({ ...base, depositPrice: 50.5 })).toBeNull()
    expect(depositTerms({ ...base, quantity: 1.5 })).toBeNull()
    expect(depositTerms({ ...base, quantity: 0 })).toBeNull()
  })
})

describe('isDepositBalanceOverdue', { tags: ['dated'] }, () => {
  const terms = { balanceDueDate: day(72), balancePaid: false }

  it('is overdue the day after the due date', () => {
    expect(isDepositBalanceOverdue({ ...terms, today: day(73) })).toBe(true)
  })

  it('is not overdue on or before the due date', () => {
    expect(isDepositBalanceOverdue({ ...terms, today: day(72) })).toBe(false)
    expect(isDepositBalanceOverdue({ ...terms, today: day(55) })).toBe(false)
  })

  it('is never overdue once the balance is paid', () => {
    expect(isDepositBalanceOverdue({ ...terms, balancePaid: true, today: day(192) })).toBe(false)
  })

  it('is not overdue when a date is malformed', () => {
    expect(isDepositBalanceOverdue({ ...terms, today: 'later' })).toBe(false)
  })
})

describe('depositMinQuantity', () => {
  it.each([
    [true, true, 2],
    [true, false, 1],
    [false, true, 1],
    [false, false, 1],
  ])('is %s/%s → %i', (depositPriced, pairDeal, expected) => {
    expect(depositMinQuantity({ depositPriced, pairDeal })).toBe(expected)
  })
})

describe('balanceDueDate', { tags: ['dated'] }, () => {
  it('is four weeks before check-in when that is after the 14 refundable days', () => {
    expect(balanceDueDate(day(100), TODAY)).toBe(day(72))
    expect(balanceDueDate(day(42), TODAY)).toBe(day(14))
  })

  it('is never earlier than the deposit’s day plus 14, whatever the check-in', () => {
    for (let days = 15; days <= 60; days++) {
      const checkIn = day(days)
      const due = balanceDueDate(checkIn, TODAY)
      expect(due! >= day(14)).toBe(true)
      expect(due! < checkIn).toBe(true)
    }
  })

  it('is null when no due day fits before check-in, or for malformed dates', () => {
    expect(balanceDueDate(day(14), TODAY)).toBeNull()
    expect(balanceDueDate(day(15), TODAY)).toBe(day(14))
    expect(balanceDueDate('soon', TODAY)).toBeNull()
  })
})

describe('takesDeposit', { tags: ['dated'] }, () => {
  it('lets anything but a stay take one, and a stay only with time for its balance', () => {
    expect(takesDeposit(null, TODAY)).toBe(true)
    expect(takesDeposit(day(9), TODAY)).toBe(false)
    expect(takesDeposit(day(100), TODAY)).toBe(true)
  })
})

describe('stayChargedPer', () => {
  it('is the unit the basket charges: a room for two, or a guest on a per-person deal', () => {
    expect(stayChargedPer(false)).toBe('room')
    expect(stayChargedPer(true)).toBe('guest')
  })
})
