/** transactions §4 'Voucher lifecycle' as one state machine. A voucher for a service is ready to
 * redeem, then redeemed, then booked; a voucher for goods follows the order progress
 * (processing, dispatched, delivered) and may then be returned (requested, in transit, returned
 * to the merchant, refunded). Either may ask for credit (requested, then processed), be
 * refunded, or expire. Anything not in TRANSITIONS is refused, so no sequence of events can
 * reach a state the table does not lead to (lifecycle.test.ts checks it with fast-check). */

export const VOUCHER_STATES = [
  'READY_TO_REDEEM',
  'REDEEMED',
  'BOOKED',
  'PROCESSING_ORDER',
  'DISPATCHED',
  'DELIVERED',
  'RETURN_REQUESTED',
  'RETURN_IN_TRANSIT',
  'RETURNED_TO_MERCHANT',
  'CREDIT_REQUESTED',
  'REQUEST_PROCESSED',
  'REFUNDED',
  'EXPIRED',
] as const
export type VoucherState = (typeof VOUCHER_STATES)[number]

export const VOUCHER_EVENTS = [
  'REDEEM',
  'BOOK',
  'DISPATCH',
  'DELIVER',
  'REQUEST_RETURN',
  'SHIP_RETURN',
  'RECEIVE_RETURN',
  'REJECT_RETURN',
  'REQUEST_CREDIT',
  'PROCESS_CREDIT',
  'REFUND',
  'EXPIRE',
] as const
export type VoucherEvent = (typeof VOUCHER_EVENTS)[number]

/** §3 'Voucher' statuses and 'Order progress', word for word. */
export const VOUCHER_STATE_LABELS: Record<VoucherState, string> = {
  READY_TO_REDEEM: 'Ready to Redeem',
  REDEEMED: 'Redeemed',
  BOOKED: 'Booked',
  PROCESSING_ORDER: 'Processing Order',
  DISPATCHED: 'Dispatched',
  DELIVERED: 'Delivered',
  RETURN_REQUESTED: 'Return Requested',
  RETURN_IN_TRANSIT: 'Return in Transit',
  RETURNED_TO_MERCHANT: 'Returned to the Merchant',
  CREDIT_REQUESTED: 'Credit Requested',
  REQUEST_PROCESSED: 'Request Processed',
  REFUNDED: 'Refunded',
  EXPIRED: 'Expired',
}

/** event → (from → to). A refund before use (or before dispatch) and after a return both end
 * in REFUNDED; only an unused voucher expires; credit is asked for instead of using it. */
const TRANSITIONS: Record<VoucherEvent, Partial<Record<VoucherState, VoucherState>>> = {
  REDEEM: { READY_TO_REDEEM: 'REDEEMED' },
  BOOK: { REDEEMED: 'BOOKED' },
  DISPATCH: { PROCESSING_ORDER: 'DISPATCHED' },
  DELIVER: { DISPATCHED: 'DELIVERED' },
  REQUEST_RETURN: { DELIVERED: 'RETURN_REQUESTED' },
  SHIP_RETURN: { RETURN_REQUESTED: 'RETURN_IN_TRANSIT' },
  RECEIVE_RETURN: { RETURN_IN_TRANSIT: 'RETURNED_TO_MERCHANT' },
  // A return the merchant turns down: the customer keeps the goods (back to Delivered).
  REJECT_RETURN: { RETURN_REQUESTED: 'DELIVERED', RETURN_IN_TRANSIT: 'DELIVERED' },
  REQUEST_CREDIT: { READY_TO_REDEEM: 'CREDIT_REQUESTED', PROCESSING_ORDER: 'CREDIT_REQUESTED' },
  PROCESS_CREDIT: { CREDIT_REQUESTED: 'REQUEST_PROCESSED' },
  REFUND: {
    READY_TO_REDEEM: 'REFUNDED',
    PROCESSING_ORDER: 'REFUNDED',
    RETURNED_TO_MERCHANT: 'REFUNDED',
  },
  EXPIRE: { READY_TO_REDEEM: 'EXPIRED' },
}

/** Where a new voucher starts: goods sent by post start in the order progress. */
export const initialVoucherState = (delivered: boolean): VoucherState =>
  delivered ? 'PROCESSING_ORDER' : 'READY_TO_REDEEM'

/** The state `event` leads to from `from`, or null when the lifecycle refuses it. */
export const nextVoucherState = (from: VoucherState, event: VoucherEvent): VoucherState | null =>
  TRANSITIONS[event][from] ?? null

export const isFinalVoucherState = (state: VoucherState) =>
  VOUCHER_EVENTS.every((event) => nextVoucherState(state, event) === null)

/** The row as the order service writes it (0014): `status` is §3's voucher status and
 * `order_progress` the goods' progress, which only speaks while the status is still
 * READY_TO_REDEEM (a delivered parcel whose return is requested shows the return). */
export interface VoucherRowState {
  status: string
  orderProgress: string | null
}

const PROGRESS = ['PROCESSING_ORDER', 'DISPATCHED', 'DELIVERED'] as const
const isProgress = (value: string | null): value is (typeof PROGRESS)[number] =>
  PROGRESS.includes(value as (typeof PROGRESS)[number])
const isState = (value: string): value is VoucherState =>
  VOUCHER_STATES.includes(value as VoucherState)

/** The lifecycle state of a stored row; null for values no migration allows. */
export function stateOfRow(row: VoucherRowState): VoucherState | null {
  if (row.status === 'READY_TO_REDEEM' && isProgress(row.orderProgress)) return row.orderProgress
  if (isProgress(row.status) || !isState(row.status)) return null
  return row.status
}

/** The columns that store `state`. A goods voucher keeps its last progress once it leaves it,
 * so the page can still say it was delivered. */
export function rowOfState(state: VoucherState, previous: VoucherRowState): VoucherRowState {
  if (isProgress(state)) return { status: 'READY_TO_REDEEM', orderProgress: state }
  if (state === 'READY_TO_REDEEM') return { status: state, orderProgress: null }
  return { status: state, orderProgress: previous.orderProgress }
}

/** An unused voucher past its expiry shows as expired before the nightly job marks it. */
export const effectiveVoucherState = (
  state: VoucherState,
  expiresAt: string,
  now: Date,
): VoucherState =>
  state === 'READY_TO_REDEEM' && expiresAt <= now.toISOString() ? 'EXPIRED' : state
