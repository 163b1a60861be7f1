import { describe, expect, it } from 'vitest'
import { checkoutTotals, subcategoryRuleOf, type TotalsInput } from './checkout-totals'
import { testNow } from '../../../../scripts/lib/test-clock.mjs'

const now = new Date(testNow())
const line = (lineId: string, price: number, quantity = 1) => ({
  lineId,
  dealId: 1,
  quantity,
  price,
  vipPrice: null,
  vipDiscountAllowed: false,
  depositPrice: null,
  payDeposit: false,
})
const base: TotalsInput = {
  currency: 'GBP',
  lines: [line('a', 2500, 2), line('b', 1000)],
  vip: false,
  giftingTotal: 199,
  promo: null,
  userId: '1',
  wallets: null,
  now,
}

describe('checkoutTotals', { tags: ['dated'] }, () => {
  it('adds the lines and the gifting add-ons', () => {
    const { orderSummary } = checkoutTotals(base)
    expect(orderSummary).toMatchObject({ subtotal: 6000, totalOrderAmount: 6199 })
  })

  it('takes a percentage promo off the lines', () => {
    const totals = checkoutTotals({
      ...base,
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
    })
    expect(totals.promoCode).toMatchObject({ code: 'EXTRA10', applicable: true })
    expect(totals.orderSummary).toMatchObject({ promoDiscount: 600, totalOrderAmount: 5599 })
  })

  it('pays with credit in the basket currency only, marketing credit capped per item', () => {
    const totals = checkoutTotals({
      ...base,
      wallets: [
        { currency: 'GBP', refundableBalance: 0, marketingBalance: 5000 },
        { currency: 'EUR', refundableBalance: 9000, marketingBalance: 0 },
      ],
    })
    // 10% of each line: 500 + 100.
    expect(totals.wallet).toMatchObject({ marketingUsed: 600, refundableUsed: 0 })
    expect(totals.wallet!.walletAmountUsed + totals.wallet!.cardAmount).toBe(
      totals.orderSummary.totalOrderAmount,
    )
  })
})

describe('checkoutTotals with VIP', { tags: ['dated'] }, () => {
  const vipLine = { ...line('v', 2500, 2), vipPrice: 2000, vipDiscountAllowed: true }
  const vipBase: TotalsInput = { ...base, lines: [vipLine], giftingTotal: 0 }

  it('charges normal prices and shows what VIP would save', () => {
    const totals = checkoutTotals(vipBase)
    expect(totals.orderSummary).toMatchObject({ subtotal: 5000, vipMembership: 0 })
    expect(totals.vipSavings).toBe(1000)
  })

  it('adding the membership gives VIP prices at once and charges 4.99', () => {
    const totals = checkoutTotals({ ...vipBase, vip: true, addVipMembership: true })
    expect(totals.orderSummary).toMatchObject({
      subtotal: 4000,
      vipMembership: 499,
      totalOrderAmount: 4499,
    })
  })

  it('never charges a member for the membership', () => {
    const totals = checkoutTotals({ ...vipBase, vip: true })
    expect(totals.orderSummary).toMatchObject({ vipMembership: 0, totalOrderAmount: 4000 })
  })

  it('charges a member the member price the pages showed, with no second VIP discount', () => {
    const totals = checkoutTotals({ ...vipBase, vip: true })
    expect(totals.orderSummary).toMatchObject({
      subtotal: 4000,
      vipDiscount: 0,
      totalOrderAmount: 4000,
    })
    expect(totals.vipSavings).toBe(1000)
  })
})

describe('checkoutTotals with a deposit', { tags: ['dated'] }, () => {
  it('charges the deposit now and leaves the balance', () => {
    const deposit = { ...line('d', 30000, 2), depositPrice: 5000, payDeposit: true }
    const totals = checkoutTotals({ ...base, lines: [deposit], giftingTotal: 0 })
    expect(totals.lineAmounts).toEqual([{ lineId: 'd', payNow: 10000, payLater: 50000 }])
    expect(totals.orderSummary).toMatchObject({ totalOrderAmount: 10000, payLaterAmount: 50000 })
  })
})

describe('subcategoryRuleOf', { tags: ['dated'] }, () => {
  const summary = checkoutTotals({ ...base, giftingTotal: 0 }).orderSummary
  const deals = (subCategoryId: number) => [{ subCategoryId, lines: [{ id: 'a' }] }]

  it('refuses subcategory 14 in an order of 50 or more', () => {
    const rule = subcategoryRuleOf(deals(14), summary)
    expect(rule.allowed).toBe(false)
    expect(rule.message).toContain('£50')
  })

  it('allows it under 50, and other subcategories at any total', () => {
    expect(subcategoryRuleOf(deals(14), { ...summary, subtotal: 4999 }).allowed).toBe(true)
    expect(subcategoryRuleOf(deals(15), summary).allowed).toBe(true)
  })
})
