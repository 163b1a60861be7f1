import { SUPPORTED_NIGHTS } from '../../config/constants'
import { HotelSearchQuery } from '../../schemas/availability'
import { daysBetween } from '../dates'
import { isCalendarDate } from './calendar-date'

const KEYS = ['arrival', 'departure', 'guests', 'productId', 'utm_medium', 'utm_source'] as const

/** Maps a hotel-ads landing URL's query to the calendar's names (storefront §3 'Hotel search
 * query': arrival, departure, guests, productId, utm_medium, utm_source "mapped internally to
 * checkIn, checkOut, guests, leadInProductId, utmMedium, utmSource"), or null when the query is
 * absent or invalid; never throws. Beyond the schema, both dates must be real calendar dates and
 * the stay must be one of the §5 "supported nights 1 to 16", since the calendar could not
 * preselect anything else. Empty parameters count as absent.
 * @example mapHotelSearchQuery(new URLSearchParams('arrival=2026-12-01&departure=2026-12-03'))?.guests === 2 */
export function mapHotelSearchQuery(params: URLSearchParams): HotelSearchQuery | null {
  const raw: Partial<Record<(typeof KEYS)[number], string>> = {}
  for (const key of KEYS) {
    const value = params.get(key)
    if (value !== null && value !== '') raw[key] = value
  }
  if (raw.arrival === undefined || raw.departure === undefined) return null
  const parsed = HotelSearchQuery.safeParse(raw)
  if (!parsed.success) return null
  const nights = nightsBetween(parsed.data.checkIn, parsed.data.checkOut)
  if (nights === null || nights < SUPPORTED_NIGHTS.min || nights > SUPPORTED_NIGHTS.max) {
    return null
  }
  return parsed.data
}

/** Nights from check-in to check-out (calendar days, so a clock change never adds or drops
 * one); null when either date is malformed. Zero or negative when check-out is not after
 * check-in: the caller decides whether that is a stay.
 * @example nightsBetween('2026-10-24', '2026-10-27') === 3 */
export function nightsBetween(checkIn: string, checkOut: string): number | null {
  if (!isCalendarDate(checkIn) || !isCalendarDate(checkOut)) return null
  return daysBetween(checkIn, checkOut)
}
