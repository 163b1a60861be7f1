import { bookedDate, type BookingStatus } from '../merchant/booking-rules'
import { longDay } from '../../format/long-date'
import { addCalendarDays } from '../dates'
import { londonDay } from '../merchant/london-day'
import type { VoucherState } from './lifecycle'

/** Booking on redemption (storefront §3 'bookingCalendarOnRedemption', transactions §4: a voucher
 * is redeemed, then booked). The shopper buys without dates and asks the merchant for a day from
 * the voucher page; the merchant accepts it (the voucher is then Redeemed and Booked in one
 * step), declines it, or proposes another day that the shopper may take.
 *
 * Which days are offered. A booking-calendar deal is a calendar deal, and its products have a
 * year of travel_calendar_days (arrival open, sold out, stay lengths): when the voucher's product
 * has a calendar, the days offered are its arrival days whose nights are not sold out, within
 * the voucher's validity. A product with no calendar rows (a deal flagged by hand) has no data
 * to go by, so the merchant answers each request: every day of the next BOOKING_WINDOW_DAYS.
 * Either way the first day offered is tomorrow (the merchant needs time to answer), and a day
 * the merchant has already turned down for this voucher (declined, or answered with another
 * day) is not offered again. */
export const BOOKING_WINDOW_DAYS = 60
/** How far ahead a product's calendar is read: the seed and the admin keep a year of days. */
const BOOKING_CALENDAR_DAYS = 365

export interface BookingCalendarDay {
  date: string
  openForArrival: boolean
  soldOut: boolean
  minLengthOfStay: number
  maxLengthOfStay: number
}

export interface BookableDatesInput {
  /** The London day of now. */
  today: string
  /** When the voucher expires (ISO instant): the last day offered is the day before it. */
  expiresAt: string
  /** The product's nights (deal_products.number_of_nights); null: one visit, one day. */
  nights: number | null
  /** Whether the product has calendar rows at all, and those from tomorrow on. */
  hasCalendar: boolean
  calendar: BookingCalendarDay[]
  /** Days the merchant turned down for this voucher. */
  turnedDown: string[]
}

/** The last London day a voucher can be used: the day of the instant just before it expires.
 * @example lastValidDay('2027-05-21T00:00:00.000Z') === '2027-05-21' (01:00 BST is after midnight) */
export const lastValidDay = (expiresAt: string): string =>
  londonDay(new Date(Date.parse(expiresAt) - 1))

/** The window days may be asked for in: from tomorrow to the calendar's (or the fallback's)
 * horizon or the voucher's last day, whichever is first. `to` < `from` means none.
 * @example bookingWindow('2026-11-21', '2027-05-21T12:00:00.000Z', false) → { from: '2026-11-22', to: '2027-01-20' } */
export function bookingWindow(
  today: string,
  expiresAt: string,
  hasCalendar: boolean,
): { from: string; to: string } {
  const horizon = addCalendarDays(today, hasCalendar ? BOOKING_CALENDAR_DAYS : BOOKING_WINDOW_DAYS)
  const last = lastValidDay(expiresAt)
  return { from: addCalendarDays(today, 1), to: last < horizon ? last : horizon }
}

/** The days a shopper may ask for, ascending (see the module comment for the rule).
 * @example bookableDates({ today: '2026-11-21', expiresAt: '2026-11-25T12:00:00.000Z', nights: null, hasCalendar: false, calendar: [], turnedDown: ['2026-11-23'] }) → ['2026-11-22', '2026-11-24', '2026-11-25'] */
export function bookableDates(input: BookableDatesInput): string[] {
  const { from, to } = bookingWindow(input.today, input.expiresAt, input.hasCalendar)
  const turnedDown = new Set(input.turnedDown)
  const days: string[] = []
  if (!input.hasCalendar) {
    for (let day = from; day <= to; day = addCalendarDays(day, 1)) {
      if (!turnedDown.has(day)) days.push(day)
    }
    return days
  }
  const byDate = new Map(input.calendar.map((day) => [day.date, day]))
  const nights = input.nights ?? 1
  for (const day of input.calendar) {
    if (day.date < from || day.date > to || turnedDown.has(day.date)) continue
    if (!day.openForArrival || day.soldOut) continue
    if (input.nights !== null && (nights < day.minLengthOfStay || nights > day.maxLengthOfStay)) {
      continue
    }
    let free = true
    for (let night = 1; night < nights && free; night++) {
      const next = byDate.get(addCalendarDays(day.date, night))
      free = next !== undefined && !next.soldOut
    }
    if (free) days.push(day.date)
  }
  return days.sort()
}

/** Why `date` cannot be asked for, or null when it is one of the days offered.
 * @example bookingDateRefusal('2026-11-20', '2026-11-21', []) === 'That date has passed. Please choose one of the dates offered.' */
export function bookingDateRefusal(date: string, today: string, offered: string[]): string | null {
  if (date < today) return 'That date has passed. Please choose one of the dates offered.'
  if (date === today) {
    return 'Please choose a date from tomorrow on, so the merchant has time to answer.'
  }
  if (!offered.includes(date)) {
    return `${longDay(date)} is not available for this voucher. Please choose one of the dates offered.`
  }
  return null
}

export interface BookingRequestFacts {
  status: BookingStatus
  requestedDate: string
  proposedDate: string | null
}

/** The days the merchant turned down for a voucher: each declined request's day, and the day
 * of each request answered with another day.
 * @example turnedDownDays([{ status: 'DECLINED', requestedDate: '2026-12-01', proposedDate: null }]) → ['2026-12-01'] */
export const turnedDownDays = (requests: BookingRequestFacts[]): string[] =>
  requests
    .filter((request) => request.status !== 'REQUESTED' && request.status !== 'ACCEPTED')
    .map((request) => request.requestedDate)

export interface ShopperBookingState {
  /** The latest request's status, NONE before the first. */
  status: BookingStatus | 'NONE'
  requestedDate: string | null
  proposedDate: string | null
  bookedDate: string | null
  /** The voucher page offers days to ask for. */
  canRequest: boolean
  /** The merchant's proposed day can be taken (it has not passed). */
  canAcceptProposal: boolean
}

/** What the voucher page offers for a booking-calendar voucher in `state` (effective) whose
 * latest request is `latest`: days to ask for while the voucher is unused and nothing waits for
 * the merchant or is booked (so also after a decline, and instead of a proposal); the proposal
 * while its day has not passed.
 * @example shopperBookingState('READY_TO_REDEEM', null, '2026-11-21').canRequest === true */
export function shopperBookingState(
  state: VoucherState,
  latest: BookingRequestFacts | null,
  today: string,
): ShopperBookingState {
  const ready = state === 'READY_TO_REDEEM'
  const status = latest?.status ?? 'NONE'
  return {
    status,
    requestedDate: latest?.requestedDate ?? null,
    proposedDate: latest?.proposedDate ?? null,
    bookedDate: latest ? bookedDate(latest) : null,
    canRequest: ready && status !== 'REQUESTED' && status !== 'ACCEPTED',
    canAcceptProposal:
      ready &&
      status === 'PROPOSED' &&
      latest?.proposedDate != null &&
      latest.proposedDate >= today,
  }
}
