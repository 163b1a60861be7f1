import type { BrowserContext } from 'playwright-core'
import { inject } from 'vitest'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The pinned clock's lead over the system clock, measured when the server started. */
    clockOffsetMs: number
  }
}

/**
 * Browser tests run at the pinned instant (scripts/lib/test-clock.mjs): the server runs with
 * CLOCK_NOW and the local catalogue is seeded for that date (global-setup.ts), and every
 * browser context gets a clock at the same instant. This is the one place the browser tests
 * read the system clock: to let the pinned time flow on as the run goes.
 */
export const testClock = {
  ms: (): number => Date.now() + inject('clockOffsetMs'),
  now: (): Date => new Date(Date.now() + inject('clockOffsetMs')),
}

/** Starts the context's clock at the server's instant; time then flows naturally. */
export async function pinBrowserClock(context: BrowserContext): Promise<void> {
  await context.clock.install({ time: testClock.ms() })
}
