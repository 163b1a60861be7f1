import { applyD1Migrations, env } from 'cloudflare:test'
import { generateSeed } from '../../scripts/seed/generate'
import { pinClockFromEnv, setClock } from '../../src/worker/clock'
import { localFloodLimiters } from '../../src/worker/services/security/flood-limiter'
import { coldCaches } from './cold-caches'
import { TEST_SEED } from './test-seed'

// Worker files run one after another in one workerd (vitest.config.ts: isolate off), so they
// share storage: the catalogue is migrated and seeded once per run, by the first file, and
// what a file writes (shoppers, orders, fixture deals) stays for the next. Tests therefore
// make their own rows with fresh ids and emails and assert on those, never on whole-table
// counts. What would make one file's outcome depend on another's is reset here, before each
// file: the worker's isolate state, the KV and page caches, per-IP counters and test triggers.
const shared = globalThis as { workerTestTriggers?: ReadonlySet<string> }

if (!shared.workerTestTriggers) {
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS)
  const statements = generateSeed(TEST_SEED)
  await env.DB.batch(statements.map((sql) => env.DB.prepare(sql)))
  shared.workerTestTriggers = new Set(await triggerNames())
}

// The worker and the tests share one isolate: pinning here pins the worker for this file. After
// the first file pinClockFromEnv does nothing (the clock is pinned once per isolate), so each
// file is put back at the pinned instant as an isolate of its own would start: a run of several
// minutes from 23:59 must not carry later files, whose dates count from TEST_TODAY, past midnight.
pinClockFromEnv(env)
if (env.CLOCK_NOW) setClock(env.CLOCK_NOW)

// Triggers a test installed to make a write fail (test/fixtures/refuse-mail.ts) and did not drop.
for (const name of await triggerNames()) {
  if (!shared.workerTestTriggers.has(name)) await env.DB.exec(`DROP TRIGGER IF EXISTS ${name}`)
}
// Rate-limit windows: every file's requests come from the same test addresses.
await env.DB.batch([
  env.DB.prepare('DELETE FROM login_attempts'),
  env.DB.prepare('DELETE FROM sign_in_locks'),
])
// The flood limits' local stand-in counts per isolate, which every file shares.
for (const limiter of Object.values(localFloodLimiters)) limiter.reset()
await coldCaches()

async function triggerNames(): Promise<string[]> {
  const { results } = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'trigger'",
  ).all<{ name: string }>()
  return results.map((row) => row.name)
}
