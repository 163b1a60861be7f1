// Local D1: apply migrations, then seed when the catalogue is empty (or RESEED=1).
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { run, step } from './proc.mjs'

/** D1_PERSIST_TO keeps a second local database apart from the dev one (the bench's 20k deals). */
const persistTo = () =>
  process.env.D1_PERSIST_TO ? ['--persist-to', process.env.D1_PERSIST_TO] : []

/** The rows of one SQL query on the local database, or null when it cannot run (no table yet). */
function queryLocal(sql) {
  const res = spawnSync(
    'wrangler',
    ['d1', 'execute', 'DB', '--local', ...persistTo(), '--json', '--command', sql],
    { encoding: 'utf8' },
  )
  if (res.status !== 0) return null
  try {
    return JSON.parse(res.stdout)[0].results
  } catch {
    return null
  }
}

// The bench's flash-sale deals (scripts/lib/flash-sale.mjs) are added to its seeded catalogue
// and closed after each run; they do not make it a catalogue of another size to seed again.
const dealCount = () =>
  queryLocal("SELECT COUNT(*) AS n FROM deals WHERE title NOT LIKE 'Flash sale %'")?.[0]?.n ?? 0

/** What the seeded catalogue was made from: the seed generator and the migrations. A local
 * database seeded by older code is seeded again, so new tables never stay empty. */
function seedFingerprint() {
  const hash = createHash('sha256')
  for (const dir of ['scripts/seed', 'migrations']) {
    for (const file of readdirSync(dir).sort())
      hash.update(file).update(readFileSync(join(dir, file)))
  }
  hash
    .update(process.env.SEED ?? '')
    .update(process.env.SEED_DEALS ?? '')
    .update(process.env.SEED_TODAY ?? '')
  return hash.digest('hex').slice(0, 16)
}

const fingerprintFile = () => join(process.env.D1_PERSIST_TO ?? '.wrangler', 'seed-fingerprint')

const stateDir = () => process.env.D1_PERSIST_TO ?? join('.wrangler', 'state')
const appliedFile = () => join(process.env.D1_PERSIST_TO ?? '.wrangler', 'applied-migrations.json')

/** Each migration file's hash, by name. */
function migrationHashes() {
  const hashes = {}
  for (const file of readdirSync('migrations').sort()) {
    hashes[file] = createHash('sha256')
      .update(readFileSync(join('migrations', file)))
      .digest('hex')
  }
  return hashes
}

/** wrangler applies a migration once, by name: a file edited after it was applied locally (a
 * branch switch, work in progress) would leave the local schema behind the code. Then the local
 * database is rebuilt from scratch; it holds only generated data. */
function dropLocalDatabaseIfMigrationsChanged() {
  const now = migrationHashes()
  let before = {}
  try {
    before = JSON.parse(readFileSync(appliedFile(), 'utf8'))
  } catch {
    before = {}
  }
  const edited = Object.keys(before).filter((file) => file in now && before[file] !== now[file])
  if (edited.length > 0) {
    step(`Migrations edited since they were applied (${edited.join(', ')}): rebuilding local D1`)
    rmSync(join(stateDir(), 'v3', 'd1'), { recursive: true, force: true })
  }
  return now
}

export function prepareDatabase({ wantDeals } = {}) {
  const hashes = dropLocalDatabaseIfMigrationsChanged()
  step('Applying D1 migrations to the local database')
  run('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local', ...persistTo()], {
    env: { ...process.env, CI: 'true' },
  })
  writeFileSync(appliedFile(), JSON.stringify(hashes))
  const existing = dealCount()
  const fingerprint = seedFingerprint()
  const seededFrom = existsSync(fingerprintFile()) ? readFileSync(fingerprintFile(), 'utf8') : ''
  const current = seededFrom === fingerprint
  if (
    existing > 0 &&
    current &&
    process.env.RESEED !== '1' &&
    (!wantDeals || existing === wantDeals)
  ) {
    step(`Local catalogue already has ${existing} deals (RESEED=1 to rebuild it)`)
    return
  }
  if (existing > 0 && !current) step('The seed code or migrations changed since the last seed')
  step('Seeding the local catalogue (deterministic; SEED_DEALS sets its size)')
  run('tsx', ['scripts/seed.ts'])
  writeFileSync(fingerprintFile(), fingerprint)
}
