import { describe, expect, it } from 'vitest'
import { cardPrice } from './card-price'

const deal = {
  price: 2500,
  originalPrice: 5000,
  vipPrice: 2200,
  display: { vipDiscountAllowed: true },
}

describe('cardPrice', () => {
  it('gives a member the VIP price, struck against the standard price', () => {
    expect(cardPrice(deal, true)).toEqual({ price: 2200, originalPrice: 2500, vip: true })
  })

  it('gives anyone else the standard price against the original', () => {
    expect(cardPrice(deal, false)).toEqual({ price: 2500, originalPrice: 5000, vip: false })
  })

  it('keeps the standard price where the deal allows no VIP discount or has no lower VIP price', () => {
    const closed = { ...deal, display: { vipDiscountAllowed: false } }
    expect(cardPrice(closed, true).vip).toBe(false)
    expect(cardPrice({ ...deal, vipPrice: null }, true).vip).toBe(false)
    expect(cardPrice({ ...deal, vipPrice: 2600 }, true).price).toBe(2500)
  })
})
