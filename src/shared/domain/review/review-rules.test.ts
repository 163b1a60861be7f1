import { describe, expect, it } from 'vitest'
import { isReviewable, reviewRefusal, shownAverage } from './review-rules'

describe('isReviewable', () => {
  it('accepts only a redeemed voucher', () => {
    expect(isReviewable('REDEEMED')).toBe(true)
    for (const status of ['READY_TO_REDEEM', 'REFUNDED', 'EXPIRED', 'BOOKED']) {
      expect(isReviewable(status)).toBe(false)
    }
  })
})

describe('reviewRefusal', () => {
  it('refuses a voucher reviewed before, then one not redeemed yet', () => {
    expect(reviewRefusal({ status: 'REDEEMED', reviewed: true })).toMatch(/already/)
    expect(reviewRefusal({ status: 'READY_TO_REDEEM', reviewed: false })).toMatch(/redeemed/)
    expect(reviewRefusal({ status: 'REDEEMED', reviewed: false })).toBeNull()
  })
})

describe('shownAverage', () => {
  it('rounds to one decimal and shows 0 without reviews', () => {
    expect(shownAverage(4.25)).toBe(4.3)
    expect(shownAverage(3)).toBe(3)
    expect(shownAverage(null)).toBe(0)
  })
})
