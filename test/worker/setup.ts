import { applyD1Migrations, env } from 'cloudflare:test'
import { generateSeed } from '../../scripts/seed/generate'
import { pinClockFromEnv } from '../../src/worker/clock'
import { TEST_TODAY } from './clock'

// The worker and the tests share one isolate: pinning here pins the worker for this file.
pinClockFromEnv(env)

/** Worker tests share one small catalogue: a fixed seed, dated from the pinned clock, so feeds
 * and closing dates are the same on every run and relative to the test's today. */
export const TEST_SEED = { seed: 20261121, deals: 400, today: TEST_TODAY } as const

// Setup files run once per test file; the count keeps a file from seeding twice when its
// storage already holds the catalogue.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS)
const seeded = await env.DB.prepare('SELECT COUNT(*) AS n FROM deals').first<{ n: number }>()
if (!seeded?.n) {
  const statements = generateSeed(TEST_SEED)
  await env.DB.batch(statements.map((sql) => env.DB.prepare(sql)))
}
