/** transactions §9: "extension up to 3 months" — what the VVE add-on buys for a voucher. */
export const VOUCHER_EXTENSION_MONTHS = 3

export interface AddonVoucherInput {
  /** The voucher's §3 status. */
  status: string
  /** Its order's status: PLACED, PAID or CANCELLED. */
  orderStatus: string
  /** UTC ISO instant the voucher stops being redeemable. */
  expiresAt: string
  /** A stay's check-in day (YYYY-MM-DD), null for a voucher without dates. */
  checkIn: string | null
}

/** Whether a voucher can take the voucher-extension add-on (VVE, §3 'Addon'): it must be paid
 * for, not yet used, refunded or in a return, and still valid — an expired voucher is past
 * extending. A stay's voucher never can: its dates were chosen and held at purchase, and a
 * longer validity would not move them. An unreadable expiry counts as expired: extending the wrong voucher is the costly
 * mistake.
 * @example canTakeExtension({ status: 'READY_TO_REDEEM', orderStatus: 'PAID', expiresAt: '2027-05-01T00:00:00Z', checkIn: null }, new Date('2026-11-21T00:00:00Z')) === true */
export function canTakeExtension(voucher: AddonVoucherInput, now: Date): boolean {
  const expires = Date.parse(voucher.expiresAt)
  return (
    voucher.checkIn === null &&
    voucher.status === 'READY_TO_REDEEM' &&
    voucher.orderStatus === 'PAID' &&
    !Number.isNaN(expires) &&
    expires > now.getTime()
  )
}
