import { describe, expect, it } from 'vitest'
import {
  clampQuantity,
  depositPairMinQuantity,
  maxQuantityUserCanBuy,
  specialSubcategoryAllowed,
} from './max-quantity'

describe('maxQuantityUserCanBuy', () => {
  it('is the smallest of the remaining counts and caps', () => {
    expect(
      maxQuantityUserCanBuy({
        remainingForDay: 30,
        remainingForWeek: 80,
        dealRemaining: 200,
        productRemaining: 12,
        dealCap: 10,
        productCap: 6,
      }),
    ).toBe(6)
  })

  it.each([
    ['remainingForDay', { remainingForDay: 2 }],
    ['remainingForWeek', { remainingForWeek: 2 }],
    ['dealRemaining', { dealRemaining: 2 }],
    ['productRemaining', { productRemaining: 2 }],
    ['dealCap', { dealCap: 2 }],
    ['productCap', { productCap: 2 }],
  ])('lets %s alone set the limit', (_name, input) => {
    expect(maxQuantityUserCanBuy({ dealRemaining: 100, ...input })).toBe(2)
  })

  it('skips null and missing values', () => {
    expect(
      maxQuantityUserCanBuy({ remainingForDay: null, dealRemaining: 9, productCap: undefined }),
    ).toBe(9)
  })

  it('is null when nothing limits the quantity', () => {
    expect(maxQuantityUserCanBuy({})).toBeNull()
    expect(maxQuantityUserCanBuy({ remainingForDay: null, dealCap: null })).toBeNull()
  })

  it('takes what the customer already bought off the per-customer caps', () => {
    expect(maxQuantityUserCanBuy({ dealCap: 5, userBought: 2, dealRemaining: 40 })).toBe(3)
    expect(maxQuantityUserCanBuy({ productCap: 4, userBought: 1 })).toBe(3)
  })

  it('does not take what the customer bought off stock counts', () => {
    expect(maxQuantityUserCanBuy({ dealRemaining: 4, userBought: 3 })).toBe(4)
  })

  it('is zero, never negative, once the customer has used up a cap', () => {
    expect(maxQuantityUserCanBuy({ dealCap: 2, userBought: 5 })).toBe(0)
  })

  it('is zero, never negative, when a count has gone below zero', () => {
    expect(maxQuantityUserCanBuy({ remainingForDay: -3, dealRemaining: 10 })).toBe(0)
  })

  it('rounds a fractional limit down', () => {
    expect(maxQuantityUserCanBuy({ dealRemaining: 3.7 })).toBe(3)
  })

  it('ignores non-finite values like nulls', () => {
    expect(maxQuantityUserCanBuy({ dealRemaining: Number.NaN, productRemaining: 4 })).toBe(4)
    expect(maxQuantityUserCanBuy({ dealCap: Number.POSITIVE_INFINITY })).toBeNull()
  })
})

describe('clampQuantity', () => {
  it.each([
    [2, 5, 2],
    [9, 5, 5],
    [5, 5, 5],
    [-1, 5, 0],
    [0, 5, 0],
    [3, 0, 0],
    [2.8, 5, 2],
    [Number.NaN, 5, 0],
    [12, null, 12],
    [-4, null, 0],
    [3, -2, 0],
    [3, Number.NaN, 0],
  ])('clamps %d to a max of %s as %d', (quantity, max, expected) => {
    expect(clampQuantity(quantity, max)).toBe(expected)
  })
})

describe('specialSubcategoryAllowed', () => {
  it.each([14, 17, 386, 398, 585, 586])('allows subcategory %i under 50', (subCategoryId) => {
    expect(specialSubcategoryAllowed({ subCategoryId, total: 4999 })).toBe(true)
  })

  it.each([14, 17, 386, 398, 585, 586])('refuses subcategory %i at 50 or more', (subCategoryId) => {
    expect(specialSubcategoryAllowed({ subCategoryId, total: 5000 })).toBe(false)
    expect(specialSubcategoryAllowed({ subCategoryId, total: 12000 })).toBe(false)
  })

  it('allows any other subcategory at any total', () => {
    expect(specialSubcategoryAllowed({ subCategoryId: 15, total: 1_000_000 })).toBe(true)
  })
})

describe('depositPairMinQuantity', () => {
  it('forces a minimum of 2 for a deposit-priced pair deal', () => {
    expect(depositPairMinQuantity({ depositPriced: true, pair: true })).toBe(2)
  })

  it.each([
    { depositPriced: true, pair: false },
    { depositPriced: false, pair: true },
    { depositPriced: false, pair: false },
  ])('leaves the minimum at 1 for %o', (input) => {
    expect(depositPairMinQuantity(input)).toBe(1)
  })
})
