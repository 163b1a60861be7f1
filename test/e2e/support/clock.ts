import type { BrowserContext } from '@playwright/test'

/**
 * Browser tests run at the pinned instant (scripts/lib/test-clock.mjs): the server runs with
 * CLOCK_NOW and its local catalogue is seeded for that date (global-setup.ts), and every
 * browser context gets a clock at the same instant (the `context` fixture). This is the one
 * place the browser tests read the system clock: to let the pinned time flow on as the run goes.
 * The global setup measures the lead once and hands it to every worker through the environment.
 */
const offsetMs = (): number => Number(process.env.E2E_CLOCK_OFFSET_MS ?? 0)

export const testClock = {
  // eslint-disable-next-line no-restricted-syntax -- the one read of the system clock (above)
  ms: (): number => Date.now() + offsetMs(),
  // eslint-disable-next-line no-restricted-syntax -- the one read of the system clock (above)
  now: (): Date => new Date(Date.now() + offsetMs()),
  /** The pinned clock's lead over the system clock (0 against an external server). */
  offsetMs,
}

/** Starts the context's clock at the server's instant; time then flows naturally. */
export async function pinClock(context: BrowserContext): Promise<void> {
  await context.clock.install({ time: testClock.ms() })
}
