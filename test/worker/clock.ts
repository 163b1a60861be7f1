import { env } from 'cloudflare:test'
import { clock, setClock } from '../../src/worker/clock'
import { londonDate } from '../../scripts/lib/test-clock.mjs'

/**
 * The test clock: the worker's own clock (src/worker/clock.ts), pinned by setup.ts at the
 * CLOCK_NOW binding. Tests read "now" here, never from Date, and travel by moving it.
 */
export { clock }

const DAY_MS = 86_400_000

/** The instant this run is pinned to. */
export const TEST_NOW: string = env.CLOCK_NOW ?? ''

/** The seed's "today": the London date of the pinned instant. */
export const TEST_TODAY = londonDate(TEST_NOW)

/** The ISO instant `days` (may be fractional or negative) from the clock's now. */
export const inDays = (days: number): string => new Date(clock.ms() + days * DAY_MS).toISOString()

/** A date `days` after the seed's today, as YYYY-MM-DD. */
export const dayFromToday = (days: number): string =>
  new Date(Date.parse(`${TEST_TODAY}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10)

/** Runs `work` with the clock moved to `instant`, then puts it back where it was. */
export async function atInstant<T>(instant: Date | string, work: () => Promise<T>): Promise<T> {
  const back = clock.ms()
  const started = performance.now()
  setClock(instant)
  try {
    return await work()
  } finally {
    setClock(back + (performance.now() - started))
  }
}
