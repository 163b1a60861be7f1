// Dates that come from outside (query strings, rows) are checked here before the shared UTC
// arithmetic of domain/dates runs, which throws on a malformed one.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

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

/** 'YYYY-MM-DD' for a year and a 1-based month and day; rolls over like Date.UTC.
 * @example calendarDate(2026, 13, 1) === '2027-01-01' */
export function calendarDate(year: number, month: number, day: number): string {
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10)
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n))

/** The day after a date already known to be a calendar date, by string arithmetic: stay rules
 * walk every night of every stay length from every arrival in a year of calendar, where
 * addCalendarDays' Date round trip were most of the availability answer's CPU.
 * @example nextCalendarDate('2028-02-28') === '2028-02-29' */
export function nextCalendarDate(date: string): string {
  const year = Number(date.slice(0, 4))
  const month = Number(date.slice(5, 7))
  const day = Number(date.slice(8, 10))
  const last = month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month - 1]!
  if (day < last) return `${date.slice(0, 8)}${pad2(day + 1)}`
  if (month < 12) return `${date.slice(0, 5)}${pad2(month + 1)}-01`
  return `${String(year + 1).padStart(4, '0')}-01-01`
}
