// The instant every test runs at. Worker tests pass it to the worker as CLOCK_NOW and seed
// relative to it; browser tests start the server (CLOCK_NOW) and every browser context at it
// and seed the local catalogue for its date. TEST_NOW moves it: `npm test` runs the
// date-sensitive suites at instants far apart, so no test depends on the day it runs.

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
