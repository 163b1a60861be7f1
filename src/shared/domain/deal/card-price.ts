import type { DealSummary } from '../../schemas/deal'
import { memberUnitPrice } from '../checkout/vip'

/** A card's price for its viewer: the member's VIP price where the deal allows one (the unit
 * price the checkout will charge them, memberUnitPrice), struck against the standard price.
 * @example cardPrice({ price: 2500, originalPrice: 5000, vipPrice: 2200, display: { vipDiscountAllowed: true } }, true) // { price: 2200, originalPrice: 2500, vip: true } */
export function cardPrice(
  deal: Pick<DealSummary, 'price' | 'originalPrice' | 'vipPrice'> & {
    display: Pick<DealSummary['display'], 'vipDiscountAllowed'>
  },
  vipMember: boolean,
): { price: number; originalPrice: number; vip: boolean } {
  const price = memberUnitPrice({
    price: deal.price,
    vipPrice: deal.vipPrice,
    vipDiscountAllowed: deal.display.vipDiscountAllowed,
    vip: vipMember,
  })
  return price < deal.price
    ? { price, originalPrice: deal.price, vip: true }
    : { price: deal.price, originalPrice: deal.originalPrice, vip: false }
}
