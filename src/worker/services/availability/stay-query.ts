import { SUPPORTED_NIGHTS } from '../../../shared/config/constants'
import { daysBetween } from '../../../shared/domain/dates'
import { isCalendarDate } from '../../../shared/domain/travel/calendar-date'
import type { ProductsQuery } from '../../../shared/schemas/availability'
import { DomainError } from '../../errors'

/** The stay a products request asks about; `nights` null means each product's own length. */
export interface RequestedStay {
  checkIn: string
  nights: number | null
}

const invalid = (message: string) => new DomainError('INVALID', message)

/** The stay from either checkIn/checkOut or startDate (+ nights) (storefront §7 products row),
 * or INVALID naming the field at fault. Nights are 1 to 16 (§5 'Calendar').
 * @example requestedStay({ checkIn: '2026-12-01', checkOut: '2026-12-04', quantity: 2 }, '2026-11-21') → { checkIn: '2026-12-01', nights: 3 } */
export function requestedStay(query: ProductsQuery, today: string): RequestedStay {
  if (query.checkIn && query.startDate && query.checkIn !== query.startDate) {
    throw invalid('startDate and checkIn name different days: give one of them')
  }
  const checkIn = query.checkIn ?? query.startDate
  if (checkIn === undefined) throw invalid('checkIn (or startDate) is required')
  if (!isCalendarDate(checkIn)) throw invalid(`checkIn ${checkIn} is not a calendar date`)
  if (checkIn < today) throw invalid(`checkIn ${checkIn} is in the past`)
  if (query.checkOut === undefined) return { checkIn, nights: query.nights ?? null }
  if (!isCalendarDate(query.checkOut)) {
    throw invalid(`checkOut ${query.checkOut} is not a calendar date`)
  }
  const nights = daysBetween(checkIn, query.checkOut)
  if (nights < SUPPORTED_NIGHTS.min) throw invalid('checkOut must be after checkIn')
  if (nights > SUPPORTED_NIGHTS.max) {
    throw invalid(
      `A stay is at most ${SUPPORTED_NIGHTS.max} nights; checkOut is ${nights} after checkIn`,
    )
  }
  if (query.nights !== undefined && query.nights !== nights) {
    throw invalid(`nights (${query.nights}) does not match checkIn to checkOut (${nights})`)
  }
  return { checkIn, nights }
}
