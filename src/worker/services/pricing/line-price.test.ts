import { describe, expect, it } from 'vitest'
import { checkoutTotals } from './checkout-totals'
import { isExtensionLine, linePrice } from './line-price'
import { testNow } from '../../../../scripts/lib/test-clock.mjs'

const product = {
  price: 2500,
  vipPrice: 2000,
  vipDiscountAllowed: 1,
  depositPrice: 500,
  postagePrice: 0,
  deliveryType: 'none' as const,
}

describe('linePrice', () => {
  it('prices a catalogue line from the product', () => {
    expect(linePrice({ addonType: null, quantity: 1 }, product)).toEqual({
      price: 2500,
      vipPrice: 2000,
      vipDiscountAllowed: true,
      depositPrice: 500,
      discountable: true,
      extension: false,
      postage: 0,
    })
  })

  it('prices a VVE line at the extension fee, with no VIP price, deposit or promo', () => {
    expect(linePrice({ addonType: 'VVE', quantity: 1 }, product)).toEqual({
      price: 250,
      vipPrice: null,
      vipDiscountAllowed: false,
      depositPrice: null,
      discountable: false,
      extension: true,
      postage: 0,
    })
  })

  it('keeps the fee within its bounds', () => {
    expect(linePrice({ addonType: 'VVE', quantity: 1 }, { ...product, price: 100 }).price).toBe(199)
    expect(linePrice({ addonType: 'VVE', quantity: 1 }, { ...product, price: 100_000 }).price).toBe(
      999,
    )
  })
})

describe('isExtensionLine', () => {
  it('is true only for VVE add-on lines', () => {
    expect(isExtensionLine({ addonType: 'VVE' })).toBe(true)
    expect(isExtensionLine({ addonType: null })).toBe(false)
  })
})

describe('an extension line in the checkout totals', () => {
  const catalogue = { addonType: null, id: 'a', quantity: 1 }
  const extension = { addonType: 'VVE', id: 'x', quantity: 1 }
  const totalsLine = (line: { addonType: string | null; id: string; quantity: number }) => {
    const priced = linePrice(line, product)
    return {
      lineId: line.id,
      dealId: 1,
      quantity: 1,
      price: priced.price,
      vipPrice: priced.vipPrice,
      vipDiscountAllowed: priced.vipDiscountAllowed,
      depositPrice: priced.depositPrice,
      payDeposit: false,
      discountable: priced.discountable,
    }
  }

  it('takes no VIP price or promo: the fee is charged whole', { tags: ['dated'] }, () => {
    const totals = checkoutTotals({
      currency: 'GBP',
      lines: [totalsLine(catalogue), totalsLine(extension)],
      vip: true,
      giftingTotal: 0,
      promo: {
        text: 'extra10',
        code: {
          code: 'EXTRA10',
          discount: { type: 'percentage', percent: 10 },
          dealIds: null,
          userIds: null,
          singleUse: false,
          perUserLimit: null,
          validFrom: null,
          expiresAt: null,
        },
        minSpend: null,
        dealId: null,
        timesUsed: 0,
        timesUsedByUser: 0,
      },
      userId: '1',
      wallets: null,
      now: new Date(testNow()),
    })
    // The catalogue line at its VIP price 2000, less the 10% promo on its 2000 (200, not 225:
    // the extension is not in it); the extension's 250 whole.
    expect(totals.lineAmounts.map((amount) => amount.payNow)).toEqual([2000, 250])
    expect(totals.orderSummary).toMatchObject({
      subtotal: 2250,
      vipDiscount: 0,
      promoDiscount: 200,
      totalOrderAmount: 2050,
    })
  })
})
