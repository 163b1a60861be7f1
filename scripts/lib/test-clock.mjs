// The instant every test runs at. Worker tests pass it to the worker as CLOCK_NOW and seed
// relative to it; browser tests start the server (CLOCK_NOW) and every browser context at it
// and seed the local catalogue for its date. TEST_NOW moves it: `npm test` runs the
// date-sensitive suites at instants far apart, so no test depends on the day it runs.
import { TZDate } from '@date-fns/tz'

export const DEFAULT_TEST_NOW = '2026-11-21T10:00:00.000Z'

/** The pinned instant as an ISO string: TEST_NOW when set, else the default. */
export function testNow() {
  const wanted = globalThis.process?.env?.TEST_NOW
  if (!wanted) return DEFAULT_TEST_NOW
  const at = Date.parse(wanted)
  if (Number.isNaN(at)) throw new Error(`TEST_NOW must be an ISO instant, got "${wanted}"`)
  return new Date(at).toISOString()
}

/** The calendar date in London at `instant`, as YYYY-MM-DD (the seed's "today"). */
export const londonDate = (instant) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(instant))

const DAY_MS = 86_400_000

/** The London date of the pinned instant, as YYYY-MM-DD: what the shop calls today. */
export const testToday = () => londonDate(testNow())

/** The ISO instant `days` (may be fractional or negative) after `from`, by default the pinned
 * instant: days of 24 hours whatever the machine's zone, to the nearest millisecond. */
export const inDays = (days, from = testNow()) =>
  new Date(new Date(from).getTime() + Math.round(days * DAY_MS)).toISOString()

/** The YYYY-MM-DD date `days` (whole, may be negative) after the pinned London date. */
export const dayFromToday = (days) =>
  new Date(Date.parse(`${testToday()}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10)

/** The first `MM-DD` after the pinned London date, as YYYY-MM-DD: a day of the season a test
 * is about (15 July is in summer time, 15 January in winter time) that is still to come at the
 * pinned instant. Not 02-29. */
export function nextMonthDay(monthDay) {
  const today = testToday()
  const thisYear = `${today.slice(0, 4)}-${monthDay}`
  return thisYear > today ? thisYear : `${Number(today.slice(0, 4)) + 1}-${monthDay}`
}

/** The Monday starting the ISO week of the pinned London date, as YYYY-MM-DD. */
export const testWeekStart = () => {
  const weekday = (new Date(`${testToday()}T12:00:00.000Z`).getUTCDay() + 6) % 7 // Monday 0
  return dayFromToday(-weekday)
}

/** The ISO instant of `hours`:`minutes` on a London date (YYYY-MM-DD), in summer or winter
 * time: londonTime(testToday()) is the start of the pinned day. */
export function londonTime(date, hours = 0, minutes = 0) {
  const [year, month, day] = date.split('-').map(Number)
  return new Date(
    new TZDate(year, month - 1, day, hours, minutes, 'Europe/London').getTime(),
  ).toISOString()
}
