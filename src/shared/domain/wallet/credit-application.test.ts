import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  applyWalletCredit,
  marketingCreditCap,
  type CreditLine,
  type WalletBalance,
} from './credit-application'

const line = (over: Partial<CreditLine> = {}): CreditLine => ({
  lineId: 'a',
  amount: 8000,
  quantity: 1,
  marketingEligible: true,
  ...over,
})
const gbp = (refundableBalance: number, marketingBalance: number): WalletBalance => ({
  currency: 'GBP',
  refundableBalance,
  marketingBalance,
})

describe('marketingCreditCap', () => {
  it.each([
    ['10% of a small item', { amount: 2999 }, 299],
    ['5 units for an item over 50', { amount: 8000 }, 500],
    ['5 units per item on the line', { amount: 16_000, quantity: 2 }, 1000],
    ['10% when that is under 5 per item', { amount: 6000, quantity: 2 }, 600],
    ['nothing for an ineligible item', { marketingEligible: false }, 0],
    ['nothing for a free item', { amount: 0 }, 0],
  ])('is %s', (_name, over, cap) => {
    expect(marketingCreditCap(line(over))).toBe(cap)
  })
})

describe('applyWalletCredit', () => {
  it('uses refundable credit first, then marketing credit within its cap', () => {
    const result = applyWalletCredit({
      currency: 'GBP',
      lines: [line()],
      wallets: [gbp(1000, 2000)],
    })
    expect(result).toEqual({
      refusal: null,
      lines: [{ lineId: 'a', refundable: 1000, marketing: 500, card: 6500 }],
      refundableUsed: 1000,
      marketingUsed: 500,
      walletAmountUsed: 1500,
      cardAmount: 6500,
      walletOnly: false,
    })
  })

  it('uses only the wallet in the basket currency', () => {
    const result = applyWalletCredit({
      currency: 'EUR',
      lines: [line()],
      wallets: [gbp(5000, 5000)],
    })
    expect(result).toMatchObject({
      refusal: 'CURRENCY_MISMATCH',
      walletAmountUsed: 0,
      cardAmount: 8000,
    })
    const euro = applyWalletCredit({
      currency: 'EUR',
      lines: [line()],
      wallets: [gbp(5000, 0), { currency: 'EUR', refundableBalance: 300, marketingBalance: 0 }],
    })
    expect(euro.walletAmountUsed).toBe(300)
  })

  it('applies nothing, without complaint, for an empty wallet list', () => {
    expect(applyWalletCredit({ currency: 'GBP', lines: [line()], wallets: [] })).toMatchObject({
      refusal: null,
      cardAmount: 8000,
    })
  })

  it('skips marketing credit on ineligible lines', () => {
    const lines = [
      line({ lineId: 'a', marketingEligible: false }),
      line({ lineId: 'b', amount: 3000 }),
    ]
    const result = applyWalletCredit({ currency: 'GBP', lines, wallets: [gbp(0, 10_000)] })
    expect(result.lines.map((l) => l.marketing)).toEqual([0, 300])
  })

  it('flags a wallet-only order, which still needs the card flow', () => {
    const result = applyWalletCredit({
      currency: 'GBP',
      lines: [line()],
      wallets: [gbp(10_000, 0)],
    })
    expect(result).toMatchObject({ cardAmount: 0, walletAmountUsed: 8000, walletOnly: true })
  })

  it('never goes negative, never exceeds caps or balances, and always sums', () => {
    const lines = fc.array(
      fc.record({
        lineId: fc.string(),
        amount: fc.integer({ min: 0, max: 200_000 }),
        quantity: fc.integer({ min: 1, max: 5 }),
        marketingEligible: fc.boolean(),
      }),
      { maxLength: 8 },
    )
    const balance = fc.integer({ min: 0, max: 300_000 })
    fc.assert(
      fc.property(lines, balance, balance, (basket, refundableBalance, marketingBalance) => {
        const result = applyWalletCredit({
          currency: 'GBP',
          lines: basket,
          wallets: [gbp(refundableBalance, marketingBalance)],
        })
        const total = basket.reduce((sum, l) => sum + l.amount, 0)
        expect(result.walletAmountUsed + result.cardAmount).toBe(total)
        expect(result.refundableUsed).toBeLessThanOrEqual(refundableBalance)
        expect(result.marketingUsed).toBeLessThanOrEqual(marketingBalance)
        expect(result.lines.reduce((sum, l) => sum + l.refundable, 0)).toBe(result.refundableUsed)
        expect(result.lines.reduce((sum, l) => sum + l.marketing, 0)).toBe(result.marketingUsed)
        result.lines.forEach((l, i) => {
          const input = basket[i]!
          expect(Math.min(l.refundable, l.marketing, l.card)).toBeGreaterThanOrEqual(0)
          expect(l.refundable + l.marketing + l.card).toBe(input.amount)
          expect(l.marketing).toBeLessThanOrEqual(marketingCreditCap(input))
          expect(l.marketing).toBeLessThanOrEqual(500 * input.quantity)
          expect(l.marketing * 10).toBeLessThanOrEqual(input.amount)
        })
      }),
    )
  })
})
