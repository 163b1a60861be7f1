import type { RateLimit } from '@cloudflare/workers-types'
import { clock } from '../../clock'

/** What a flood limit guards, per client IP: each has a Workers Rate Limiting binding of its
 * own in a deployed worker (wrangler.toml, limits per environment). */
export type FloodArea = 'login' | 'registration' | 'codes' | 'beacons'

export const FLOOD_BINDINGS = {
  login: 'LOGIN_LIMIT',
  registration: 'REGISTRATION_LIMIT',
  codes: 'CODE_LIMIT',
  beacons: 'BEACON_LIMIT',
} as const satisfies Record<FloodArea, string>

/** The binding's own shape (`limit({ key })`), so the binding is the production adapter as it
 * is. */
export type FloodLimiter = Pick<RateLimit, 'limit'>

/** The period of every limit (the binding allows 10 or 60 seconds); the 429's Retry-After. */
export const FLOOD_PERIOD_SECONDS = 60

/** The local stand-in's limits per minute and IP (development and tests). Above what any honest
 * test or person sends from one address in a minute, under a script's flood; a deployed
 * worker's limits are in wrangler.toml. */
export const LOCAL_FLOOD_LIMITS: Readonly<Record<FloodArea, number>> = {
  login: 60,
  registration: 60,
  codes: 60,
  beacons: 1200,
}

const MAX_KEYS = 10_000

/** The local stand-in for the Rate Limiting binding: a fixed window per key in the isolate's
 * memory, as the binding counts per location. */
export class MemoryFloodLimiter implements FloodLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>()

  constructor(
    private readonly max: number,
    private readonly periodMs = FLOOD_PERIOD_SECONDS * 1000,
    private readonly now: () => number = () => clock.ms(),
  ) {}

  limit({ key }: { key: string }): Promise<{ success: boolean }> {
    const now = this.now()
    let window = this.windows.get(key)
    if (!window || now - window.start >= this.periodMs) {
      if (this.windows.size >= MAX_KEYS) this.windows.clear()
      window = { start: now, count: 0 }
      this.windows.set(key, window)
    }
    window.count += 1
    return Promise.resolve({ success: window.count <= this.max })
  }

  reset(): void {
    this.windows.clear()
  }
}

/** One stand-in per area per isolate, as the binding is one per worker. */
export const localFloodLimiters: Readonly<Record<FloodArea, MemoryFloodLimiter>> = {
  login: new MemoryFloodLimiter(LOCAL_FLOOD_LIMITS.login),
  registration: new MemoryFloodLimiter(LOCAL_FLOOD_LIMITS.registration),
  codes: new MemoryFloodLimiter(LOCAL_FLOOD_LIMITS.codes),
  beacons: new MemoryFloodLimiter(LOCAL_FLOOD_LIMITS.beacons),
}

/** The area's binding where the environment has one (staging, production), else the stand-in. */
export function floodLimiterFor(
  env: Partial<Record<(typeof FLOOD_BINDINGS)[FloodArea], FloodLimiter>>,
  area: FloodArea,
): FloodLimiter {
  return env[FLOOD_BINDINGS[area]] ?? localFloodLimiters[area]
}
