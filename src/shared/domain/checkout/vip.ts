import type { Currency } from '../../schemas/money'

// transactions §1/§9: VIP membership "about 4.99 a year in pounds or euros"; "checkout discount up
// to 15 percent"; §4 "retention offer (50% off next renewal)".
export const VIP_MEMBERSHIP_PRICE_MINOR = 499
export const VIP_CHECKOUT_DISCOUNT_MAX_PERCENT = 15
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

export interface VipPriceInput {
  price: number
  vipPrice: number | null
  /** The deal allows the VIP price (storefront §6 vipDiscountAllowed). */
  vipDiscountAllowed: boolean
  /** A member, or a shopper who ticked VIP membership in this checkout (queryParams.vipChecked). */
  vip: boolean
}

/** The unit price a line is charged: the VIP price for members when the deal allows it and it
 * is lower, else the normal price.
 * @example vipUnitPrice({ price: 2500, vipPrice: 2200, vipDiscountAllowed: true, vip: true }) === 2200 */
export function vipUnitPrice(input: VipPriceInput): number {
  const { price, vipPrice } = input
  if (!input.vip || !input.vipDiscountAllowed || vipPrice === null) return price
  return Math.min(price, Math.max(0, vipPrice))
}

/** The VIP checkout discount (§1 "checkout discount up to 15 percent") on the goods total in
 * minor units: rounded down to the penny and never above 15%, whatever percentage the
 * campaign asks for. Members only.
 * @example vipCheckoutDiscount({ total: 3333, percent: 10, vip: true }) === 333 */
export function vipCheckoutDiscount(input: {
  total: number
  percent: number
  vip: boolean
}): number {
  if (!input.vip || input.total <= 0) return 0
  const percent = Math.min(VIP_CHECKOUT_DISCOUNT_MAX_PERCENT, Math.max(0, input.percent))
  return Math.floor((input.total * percent) / 100)
}
