import type { Currency } from '../../schemas/money'

// transactions §1/§9: VIP membership "about 4.99 a year in pounds or euros"; §4 "retention offer
// (50% off next renewal)".
export const VIP_MEMBERSHIP_PRICE_MINOR = 499
export const VIP_RETENTION_DISCOUNT_PERCENT = 50

/** The VIP membership line added at checkout: 4.99 a year in the basket's currency (the same
 * figure in pounds and euros, as the spec gives it).
 * @example vipMembershipPrice('EUR') // { amount: 499, currency: 'EUR' } */
export function vipMembershipPrice(currency: Currency): { amount: number; currency: Currency } {
  return { amount: VIP_MEMBERSHIP_PRICE_MINOR, currency }
}

/** The renewal price after the retention offer: half price, with the odd half penny in the
 * member's favour.
 * @example vipRenewalPrice(true) === 249 */
export function vipRenewalPrice(retentionOffer: boolean): number {
  if (!retentionOffer) return VIP_MEMBERSHIP_PRICE_MINOR
  return Math.floor((VIP_MEMBERSHIP_PRICE_MINOR * (100 - VIP_RETENTION_DISCOUNT_PERCENT)) / 100)
}

/** The basket's eligibleForVip flag (§3, sent on basket create and put): the shopper may be
 * offered VIP prices through membership, i.e. the brand runs VIP and they are not a member yet.
 * §6: "VIP status affects basket creation".
 * @example eligibleForVip({ vipUser: false, brandOffersVip: true }) === true */
export function eligibleForVip(input: { vipUser: boolean; brandOffersVip: boolean }): boolean {
  return input.brandOffersVip && !input.vipUser
}

export interface MemberPriceInput {
  /** The unit's standard price: a product's, a calendar night's or a whole stay's. */
  price: number
  /** The same unit's VIP price, or null when it has none. */
  vipPrice: number | null
  /** The deal allows VIP pricing (storefront §6 vipDiscountAllowed). */
  vipDiscountAllowed: boolean
  /** A member, or a shopper who ticked VIP membership in this checkout (queryParams.vipChecked). */
  vip: boolean
}

/** THE price a VIP member pays for one unit, on every surface: cards, the deal page's headline,
 * the picker, a calendar day, the stay panel, the checkout lines and the order's unit price all
 * call this, so a member is charged exactly what they were shown.
 *
 * One reading of the VIP benefits (transactions §1 "extra savings up to 10 percent, checkout
 * discount up to 15 percent"): a member's benefit on a deal is its VIP price, where the deal
 * allows one and it is below the standard price. The deal's VIP percentage
 * (deals.vip_discount_percentage, the page's "an extra N% off") is what that VIP price already
 * takes off, so it is never taken again: checkout takes no second VIP discount, and its total is
 * the sum of these unit prices (plus postage and the rest). What membership saves is shown as
 * information (the checkout's VIP box), never subtracted twice.
 * @example memberUnitPrice({ price: 2500, vipPrice: 2200, vipDiscountAllowed: true, vip: true }) === 2200 */
export function memberUnitPrice(input: MemberPriceInput): number {
  const { price, vipPrice } = input
  if (!input.vip || !input.vipDiscountAllowed || vipPrice === null) return price
  return Math.min(price, Math.max(0, vipPrice))
}

/** The VIP price to advertise for a unit (a teaser to others, the figure a member pays): what
 * memberUnitPrice charges a member, or null when membership saves nothing on it.
 * @example vipOfferPrice({ price: 2500, vipPrice: 2600, vipDiscountAllowed: true }) === null */
export function vipOfferPrice(input: Omit<MemberPriceInput, 'vip'>): number | null {
  const member = memberUnitPrice({ ...input, vip: true })
  return member < input.price ? member : null
}
