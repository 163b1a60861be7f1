import { describe, expect, it } from 'vitest'
import { depositSplit, depositState, isDepositRefundable } from './deposit'
import { dayFromToday, londonTime, testToday } from '../../../../scripts/lib/test-clock.mjs'

/** The date `n` days after today. */
const day = dayFromToday

describe('depositSplit', () => {
  it.each([
    ['the deposit now and the balance later', { payDeposit: true }, 10_000, 50_000],
    ['in full when the shopper pays in full', { payDeposit: false }, 60_000, 0],
    ['in full when no deposit is offered', { depositPrice: null }, 60_000, 0],
    ['in full when the deposit is the price', { depositPrice: 30_000 }, 60_000, 0],
  ])('charges %s', (_name, over, payNow, payLater) => {
    const line = { price: 30_000, depositPrice: 5000, quantity: 2, payDeposit: true, ...over }
    expect(depositSplit(line)).toEqual({ payNow, payLater })
  })
})

describe('isDepositRefundable', { tags: ['dated'] }, () => {
  // Paid at 10:00 in London on the pinned day; the days are London days.
  const paid = new Date(londonTime(testToday(), 10))
  it.each([
    ['the same day', londonTime(testToday(), 18), true],
    ['to the end of the 14th day', londonTime(day(14), 23, 59), true],
    ['not on the 15th day', londonTime(day(15), 0, 1), false],
    ['not before it was paid', londonTime(day(-1), 10), false],
  ])('is refundable %s: %s', (_name, now, refundable) => {
    expect(isDepositRefundable(paid, new Date(now))).toBe(refundable)
  })
})

describe('depositState', { tags: ['dated'] }, () => {
  const base = { balanceDueDate: day(72), checkIn: day(100), balancePaid: false }
  it.each([
    [day(55), false, 'BALANCE_DUE'],
    [day(72), false, 'BALANCE_DUE'],
    [day(73), false, 'OVERDUE'],
    [day(100), false, 'EXPIRED'],
    [day(100), true, 'BALANCE_PAID'],
  ] as const)('on %s (paid: %s) is %s', (today, balancePaid, state) => {
    expect(depositState({ ...base, today, balancePaid })).toBe(state)
  })
})
