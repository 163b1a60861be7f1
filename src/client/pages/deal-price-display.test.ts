import { describe, expect, it } from 'vitest'
import { makeDeal, makeProduct } from '../../../test/fixtures/make-deal'
import { dealPriceDisplay } from './deal-price-display'

const display = makeDeal().display

describe('dealPriceDisplay', () => {
  it('shows a discounted deal with its percentage badge, prices to the penny', () => {
    expect(dealPriceDisplay(makeDeal())).toMatchObject({
      mode: 'show-discount',
      style: 'DEFAULT',
      price: '£29.50',
      originalPrice: '£99',
      discount: '-70%',
    })
  })

  it('shows the amount saved when the discount-amount flag is on', () => {
    const deal = makeDeal({ display: { ...display, discountAmount: true } })
    expect(dealPriceDisplay(deal).discount).toBe('Save £69.50')
  })

  it('shows only the price for a deal without a discount', () => {
    const deal = makeDeal({ price: 4000, originalPrice: 4000, discountPercentage: 0, discount: 0 })
    expect(dealPriceDisplay(deal)).toMatchObject({ mode: 'show-price', discount: null })
  })

  it('shows a free deal as Free', () => {
    const deal = makeDeal({ price: 0, originalPrice: 0, discountPercentage: 0, discount: 0 })
    expect(dealPriceDisplay(deal).price).toBe('Free')
  })

  it('hides the price when the deal says so', () => {
    const deal = makeDeal({ display: { ...display, showPrice: false } })
    expect(dealPriceDisplay(deal).mode).toBe('hidden')
  })

  it('shows a dropdown deal from its lowest option a visitor can buy', () => {
    const deal = makeDeal({
      productDisplay: { type: 'dropdown', row: null, column: null },
      products: [
        makeProduct({ id: 1, price: 3900 }),
        makeProduct({ id: 2, price: 2500 }),
        makeProduct({ id: 3, price: 1000, vipExclusive: true }),
      ],
    })
    expect(dealPriceDisplay(deal)).toMatchObject({ mode: 'show-dropdown-price', price: '£25' })
  })

  it('labels a dynamic travel deal saving as indicative', () => {
    const deal = makeDeal({ display: { ...display, dynamicTravelDeal: true } })
    expect(dealPriceDisplay(deal).mode).toBe('show-indicative-discount')
  })

  it('teases the VIP price only when VIP discounts are allowed', () => {
    const vip = makeDeal({ vipPrice: 2500 })
    expect(dealPriceDisplay(vip).vipPrice).toBeNull()
    const allowed = makeDeal({ vipPrice: 2500, display: { ...display, vipDiscountAllowed: true } })
    expect(dealPriceDisplay(allowed)).toMatchObject({ mode: 'show-discount', vipPrice: '£25' })
  })

  it('hides a caption with a currency or percentage in it', () => {
    const flagged = { ...display, priceText: true }
    expect(dealPriceDisplay(makeDeal({ priceText: 'pp', display: flagged })).caption).toBe('pp')
    expect(
      dealPriceDisplay(makeDeal({ priceText: '£10 off', display: flagged })).caption,
    ).toBeNull()
  })

  it('uses the MODERN style when the deal is tagged for it', () => {
    expect(dealPriceDisplay(makeDeal({ tags: ['price-style-modern'] })).style).toBe('MODERN')
  })

  it("leads a member's dropdown deal with the cheapest option's member price, the checkout's", () => {
    const deal = makeDeal({
      vipPrice: 2000,
      display: { ...display, vipDiscountAllowed: true },
      productDisplay: { type: 'dropdown', row: null, column: null },
      products: [
        makeProduct({ id: 1, price: 3900, vipPrice: 3500 }),
        makeProduct({ id: 2, price: 2500, vipPrice: 2300 }),
      ],
    })
    expect(dealPriceDisplay(deal, true)).toMatchObject({
      mode: 'show-vip-discount-price',
      price: '£23',
      originalPrice: '£25',
      memberPrice: true,
    })
    expect(dealPriceDisplay(deal).vipPrice).toBe('£23')
  })
})
