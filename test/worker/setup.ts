import { applyD1Migrations, env } from 'cloudflare:test'
import { generateSeed } from '../../scripts/seed/generate'

/** Worker tests share one small catalogue: fixed seed and a fixed today, so feeds and
 * closing dates are the same on every run. */
export const TEST_SEED = { seed: 20261121, deals: 400, today: '2026-11-21' } as const

// Setup files run once per test file; the count keeps a file from seeding twice when its
// storage already holds the catalogue.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS)
const seeded = await env.DB.prepare('SELECT COUNT(*) AS n FROM deals').first<{ n: number }>()
if (!seeded?.n) {
  const statements = generateSeed(TEST_SEED)
  await env.DB.batch(statements.map((sql) => env.DB.prepare(sql)))
}
