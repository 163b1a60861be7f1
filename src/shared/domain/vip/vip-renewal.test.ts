import { describe, expect, it } from 'vitest'
import { dueForRenewal, renewalPriceOf, renewedExpiry, retentionRenewalPrice } from './vip-renewal'

const now = new Date('2026-11-21T10:00:00.000Z')

describe('dueForRenewal', () => {
  it('is due when the membership ends within the next day', () => {
    expect(dueForRenewal('2026-11-22T09:59:59.000Z', now)).toBe(true)
    expect(dueForRenewal('2026-11-22T10:00:00.000Z', now)).toBe(true)
  })

  it('is not due more than a day ahead, nor once the membership has ended', () => {
    expect(dueForRenewal('2026-11-22T10:00:01.000Z', now)).toBe(false)
    expect(dueForRenewal('2026-11-21T10:00:00.000Z', now)).toBe(false)
    expect(dueForRenewal('2026-11-20T10:00:00.000Z', now)).toBe(false)
  })
})

describe('renewedExpiry', () => {
  it('runs a year on from the old expiry', () => {
    expect(renewedExpiry('2026-11-22T09:00:00.000Z')).toBe('2027-11-22T09:00:00.000Z')
  })

  it('runs a leap day to 28 February', () => {
    expect(renewedExpiry('2028-02-29T12:00:00.000Z')).toBe('2029-02-28T12:00:00.000Z')
  })
})

describe('renewal price', () => {
  it('is the list 4.99 without the retention offer', () => {
    expect(renewalPriceOf(null)).toBe(499)
  })

  it('is halved by the retention offer, the half penny in the member’s favour', () => {
    expect(retentionRenewalPrice()).toBe(249)
    expect(retentionRenewalPrice(1000)).toBe(500)
    expect(renewalPriceOf(retentionRenewalPrice())).toBe(249)
  })
})
