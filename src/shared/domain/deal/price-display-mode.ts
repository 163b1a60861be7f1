import type { DealDisplay, ProductDisplayType } from '../../schemas/deal'

/** Storefront §4 'Price display modes', in the order the card and deal page test for them. */
export type PriceDisplayMode =
  | 'hidden'
  | 'show-vip-discount-price'
  | 'show-dropdown-price'
  | 'show-indicative-discount'
  | 'show-discount'
  | 'show-original-price'
  | 'show-price'

/** §4: "A price style named MODERN also exists". The spec names no other, so the rest is DEFAULT. */
const PRICE_STYLE_MODERN = 'MODERN'
export type PriceStyle = typeof PRICE_STYLE_MODERN | 'DEFAULT'

export interface PriceDisplayInput {
  /** Minor units, like every amount here. For a dropdown deal this is its lowest product price. */
  price: number
  originalPrice: number
  discountPercentage: number
  vipPrice: number | null
  display: Pick<DealDisplay, 'showPrice' | 'discount' | 'discountAmount' | 'vipDiscountAllowed'>
  /** The original price is an estimate (a travel package's usual price), not a price it sold at. */
  indicativePricing?: boolean
  productDisplayType?: ProductDisplayType | null
  vipUser?: boolean
}

/** Picks how a deal's price is shown (storefront §4 'Price display modes'). First match wins:
 * 1. `hidden` when the deal's showPrice flag is off (lead-gen and price-on-request deals).
 * 2. `show-vip-discount-price` for a VIP member when the deal allows VIP discounts and its VIP
 *    price is below the price (§6: "VIP members see VIP prices"; an equal VIP price is no offer).
 * 3. `show-dropdown-price` for a dropdown deal: its products differ in price, so the deal shows
 *    'from' its lowest product price and no single discount.
 * 4. `show-indicative-discount` when the original price is indicative: the saving is labelled
 *    as an estimate, never as a plain "was" price (UK pricing-practice guidance).
 * 5. `show-discount` when the discount or discount-amount flag is on and there is a real saving.
 * 6. `show-original-price`: a real saving whose badge is switched off still shows the struck-out
 *    original price, shown "only when different" (§2 'Application shell').
 * 7. `show-price` otherwise.
 * A "real saving" is an original price above the price and a discount of at least 1%: a badge
 * reading "0% off" is worse than none, so a rounding-to-zero discount falls to rule 6.
 * @example priceDisplayMode({ price: 2900, originalPrice: 7900, discountPercentage: 63, vipPrice: null, display }) === 'show-discount' */
export function priceDisplayMode(input: PriceDisplayInput): PriceDisplayMode {
  const { price, originalPrice, discountPercentage, vipPrice, display } = input
  if (!display.showPrice) return 'hidden'
  if (input.vipUser && display.vipDiscountAllowed && vipPrice != null && vipPrice < price) {
    return 'show-vip-discount-price'
  }
  if (input.productDisplayType === 'dropdown') return 'show-dropdown-price'
  const saving = originalPrice > price
  const badge = (display.discount || display.discountAmount) && saving && discountPercentage >= 1
  if (badge && input.indicativePricing) return 'show-indicative-discount'
  if (badge) return 'show-discount'
  if (saving) return 'show-original-price'
  return 'show-price'
}

/** How the saving reads in the show-discount modes: "Save £50" when the discount-amount flag is
 * on, else "-63%" (§4 display flags discount and discountAmount).
 * @example discountShownAs({ discountAmount: true }) === 'amount' */
export function discountShownAs(
  display: Pick<DealDisplay, 'discountAmount'>,
): 'amount' | 'percentage' {
  return display.discountAmount ? 'amount' : 'percentage'
}

/** The price style for a configured value: MODERN when it says so (any case), else DEFAULT.
 * @example priceStyle('modern') === 'MODERN'; priceStyle(null) === 'DEFAULT' */
export function priceStyle(value: string | null | undefined): PriceStyle {
  return value?.trim().toUpperCase() === PRICE_STYLE_MODERN ? PRICE_STYLE_MODERN : 'DEFAULT'
}

/** Minor units as a major-unit number rounded to 2 decimals (§5 "Prices are rounded to 2
 * decimals"). Stored amounts are whole minor units already, so this only matters for computed
 * shares (a per-night or per-person split): they round half away from zero to the nearest
 * penny or cent, as a till does, and -0 never appears.
 * @example displayPrice(2950) === 29.5; displayPrice(1234.5) === 12.35 */
export function displayPrice(minor: number): number {
  const pennies = Math.sign(minor) * Math.round(Math.abs(minor))
  return pennies === 0 ? 0 : pennies / 100
}

/** §5: "a zero price shows a free label". Judged after rounding to the penny, so a computed
 * share of 0.4p is free too; negative amounts (credits) are not.
 * @example isFree(0) === true; isFree(1) === false */
export function isFree(price: number): boolean {
  return displayPrice(price) === 0
}
