import { canTakeExtension, type AddonVoucherInput } from '../checkout/order-addon'

/** §8 'no extendable vouchers', for the addon endpoint when the chosen voucher cannot take it. */
export const NO_EXTENDABLE_VOUCHERS = 'You have no extendable vouchers.'

/** A voucher takes the paid VVE extension (§9 'extension up to 3 months') once: the add-on
 * rule of the order-addon page, and not already extended.
 * @example isExtendable({ status: 'READY_TO_REDEEM', orderStatus: 'PAID', expiresAt: '2027-01-01T00:00:00Z', extended: false }, '2026-11-21T00:00:00Z') // true */
export const isExtendable = (voucher: AddonVoucherInput & { extended: boolean }, now: string) =>
  !voucher.extended && canTakeExtension(voucher, new Date(now))
