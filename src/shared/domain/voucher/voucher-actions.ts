import type { VoucherState } from './lifecycle'

/** transactions §4 'Voucher protection': no refund in the last 7 days before expiry. */
const REFUND_CUTOFF_DAYS = 7
const DAY_MS = 86_400_000

export const VOUCHER_ACTIONS = ['print', 'refund', 'extend', 'return'] as const
export type VoucherAction = (typeof VOUCHER_ACTIONS)[number]

/** What the voucher page offers for a voucher in `state` (already the effective state, so a
 * voucher past its expiry is EXPIRED here): print while it can be used; a refund while unused
 * and more than 7 days from expiry (§4 protection: never once redeemed); an extension of an
 * unused voucher's validity (the VVE add-on) until it is used, refunded or expired; a return of
 * delivered goods (§4 'then optional return'), once: a return turned down is not asked again.
 * @example voucherActions('DELIVERED', '2027-05-21T12:00:00.000Z', now) // ['return'] */
export function voucherActions(
  state: VoucherState,
  expiresAt: string,
  now: Date,
  options: { returnRequested?: boolean; stay?: boolean } = {},
): VoucherAction[] {
  const actions: VoucherAction[] = []
  if (state === 'READY_TO_REDEEM') actions.push('print')
  const msLeft = Date.parse(expiresAt) - now.getTime()
  if (
    (state === 'READY_TO_REDEEM' || state === 'PROCESSING_ORDER') &&
    msLeft >= REFUND_CUTOFF_DAYS * DAY_MS
  ) {
    actions.push('refund')
  }
  // The extension add-on takes only a voucher still open (canTakeExtension): offering it on an
  // expired one led to an order-addon page that could not list it.
  // Nor on a stay: its dates are held, and a longer validity would not move them.
  if (state === 'READY_TO_REDEEM' && !options.stay) actions.push('extend')
  if (state === 'DELIVERED' && !options.returnRequested) actions.push('return')
  return actions
}

/** The list page's filters: tabs a shopper understands rather than thirteen statuses. */
export const VOUCHER_FILTERS = ['all', 'available', 'used', 'refunds', 'expired'] as const
export type VoucherFilter = (typeof VOUCHER_FILTERS)[number]

export const VOUCHER_FILTER_LABELS: Record<VoucherFilter, string> = {
  all: 'All',
  available: 'Available',
  used: 'Used',
  refunds: 'Refunds & returns',
  expired: 'Expired',
}

/** Which filter tab a voucher in `state` (effective) belongs to. */
export function filterOfState(state: VoucherState): Exclude<VoucherFilter, 'all'> {
  switch (state) {
    case 'READY_TO_REDEEM':
    case 'PROCESSING_ORDER':
    case 'DISPATCHED':
      return 'available'
    case 'REDEEMED':
    case 'BOOKED':
    case 'DELIVERED':
      return 'used'
    case 'EXPIRED':
      return 'expired'
    default:
      return 'refunds'
  }
}
