/** A booking request's statuses (migrations/0026, 0032): waiting for the merchant (REQUESTED),
 * booked (ACCEPTED), another day proposed and waiting for the shopper (PROPOSED), turned down
 * by the merchant (DECLINED), or the proposal turned down by the shopper, who asked for another
 * day instead (PROPOSAL_DECLINED). */
export const BOOKING_STATUSES = [
  'REQUESTED',
  'ACCEPTED',
  'PROPOSED',
  'DECLINED',
  'PROPOSAL_DECLINED',
] as const
export type BookingStatus = (typeof BOOKING_STATUSES)[number]

export type BookingDecision =
  { action: 'accept' } | { action: 'decline' } | { action: 'propose'; date: string }

export type BookingOutcome =
  | { ok: true; status: BookingStatus; proposedDate: string | null }
  | { ok: false; code: 'CONFLICT' | 'INVALID'; message: string }

/** Where a proposed day falls against the voucher's validity: 'past' before London day `today`,
 * 'after-expiry' after `lastDay` (the voucher's last valid London day, lastValidDay), else null.
 * The merchant proposes within it, and the shopper's accept asks again, since days pass between.
 * @example proposedDateOutsideValidity('2099-01-01', '2026-11-21', '2027-05-20') === 'after-expiry' */
export function proposedDateOutsideValidity(
  date: string,
  today: string,
  lastDay: string,
): 'past' | 'after-expiry' | null {
  if (date < today) return 'past'
  if (date > lastDay) return 'after-expiry'
  return null
}

/** A merchant's answer to a booking request: only an open request is answered, and another
 * date must be within the voucher's validity (London day `today` to its last day `lastDay`)
 * and differ from the one asked for.
 * @example decideBooking({ status: 'REQUESTED', requestedDate: '2026-12-01' }, { action: 'accept' }, '2026-11-21', '2027-05-20') → { ok: true, status: 'ACCEPTED', proposedDate: null } */
export function decideBooking(
  booking: { status: BookingStatus; requestedDate: string },
  decision: BookingDecision,
  today: string,
  lastDay: string,
): BookingOutcome {
  if (booking.status !== 'REQUESTED') {
    return { ok: false, code: 'CONFLICT', message: 'This booking request was already answered.' }
  }
  if (decision.action === 'accept') return { ok: true, status: 'ACCEPTED', proposedDate: null }
  if (decision.action === 'decline') return { ok: true, status: 'DECLINED', proposedDate: null }
  const outside = proposedDateOutsideValidity(decision.date, today, lastDay)
  if (outside === 'past') {
    return { ok: false, code: 'INVALID', message: 'Please propose a date from today on.' }
  }
  if (outside === 'after-expiry') {
    return {
      ok: false,
      code: 'INVALID',
      message: 'That date is after the voucher expires. Please propose a date it is valid on.',
    }
  }
  if (decision.date === booking.requestedDate) {
    return { ok: false, code: 'INVALID', message: 'That is the date asked for: accept it instead.' }
  }
  return { ok: true, status: 'PROPOSED', proposedDate: decision.date }
}

/** The day a request books: the proposed day when the shopper took the merchant's proposal,
 * else the day asked for; null until it is accepted.
 * @example bookedDate({ status: 'ACCEPTED', requestedDate: '2026-12-01', proposedDate: '2026-12-03' }) === '2026-12-03' */
export function bookedDate(booking: {
  status: BookingStatus
  requestedDate: string
  proposedDate: string | null
}): string | null {
  if (booking.status !== 'ACCEPTED') return null
  return booking.proposedDate ?? booking.requestedDate
}
