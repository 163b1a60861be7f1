import {
  nextVoucherState,
  rowOfState,
  stateOfRow,
  type VoucherEvent,
  type VoucherRowState,
  type VoucherState,
} from '../../../../shared/domain/voucher/lifecycle'

export interface ReturnStep {
  event: VoucherEvent
  fromState: VoucherState
  toState: VoucherState
  from: VoucherRowState
  to: VoucherRowState
}

const TO_REFUND: VoucherEvent[] = ['SHIP_RETURN', 'RECEIVE_RETURN', 'REFUND']

/** The one step a rejected return takes (back to Delivered), or none when the goods are already
 * back with the merchant or the voucher is not on the return leg.
 * @example rejectSteps({ status: 'RETURN_REQUESTED', orderProgress: 'DELIVERED' })?.[0]?.toState // 'DELIVERED' */
export function rejectSteps(row: VoucherRowState): ReturnStep[] {
  const state = stateOfRow(row)
  const next = state ? nextVoucherState(state, 'REJECT_RETURN') : null
  if (!state || !next) return []
  return [
    {
      event: 'REJECT_RETURN',
      fromState: state,
      toState: next,
      from: row,
      to: rowOfState(next, row),
    },
  ]
}

/** The lifecycle steps an approved return still has to take to REFUNDED: an admin approves
 * once the goods are back, so a return still Requested or in Transit is walked through the
 * states it skipped, each one a guarded transition with its history row. Null when the voucher
 * is not on the return leg (the lifecycle table decides).
 * @example refundSteps({ status: 'RETURN_IN_TRANSIT', orderProgress: 'DELIVERED' })?.map((s) => s.event) // ['RECEIVE_RETURN', 'REFUND'] */
export function refundSteps(row: VoucherRowState): ReturnStep[] | null {
  let state = stateOfRow(row)
  if (
    state !== 'RETURN_REQUESTED' &&
    state !== 'RETURN_IN_TRANSIT' &&
    state !== 'RETURNED_TO_MERCHANT'
  ) {
    return null
  }
  let from = row
  const steps: ReturnStep[] = []
  for (const event of TO_REFUND) {
    const next = nextVoucherState(state, event)
    if (!next) continue
    const to = rowOfState(next, from)
    steps.push({ event, fromState: state, toState: next, from, to })
    state = next
    from = to
  }
  return state === 'REFUNDED' ? steps : null
}
