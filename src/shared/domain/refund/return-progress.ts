import { nextVoucherState, stateOfRow } from '../voucher/lifecycle'

/** The return leg of the voucher lifecycle (transactions §4: 'then optional return (requested,
 * in transit, returned, refunded)') with §3's status labels. */
const RETURN_STEPS = [
  { status: 'RETURN_REQUESTED', label: 'Return Requested' },
  { status: 'RETURN_IN_TRANSIT', label: 'Return in Transit' },
  { status: 'RETURNED_TO_MERCHANT', label: 'Returned to the Merchant' },
  { status: 'REFUNDED', label: 'Refunded' },
] as const

export interface ReturnStep {
  status: string
  label: string
  done: boolean
  current: boolean
}

/** Every return step with whether it is done, for the voucher page's progress bar; all not done
 * while the voucher has not entered the return leg.
 * @example returnProgress('RETURN_IN_TRANSIT').map((s) => s.done) // [true, true, false, false] */
export function returnProgress(status: string): ReturnStep[] {
  const at = RETURN_STEPS.findIndex((step) => step.status === status)
  return RETURN_STEPS.map((step, i) => ({
    status: step.status,
    label: step.label,
    done: at >= 0 && i <= at,
    current: i === at,
  }))
}

/** Goods can go back once delivered, as the voucher lifecycle's REQUEST_RETURN allows.
 * @example canRequestReturn('READY_TO_REDEEM', 'DELIVERED') // true */
export function canRequestReturn(status: string, orderProgress: string | null): boolean {
  const state = stateOfRow({ status, orderProgress })
  return state !== null && nextVoucherState(state, 'REQUEST_RETURN') !== null
}

/** A returns label reference a courier can scan: 'RTN-' and the voucher code.
 * @example returnLabelReference('ABCDEFGHJKLM') // 'RTN-ABCDEFGHJKLM' */
export const returnLabelReference = (voucherCode: string) => `RTN-${voucherCode}`
