import { describe, expect, it } from 'vitest'
import { balanceDueBy, depositToday, lineDeposit, linePaysDeposit } from './deposit-due'
import { dayFromToday, testToday } from '../../../../scripts/lib/test-clock.mjs'

const TODAY = testToday()
/** The date `n` days after today. */
const day = dayFromToday

describe('balanceDueBy', { tags: ['dated'] }, () => {
  it('is 28 days before check-in', () => {
    expect(balanceDueBy(day(100), TODAY)).toBe(day(72))
  })
  it('is never before the deposit’s day plus 14 when check-in is closer than six weeks', () => {
    expect(balanceDueBy(day(28), TODAY)).toBe(day(14))
    expect(balanceDueBy(day(19), TODAY)).toBe(day(14))
  })
  it('has no date for a voucher that is not a stay, or a malformed check-in', () => {
    expect(balanceDueBy(null, TODAY)).toBeNull()
    expect(balanceDueBy('soon', TODAY)).toBeNull()
  })
})

describe('lineDeposit', { tags: ['dated'] }, () => {
  it('splits a deposit line, with the due date of a stay', () => {
    expect(lineDeposit({ lineId: 'a', payNow: 10000, payLater: 50000 }, day(100), TODAY)).toEqual({
      payNow: 10000,
      balanceLater: 50000,
      dueBy: day(72),
    })
  })
  it('is null for a line paid in full', () => {
    expect(lineDeposit({ lineId: 'a', payNow: 10000, payLater: 0 }, null, TODAY)).toBeNull()
    expect(lineDeposit(undefined, null, TODAY)).toBeNull()
  })
})

describe('linePaysDeposit', { tags: ['dated'] }, () => {
  it('pays a deposit only when chosen and, for a stay, with time for the balance', () => {
    expect(linePaysDeposit({ payDeposit: 1, checkIn: null }, TODAY)).toBe(true)
    expect(linePaysDeposit({ payDeposit: 0, checkIn: null }, TODAY)).toBe(false)
    expect(linePaysDeposit({ payDeposit: 1, checkIn: day(100) }, TODAY)).toBe(true)
    expect(linePaysDeposit({ payDeposit: 1, checkIn: day(10) }, TODAY)).toBe(false)
  })
})

describe('depositToday', () => {
  it('is the UK day, an hour ahead of UTC in summer', () => {
    expect(depositToday(new Date('2027-06-09T23:30:00Z'))).toBe('2027-06-10')
  })
})
