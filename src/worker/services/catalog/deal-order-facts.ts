import { dealStock, leadProductIndex } from '../../../shared/domain/deal/deal-stock'
import { maxQuantityUserCanBuy } from '../../../shared/domain/deal/max-quantity'
import type { UserDealInfo } from '../../../shared/schemas/deal'
import type { DealRow, ProductRow } from '../../storage/catalog-rows'
import { checkoutTotals } from '../pricing/checkout-totals'
import { basketLimits } from '../pricing/line-limits'
import { linePrice } from '../pricing/line-price'
import { NO_PAST_PURCHASES, type PastPurchases } from '../pricing/past-purchases'

export interface DealOrderFacts {
  finalDealOrderAmount: number | null
  userDealInfo: UserDealInfo
}

const stockOf = (p: ProductRow) => ({
  price: p.price,
  soldOut: p.sold_out === 1,
  totalRemaining: p.total_remaining,
  totalRemainingForDay: p.remaining_for_day,
  totalRemainingForWeek: p.remaining_for_week,
})

/** The deal-level stock fields of §3 (dealStock over the products). */
export const dealStockOf = (products: readonly ProductRow[]) => dealStock(products.map(stockOf))

/** The lead product (leadProductIndex), or null for a deal without products. */
export function leadProduct(products: readonly ProductRow[]): ProductRow | null {
  const index = leadProductIndex(products.map(stockOf))
  return index === null ? null : (products[index] ?? null)
}

/** finalDealOrderAmount and userDealInfo for the lead product, worked out by the functions the
 * basket and checkout use (linePrice, basketLimits, checkoutTotals), so the deal API's figure is
 * what a one-unit order of it charges and its maximum is what the basket lets in. `bought` is
 * what the customer already bought on each cap; nothing for an anonymous visitor.
 * @example dealOrderFacts(deal, products, NO_PAST_PURCHASES, now).finalDealOrderAmount // price + postage */
export function dealOrderFacts(
  deal: DealRow,
  products: readonly ProductRow[],
  bought: PastPurchases = NO_PAST_PURCHASES,
  now: Date,
): DealOrderFacts {
  const lead = leadProduct(products)
  if (!lead) return { finalDealOrderAmount: null, userDealInfo: { maxQuantityUserCanBuy: null } }
  const dealRemaining = products.some((p) => p.total_remaining === null)
    ? null
    : products.reduce((sum, p) => sum + (p.total_remaining ?? 0), 0)
  const limits = basketLimits(
    {
      remainingForDay: lead.remaining_for_day,
      remainingForWeek: lead.remaining_for_week,
      dealRemaining,
      totalRemaining: lead.total_remaining,
      dealPurchaseCap: deal.purchase_cap,
      dailyPurchaseCap: deal.daily_purchase_cap,
      weeklyPurchaseCap: deal.weekly_purchase_cap,
      productPurchaseCap: lead.purchase_cap,
    },
    bought,
  )
  const priced = linePrice(
    { addonType: null, quantity: 1 },
    {
      price: lead.price,
      vipPrice: lead.vip_price,
      vipDiscountAllowed: deal.display_vip_discount_allowed,
      depositPrice: lead.has_deposit === 1 ? lead.deposit_price : null,
      postagePrice: lead.postage_price,
      deliveryType: deal.delivery_type,
    },
  )
  const totals = checkoutTotals({
    currency: deal.currency,
    lines: [
      {
        lineId: 'lead',
        dealId: deal.id,
        quantity: 1,
        price: priced.price,
        vipPrice: priced.vipPrice,
        vipDiscountAllowed: priced.vipDiscountAllowed,
        depositPrice: priced.depositPrice,
        payDeposit: false,
        discountable: priced.discountable,
        postage: priced.postage,
      },
    ],
    vip: false,
    giftingTotal: 0,
    promo: null,
    userId: null,
    wallets: null,
    now,
  })
  return {
    finalDealOrderAmount: totals.orderSummary.totalOrderAmount,
    userDealInfo: { maxQuantityUserCanBuy: maxQuantityUserCanBuy(limits) },
  }
}
