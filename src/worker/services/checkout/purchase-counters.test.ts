import { describe, expect, it } from 'vitest'
import { purchaseCounters, type CappedProduct } from './purchase-counters'

const product = (over: Partial<CappedProduct>): CappedProduct => ({
  dealId: 1,
  productId: 10,
  dealCap: null,
  dailyCap: null,
  weeklyCap: null,
  productCap: null,
  ...over,
})

describe('purchaseCounters', () => {
  it('counts nothing for a product without caps', () => {
    const now = new Date('2026-11-21T12:00:00Z')
    expect(
      purchaseCounters(
        [{ dealId: 1, productId: 10, quantity: 2 }],
        [product({})],
        now,
        'Europe/London',
      ),
    ).toEqual([])
  })

  it('adds the lines of one deal together on each capped scope', () => {
    const now = new Date('2026-11-21T12:00:00Z')
    const counters = purchaseCounters(
      [
        { dealId: 1, productId: 10, quantity: 2 },
        { dealId: 1, productId: 11, quantity: 1 },
      ],
      [
        product({ dealCap: 5, dailyCap: 2, weeklyCap: 4, productCap: 3 }),
        product({ productId: 11, dealCap: 5, dailyCap: 2, weeklyCap: 4 }),
      ],
      now,
      'Europe/London',
    )
    expect(counters).toEqual([
      { scope: 'deal:1', count: 3, cap: 5 },
      { scope: 'day:1:2026-11-21', count: 3, cap: 2 },
      { scope: 'week:1:2026-11-16', count: 3, cap: 4 },
      { scope: 'product:10', count: 2, cap: 3 },
    ])
  })

  it('starts a new day at midnight in London, not at midnight UTC', () => {
    const caps = [product({ dailyCap: 2 })]
    const line = [{ dealId: 1, productId: 10, quantity: 1 }]
    // 23:30 UTC on 21 June is 00:30 on 22 June in London (BST).
    expect(purchaseCounters(line, caps, new Date('2026-06-21T23:30:00Z'), 'Europe/London')).toEqual(
      [{ scope: 'day:1:2026-06-22', count: 1, cap: 2 }],
    )
    expect(purchaseCounters(line, caps, new Date('2026-06-21T22:30:00Z'), 'Europe/London')).toEqual(
      [{ scope: 'day:1:2026-06-21', count: 1, cap: 2 }],
    )
  })
})
