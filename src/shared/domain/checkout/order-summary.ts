import type { OrderSummary } from '../../schemas/checkout'
import type { Currency } from '../../schemas/money'
import { depositSplit } from './deposit-split'
import { memberUnitPrice, vipMembershipPrice } from './vip'

export interface SummaryDealLine {
  lineId: string
  quantity: number
  price: number
  vipPrice: number | null
  vipDiscountAllowed: boolean
  depositPrice: number | null
  payDeposit: boolean
}

export interface LineAmount {
  lineId: string
  /** Charged with this order, at the price the shopper gets (VIP or not). */
  payNow: number
  /** Deposit balance, charged later. */
  payLater: number
}

/** Each deal line's amount now and later: the member's unit price (memberUnitPrice, the one
 * the deal page showed them), then the deposit split. These are the amounts promo codes and wallet credit apply to, as
 * a deposit balance is not paid in this order.
 * @example dealLineAmounts([{ lineId: 'a', quantity: 2, price: 2500, vipPrice: 2200, vipDiscountAllowed: true, depositPrice: null, payDeposit: false }], true) // [{ lineId: 'a', payNow: 4400, payLater: 0 }] */
export function dealLineAmounts(lines: readonly SummaryDealLine[], vip: boolean): LineAmount[] {
  return lines.map((line) => {
    const unit = memberUnitPrice({ ...line, vip })
    // The deposit stays as set unless the VIP price falls below it.
    const deposit = line.depositPrice === null ? null : Math.min(line.depositPrice, unit)
    const split = depositSplit({
      price: unit,
      depositPrice: deposit,
      quantity: line.quantity,
      payDeposit: line.payDeposit,
    })
    return { lineId: line.lineId, payNow: split.payNow, payLater: split.payLater }
  })
}

export interface OrderSummaryInput {
  currency: Currency
  lines: readonly LineAmount[]
  /** Gift wrap and gift pack add-ons, in minor units; never discounted. */
  giftingTotal: number
  /** Postage of posted deals (linePostage), in minor units; never discounted. */
  postageTotal: number
  /** A member already: a membership ticked at checkout is not charged again. */
  vip: boolean
  /** The shopper is adding VIP membership in this checkout. */
  addVipMembership: boolean
  /** From classifyPromo, on the lines' payNow amounts. */
  promoDiscount: number
}

/** §3 orderSummary: the subtotal of deal lines paid now (at member prices for members, so no
 * VIP discount is taken here: vipDiscount is always 0, see memberUnitPrice), promo discount, postage, gifting add-ons and a VIP membership added at checkout (members
 * already have one, so it is never charged twice), giving
 * totalOrderAmount, what this order charges by all means (wallet credit included; it is a way
 * to pay). Discounts never take the total of the deal lines below zero.
 * @example orderSummary({ currency: 'GBP', lines: [{ lineId: 'a', payNow: 5000, payLater: 0 }], giftingTotal: 199, postageTotal: 399, vip: false, addVipMembership: false, promoDiscount: 500 }).totalOrderAmount === 5098 */
export function orderSummary(input: OrderSummaryInput): OrderSummary {
  const subtotal = input.lines.reduce((sum, line) => sum + line.payNow, 0)
  // The VIP benefit is already in each line's unit price (memberUnitPrice): never a second one.
  const vipDiscount = 0
  const promoDiscount = Math.min(Math.max(0, input.promoDiscount), subtotal)
  const membership =
    input.addVipMembership && !input.vip ? vipMembershipPrice(input.currency).amount : 0
  return {
    currency: input.currency,
    subtotal,
    vipDiscount,
    promoDiscount,
    giftingTotal: input.giftingTotal,
    postageTotal: input.postageTotal,
    vipMembership: membership,
    payLaterAmount: input.lines.reduce((sum, line) => sum + line.payLater, 0),
    totalOrderAmount:
      subtotal - vipDiscount - promoDiscount + input.postageTotal + input.giftingTotal + membership,
  }
}
