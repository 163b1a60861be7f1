import type { Deal, DealAddress } from '../../schemas/deal'

export type RedeemFacts = Pick<
  Deal,
  'deliveryType' | 'bookingCalendarOnRedemption' | 'redeemLocationUrl'
>

/** What the order confirmation tells a shopper to do with a voucher, from how the deal is
 * fulfilled (storefront §3 deliveryType, bookingCalendarOnRedemption, redeemLocationUrl). The
 * spec gives no wording; this is ours.
 * @example howToRedeem({ deliveryType: 'postage', bookingCalendarOnRedemption: false, redeemLocationUrl: null }).startsWith('We post') */
export function howToRedeem(deal: RedeemFacts): string {
  if (deal.deliveryType === 'postage') {
    return 'We post it to the delivery address of your order; we email you when it is on its way.'
  }
  if (deal.redeemLocationUrl) {
    return `Redeem it online at ${deal.redeemLocationUrl} with the voucher code.`
  }
  if (deal.bookingCalendarOnRedemption) {
    return 'Choose your date on your voucher page; the merchant confirms it by email. Show the code or its QR code when you arrive.'
  }
  return 'Contact the merchant to book, quoting the voucher code, and show the code or its QR code when you arrive.'
}

/** A stay's voucher: its dates were chosen and held when it was bought, so there is nothing
 * left to book, whatever the deal says for vouchers without dates. */
export const BOOKED_STAY_REDEEM =
  'Your dates are booked: show the voucher code or its QR code when you check in.'

/** A merchant address on one line, as a letter would have it.
 * @example addressLine({ addressLine1: '1 High St', addressLine2: null, town: 'Leeds', postCode: 'LS1 1AA', latLon }) === '1 High St, Leeds LS1 1AA' */
export const addressLine = (
  a: Pick<DealAddress, 'addressLine1' | 'addressLine2' | 'town' | 'postCode'>,
) => [a.addressLine1, a.addressLine2, `${a.town} ${a.postCode}`.trim()].filter(Boolean).join(', ')
