import { describe, expect, it } from 'vitest'
import { CheckoutData, CheckoutQuery } from './checkout'

describe('CheckoutQuery', () => {
  it('defaults por_check to true and reads flags', () => {
    expect(CheckoutQuery.parse({})).toEqual({ por_check: true })
    expect(CheckoutQuery.parse({ por_check: 'false', wallet: 'true', timestamp: '17' })).toEqual({
      por_check: false,
      wallet: true,
      timestamp: 17,
    })
  })

  it('refuses unknown parameters and junk flags', () => {
    expect(CheckoutQuery.safeParse({ wallet: 'yes' }).success).toBe(false)
    expect(CheckoutQuery.safeParse({ foo: '1' }).success).toBe(false)
  })
})

describe('CheckoutData', () => {
  it('accepts the §3 checkout state', () => {
    const data = {
      basketToken: 'b7c1e0a2f9d4',
      deals: [],
      orderSummary: {
        currency: 'GBP',
        subtotal: 5000,
        vipDiscount: 0,
        promoDiscount: 500,
        giftingTotal: 0,
        postageTotal: 0,
        vipMembership: 0,
        payLaterAmount: 0,
        totalOrderAmount: 4500,
      },
      promoCode: {
        code: 'SAVE10',
        applicable: true,
        message: 'Promo code applied.',
        status: 'applied',
      },
      userInfo: {
        paymentOptions: {
          creditBalances: [
            { currency: 'GBP', balance: 700, marketingBalance: 200, refundableBalance: 500 },
          ],
          paymentInstruments: [
            {
              type: 'credit_card',
              kind: 'EXISTING',
              gateway: 'BRAINTREE',
              allowSubscription: true,
              default: true,
              label: 'Visa ending 1111',
            },
          ],
        },
      },
      wallet: null,
      giftingDetails: {
        giftWrap: { dealId: 1, productId: 2 },
        giftPack: null,
        fullyGiftClaim: false,
      },
    }
    expect(CheckoutData.parse(data)).toEqual(data)
    expect(
      CheckoutData.safeParse({
        ...data,
        orderSummary: { ...data.orderSummary, totalOrderAmount: 45.5 },
      }).success,
    ).toBe(false)
  })
})
