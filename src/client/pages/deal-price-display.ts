import { memberUnitPrice } from '../../shared/domain/checkout/vip'
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
  /** The public VIP teaser: the price a member would pay (memberUnitPrice), when it saves (§6). */
  vipPrice: string | null
  /** The price shown is the viewer's own VIP price (a signed-in member). */
  memberPrice: boolean
}

// The catalogue has no price-style field yet; a deal opts in with this search tag, which keeps
// the switch in data without a migration.
const MODERN_TAG = 'price-style-modern'

/** How a deal page shows its price (storefront §4 'Price display modes', through
 * `priceDisplayMode`). The original price of a dynamic travel deal is a package estimate, so it
 * is indicative. Anonymous pages are cached for everyone, so there the VIP mode is a teaser; a
 * signed-in member's page (never cached) shows their VIP price, struck against the standard one.
 * Both VIP figures are memberUnitPrice's, the price the checkout charges a member: for a
 * dropdown deal the cheapest option's member price, as a member may buy every option.
 * @example dealPriceDisplay(deal).mode === 'show-discount' */
export function dealPriceDisplay(deal: Deal, vipMember = false): DealPriceDisplay {
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
  const memberPrice = (product: { price: number; vipPrice: number | null }) =>
    memberUnitPrice({
      price: product.price,
      vipPrice: product.vipPrice,
      vipDiscountAllowed: deal.display.vipDiscountAllowed,
      vip: true,
    })
  const memberLead =
    dropdown && deal.products.length > 0
      ? Math.min(...deal.products.map(memberPrice))
      : memberPrice(deal)
  const vipMode = priceDisplayMode({ ...input, vipPrice: memberLead, vipUser: true })
  const vipOffered = vipMode === 'show-vip-discount-price'
  const money = (minor: number) => formatMoney(minor, deal.currency)
  const style = priceStyle(deal.tags.includes(MODERN_TAG) ? 'MODERN' : null)
  const caption = visiblePriceText(deal.priceText, deal.display.priceText)
  if (vipMember && vipOffered) {
    return {
      mode: vipMode,
      style,
      price: money(memberLead),
      originalPrice: money(price),
      discount: null,
      caption,
      vipPrice: null,
      memberPrice: true,
    }
  }
  const discount =
    mode === 'show-discount' || mode === 'show-indicative-discount'
      ? discountShownAs(deal.display) === 'amount'
        ? `Save ${money(deal.discount)}`
        : `-${deal.discountPercentage}%`
      : null
  return {
    mode,
    style,
    price: money(price),
    originalPrice: formatMoney(deal.originalPrice, deal.currency, { zeroAsAmount: true }),
    discount,
    caption,
    vipPrice: vipOffered ? money(memberLead) : null,
    memberPrice: false,
  }
}
