import type { StayDates } from '../../schemas/stay'
import { daysBetween } from '../dates'
import { isCalendarDate } from './calendar-date'

/** How a calendar product sells its nights. A package ('7 Nights for 2 – Classic Room') has
 * `numberOfNights` and sells stays of exactly that length: a 4-night stay is never offered a
 * 7-night room (it once was). A room priced per night has `numberOfNights` null and sells every
 * length its calendar nights allow, priced night by night. */
export interface StayLengthRule {
  /** The shortest and longest stay a night may be part of. */
  min: number
  max: number
}

/** Whether a product of `numberOfNights` (null: priced per night) sells a stay of `nights`.
 * @example sellsStayLength(7, 4) === false; sellsStayLength(null, 4) === true */
export const sellsStayLength = (numberOfNights: number | null, nights: number): boolean =>
  numberOfNights === null || numberOfNights === nights

/** A night's min/max length of stay as the product sells it: a package's own length when the
 * night's rule allows it, else null (no stay of this product may cover the night); a per-night
 * room keeps the night's rule.
 * @example productNightRule({ min: 1, max: 14 }, 7) → { min: 7, max: 7 }
 * @example productNightRule({ min: 1, max: 4 }, 7) → null */
export function productNightRule(
  night: StayLengthRule,
  numberOfNights: number | null,
): StayLengthRule | null {
  if (numberOfNights === null) return night
  if (numberOfNights < night.min || numberOfNights > night.max) return null
  return { min: numberOfNights, max: numberOfNights }
}

/** Why a basket line of a calendar product cannot be sold, or null when it can: a calendar
 * product is a stay, so it needs its check-in and check-out (unless the deal books on
 * redemption, where the date is asked for from the voucher), and the stay must be one of the
 * lengths the product sells. */
export function stayLineProblem(line: {
  calendar: boolean
  bookOnRedemption: boolean
  numberOfNights: number | null
  checkIn: string | null
  checkOut: string | null
}): string | null {
  if (!line.checkIn !== !line.checkOut) return 'Give both checkInDate and checkOutDate'
  if (!line.checkIn || !line.checkOut) {
    return line.calendar && !line.bookOnRedemption
      ? 'This is a stay: choose your dates (checkInDate and checkOutDate)'
      : null
  }
  if (!line.calendar) return null
  const nights = nightsOf(line.checkIn, line.checkOut)
  if (nights === null || nights < 1) return 'checkOutDate must be after checkInDate'
  if (!sellsStayLength(line.numberOfNights, nights)) {
    return `This room is for ${nightsLabel(line.numberOfNights ?? nights)}; the dates chosen are ${nightsLabel(nights)}`
  }
  return null
}

/** The stay of a line with both dates (check-in before check-out), else null.
 * @example stayDatesOf('2026-12-04', '2026-12-11') → { checkIn: '2026-12-04', checkOut: '2026-12-11', nights: 7 } */
export function stayDatesOf(checkIn: string | null, checkOut: string | null): StayDates | null {
  if (!checkIn || !checkOut) return null
  const nights = nightsOf(checkIn, checkOut)
  return nights !== null && nights >= 1 ? { checkIn, checkOut, nights } : null
}

/** '1 night', '7 nights'. */
const nightsLabel = (nights: number): string => `${nights} ${nights === 1 ? 'night' : 'nights'}`

/** How a stay's unit is charged, in the words of titles, fine print and the stay panel:
 * per person (each guest buys a unit, two sharing a room) or per room for two.
 * @example stayUnitWording(true) === 'per person, based on two adults sharing' */
export const stayUnitWording = (pricePerPerson: boolean): string =>
  pricePerPerson ? 'per person, based on two adults sharing' : 'per room for two adults sharing'

/** Nights between two dates from outside, or null when either is no calendar date. */
const nightsOf = (checkIn: string, checkOut: string): number | null =>
  isCalendarDate(checkIn) && isCalendarDate(checkOut) ? daysBetween(checkIn, checkOut) : null
