import { addDays as addCalendarDays } from '../../../shared/domain/travel/calendar-date'

/** `addDays` for dates already validated: a malformed one here is a bug, so it throws rather
 * than passing null along. @example addDays('2026-12-31', 1) === '2027-01-01' */
export function addDays(date: string, days: number): string {
  const next = addCalendarDays(date, days)
  if (next === null) throw new Error(`not a date: ${date}`)
  return next
}

/** Every date from `first` to `last`, both included.
 * @example datesFrom('2026-02-27', '2026-03-01') → ['2026-02-27', '2026-02-28', '2026-03-01'] */
export function datesFrom(first: string, last: string): string[] {
  const dates: string[] = []
  for (let date = first; date <= last; date = addDays(date, 1)) dates.push(date)
  return dates
}

/** `{ year, month }` of a date. @example yearMonth('2026-11-21') → { year: 2026, month: 11 } */
export const yearMonth = (date: string): { year: number; month: number } => ({
  year: Number(date.slice(0, 4)),
  month: Number(date.slice(5, 7)),
})

const LONG_DATE = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
})

/** How the calendar spells a day. @example longDate('2026-11-21') === 'Saturday 21 November 2026' */
export const longDate = (date: string): string =>
  LONG_DATE.format(new Date(`${date}T00:00:00Z`)).replace(',', '')
