import { DELIVERED_AFTER_DISPATCH_DAYS } from '../../config/constants'
import { nextVoucherState, stateOfRow, type VoucherRowState } from './lifecycle'

const DAY_MS = 86_400_000

/** What the back office does to a parcel: transactions §4 'order progress (processing,
 * dispatched, delivered)', as the lifecycle's DISPATCH and DELIVER events. */
export type ParcelEvent = 'DISPATCH' | 'DELIVER'

/** A voucher for posted goods: the order wrote its progress (0014), and the row keeps its last
 * progress step after it leaves it, so a refunded parcel is still a parcel.
 * @example isParcel({ status: 'READY_TO_REDEEM', orderProgress: null }) // false */
export const isParcel = (row: VoucherRowState) => row.orderProgress !== null

/** Why `event` cannot happen to this voucher now, in words for the person at the parcel desk,
 * or null when the lifecycle allows it.
 * @example parcelRefusal({ status: 'READY_TO_REDEEM', orderProgress: 'DISPATCHED' }, 'DISPATCH') // 'This parcel was already dispatched.' */
export function parcelRefusal(row: VoucherRowState, event: ParcelEvent): string | null {
  if (!isParcel(row)) {
    return 'This voucher is not for posted goods: only posted orders are dispatched and delivered.'
  }
  const state = stateOfRow(row)
  if (state && nextVoucherState(state, event)) return null
  switch (state) {
    case 'PROCESSING_ORDER':
      return 'This parcel has not been dispatched yet: mark it dispatched first.'
    case 'DISPATCHED':
      return 'This parcel was already dispatched.'
    case 'REFUNDED':
      return 'This order was refunded: do not post it.'
    case 'CREDIT_REQUESTED':
    case 'REQUEST_PROCESSED':
      return 'The customer took credit instead: do not post it.'
    default:
      return 'This parcel was already delivered.'
  }
}

/** Parcels dispatched at or before this instant count as delivered (transactions §3 'Order
 * progress'; the constant explains the span).
 * @example deliveryCutoff(new Date('2026-11-21T10:00:00.000Z'), 5) // '2026-11-16T10:00:00.000Z' */
export const deliveryCutoff = (now: Date, days: number = DELIVERED_AFTER_DISPATCH_DAYS) =>
  new Date(now.getTime() - days * DAY_MS).toISOString()

/** Whether a parcel dispatched at `dispatchedAt` is taken as delivered at `now`.
 * @example isDeliveryDue('2026-11-16T10:00:00.000Z', new Date('2026-11-21T10:00:00.000Z')) // true */
export const isDeliveryDue = (
  dispatchedAt: string,
  now: Date,
  days: number = DELIVERED_AFTER_DISPATCH_DAYS,
) => dispatchedAt <= deliveryCutoff(now, days)
