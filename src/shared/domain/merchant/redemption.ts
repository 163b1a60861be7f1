import { effectiveVoucherState, type VoucherEvent, type VoucherState } from '../voucher/lifecycle'
import { longLondonDate } from './london-day'

export interface RedemptionInput {
  state: VoucherState
  expiresAt: string
  redeemedAt: string | null
  statusChangedAt: string | null
  /** deals.booking_calendar_on_redemption: the visit is booked as the voucher is redeemed. */
  bookingCalendar: boolean
  /** A card refund of the voucher is with the provider: it is about to be Refunded. */
  refundPending?: boolean
}

export type RedemptionPlan = { ok: true; events: VoucherEvent[] } | { ok: false; message: string }

/** What redeeming a voucher at the till does, or why it cannot (a second
 * redemption of the same code is refused with a clear message). A calendar-on-redemption
 * product goes on to Booked in the same step.
 * @example redemptionPlan({ state: 'READY_TO_REDEEM', bookingCalendar: false, ... }, now) → { ok: true, events: ['REDEEM'] } */
export function redemptionPlan(input: RedemptionInput, now: Date): RedemptionPlan {
  const state = effectiveVoucherState(input.state, input.expiresAt, now)
  const when = (instant: string | null) => (instant ? ` on ${longLondonDate(instant)}` : '')
  switch (state) {
    case 'READY_TO_REDEEM':
      if (input.refundPending) {
        return { ok: false, message: 'This voucher is being refunded and cannot be redeemed.' }
      }
      return { ok: true, events: input.bookingCalendar ? ['REDEEM', 'BOOK'] : ['REDEEM'] }
    case 'REDEEMED':
    case 'BOOKED':
      return {
        ok: false,
        message: `This voucher was already redeemed${when(input.redeemedAt ?? input.statusChangedAt)}.`,
      }
    case 'EXPIRED':
      return {
        ok: false,
        message: `This voucher expired${when(input.expiresAt)} and cannot be redeemed.`,
      }
    case 'REFUNDED':
      return { ok: false, message: 'This voucher was refunded and cannot be redeemed.' }
    case 'CREDIT_REQUESTED':
    case 'REQUEST_PROCESSED':
      return {
        ok: false,
        message: 'The customer asked for credit instead; this voucher cannot be redeemed.',
      }
    default:
      return {
        ok: false,
        message: 'This voucher is for goods sent by post and is not redeemed in store.',
      }
  }
}
