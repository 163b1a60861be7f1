import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { OrderSummary } from '../../../shared/schemas/checkout'
import { orderLines, type PricedLine } from './order-lines'

const line = (lineId: string, payNow: number, quantity = 1): PricedLine => ({
  lineId,
  dealId: 1,
  productId: 10,
  title: 'Spa day',
  quantity,
  unitPrice: payNow / quantity,
  payNow,
  payLater: 0,
})

const summary = (over: Partial<OrderSummary>): OrderSummary => ({
  currency: 'GBP',
  subtotal: 0,
  vipDiscount: 0,
  promoDiscount: 0,
  giftingTotal: 0,
  postageTotal: 0,
  vipMembership: 0,
  payLaterAmount: 0,
  totalOrderAmount: 0,
  ...over,
})

describe('orderLines', () => {
  it('charges a single line the whole order', () => {
    const [only] = orderLines(
      [line('a', 5000, 2)],
      summary({ subtotal: 5000, promoDiscount: 500, giftingTotal: 199, totalOrderAmount: 4699 }),
      1000,
    )
    expect(only).toMatchObject({ discount: 500, walletAmountUsed: 1000, cashAmount: 3699 })
  })

  it('splits discounts, credit and card so each sum matches the order exactly', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 999 }),
        (amounts, promoPercent, walletPercent, gifting) => {
          const subtotal = amounts.reduce((sum, amount) => sum + amount, 0)
          const promoDiscount = Math.floor((subtotal * promoPercent) / 100)
          const wallet = Math.floor(((subtotal - promoDiscount) * walletPercent) / 100)
          const total = subtotal - promoDiscount + gifting
          const lines = orderLines(
            amounts.map((amount, i) => line(String(i), amount)),
            summary({ subtotal, promoDiscount, giftingTotal: gifting, totalOrderAmount: total }),
            wallet,
          )
          const sum = (key: 'discount' | 'walletAmountUsed' | 'cashAmount') =>
            lines.reduce((acc, l) => acc + l[key], 0)
          expect(sum('discount')).toBe(promoDiscount)
          expect(sum('walletAmountUsed')).toBe(wallet)
          expect(sum('cashAmount')).toBe(total - wallet)
          for (const l of lines) {
            expect(l.walletAmountUsed).toBeGreaterThanOrEqual(0)
            expect(l.cashAmount).toBeGreaterThanOrEqual(0)
          }
        },
      ),
    )
  })
})
