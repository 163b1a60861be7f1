import { SUPPORTED_NIGHTS } from '../../config/constants'
import type { CalendarDay } from '../../schemas/availability'
import { addCalendarDays } from '../dates'
import { isCalendarDate, nextCalendarDate } from './calendar-date'

/** What the stay rules read of a calendar day. */
export type StayDay = Pick<
  CalendarDay,
  | 'openForSale'
  | 'openForArrival'
  | 'openForDeparture'
  | 'soldOut'
  | 'minLengthOfStay'
  | 'maxLengthOfStay'
>

/** Calendar days keyed by their 'YYYY-MM-DD' date. */
export type CalendarDays = ReadonlyMap<string, StayDay> | Readonly<Record<string, StayDay>>

export interface StayValidityOptions {
  /** Count a night the calendar does not hold as open (the browser's grid holds one month at a
   * time, yet a stay across the month end must be pickable; the server checks those nights). The
   * arrival day must be held either way. */
  missingNightsOpen?: boolean
}

export type StayValidity =
  | { valid: true }
  | {
      valid: false
      reason:
        | 'not-open-for-arrival'
        | 'night-unavailable'
        | 'too-short'
        | 'too-long'
        | 'not-open-for-departure'
        | 'missing-day'
    }

/** Whether a stay of `nights` from `checkIn` can be booked (storefront §4 'Calendar selection':
 * "selectable dates follow the stay-length rules of each day"). The arrival day must be open for
 * arrival; every night checkIn..checkIn+nights-1 must be present, open for sale and not sold out;
 * the stay length must fit the min/max length of stay of EVERY night it covers, not only the
 * arrival day's, since each night carries its own rule; the departure day must be open for
 * departure when the calendar holds it (it may lie past the loaded range). Lengths outside the
 * §5 "supported nights 1 to 16" are too short or too long.
 * @example isValidStay(days, '2026-10-24', 3) // { valid: true } */
export function isValidStay(
  days: CalendarDays,
  checkIn: string,
  nights: number,
  options: StayValidityOptions = {},
): StayValidity {
  if (!Number.isInteger(nights) || nights < SUPPORTED_NIGHTS.min) return invalid('too-short')
  if (nights > SUPPORTED_NIGHTS.max) return invalid('too-long')
  const arrival = dayAt(days, checkIn)
  if (!arrival) return invalid('missing-day')
  if (!arrival.openForArrival) return invalid('not-open-for-arrival')
  // Checked once, then walked night by night: the calendar runs this for every arrival and
  // length of a year, where a checked addDays per night was most of its CPU.
  if (!isCalendarDate(checkIn)) return invalid('missing-day')
  let date = checkIn
  for (let i = 0; i < nights; i++, date = nextCalendarDate(date)) {
    const night = dayAt(days, date)
    if (!night && options.missingNightsOpen) continue
    if (!night) return invalid('missing-day')
    if (!night.openForSale || night.soldOut) return invalid('night-unavailable')
    if (nights < night.minLengthOfStay) return invalid('too-short')
    if (nights > night.maxLengthOfStay) return invalid('too-long')
  }
  const departure = dayAt(days, date)
  if (departure && !departure.openForDeparture) return invalid('not-open-for-departure')
  return { valid: true }
}

/** The night counts (1 to 16, ascending) that make a valid stay from `checkIn`.
 * @example validNightsFrom(days, '2026-10-24') // [2, 3] */
export function validNightsFrom(days: CalendarDays, checkIn: string): number[] {
  const nights: number[] = []
  for (let n = SUPPORTED_NIGHTS.min; n <= SUPPORTED_NIGHTS.max; n++) {
    if (isValidStay(days, checkIn, n).valid) nights.push(n)
  }
  return nights
}

/** The dates the calendar's second click may pick as check-out after `checkIn`, ascending.
 * @example selectableCheckOuts(days, '2026-10-24') // ['2026-10-26', '2026-10-27'] */
export function selectableCheckOuts(days: CalendarDays, checkIn: string): string[] {
  if (!isCalendarDate(checkIn)) return []
  return validNightsFrom(days, checkIn).map((n) => addCalendarDays(checkIn, n))
}

/** The dates the calendar's first click may pick: those starting at least one valid stay.
 * @example selectableCheckIns(days) // ['2026-10-24', '2026-10-25'] */
export function selectableCheckIns(days: CalendarDays): string[] {
  return datesOf(days).filter((date) => validNightsFrom(days, date).length > 0)
}

/** §3 "a list of supported numbers of nights": every stay length, ascending, that at least one
 * arrival date can be booked for.
 * @example supportedNights(days) // [2, 3, 7] */
export function supportedNights(days: CalendarDays): number[] {
  const found = new Set<number>()
  for (const date of datesOf(days)) {
    for (const n of validNightsFrom(days, date)) found.add(n)
  }
  return [...found].sort((a, b) => a - b)
}

/** The last arrival date that still has a valid stay (AvailabilityResponse.lastAvailableStay),
 * or null when no stay can be booked.
 * @example lastAvailableStay(days) === '2026-12-20' */
export function lastAvailableStay(days: CalendarDays): string | null {
  return selectableCheckIns(days).at(-1) ?? null
}

function invalid(reason: Extract<StayValidity, { valid: false }>['reason']): StayValidity {
  return { valid: false, reason }
}

function isMap(days: CalendarDays): days is ReadonlyMap<string, StayDay> {
  return days instanceof Map
}

function dayAt(days: CalendarDays, date: string): StayDay | undefined {
  if (isMap(days)) return days.get(date)
  return Object.hasOwn(days, date) ? days[date] : undefined
}

function datesOf(days: CalendarDays): string[] {
  return [...(isMap(days) ? days.keys() : Object.keys(days))].sort()
}
