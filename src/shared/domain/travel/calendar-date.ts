// Calendar dates ('YYYY-MM-DD') are counted in UTC days: a UTC day is always 86 400 000 ms long,
// so a stay that spans a clock change (last Sunday of March or October in the UK and Ireland)
// never gains or loses a night the way local-time Date arithmetic can.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const DAY_MS = 86_400_000

/** True for a real calendar date written 'YYYY-MM-DD' (rejects '2026-02-30', '2026-2-3').
 * @example isCalendarDate('2028-02-29') === true */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string') return false
  const match = ISO_DATE.exec(value)
  if (!match) return false
  const [, y, m, d] = match.map(Number)
  const date = new Date(Date.UTC(y!, m! - 1, d!))
  return date.getUTCFullYear() === y && date.getUTCMonth() === m! - 1 && date.getUTCDate() === d
}

/** The date `days` days after `date` (before, when negative); null when `date` is not a date.
 * @example addDays('2026-03-28', 2) === '2026-03-30' */
export function addDays(date: string, days: number): string | null {
  const ms = toUtcMs(date)
  if (ms === null || !Number.isInteger(days)) return null
  return fromUtcMs(ms + days * DAY_MS)
}

/** Whole days from `from` to `to` (negative when `to` is earlier); null for a malformed date.
 * @example daysBetween('2026-10-24', '2026-10-27') === 3 */
export function daysBetween(from: string, to: string): number | null {
  const a = toUtcMs(from)
  const b = toUtcMs(to)
  if (a === null || b === null) return null
  return Math.round((b - a) / DAY_MS)
}

/** 'YYYY-MM-DD' for a year and a 1-based month and day; rolls over like Date.UTC.
 * @example calendarDate(2026, 13, 1) === '2027-01-01' */
export function calendarDate(year: number, month: number, day: number): string {
  return fromUtcMs(Date.UTC(year, month - 1, day))
}

function toUtcMs(date: string): number | null {
  if (!isCalendarDate(date)) return null
  const [y, m, d] = date.split('-').map(Number)
  return Date.UTC(y!, m! - 1, d!)
}

function fromUtcMs(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10)
}
