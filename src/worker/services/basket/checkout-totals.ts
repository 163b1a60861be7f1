import { dealLineAmounts, orderSummary } from '../../../shared/domain/checkout/order-summary'
import { allocate } from '../../../shared/domain/money/allocate'
import { classifyPromo } from '../../../shared/domain/promo/classify'
import type { PromoCode } from '../../../shared/domain/promo/promo-code'
import {
  applyWalletCredit,
  type WalletBalance,
} from '../../../shared/domain/wallet/credit-application'
import type {
  OrderSummary,
  PromoCodeResult,
  WalletApplication,
} from '../../../shared/schemas/checkout'
import type { Currency } from '../../../shared/schemas/money'
import { withMinimumSpend } from './promo-rules'

export interface TotalsLine {
  lineId: string
  dealId: number
  quantity: number
  price: number
  vipPrice: number | null
  vipDiscountAllowed: boolean
  depositPrice: number | null
  payDeposit: boolean
}

export interface PromoEntry {
  /** The text the shopper entered. */
  text: string
  /** The stored code, or null when no code has that text. */
  code: PromoCode | null
  minSpend: number | null
  dealId: number | null
  timesUsed: number
  timesUsedByUser: number
}

export interface TotalsInput {
  currency: Currency
  lines: readonly TotalsLine[]
  vip: boolean
  giftingTotal: number
  promo: PromoEntry | null
  /** The signed-in customer's id as the promo rules read it, or null. */
  userId: string | null
  /** The customer's wallets when they asked to pay with credit, else null. */
  wallets: readonly WalletBalance[] | null
  now: Date
}

export interface Totals {
  orderSummary: OrderSummary
  promoCode: PromoCodeResult | null
  wallet: WalletApplication | null
}

/** checkoutData's money (transactions §3): deal lines at the price the shopper gets, the promo
 * code classified on them (§5), the order summary, and wallet credit on what is left of each
 * line (§5: basket currency only, marketing credit capped per item). Gifting add-ons and a VIP
 * membership are paid by card: credit pays for deals. So totalOrderAmount is always
 * walletAmountUsed + cardAmount.
 * @example checkoutTotals({ currency: 'GBP', lines: [line], vip: false, giftingTotal: 0, promo: null, userId: null, wallets: null, now }).orderSummary.totalOrderAmount */
export function checkoutTotals(input: TotalsInput): Totals {
  const amounts = dealLineAmounts(input.lines, input.vip)
  const promoLines = input.lines.map((line, i) => ({
    lineId: line.lineId,
    dealId: line.dealId,
    amount: amounts[i]?.payNow ?? 0,
  }))
  const promo = input.promo
  const promoResult = promo
    ? withMinimumSpend(
        classifyPromo({
          promo: promo.code,
          lines: promoLines,
          currency: input.currency,
          userId: input.userId,
          timesUsed: promo.timesUsed,
          timesUsedByUser: promo.timesUsedByUser,
          now: input.now,
        }),
        promo.minSpend,
        promoLines,
        promo.dealId,
      )
    : null
  const summary = orderSummary({
    currency: input.currency,
    lines: amounts,
    giftingTotal: input.giftingTotal,
    vip: input.vip,
    vipCheckoutPercent: 0,
    addVipMembership: false,
    promoDiscount: promoResult?.discount ?? 0,
  })
  const vipShares = allocate(
    summary.vipDiscount,
    amounts.map((amount) => amount.payNow),
  )
  const creditLines = input.lines.map((line, i) => ({
    lineId: line.lineId,
    amount:
      (amounts[i]?.payNow ?? 0) - (promoResult?.lines[i]?.discount ?? 0) - (vipShares[i] ?? 0),
    quantity: line.quantity,
    marketingEligible: true,
  }))
  return {
    orderSummary: summary,
    promoCode:
      promo && promoResult
        ? {
            code: promo.code?.code ?? promo.text,
            applicable: promoResult.applicable,
            message: promoResult.message,
            status: promoResult.status,
          }
        : null,
    wallet: input.wallets
      ? walletApplication(input.currency, creditLines, input.wallets, summary)
      : null,
  }
}

function walletApplication(
  currency: Currency,
  lines: Parameters<typeof applyWalletCredit>[0]['lines'],
  wallets: readonly WalletBalance[],
  summary: OrderSummary,
): WalletApplication {
  const credit = applyWalletCredit({ currency, lines, wallets })
  const cardAmount = credit.cardAmount + summary.giftingTotal + summary.vipMembership
  return {
    applied: credit.walletAmountUsed > 0,
    currency,
    refundableUsed: credit.refundableUsed,
    marketingUsed: credit.marketingUsed,
    walletAmountUsed: credit.walletAmountUsed,
    cardAmount,
    walletOnly: credit.walletAmountUsed > 0 && cardAmount === 0,
  }
}
