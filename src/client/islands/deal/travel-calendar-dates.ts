import { daysBetween } from '../../../shared/domain/dates'
import {
  isValidStay as isStayValid,
  type StayDay as SharedStayDay,
} from '../../../shared/domain/travel/stay-validity'
import type { CalendarDay } from '../../../shared/schemas/availability'

// Dates are the API's 'YYYY-MM-DD' strings, done in UTC so no visitor's zone shifts a day.
const DAY_MS = 86_400_000

const toTime = (iso: string) => Date.parse(`${iso}T00:00:00Z`)
const toIso = (time: number) => new Date(time).toISOString().slice(0, 10)

/** @example nightsBetween('2026-12-05', '2026-12-08') === 3 */
export const nightsBetween = daysBetween

/** The month grid's cells, Monday first: leading nulls pad the first week.
 * @example monthCells(2026, 12)[0] === null (1 December 2026 is a Tuesday) */
export function monthCells(year: number, month: number): (string | null)[] {
  const first = Date.UTC(year, month - 1, 1)
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate()
  const lead = (new Date(first).getUTCDay() + 6) % 7
  const cells: (string | null)[] = Array.from({ length: lead }, () => null)
  for (let day = 0; day < days; day += 1) cells.push(toIso(first + day * DAY_MS))
  return cells
}

const LONG = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
})
const MONTH = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' })

/** @example dayLabel('2026-12-05') === 'Sat 5 December' */
export const dayLabel = (iso: string): string => LONG.format(toTime(iso)).replace(',', '')
/** @example monthLabel(2026, 12) === 'December 2026' */
export const monthLabel = (year: number, month: number): string =>
  MONTH.format(Date.UTC(year, month - 1, 1))

export type StayDay = SharedStayDay & Pick<CalendarDay, 'date'>

/** Whether a day can start a stay. */
export const canArrive = (day: StayDay | undefined): boolean =>
  !!day && day.openForSale && day.openForArrival && !day.soldOut

/** §4 'Calendar selection' and §5: the shared stay rule (domain/travel/stay-validity), with
 * nights of a month not loaded yet counted as open (the products call checks those nights on
 * the server), and the length one of the deal's supported nights when it lists any.
 * @example isValidStay(days, '2026-12-05', '2026-12-08', [2, 3]) === true */
export function isValidStay(
  days: ReadonlyMap<string, StayDay>,
  checkIn: string,
  checkOut: string,
  supportedNights: readonly number[],
): boolean {
  const nights = nightsBetween(checkIn, checkOut)
  if (supportedNights.length > 0 && !supportedNights.includes(nights)) return false
  return isStayValid(days, checkIn, nights, { missingNightsOpen: true }).valid
}

/** Heat-map shade 0 (cheapest) to 4 per date, from the quintiles of this month's prices.
 * @example heatShades({ '2026-12-01': 100, '2026-12-02': 500 }) → { …01: 0, …02: 4 } */
export function heatShades(pricePerDate: Record<string, number>): Record<string, number> {
  const prices = Object.values(pricePerDate).sort((a, b) => a - b)
  const shades: Record<string, number> = {}
  if (prices.length === 0) return shades
  const rank = (price: number) => prices.findIndex((p) => p >= price)
  for (const [date, price] of Object.entries(pricePerDate)) {
    shades[date] =
      prices.length === 1 ? 0 : Math.min(4, Math.floor((rank(price) / (prices.length - 1)) * 5))
  }
  return shades
}
