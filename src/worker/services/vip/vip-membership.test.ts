import { describe, expect, it } from 'vitest'
import { membershipBought } from './vip-membership'
import { testNow } from '../../../../scripts/lib/test-clock.mjs'

/** The same instant a calendar year on, 29 February running to 28 February. */
function aYearOn(instant: string): string {
  const on = new Date(instant)
  on.setUTCFullYear(on.getUTCFullYear() + 1)
  if (on.getUTCDate() !== new Date(instant).getUTCDate()) on.setUTCDate(0)
  return on.toISOString()
}

describe('membershipBought', () => {
  it('is ACTIVE for a year at 4.99 in the basket currency', { tags: ['dated'] }, () => {
    const now = new Date(testNow())
    expect(
      membershipBought({ userId: 1, brand: 'dealioie', currency: 'EUR', orderId: 7, now }),
    ).toEqual({
      userId: 1,
      brand: 'dealioie',
      currency: 'EUR',
      price: 499,
      status: 'ACTIVE',
      startedAt: testNow(),
      expiresAt: aYearOn(testNow()),
      orderId: 7,
    })
  })

  it('runs a leap day to 28 February', () => {
    const leapDayNoon = new Date('2028-02-29T12:00:00.000Z')
    expect(
      membershipBought({
        userId: 1,
        brand: 'dealio',
        currency: 'GBP',
        orderId: 7,
        now: leapDayNoon,
      }).expiresAt,
    ).toBe('2029-02-28T12:00:00.000Z')
  })
})
