import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  applyWalletCredit,
  marketingCreditCap,
} from '../../src/shared/domain/wallet/credit-application'
import type { OrderSummary } from '../../src/shared/schemas/checkout'
import { orderLines, type PricedLine } from '../../src/worker/services/orders/order-lines'
import { voucherPaid } from '../../src/shared/domain/refund/voucher-paid'

// The allocations the checkout really makes, chained as it chains them:
// wallet credit over the basket (applyWalletCredit), discounts, credit and card over the order's
// lines (orderLines), then each line over its vouchers (voucherPaid, what a refund gives back).
// Every split adds up to its total exactly and each part is within one minor unit of its exact
// proportional share.

const basket = fc.array(
  fc.record({
    quantity: fc.integer({ min: 1, max: 5 }),
    unitPrice: fc.integer({ min: 0, max: 50_000 }),
  }),
  { minLength: 1, maxLength: 6 },
)

const withinOneUnit = (part: number, total: number, weight: number, weights: number) => {
  // |part − total·weight/weights| ≤ 1, in integers: |part·weights − total·weight| ≤ weights.
  const gap = BigInt(part) * BigInt(weights) - BigInt(total) * BigInt(weight)
  return (gap < 0n ? -gap : gap) <= BigInt(weights)
}

const sum = (values: readonly number[]) => values.reduce((acc, value) => acc + value, 0)

describe("the checkout's allocations", () => {
  it('add up at every step and keep each part within one unit of its share', () => {
    fc.assert(
      fc.property(
        basket,
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 200_000 }),
        fc.integer({ min: 0, max: 200_000 }),
        fc.integer({ min: 0, max: 999 }),
        (items, promoPercent, refundable, marketing, gifting) => {
          const payNow = items.map((item) => item.quantity * item.unitPrice)
          const subtotal = sum(payNow)
          const promoDiscount = Math.floor((subtotal * promoPercent) / 100)
          const lines: PricedLine[] = items.map((item, i) => ({
            lineId: `l${i}`,
            dealId: i + 1,
            productId: (i + 1) * 10,
            title: `Line ${i}`,
            quantity: item.quantity,
            unitPrice: item.unitPrice,
            payNow: payNow[i]!,
            payLater: 0,
          }))
          // Discounts per line, as orderLines splits them, feed the wallet rule.
          const summary: OrderSummary = {
            currency: 'GBP',
            subtotal,
            vipDiscount: 0,
            promoDiscount,
            giftingTotal: gifting,
            postageTotal: 0,
            vipMembership: 0,
            payLaterAmount: 0,
            totalOrderAmount: subtotal - promoDiscount + gifting,
          }
          const discounted = orderLines(lines, summary, 0)
          const credit = applyWalletCredit({
            currency: 'GBP',
            lines: discounted.map((line) => ({
              lineId: line.id,
              amount: line.unitPrice * line.quantity - line.discount,
              quantity: line.quantity,
              marketingEligible: true,
            })),
            wallets: [
              { currency: 'EUR', refundableBalance: 99_999, marketingBalance: 99_999 },
              { currency: 'GBP', refundableBalance: refundable, marketingBalance: marketing },
            ],
          })
          // The wallet rule: only the basket's currency, never above a line, marketing capped.
          expect(credit.refusal).toBeNull()
          expect(credit.refundableUsed).toBeLessThanOrEqual(refundable)
          expect(credit.marketingUsed).toBeLessThanOrEqual(marketing)
          for (const [i, line] of credit.lines.entries()) {
            const amount =
              discounted[i]!.unitPrice * discounted[i]!.quantity - discounted[i]!.discount
            expect(line.refundable + line.marketing + line.card).toBe(amount)
            expect(Math.min(line.refundable, line.marketing, line.card)).toBeGreaterThanOrEqual(0)
            expect(line.marketing).toBeLessThanOrEqual(
              marketingCreditCap({
                amount,
                quantity: discounted[i]!.quantity,
                marketingEligible: true,
              }),
            )
            expect(line.marketing).toBeLessThanOrEqual(
              Math.min(Math.floor(amount / 10), 500 * discounted[i]!.quantity),
            )
          }
          expect(credit.walletAmountUsed + credit.cardAmount).toBe(subtotal - promoDiscount)

          // The order's lines: each total splits exactly, each part near its share.
          const placed = orderLines(lines, summary, credit.walletAmountUsed)
          expect(sum(placed.map((line) => line.discount))).toBe(promoDiscount)
          expect(sum(placed.map((line) => line.walletAmountUsed))).toBe(credit.walletAmountUsed)
          expect(sum(placed.map((line) => line.cashAmount))).toBe(
            summary.totalOrderAmount - credit.walletAmountUsed,
          )
          const afterDiscount = placed.map((line, i) => payNow[i]! - line.discount)
          for (const [i, line] of placed.entries()) {
            expect(line.cashAmount).toBeGreaterThanOrEqual(0)
            if (subtotal > 0) {
              expect(withinOneUnit(line.discount, promoDiscount, payNow[i]!, subtotal)).toBe(true)
            }
            if (sum(afterDiscount) > 0) {
              expect(
                withinOneUnit(
                  line.walletAmountUsed,
                  credit.walletAmountUsed,
                  afterDiscount[i]!,
                  sum(afterDiscount),
                ),
              ).toBe(true)
            }
            // Each voucher of the line: a refund gives back exactly the line, split evenly.
            const vouchers = Array.from({ length: line.quantity }, (_, lineIndex) =>
              voucherPaid({
                lineQuantity: line.quantity,
                lineIndex,
                lineCash: line.cashAmount,
                lineWallet: line.walletAmountUsed,
                lineBalancePaid: 0,
              }),
            )
            expect(sum(vouchers.map((share) => share.cash))).toBe(line.cashAmount)
            expect(sum(vouchers.map((share) => share.wallet))).toBe(line.walletAmountUsed)
            for (const share of vouchers) {
              expect(withinOneUnit(share.cash, line.cashAmount, 1, line.quantity)).toBe(true)
              expect(withinOneUnit(share.wallet, line.walletAmountUsed, 1, line.quantity)).toBe(
                true,
              )
            }
          }
        },
      ),
      { numRuns: 500 },
    )
  })

  it('applies no credit of another currency', () => {
    fc.assert(
      fc.property(basket, fc.integer({ min: 1, max: 100_000 }), (items, balance) => {
        const credit = applyWalletCredit({
          currency: 'GBP',
          lines: items.map((item, i) => ({
            lineId: `l${i}`,
            amount: item.quantity * item.unitPrice,
            quantity: item.quantity,
            marketingEligible: true,
          })),
          wallets: [{ currency: 'EUR', refundableBalance: balance, marketingBalance: balance }],
        })
        expect(credit.refusal).toBe('CURRENCY_MISMATCH')
        expect(credit.walletAmountUsed).toBe(0)
      }),
    )
  })
})
