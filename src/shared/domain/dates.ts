// The one module of date arithmetic, both sides share it. Instants are ISO strings ('2026-11-21T10:00:00.000Z');
// calendar days are 'YYYY-MM-DD'. Everything is counted in UTC: a UTC day is always
// 86 400 000 ms long, so a span across a clock change (last Sunday of March or October in the
// UK and Ireland) never gains or loses a day the way local-time Date arithmetic can.

const DAY_MS = 86_400_000

/** An instant plus whole days (negative for before).
 * @example addDays('2026-11-21T10:00:00.000Z', 14) === '2026-12-05T10:00:00.000Z' */
export const addDays = (instant: string, days: number): string =>
  new Date(Date.parse(instant) + days * DAY_MS).toISOString()

/** An instant plus calendar months, clamped to the month's last day so 31 January plus one
 * month is 28/29 February, not 3 March.
 * @example addMonths('2026-08-31T10:00:00.000Z', 6) === '2027-02-28T10:00:00.000Z' */
export function addMonths(instant: string, months: number): string {
  const date = new Date(instant)
  const day = date.getUTCDate()
  date.setUTCDate(1)
  date.setUTCMonth(date.getUTCMonth() + months)
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate()
  date.setUTCDate(Math.min(day, last))
  return date.toISOString()
}

const midnight = (day: string): string => `${day}T00:00:00.000Z`

/** The calendar day `days` after `day` (before, when negative). Throws a RangeError for a
 * string that is no date at all; callers that take dates from outside check them first.
 * @example addCalendarDays('2026-12-30', 3) === '2027-01-02' */
export const addCalendarDays = (day: string, days: number): string =>
  addDays(midnight(day), days).slice(0, 10)

/** The same day `months` later, or the month's last day when it is shorter (31 Jan → 28 Feb).
 * @example addCalendarMonths('2027-01-31', 1) === '2027-02-28' */
export const addCalendarMonths = (day: string, months: number): string =>
  addMonths(midnight(day), months).slice(0, 10)

/** Whole days from `from` to `to` (negative when `to` is earlier).
 * @example daysBetween('2026-12-05', '2026-12-08') === 3 */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(midnight(to)) - Date.parse(midnight(from))) / DAY_MS)

/** Every calendar day from `first` to `last`, both included (none when `last` is earlier).
 * @example datesFrom('2026-02-27', '2026-03-01') → ['2026-02-27', '2026-02-28', '2026-03-01'] */
export function datesFrom(first: string, last: string): string[] {
  const dates: string[] = []
  for (let date = first; date <= last; date = addCalendarDays(date, 1)) dates.push(date)
  return dates
}
