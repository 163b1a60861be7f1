import { calendarDate, isCalendarDate } from './calendar-date'

export interface CalendarMonth {
  year: number
  /** 1 to 12. */
  month: number
}

/** The first and last date of a month (month 1 to 12), as the calendar loads it.
 * @example monthWindow(2028, 2) // { first: '2028-02-01', last: '2028-02-29' } */
export function monthWindow(year: number, month: number): { first: string; last: string } {
  return { first: calendarDate(year, month, 1), last: calendarDate(year, month + 1, 0) }
}

/** The nearest month after `year`/`month` holding one of `availableDates`, or null
 * (AvailabilityResponse nextAvailableMonth/Year). Malformed dates are ignored.
 * @example nextAvailableMonth(['2026-12-03'], 2026, 10) // { year: 2026, month: 12 } */
export function nextAvailableMonth(
  availableDates: readonly string[],
  year: number,
  month: number,
): CalendarMonth | null {
  const current = monthIndex({ year, month })
  const later = monthsOf(availableDates).filter((index) => index > current)
  return later.length === 0 ? null : fromIndex(Math.min(...later))
}

/** The nearest month before `year`/`month` holding one of `availableDates`, or null
 * (AvailabilityResponse previousAvailableMonth/Year). Pass only dates from today on, so the
 * calendar never offers to go back into the past.
 * @example previousAvailableMonth(['2026-08-30', '2026-09-02'], 2026, 11) // { year: 2026, month: 9 } */
export function previousAvailableMonth(
  availableDates: readonly string[],
  year: number,
  month: number,
): CalendarMonth | null {
  const current = monthIndex({ year, month })
  const earlier = monthsOf(availableDates).filter((index) => index < current)
  return earlier.length === 0 ? null : fromIndex(Math.max(...earlier))
}

/** The month to show: the requested one, or today's when the request lies in the past (or is
 * not a month at all), since nothing before today can be booked.
 * @example clampToToday(2026, 3, '2026-11-21') // { year: 2026, month: 11 } */
export function clampToToday(year: number, month: number, today: string): CalendarMonth {
  const current = monthOfDate(today)
  const valid = Number.isInteger(year) && Number.isInteger(month) && month >= 1 && month <= 12
  if (!valid || monthIndex({ year, month }) < monthIndex(current)) return current
  return { year, month }
}

function monthOfDate(date: string): CalendarMonth {
  const [year, month] = date.split('-').map(Number)
  return { year: year!, month: month! }
}

function monthsOf(dates: readonly string[]): number[] {
  return dates.filter(isCalendarDate).map((date) => monthIndex(monthOfDate(date)))
}

function monthIndex({ year, month }: CalendarMonth): number {
  return year * 12 + (month - 1)
}

function fromIndex(index: number): CalendarMonth {
  return { year: Math.floor(index / 12), month: (index % 12) + 1 }
}
