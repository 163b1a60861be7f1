import { describe, expect, it } from 'vitest'
import { showReviewBadge, type ReviewBadgeInput } from './review-badge'

const badge = (overrides: Partial<ReviewBadgeInput>) =>
  showReviewBadge({ average: 4.2, total: 18, variant: 'four-star', threshold: 4.5, ...overrides })

describe('showReviewBadge', () => {
  it('shows the badge at an average of exactly 4 under the four-star variant', () => {
    expect(badge({ average: 4 })).toBe(true)
  })

  it('hides the badge below 4 under the four-star variant', () => {
    expect(badge({ average: 3.99 })).toBe(false)
  })

  it('ignores the configured threshold under the four-star variant', () => {
    expect(badge({ average: 4.2, threshold: 4.8 })).toBe(true)
  })

  it('uses the configured threshold otherwise', () => {
    expect(badge({ variant: 'configured', average: 4.2, threshold: 4.5 })).toBe(false)
    expect(badge({ variant: 'configured', average: 4.5, threshold: 4.5 })).toBe(true)
    expect(badge({ variant: 'configured', average: 3.6, threshold: 3.5 })).toBe(true)
  })

  it('falls back to 4 when the configured threshold is unusable', () => {
    expect(badge({ variant: 'configured', average: 4, threshold: Number.NaN })).toBe(true)
    expect(badge({ variant: 'configured', average: 3.9, threshold: Number.NaN })).toBe(false)
  })

  it('never shows a badge for a deal without reviews', () => {
    expect(badge({ total: 0, average: 5 })).toBe(false)
    expect(badge({ variant: 'configured', total: 0, average: 0, threshold: 0 })).toBe(false)
  })

  it('never shows a badge for an unreadable average', () => {
    expect(badge({ average: Number.NaN })).toBe(false)
  })
})
