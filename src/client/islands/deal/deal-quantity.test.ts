import { describe, expect, it } from 'vitest'
import {
  boundedQuantity,
  optionStatus,
  quantityBounds,
  readLiveStock,
  withLiveStock,
  type PickerDeal,
  type PickerOption,
} from './deal-quantity'

const makeOption = (over: Partial<PickerOption> = {}): PickerOption => ({
  id: 7,
  title: 'Spa day',
  price: 2900,
  originalPrice: 7900,
  discountPercentage: 63,
  vipExclusive: false,
  soldOut: false,
  totalRemaining: null,
  totalRemainingForDay: null,
  totalRemainingForWeek: null,
  purchaseCap: null,
  postagePrice: 0,
  hasDeposit: false,
  ...over,
})
const deal: PickerDeal = { purchaseCap: null, depositAvailable: false, pricePerPerson: false }

describe('optionStatus', () => {
  it('puts sold out before VIP-only and capped', () => {
    expect(optionStatus(makeOption({ soldOut: true, vipExclusive: true }))).toBe('sold-out')
    expect(optionStatus(makeOption({ totalRemaining: 0 }))).toBe('sold-out')
    expect(optionStatus(makeOption({ vipExclusive: true }))).toBe('vip-only')
    expect(optionStatus(makeOption({ totalRemainingForWeek: 0 }))).toBe('capped')
    expect(optionStatus(makeOption())).toBe('on-sale')
  })
})

describe('quantityBounds', () => {
  it('takes the smallest of the remaining counts and caps', () => {
    const option = makeOption({ totalRemaining: 40, totalRemainingForDay: 6, purchaseCap: 8 })
    expect(quantityBounds(option, { ...deal, purchaseCap: 5 }, 100)).toEqual({ min: 1, max: 5 })
    expect(quantityBounds(option, deal, 100)).toEqual({ min: 1, max: 6 })
  })

  it('has no maximum when nothing limits the option', () => {
    expect(quantityBounds(makeOption(), deal, null)).toEqual({ min: 1, max: null })
  })

  it('forces a minimum of 2 on a deposit-priced pair deal', () => {
    const pair = { ...deal, depositAvailable: true, pricePerPerson: true }
    expect(quantityBounds(makeOption(), pair, null).min).toBe(2)
    expect(
      quantityBounds(makeOption({ hasDeposit: true }), { ...deal, pricePerPerson: true }, null).min,
    ).toBe(2)
  })
})

describe('boundedQuantity', () => {
  it('clamps to the maximum and lifts to the minimum', () => {
    expect(boundedQuantity(9, { min: 1, max: 3 })).toBe(3)
    expect(boundedQuantity(0, { min: 1, max: 3 })).toBe(1)
    expect(boundedQuantity(1, { min: 2, max: null })).toBe(2)
    expect(boundedQuantity(Number.NaN, { min: 1, max: 3 })).toBe(1)
  })

  it('lets the maximum win when it is under the minimum', () => {
    expect(boundedQuantity(2, { min: 2, max: 1 })).toBe(1)
  })
})

describe('withLiveStock', () => {
  it('lays live sold-out, remaining and cap state over the options', () => {
    const live = {
      soldOut: false,
      remaining: 3,
      capReached: false,
      products: {
        '7': { soldOut: false, remaining: 3, capReached: true },
        '8': { soldOut: true, remaining: 0, capReached: false },
      },
    }
    const [a, b, c] = withLiveStock(
      [makeOption(), makeOption({ id: 8 }), makeOption({ id: 9 })],
      live,
    )
    expect(a).toMatchObject({ totalRemaining: 3, totalRemainingForDay: 0 })
    expect(optionStatus(a!)).toBe('capped')
    expect(optionStatus(b!)).toBe('sold-out')
    expect(c).toEqual(makeOption({ id: 9 }))
  })

  it('keeps the server counts without live stock', () => {
    expect(withLiveStock([makeOption()], null)).toEqual([makeOption()])
  })
})

describe('readLiveStock', () => {
  it('reads the deal from the stock answer and refuses anything else', () => {
    const stock = { soldOut: false, remaining: null, capReached: false, products: {} }
    expect(readLiveStock({ deals: { '42': stock } }, 42)).toEqual(stock)
    expect(readLiveStock({ deals: {} }, 42)).toBeNull()
    expect(readLiveStock({ error: { message: 'x' } }, 42)).toBeNull()
    expect(readLiveStock(null, 42)).toBeNull()
  })
})
