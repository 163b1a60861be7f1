import { describe, expect, it } from 'vitest'
import { depositState, isDepositRefundable } from './deposit'
import { dayFromToday, londonTime, testToday } from '../../../../scripts/lib/test-clock.mjs'

/** The date `n` days after today. */
const day = dayFromToday

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
