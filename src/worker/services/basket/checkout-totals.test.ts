import { describe, expect, it } from 'vitest'
import { checkoutTotals, type TotalsInput } from './checkout-totals'

const now = new Date('2026-11-21T12:00:00Z')
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

describe('checkoutTotals', () => {
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
