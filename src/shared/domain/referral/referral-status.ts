import { refundGuaranteeEnds } from '../refund/refund-rules'

/** Where a friend's first order stands for the refund window. 'IN_PROGRESS' is a refund asked
 * for but not settled: the credit waits for its outcome. */
export type OrderRefundState = 'KEPT' | 'REFUND_IN_PROGRESS' | 'REFUNDED'

/** §4 "Referral: pending until the 14-day refund window ends, then credited; cancelled if the
 * friend refunds". The window is the refund guarantee itself, day 14 included: credited any
 * earlier, a refund on that day would leave the referrer paid for a purchase given back.
 * @example referralStatus({ orderedAt: '2026-01-01T00:00:00Z', order: 'KEPT', now: new Date('2026-01-16T00:00:00Z') }) === 'CREDITED' */
export function referralStatus({
  orderedAt,
  order,
  now,
}: {
  orderedAt: string
  order: OrderRefundState
  now: Date
}): 'PENDING' | 'CREDITED' | 'CANCELLED' {
  if (order === 'REFUNDED') return 'CANCELLED'
  const windowOver = now.getTime() >= Date.parse(refundGuaranteeEnds(orderedAt))
  return windowOver && order === 'KEPT' ? 'CREDITED' : 'PENDING'
}

/** The friend's order state from its status and its vouchers' statuses: refunded when the
 * order is (REFUNDED or CANCELLED) or any voucher was refunded or credited back; a refund or return under way
 * holds the credit back.
 * @example orderRefundState('PAID', ['READY_TO_REDEEM', 'REFUNDED']) === 'REFUNDED' */
export function orderRefundState(
  orderStatus: string,
  voucherStatuses: readonly string[],
): OrderRefundState {
  if (orderStatus === 'REFUNDED' || orderStatus === 'CANCELLED') return 'REFUNDED'
  // §4 "credit requested → processed": a processed request gave the money back as credit.
  const refunded = new Set(['REFUNDED', 'REQUEST_PROCESSED'])
  if (voucherStatuses.some((status) => refunded.has(status))) return 'REFUNDED'
  const underWay = new Set([
    'CREDIT_REQUESTED',
    'RETURN_REQUESTED',
    'RETURN_IN_TRANSIT',
    'RETURNED_TO_MERCHANT',
  ])
  return voucherStatuses.some((status) => underWay.has(status)) ? 'REFUND_IN_PROGRESS' : 'KEPT'
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** A referral code: 8 characters without look-alikes, from the given random bytes.
 * @example referralCode(new Uint8Array(8)) === 'AAAAAAAA' */
export const referralCode = (bytes: Uint8Array) =>
  Array.from(bytes.slice(0, 8), (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('')

/** Whether a string can be a referral code (what /r/{code} accepts).
 * @example isReferralCode('ABCD2345') === true */
export const isReferralCode = (code: string) => /^[A-HJ-NP-Z2-9]{8}$/.test(code)
