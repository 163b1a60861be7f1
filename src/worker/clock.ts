import { isDevelopmentEnvironment, isLocalDevelopment } from '../shared/domain/local-development'

/**
 * The worker's one source of "now". Every worker read of the current time goes through
 * `clock` (ESLint forbids `Date.now()` and a bare `new Date()` elsewhere), so that tests and
 * local development can run the whole worker at another instant:
 *
 * - In production it is the system clock.
 * - With `CLOCK_NOW` (an ISO instant) set in local development or the tests
 *   (local-development.ts), the first request or scheduled run of an isolate moves the clock to
 *   that instant; time then flows on from there. Production, an unset or unknown ENVIRONMENT and
 *   a non-local request ignore the variable, so a stray setting cannot move real deadlines.
 * - Tests move it further with `setClock` (time travel), and it stays moved for that isolate.
 *
 * The clock is an offset from the system time, not a frozen instant: timeouts, rate windows
 * and created-at ordering keep working while the date is pinned.
 */
let offsetMs = 0
let pinnedFrom: string | null = null

export const clock = {
  /** Milliseconds since the epoch, as `Date.now()` would say at the pinned instant. */
  ms: (): number => Date.now() + offsetMs,
  /** The current instant. */
  now: (): Date => new Date(Date.now() + offsetMs),
}

/** Moves the clock to `CLOCK_NOW` once per isolate in local development; after a `setClock` it
 * does nothing, so a test's time travel survives its next request. `requestUrl` is the request
 * that starts the isolate's work; without one (the scheduled handler, the tests' setup) the
 * environment alone decides. */
export function pinClockFromEnv(
  env: { ENVIRONMENT?: string; CLOCK_NOW?: string },
  requestUrl?: string,
): void {
  const wanted = env.CLOCK_NOW
  if (!wanted || pinnedFrom !== null) return
  const local =
    requestUrl === undefined
      ? isDevelopmentEnvironment(env.ENVIRONMENT)
      : isLocalDevelopment(env, requestUrl)
  if (!local) return
  const at = Date.parse(wanted)
  if (Number.isNaN(at)) throw new Error(`CLOCK_NOW must be an ISO instant, got "${wanted}"`)
  pinnedFrom = wanted
  offsetMs = at - Date.now()
}

/** Time travel: from now on the clock reads `instant` and flows on from there. */
export function setClock(instant: Date | string | number): void {
  const at = new Date(instant).getTime()
  if (Number.isNaN(at)) throw new Error(`setClock needs a valid instant, got "${String(instant)}"`)
  offsetMs = at - Date.now()
  pinnedFrom ??= 'setClock'
}
