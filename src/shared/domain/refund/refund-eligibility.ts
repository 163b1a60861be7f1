import { stateOfRow } from '../voucher/lifecycle'
import { addCalendarDays, addDays } from '../dates'
import { londonDay } from '../merchant/london-day'
import { PROTECTION_REFUND_DAYS_BEFORE_EXPIRY, refundGuaranteeEnds } from './refund-rules'

type RefundMethod = 'WALLET' | 'CASH'

/** Why a refund is allowed: the 14-day guarantee, or voucher protection after it. */
type RefundBasis = 'GUARANTEE' | 'PROTECTION'

export type RefundRefusal =
  'ALREADY_REFUNDED' | 'REDEEMED' | 'EXPIRED' | 'UNDER_7_DAYS' | 'STAY_UNDER_7_DAYS' | 'STAY_BEGUN'

export type RefundEligibility =
  | { eligible: true; basis: RefundBasis; methods: RefundMethod[] }
  | { eligible: false; reason: RefundRefusal; message: string }

export interface RefundEligibilityInput {
  /** vouchers.status and order_progress (migrations/0014). */
  status: string
  orderProgress: string | null
  purchasedAt: string
  expiresAt: string
  /** Minor units paid by card for this voucher: cash goes back only where cash came from. */
  cashPaid: number
  /** A stay's check-in day (YYYY-MM-DD, the UK's calendar), null for a voucher without dates. */
  checkIn: string | null
}

/** §8 'refund unavailable (under 7 days or redeemed)' and the brief's double-refund answer. */
export const REFUND_MESSAGES: Record<RefundRefusal, string> = {
  ALREADY_REFUNDED: 'This voucher has already been refunded.',
  REDEEMED: 'Refund unavailable: this voucher has already been redeemed.',
  EXPIRED: 'Refund unavailable: this voucher has expired.',
  UNDER_7_DAYS: `Refund unavailable: fewer than ${PROTECTION_REFUND_DAYS_BEFORE_EXPIRY} days remain before this voucher expires.`,
  STAY_UNDER_7_DAYS: `Refund unavailable: fewer than ${PROTECTION_REFUND_DAYS_BEFORE_EXPIRY} days remain before your stay.`,
  STAY_BEGUN: 'Refund unavailable: your stay has begun.',
}

const refuse = (reason: RefundRefusal): RefundEligibility => ({
  eligible: false,
  reason,
  message: REFUND_MESSAGES[reason],
})

/** Whether a voucher can be refunded now and how (transactions §4 'Voucher protection', §9).
 * - 14-day guarantee from purchase (day 14 included): wallet credit, or cash back to the card
 *   when the card paid something.
 * - After that, voucher protection (ON_DEMAND_REFUND) while at least 7 days remain before
 *   expiry ('unavailable when fewer than 7 days remain'): wallet credit only, because the cash
 *   promise is the guarantee's.
 * - Never once redeemed (or dispatched), refunded or expired.
 * - A stay's voucher is used on its dates, not by its expiry: the room is held for them. So no
 *   refund from its check-in day on, and protection ends 7 days before check-in (the spec's
 *   'fewer than 7 days remain', counted to the day the voucher is used). Without this a stay
 *   the hotel did not redeem could be refunded months after the shopper had stayed.
 * @example refundEligibility({ status: 'READY_TO_REDEEM', orderProgress: null, purchasedAt: '2026-11-01T00:00:00Z', expiresAt: '2027-05-01T00:00:00Z', cashPaid: 2500, checkIn: null }, '2026-11-10T00:00:00Z') // { eligible: true, basis: 'GUARANTEE', methods: ['WALLET', 'CASH'] } */
export function refundEligibility(input: RefundEligibilityInput, now: string): RefundEligibility {
  if (input.status === 'REFUNDED') return refuse('ALREADY_REFUNDED')
  if (input.status === 'EXPIRED' || Date.parse(now) >= Date.parse(input.expiresAt)) {
    return refuse('EXPIRED')
  }
  // The lifecycle refunds on demand only before use or before dispatch; delivered goods go
  // through a return instead.
  const state = stateOfRow(input)
  if (state !== 'READY_TO_REDEEM' && state !== 'PROCESSING_ORDER') return refuse('REDEEMED')
  if (input.checkIn !== null && londonDay(now) >= input.checkIn) return refuse('STAY_BEGUN')
  const guaranteeEnds = refundGuaranteeEnds(input.purchasedAt)
  if (Date.parse(now) < Date.parse(guaranteeEnds)) {
    return {
      eligible: true,
      basis: 'GUARANTEE',
      methods: input.cashPaid > 0 ? ['WALLET', 'CASH'] : ['WALLET'],
    }
  }
  const protectionEnds = addDays(input.expiresAt, -PROTECTION_REFUND_DAYS_BEFORE_EXPIRY)
  if (Date.parse(now) > Date.parse(protectionEnds)) return refuse('UNDER_7_DAYS')
  if (
    input.checkIn !== null &&
    londonDay(now) > addCalendarDays(input.checkIn, -PROTECTION_REFUND_DAYS_BEFORE_EXPIRY)
  ) {
    return refuse('STAY_UNDER_7_DAYS')
  }
  return { eligible: true, basis: 'PROTECTION', methods: ['WALLET'] }
}
