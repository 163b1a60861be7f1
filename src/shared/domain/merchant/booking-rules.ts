export const BOOKING_STATUSES = ['REQUESTED', 'ACCEPTED', 'PROPOSED'] as const
export type BookingStatus = (typeof BOOKING_STATUSES)[number]

export type BookingDecision = { action: 'accept' } | { action: 'propose'; date: string }

export type BookingOutcome =
  | { ok: true; status: BookingStatus; proposedDate: string | null }
  | { ok: false; code: 'CONFLICT' | 'INVALID'; message: string }

/** A merchant's answer to a booking request: only an open request is answered, and another
 * date must be today or later (London day `today`) and differ from the one asked for.
 * @example decideBooking({ status: 'REQUESTED', requestedDate: '2026-12-01' }, { action: 'accept' }, '2026-11-21') → { ok: true, status: 'ACCEPTED', proposedDate: null } */
export function decideBooking(
  booking: { status: BookingStatus; requestedDate: string },
  decision: BookingDecision,
  today: string,
): BookingOutcome {
  if (booking.status !== 'REQUESTED') {
    return { ok: false, code: 'CONFLICT', message: 'This booking request was already answered.' }
  }
  if (decision.action === 'accept') return { ok: true, status: 'ACCEPTED', proposedDate: null }
  if (decision.date < today) {
    return { ok: false, code: 'INVALID', message: 'Please propose a date from today on.' }
  }
  if (decision.date === booking.requestedDate) {
    return { ok: false, code: 'INVALID', message: 'That is the date asked for: accept it instead.' }
  }
  return { ok: true, status: 'PROPOSED', proposedDate: decision.date }
}
