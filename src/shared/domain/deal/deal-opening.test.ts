import { describe, expect, it } from 'vitest'
import { mayPreviewUnopenedDeal, opensAfter } from './deal-opening'

describe('opensAfter', () => {
  it('is true before the opening instant and false from it on', () => {
    expect(opensAfter('2026-11-22T00:00:00.000Z', '2026-11-21T23:59:59.999Z')).toBe(true)
    expect(opensAfter('2026-11-22T00:00:00.000Z', '2026-11-22T00:00:00.000Z')).toBe(false)
    expect(opensAfter('2026-11-22T00:00:00.000Z', '2026-11-22T00:00:00.001Z')).toBe(false)
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
