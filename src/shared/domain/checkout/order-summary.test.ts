import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { dealLineAmounts, orderSummary, type SummaryDealLine } from './order-summary'

const line = (over: Partial<SummaryDealLine> = {}): SummaryDealLine => ({
  lineId: 'a',
  quantity: 2,
  price: 2500,
  vipPrice: 2200,
  vipDiscountAllowed: true,
  depositPrice: null,
  payDeposit: false,
  ...over,
})

describe('dealLineAmounts', () => {
  it('charges members the VIP price', () => {
    expect(dealLineAmounts([line()], true)).toEqual([{ lineId: 'a', payNow: 4400, payLater: 0 }])
    expect(dealLineAmounts([line()], false)).toEqual([{ lineId: 'a', payNow: 5000, payLater: 0 }])
  })

  it('splits deposit lines into now and later', () => {
    const stay = line({ price: 30_000, vipPrice: null, depositPrice: 5000, payDeposit: true })
    expect(dealLineAmounts([stay], false)).toEqual([
      { lineId: 'a', payNow: 10_000, payLater: 50_000 },
    ])
  })
})

describe('orderSummary', () => {
  const base = {
    currency: 'GBP' as const,
    lines: [{ lineId: 'a', payNow: 5000, payLater: 0 }],
    giftingTotal: 199,
    postageTotal: 0,
    vip: false,
    addVipMembership: false,
    promoDiscount: 500,
  }

  it('adds gifting and takes off the promo', () => {
    expect(orderSummary(base)).toEqual({
      currency: 'GBP',
      subtotal: 5000,
      vipDiscount: 0,
      promoDiscount: 500,
      giftingTotal: 199,
      postageTotal: 0,
      vipMembership: 0,
      payLaterAmount: 0,
      totalOrderAmount: 4699,
    })
  })

  it('adds postage whole: no promo or VIP discount takes it lower', () => {
    const posted = { ...base, postageTotal: 798, promoDiscount: 100_000 }
    expect(orderSummary(posted)).toMatchObject({
      promoDiscount: 5000,
      postageTotal: 798,
      totalOrderAmount: 199 + 798,
    })
  })

  it('takes no VIP discount of its own (member lines are at member prices); membership is for new ones only', () => {
    expect(orderSummary({ ...base, vip: true })).toMatchObject({
      vipDiscount: 0,
      totalOrderAmount: 4699,
    })
    expect(orderSummary({ ...base, addVipMembership: true }).vipMembership).toBe(499)
    expect(orderSummary({ ...base, vip: true, addVipMembership: true }).vipMembership).toBe(0)
  })

  it('never discounts the deal lines below zero', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 100_000 }), { maxLength: 5 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (amounts, promo) => {
          const lines = amounts.map((payNow, i) => ({ lineId: `${i}`, payNow, payLater: 0 }))
          const summary = orderSummary({
            ...base,
            lines,
            giftingTotal: 0,
            vip: true,
            promoDiscount: promo,
          })
          expect(summary.totalOrderAmount).toBeGreaterThanOrEqual(0)
          expect(summary.totalOrderAmount).toBe(
            summary.subtotal - summary.vipDiscount - summary.promoDiscount,
          )
        },
      ),
    )
  })
})
