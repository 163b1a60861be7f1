import { DomainError } from '../../errors'

/** Events one visitor (session id, else IP) may send per minute. A person scrolling a long
 * list sees a few hundred cards a minute at most; a script sending more is not a visitor. */
const EVENTS_PER_MINUTE = 600

const WINDOW_MS = 60_000
const MAX_KEYS = 10_000

/** A fixed one-minute window per key, held in the isolate's memory. Best effort by design:
 * each isolate counts on its own, which is enough to stop one client flooding D1 through the
 * beacons without a D1 read on every beacon. */
export class EventRateLimit {
  private readonly windows = new Map<string, { start: number; count: number }>()

  constructor(private readonly max = EVENTS_PER_MINUTE) {}

  /** Counts `events` under `key`, or refuses with 429 when the minute is used up. */
  take(key: string, events: number, now: number): void {
    let window = this.windows.get(key)
    if (!window || now - window.start >= WINDOW_MS) {
      if (this.windows.size >= MAX_KEYS) this.windows.clear()
      window = { start: now, count: 0 }
      this.windows.set(key, window)
    }
    if (window.count + events > this.max) {
      throw new DomainError('RATE_LIMITED', 'Too many tracking events; please slow down')
    }
    window.count += events
  }
}

/** One limiter per isolate, shared by every tracking route. */
export const trackingRateLimit = new EventRateLimit()
