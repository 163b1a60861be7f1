import { describe, expect, it } from 'vitest'
import { purchaseCounters, type CappedProduct } from './purchase-counters'
import {
  nextMonthDay,
  testNow,
  testToday,
  testWeekStart,
} from '../../../../scripts/lib/test-clock.mjs'

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
  it('counts nothing for a product without caps', { tags: ['dated'] }, () => {
    const now = new Date(testNow())
    expect(
      purchaseCounters(
        [{ dealId: 1, productId: 10, quantity: 2 }],
        [product({})],
        now,
        'Europe/London',
      ),
    ).toEqual([])
  })

  it('adds the lines of one deal together on each capped scope', { tags: ['dated'] }, () => {
    const now = new Date(testNow())
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
      { scope: `day:1:${testToday()}`, count: 3, cap: 2 },
      { scope: `week:1:${testWeekStart()}`, count: 3, cap: 4 },
      { scope: 'product:10', count: 2, cap: 3 },
    ])
  })

  it('starts a new day at midnight in London, not at midnight UTC', { tags: ['dated'] }, () => {
    const caps = [product({ dailyCap: 2 })]
    const line = [{ dealId: 1, productId: 10, quantity: 1 }]
    // 23:30 UTC on 21 June is 00:30 on 22 June in London (BST).
    const june21 = nextMonthDay('06-21')
    const june22 = `${june21.slice(0, 4)}-06-22`
    const at = (time: string) => new Date(`${june21}T${time}:00Z`)
    expect(purchaseCounters(line, caps, at('23:30'), 'Europe/London')).toEqual([
      { scope: `day:1:${june22}`, count: 1, cap: 2 },
    ])
    expect(purchaseCounters(line, caps, at('22:30'), 'Europe/London')).toEqual([
      { scope: `day:1:${june21}`, count: 1, cap: 2 },
    ])
  })
})
