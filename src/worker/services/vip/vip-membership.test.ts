import { describe, expect, it } from 'vitest'
import { membershipBought } from './vip-membership'

describe('membershipBought', () => {
  it('is ACTIVE for a year at 4.99 in the basket currency', () => {
    const now = new Date('2026-11-21T10:00:00.000Z')
    expect(
      membershipBought({ userId: 1, brand: 'dealioie', currency: 'EUR', orderId: 7, now }),
    ).toEqual({
      userId: 1,
      brand: 'dealioie',
      currency: 'EUR',
      price: 499,
      status: 'ACTIVE',
      startedAt: '2026-11-21T10:00:00.000Z',
      expiresAt: '2027-11-21T10:00:00.000Z',
      orderId: 7,
    })
  })

  it('runs a leap day to 28 February', () => {
    const now = new Date('2028-02-29T12:00:00.000Z')
    expect(
      membershipBought({ userId: 1, brand: 'dealio', currency: 'GBP', orderId: 7, now }).expiresAt,
    ).toBe('2029-02-28T12:00:00.000Z')
  })
})
