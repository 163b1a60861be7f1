// The browser tests' own local database (test/e2e/support/global-setup.ts), apart from the one
// `npm start` keeps: migrated and seeded for the pinned test date into a template, which each
// run copies, so every run starts from what a clean clone has.
import { cpSync, rmSync } from 'node:fs'
import { prepareDatabase } from './database.mjs'
import { londonDate, testNow } from './test-clock.mjs'

/** Migrated and seeded once per seed fingerprint, never served. */
const E2E_TEMPLATE = '.wrangler/e2e-template'
/** The copy a run's server uses. */
const E2E_DATABASE = '.wrangler/e2e'

/** Brings the template up to date: migrations applied, seeded again only when the seed code,
 * the migrations or the pinned date changed (prepareDatabase). `npm test` runs this beside the
 * worker tests (`node scripts/prepare-e2e-database.mjs`), where a core is free, so the browser
 * layer finds it ready. */
export function prepareE2eTemplate() {
  withEnv({ SEED_TODAY: londonDate(testNow()), D1_PERSIST_TO: E2E_TEMPLATE }, () =>
    prepareDatabase(),
  )
}

/** A fresh copy of the template for one run's server: what an earlier run left (sign-in
 * attempts, orders, caps) would otherwise look a moment old, as every run starts at the same
 * pinned instant. */
export function freshE2eDatabase() {
  prepareE2eTemplate()
  rmSync(E2E_DATABASE, { recursive: true, force: true })
  cpSync(E2E_TEMPLATE, E2E_DATABASE, {
    recursive: true,
    filter: (from) => !from.endsWith('seed.sql'),
  })
  return E2E_DATABASE
}

function withEnv(vars, run) {
  const before = Object.fromEntries(Object.keys(vars).map((k) => [k, process.env[k]]))
  Object.assign(process.env, vars)
  try {
    return run()
  } finally {
    for (const [k, v] of Object.entries(before)) {
      if (v === undefined) delete process.env[k]
      else process.env[k] = v
    }
  }
}
