import type { CalendarDay } from '../../../shared/schemas/availability'
import { productNightRule } from '../../../shared/domain/travel/stay-lengths'
import { isValidStay } from '../../../shared/domain/travel/stay-validity'
import type { CalendarDayRow } from '../../storage/travel-repository'
import { addCalendarDays as addDays } from '../../../shared/domain/dates'

/** One product's days by date. Each product's row is a CalendarDay of its own, so the shared
 * stay rules (src/shared/domain/travel/stay-validity) judge a product's stays exactly as the
 * calendar judges the visitor's selection. */
export type ProductDays = ReadonlyMap<string, CalendarDay>

/** A calendar row as that product's CalendarDay. `dateString` stays the ISO date: only the
 * month grid the visitor sees is spelt out. The night's min/max length of stay is the lengths
 * the product sells (productNightRule): a package's own length only, so every rule downstream
 * (supported nights, the heat map, the products offered) offers a 7-night room for 7 nights
 * and nothing else; a night whose rule excludes the package's length sells none of it. */
export function toProductDay(row: CalendarDayRow, numberOfNights: number | null): CalendarDay {
  const rule = productNightRule(
    { min: row.min_length_of_stay, max: row.max_length_of_stay },
    numberOfNights,
  )
  return {
    date: row.date,
    dateString: row.date,
    minPrice: row.price,
    vipPrice: row.vip_price,
    openForSale: row.open_for_sale === 1 && rule !== null,
    openForArrival: row.open_for_arrival === 1,
    openForDeparture: row.open_for_departure === 1,
    soldOut: row.sold_out === 1,
    minLengthOfStay: rule?.min ?? row.min_length_of_stay,
    maxLengthOfStay: rule?.max ?? row.max_length_of_stay,
    additionalCostText: row.additional_cost_text,
    vipDiscountAllowed: row.vip_discount_allowed === 1,
  }
}

/** A night that can be sold: open for sale and not sold out. */
export const isOnSale = (day: CalendarDay | undefined): day is CalendarDay =>
  day !== undefined && day.openForSale && !day.soldOut

/** The nights of a bookable stay, or null. Past check-ins are never bookable; everything else
 * is the shared rule (every night on sale and within its own min/max, arrival and departure).
 * @example stayNights(days, '2026-12-01', 3, '2026-11-21')?.length === 3 */
export function stayNights(
  days: ProductDays,
  checkIn: string,
  length: number,
  today: string,
): CalendarDay[] | null {
  if (checkIn < today || !isValidStay(days, checkIn, length).valid) return null
  return Array.from({ length }, (_, i) => days.get(addDays(checkIn, i)) as CalendarDay)
}

/** Stay lengths bookable from `checkIn`, shortest first. Only lengths inside the arrival night's
 * own min/max can be valid, so only those are tried (a year of arrivals times 16 lengths is too
 * slow). A generator, so a caller that needs only the first stops there (hasBookableStay).
 * @example [...bookableLengths(days, '2026-12-01', '2026-11-21')] → [3] */
function* bookableLengths(days: ProductDays, checkIn: string, today: string): Generator<number> {
  const arrival = days.get(checkIn)
  if (checkIn < today || !isOnSale(arrival) || !arrival.openForArrival) return
  for (let n = arrival.minLengthOfStay; n <= arrival.maxLengthOfStay; n++) {
    if (isValidStay(days, checkIn, n).valid) yield n
  }
}

/** Every stay length bookable from `checkIn`.
 * @example validLengths(days, '2026-12-01', '2026-11-21') → [3] */
export const validLengths = (days: ProductDays, checkIn: string, today: string): number[] => [
  ...bookableLengths(days, checkIn, today),
]

/** Whether any stay length is bookable from `checkIn`: the calendar asks this of every date of a
 * year, so it stops at the first.
 * @example hasBookableStay(days, '2026-12-01', '2026-11-21') === true */
export const hasBookableStay = (days: ProductDays, checkIn: string, today: string): boolean =>
  !bookableLengths(days, checkIn, today).next().done
