import { canTakeExtension, type AddonVoucherInput } from '../checkout/order-addon'

/** §8 'no extendable vouchers', for the addon endpoint when the chosen voucher cannot take it. */
export const NO_EXTENDABLE_VOUCHERS = 'You have no extendable vouchers.'

/** A voucher takes the paid VVE extension (§9 'extension up to 3 months') once: the add-on
 * rule of the order-addon page, and not already extended.
 * @example isExtendable({ status: 'READY_TO_REDEEM', orderStatus: 'PAID', expiresAt: '2027-01-01T00:00:00Z', extended: false }, '2026-11-21T00:00:00Z') // true */
export const isExtendable = (voucher: AddonVoucherInput & { extended: boolean }, now: string) =>
  !voucher.extended && canTakeExtension(voucher, new Date(now))

/** The VVE extension's fee bounds, in minor units (no spec figure: transactions §9 only calls
 * the extension paid). */
export const EXTENSION_FEE_MIN = 199
export const EXTENSION_FEE_MAX = 999

/** What extending a voucher costs per unit: 10% of the voucher's unit price, rounded to the
 * minor unit, kept between 1.99 and 9.99. An extension is a service fee for keeping the voucher
 * open longer, not a second voucher, so it must not cost the voucher's price again; the floor
 * covers handling a cheap voucher and the ceiling keeps a dear one's extension a fee.
 * @example extensionFee(2500) // 250
 * @example extensionFee(500) // 199
 * @example extensionFee(50000) // 999 */
export const extensionFee = (unitPrice: number) =>
  Math.min(EXTENSION_FEE_MAX, Math.max(EXTENSION_FEE_MIN, Math.round(unitPrice / 10)))
