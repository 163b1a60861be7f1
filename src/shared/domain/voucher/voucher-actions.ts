import type { VoucherState } from './lifecycle'

export const VOUCHER_ACTIONS = ['print', 'refund', 'extend', 'return'] as const
export type VoucherAction = (typeof VOUCHER_ACTIONS)[number]

export interface VoucherActionFacts {
  /** What refundEligibility answers for it now: the page offers what the refund would take. */
  refundable: boolean
  /** A return of its goods was asked for once already. */
  returnRequested?: boolean
  /** It is a stay's voucher, for dates held at purchase. */
  stay?: boolean
}

/** What the voucher page offers for a voucher in `state` (already the effective state, so a
 * voucher past its expiry is EXPIRED here): print while it can be used; a refund when the refund
 * rule allows one (refund-eligibility.ts, so the button and the refund never disagree); an
 * extension of an unused voucher's validity (the VVE add-on) until it is used, refunded or
 * expired; a return of delivered goods (§4 'then optional return'), once: a return turned down
 * is not asked again.
 * @example voucherActions('DELIVERED', { refundable: false }) // ['return'] */
export function voucherActions(state: VoucherState, facts: VoucherActionFacts): VoucherAction[] {
  const actions: VoucherAction[] = []
  if (state === 'READY_TO_REDEEM') actions.push('print')
  if (facts.refundable) actions.push('refund')
  // The extension add-on takes only a voucher still open (canTakeExtension): offering it on an
  // expired one led to an order-addon page that could not list it. Nor on a stay: its dates are
  // held, and a longer validity would not move them.
  if (state === 'READY_TO_REDEEM' && !facts.stay) actions.push('extend')
  if (state === 'DELIVERED' && !facts.returnRequested) actions.push('return')
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
