import {
  dealLineAmounts,
  orderSummary,
  type LineAmount,
} from '../../../shared/domain/checkout/order-summary'
import {
  subcategoryRule,
  type SubcategoryRuleResult,
} from '../../../shared/domain/basket/subcategory-rule'
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

interface TotalsLine {
  lineId: string
  dealId: number
  quantity: number
  price: number
  vipPrice: number | null
  vipDiscountAllowed: boolean
  depositPrice: number | null
  payDeposit: boolean
  /** Promo codes may take the line lower; false for a VVE
   * extension fee (linePrice), already its whole price. Default true. */
  discountable?: boolean
  /** The line's postage (linePrice), paid by card with the order; default 0. */
  postage?: number
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
  /** VIP prices apply: a member, or a shopper adding the membership in this checkout. */
  vip: boolean
  /** The shopper adds VIP membership in this checkout: its 4.99 is charged with the order. */
  addVipMembership?: boolean
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
  /** Each deal line's amount now and later, in input order (the deposit split). */
  lineAmounts: LineAmount[]
  /** What member prices save on this order, in minor units: information for the VIP box, never
   * taken off again (memberUnitPrice). */
  vipSavings: number
}

/** checkoutData's money (transactions §3): deal lines at the price the shopper gets (for VIP,
 * memberUnitPrice: the price every page showed them, with no second VIP discount), the promo
 * code classified on them (§5), the order summary, and wallet credit on what is left of each
 * line (§5: basket currency only, marketing credit capped per item). Postage, gifting add-ons
 * and a VIP membership are paid by card: credit pays for deals. So totalOrderAmount is always
 * walletAmountUsed + cardAmount.
 * @example checkoutTotals({ currency: 'GBP', lines: [line], vip: false, giftingTotal: 0, promo: null, userId: null, wallets: null, now }).orderSummary.totalOrderAmount */
export function checkoutTotals(input: TotalsInput): Totals {
  const amounts = dealLineAmounts(input.lines, input.vip)
  const promoLines = input.lines.map((line, i) => ({
    lineId: line.lineId,
    dealId: line.dealId,
    // A line no discount may touch enters at 0: classifyPromo passes it over, and it does not
    // count towards the code's minimum spend.
    amount: line.discountable === false ? 0 : (amounts[i]?.payNow ?? 0),
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
    postageTotal: input.lines.reduce((sum, line) => sum + (line.postage ?? 0), 0),
    // The membership is charged unless the shopper is a member already.
    vip: input.vip && !input.addVipMembership,
    addVipMembership: input.addVipMembership === true,
    promoDiscount: promoResult?.discount ?? 0,
  })
  const creditLines = input.lines.map((line, i) => ({
    lineId: line.lineId,
    amount: (amounts[i]?.payNow ?? 0) - (promoResult?.lines[i]?.discount ?? 0),
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
    lineAmounts: amounts,
    vipSavings: vipSavingsOf(input.lines),
  }
}

/** What being VIP saves on these lines (the 'VIP membership' box's figure): full prices, paid
 * now and later, less member prices. */
function vipSavingsOf(lines: readonly TotalsLine[]): number {
  const full = (amounts: LineAmount[]) =>
    amounts.reduce((sum, amount) => sum + amount.payNow + amount.payLater, 0)
  return Math.max(0, full(dealLineAmounts(lines, false)) - full(dealLineAmounts(lines, true)))
}

function walletApplication(
  currency: Currency,
  lines: Parameters<typeof applyWalletCredit>[0]['lines'],
  wallets: readonly WalletBalance[],
  summary: OrderSummary,
): WalletApplication {
  const credit = applyWalletCredit({ currency, lines, wallets })
  const cardAmount =
    credit.cardAmount + summary.postageTotal + summary.giftingTotal + summary.vipMembership
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

/** The subcategory under-50 rule (§5) on a checkout: the total is the goods' price after the
 * VIP and promo discounts, deposit balances included (the rule caps what the order buys, not
 * what it charges today), gifting and the membership left out (they are not goods).
 * @example subcategoryRuleOf(view.deals, view.orderSummary).allowed */
export function subcategoryRuleOf(
  deals: readonly { subCategoryId: number | null; lines: readonly { id: string }[] }[],
  summary: OrderSummary,
): SubcategoryRuleResult {
  return subcategoryRule({
    lines: deals.flatMap((deal) =>
      deal.lines.map((line) => ({ lineId: line.id, subCategoryId: deal.subCategoryId })),
    ),
    total: summary.subtotal + summary.payLaterAmount - summary.vipDiscount - summary.promoDiscount,
    currency: summary.currency,
  })
}
