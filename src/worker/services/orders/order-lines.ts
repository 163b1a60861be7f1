import { allocate } from '../../../shared/domain/money/allocate'
import type { OrderSummary } from '../../../shared/schemas/checkout'
import type { OrderLine } from '../../../shared/schemas/order'

export interface PricedLine {
  lineId: string
  dealId: number
  productId: number
  title: string
  quantity: number
  unitPrice: number
  /** What the line charges in this order (the deposit for a deposit line). */
  payNow: number
  /** What a deposit line leaves to pay later. */
  payLater: number
  /** False for a fee no promotion or VIP discount touches (the VVE extension). */
  discountable?: boolean
  /** The line's postage (linePostage): paid by card, never discounted. Default 0. */
  postage?: number
  /** A stay's flight supplement per unit, already in unitPrice. Default 0. */
  flightSupplement?: number
}

/** The order's lines with their shares of the basket-level amounts: discounts (VIP and promo)
 * in proportion to what each line charges now, wallet credit in proportion to what is left of
 * each, and the card amount as the rest, gifting add-ons and a VIP membership spread the same
 * way (they have no line of their own); each line's postage is its own, paid by card. Largest-remainder allocation keeps every sum exact, so
 * the ProductOrder totals always equal the sums of its lines.
 * @example orderLines([line], summary, 0)[0].cashAmount === summary.totalOrderAmount */
export function orderLines(
  lines: readonly PricedLine[],
  summary: OrderSummary,
  walletAmountUsed: number,
): Omit<OrderLine, 'stay' | 'balanceDueBy'>[] {
  const payNow = lines.map((line) => line.payNow)
  const discounts = allocate(
    summary.vipDiscount + summary.promoDiscount,
    lines.map((line) => (line.discountable === false ? 0 : line.payNow)),
  )
  const afterDiscount = payNow.map((amount, i) => amount - (discounts[i] ?? 0))
  const wallet = allocate(walletAmountUsed, afterDiscount)
  const extras = allocate(summary.giftingTotal + summary.vipMembership, payNow)
  return lines.map((line, i) => ({
    id: line.lineId,
    dealId: line.dealId,
    productId: line.productId,
    title: line.title,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    discount: discounts[i] ?? 0,
    walletAmountUsed: wallet[i] ?? 0,
    cashAmount: (afterDiscount[i] ?? 0) - (wallet[i] ?? 0) + (extras[i] ?? 0) + (line.postage ?? 0),
    balanceDue: line.payLater,
    postage: line.postage ?? 0,
    flightSupplement: line.flightSupplement ?? 0,
  }))
}
