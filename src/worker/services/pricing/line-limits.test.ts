import { describe, expect, it } from 'vitest'
import { maxQuantityUserCanBuy } from '../../../shared/domain/deal/max-quantity'
import { basketLimits, isProductOnSale } from './line-limits'
import { inDays, testNow } from '../../../../scripts/lib/test-clock.mjs'

const now = new Date(testNow())
const sale = {
  open: 1,
  opensAt: inDays(-20.5),
  closingDate: inDays(9.5),
  enableBuyClosedDeal: 0,
  soldOut: 0,
  totalRemaining: 10,
}
const stock = {
  remainingForDay: null,
  remainingForWeek: null,
  dealRemaining: null,
  totalRemaining: null,
  dealPurchaseCap: null,
  dailyPurchaseCap: null,
  weeklyPurchaseCap: null,
  productPurchaseCap: null,
}

describe('isProductOnSale', { tags: ['dated'] }, () => {
  it('sells an open product inside its sale window', () => {
    expect(isProductOnSale(sale, now)).toBe(true)
  })
  it('refuses sold-out, closed, not yet open and empty products', () => {
    expect(isProductOnSale({ ...sale, soldOut: 1 }, now)).toBe(false)
    expect(isProductOnSale({ ...sale, open: 0 }, now)).toBe(false)
    expect(isProductOnSale({ ...sale, totalRemaining: 0 }, now)).toBe(false)
    expect(isProductOnSale({ ...sale, opensAt: inDays(0.5) }, now)).toBe(false)
    expect(isProductOnSale({ ...sale, closingDate: inDays(-1 / 24) }, now)).toBe(false)
    expect(isProductOnSale({ ...sale, closingDate: 'soon' }, now)).toBe(false)
  })
  it('keeps a closed deal on sale for four days when enableBuyClosedDeal is set', () => {
    const closed = { ...sale, closingDate: inDays(-2), enableBuyClosedDeal: 1 }
    expect(isProductOnSale(closed, now)).toBe(true)
    expect(isProductOnSale({ ...closed, closingDate: inDays(-4 - 1 / 24) }, now)).toBe(false)
  })
})

describe('basketLimits', () => {
  it('takes the tightest deal cap and leaves an unlimited product unlimited', () => {
    expect(maxQuantityUserCanBuy(basketLimits(stock))).toBeNull()
    const capped = basketLimits({ ...stock, dealPurchaseCap: 5, dailyPurchaseCap: 2 })
    expect(maxQuantityUserCanBuy(capped)).toBe(2)
  })
  it('reads the smallest of the remaining counts and caps', () => {
    const limits = basketLimits({ ...stock, totalRemaining: 7, remainingForDay: 3 })
    expect(maxQuantityUserCanBuy(limits)).toBe(3)
  })
  it('takes what the customer already bought off each cap it counts against', () => {
    const capped = { ...stock, dealPurchaseCap: 5, dailyPurchaseCap: 3, productPurchaseCap: 4 }
    const none = { deal: 0, day: 0, week: 0, product: 0 }
    expect(maxQuantityUserCanBuy(basketLimits(capped, { ...none, deal: 3 }))).toBe(2)
    expect(maxQuantityUserCanBuy(basketLimits(capped, { ...none, day: 2 }))).toBe(1)
    expect(maxQuantityUserCanBuy(basketLimits(capped, { ...none, product: 4 }))).toBe(0)
    // A count on an uncapped scope limits nothing, and stock is not reduced twice.
    expect(
      maxQuantityUserCanBuy(basketLimits({ ...stock, totalRemaining: 6 }, { ...none, week: 9 })),
    ).toBe(6)
  })
})
