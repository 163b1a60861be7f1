import type { Currency } from '../../schemas/money'
import { allocate } from '../money/allocate'

// transactions §5: "Marketing credit capped at 10%, up to 5 currency units, per eligible basket
// item"; §9: "Promotional marketing credit 10%, up to 5". 5 units = 500 minor (£5 or €5).
const MARKETING_CREDIT_PERCENT = 10
const MARKETING_CREDIT_MAX_PER_ITEM_MINOR = 500

/** §3 'Wallet: per currency: currency, balance, marketingBalance, refundableBalance'. */
export interface WalletBalance {
  currency: Currency
  refundableBalance: number
  marketingBalance: number
}

export interface CreditLine {
  lineId: string
  /** The line total in minor units after promo and VIP discounts. */
  amount: number
  /** Units on the line: the marketing cap is per item, so a line of 3 has three caps. */
  quantity: number
  /** Whether the deal takes marketing credit (some deals are excluded by the merchant terms). */
  marketingEligible: boolean
}

export interface CreditApplicationInput {
  currency: Currency
  lines: readonly CreditLine[]
  wallets: readonly WalletBalance[]
}

export interface CreditApplication {
  /** Null when credit was applied (or none was asked for), else why none could be. */
  refusal: 'CURRENCY_MISMATCH' | null
  lines: { lineId: string; refundable: number; marketing: number; card: number }[]
  refundableUsed: number
  marketingUsed: number
  /** productOrder.walletAmountUsed and cashAmount (§3 'Order after payment'). */
  walletAmountUsed: number
  cardAmount: number
  /** The wallet covers the whole order, which still goes through the card flow (§8 "wallet-only
   * orders needing the card flow": the payment service places every order through it). */
  walletOnly: boolean
}

/** The marketing credit one line may take: 10% of its amount, rounded down, and at most 5 units
 * per item on it (§5).
 * @example marketingCreditCap({ amount: 8000, quantity: 1, marketingEligible: true }) === 500 */
export function marketingCreditCap(
  line: Pick<CreditLine, 'amount' | 'quantity' | 'marketingEligible'>,
): number {
  if (!line.marketingEligible || line.amount <= 0) return 0
  const tenPercent = Math.floor((line.amount * MARKETING_CREDIT_PERCENT) / 100)
  return Math.min(tenPercent, MARKETING_CREDIT_MAX_PER_ITEM_MINOR * Math.max(1, line.quantity))
}

/** Applies wallet credit to a basket (transactions §5: "Wallet and deal currencies must match.
 * Marketing credit capped at 10%, up to 5 currency units, per eligible basket item"). Only the
 * wallet in the basket's currency is used; without one nothing is applied (§8 "Wallet lookup
 * without currency match fails"). Refundable credit goes first, spread over the lines in
 * proportion to their amounts, since it is as good as cash and carries no cap. Marketing credit
 * then fills each eligible line up to its cap, in basket order, within what the refundable
 * credit left. What is left per line is paid by card.
 * @example applyWalletCredit({ currency: 'GBP', lines: [{ lineId: 'a', amount: 8000, quantity: 1, marketingEligible: true }], wallets: [{ currency: 'GBP', refundableBalance: 1000, marketingBalance: 2000 }] }).cardAmount === 6500 */
export function applyWalletCredit(input: CreditApplicationInput): CreditApplication {
  const amounts = input.lines.map((line) => Math.max(0, line.amount))
  const total = amounts.reduce((sum, amount) => sum + amount, 0)
  const wallet = input.wallets.find((candidate) => candidate.currency === input.currency)
  if (!wallet) {
    return {
      refusal: input.wallets.length > 0 ? 'CURRENCY_MISMATCH' : null,
      lines: input.lines.map((line, i) => ({
        lineId: line.lineId,
        refundable: 0,
        marketing: 0,
        card: amounts[i] ?? 0,
      })),
      refundableUsed: 0,
      marketingUsed: 0,
      walletAmountUsed: 0,
      cardAmount: total,
      walletOnly: false,
    }
  }
  const refundableUsed = Math.min(Math.max(0, wallet.refundableBalance), total)
  const refundable = total === 0 ? amounts.map(() => 0) : allocate(refundableUsed, amounts)
  let marketingLeft = Math.max(0, wallet.marketingBalance)
  const lines = input.lines.map((line, i) => {
    const fromRefundable = refundable[i] ?? 0
    const room = (amounts[i] ?? 0) - fromRefundable
    const marketing = Math.min(
      marketingCreditCap({ ...line, amount: amounts[i] ?? 0 }),
      room,
      marketingLeft,
    )
    marketingLeft -= marketing
    return { lineId: line.lineId, refundable: fromRefundable, marketing, card: room - marketing }
  })
  const marketingUsed = lines.reduce((sum, line) => sum + line.marketing, 0)
  const walletAmountUsed = refundableUsed + marketingUsed
  const cardAmount = total - walletAmountUsed
  return {
    refusal: null,
    lines,
    refundableUsed,
    marketingUsed,
    walletAmountUsed,
    cardAmount,
    walletOnly: walletAmountUsed > 0 && cardAmount === 0,
  }
}
