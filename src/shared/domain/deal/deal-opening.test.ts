import { describe, expect, it } from 'vitest'
import { mayPreviewUnopenedDeal, opensAfter } from './deal-opening'
import { testNow } from '../../../../scripts/lib/test-clock.mjs'

describe('opensAfter', () => {
  it('is true before the opening instant and false from it on', { tags: ['dated'] }, () => {
    const now = Date.parse(testNow())
    const at = (ms: number) => new Date(now + ms).toISOString()
    expect(opensAfter(at(0), at(-1))).toBe(true)
    expect(opensAfter(at(0), at(0))).toBe(false)
    expect(opensAfter(at(0), at(1))).toBe(false)
  })
})

describe('mayPreviewUnopenedDeal', () => {
  it('lets an admin and the owning merchant preview, and nobody else', () => {
    expect(mayPreviewUnopenedDeal({ role: 'admin', merchantId: null }, 7)).toBe(true)
    expect(mayPreviewUnopenedDeal({ role: 'merchant', merchantId: 7 }, 7)).toBe(true)
    expect(mayPreviewUnopenedDeal({ role: 'merchant', merchantId: 8 }, 7)).toBe(false)
    expect(mayPreviewUnopenedDeal({ role: 'merchant', merchantId: null }, null)).toBe(false)
    expect(mayPreviewUnopenedDeal({ role: 'merchant', merchantId: 7 }, null)).toBe(false)
    expect(mayPreviewUnopenedDeal(null, 7)).toBe(false)
  })
})
