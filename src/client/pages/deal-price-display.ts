import {
  discountShownAs,
  priceDisplayMode,
  priceStyle,
  type PriceDisplayMode,
  type PriceStyle,
} from '../../shared/domain/deal/price-display-mode'
import { visiblePriceText } from '../../shared/domain/deal/price-text'
import { formatMoney } from '../../shared/format/money'
import type { Deal } from '../../shared/schemas/deal'

/** Everything the price block prints, decided in one place so the card rules and the page agree. */
export interface DealPriceDisplay {
  mode: PriceDisplayMode
  style: PriceStyle
  /** The price shown: the lowest option's for a dropdown deal (§4 'show dropdown price'). */
  price: string
  originalPrice: string
  /** '-63%' or 'Save £50' in the discount modes, else null. */
  discount: string | null
  /** The caption beside the price ('pp', 'per room'), or null (§5). */
  caption: string | null
  /** The public VIP teaser: the VIP price when a VIP member would see the VIP mode (§6). */
  vipPrice: string | null
}

// The catalogue has no price-style field yet; a deal opts in with this search tag, which keeps
// the switch in data without a migration.
const MODERN_TAG = 'price-style-modern'

/** How a deal page shows its price (storefront §4 'Price display modes', through
 * `priceDisplayMode`). The original price of a dynamic travel deal is a package estimate, so it
 * is indicative. The page is cached for everyone, so the VIP mode is only ever a teaser here.
 * @example dealPriceDisplay(deal).mode === 'show-discount' */
export function dealPriceDisplay(deal: Deal): DealPriceDisplay {
  const buyable = deal.products.filter((product) => !product.vipExclusive)
  const dropdown = deal.productDisplay.type === 'dropdown' && buyable.length > 0
  const price = dropdown ? Math.min(...buyable.map((product) => product.price)) : deal.price
  const input = {
    price,
    originalPrice: deal.originalPrice,
    discountPercentage: deal.discountPercentage,
    vipPrice: deal.vipPrice,
    display: deal.display,
    indicativePricing: deal.display.dynamicTravelDeal,
    productDisplayType: deal.productDisplay.type,
  }
  const mode = priceDisplayMode(input)
  const vipMode = priceDisplayMode({ ...input, price: deal.price, vipUser: true })
  const money = (minor: number) => formatMoney(minor, deal.currency)
  const discount =
    mode === 'show-discount' || mode === 'show-indicative-discount'
      ? discountShownAs(deal.display) === 'amount'
        ? `Save ${money(deal.discount)}`
        : `-${deal.discountPercentage}%`
      : null
  return {
    mode,
    style: priceStyle(deal.tags.includes(MODERN_TAG) ? 'MODERN' : null),
    price: money(price),
    originalPrice: formatMoney(deal.originalPrice, deal.currency, { zeroAsAmount: true }),
    discount,
    caption: visiblePriceText(deal.priceText, deal.display.priceText),
    vipPrice:
      vipMode === 'show-vip-discount-price' && deal.vipPrice !== null ? money(deal.vipPrice) : null,
  }
}
