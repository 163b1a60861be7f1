import { describe, expect, it } from 'vitest'
import { inDays, testNow } from '../../../../scripts/lib/test-clock.mjs'
import { dueForRenewal, renewalPriceOf, renewedExpiry, retentionRenewalPrice } from './vip-renewal'

const now = new Date(testNow())
const aSecond = 1 / 86_400

describe('dueForRenewal', { tags: ['dated'] }, () => {
  it('is due when the membership ends within the next day', () => {
    expect(dueForRenewal(inDays(1 - aSecond), now)).toBe(true)
    expect(dueForRenewal(inDays(1), now)).toBe(true)
  })

  it('is not due more than a day ahead, nor once the membership has ended', () => {
    expect(dueForRenewal(inDays(1 + aSecond), now)).toBe(false)
    expect(dueForRenewal(inDays(0), now)).toBe(false)
    expect(dueForRenewal(inDays(-1), now)).toBe(false)
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
