/**
 * Seeds the local D1 database with a generated catalogue.
 *
 *   npx tsx scripts/seed.ts            # 3000 deals, seed 42
 *   SEED_DEALS=500 SEED=7 npx tsx scripts/seed.ts
 *
 * Writes .wrangler/seed.sql (DELETEs first, so re-running replaces the catalogue) and runs
 * it with `wrangler d1 execute DB --local`. Apply migrations first: npm run db:migrate.
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { clearStatements, generateSeed } from './seed/generate'
import { creditCampaignStatements } from './seed/credit-campaigns'
import { giftCardStatements } from './seed/gift-cards'
import { postcodeStatements } from './seed/postcodes'
import { staffClearStatements, staffStatements } from './seed/staff'
import { promoCodeStatements } from './seed/promo-codes'

const SEED_FILE = process.env.D1_PERSIST_TO
  ? `${process.env.D1_PERSIST_TO}/seed.sql`
  : '.wrangler/seed.sql'

/** D1_PERSIST_TO keeps a second local database apart from the dev one (the bench's 20k deals). */
const persistTo = () =>
  process.env.D1_PERSIST_TO ? ['--persist-to', process.env.D1_PERSIST_TO] : []

function intFromEnv(name: string, fallback: number): number {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  if (!/^\d+$/.test(raw)) fail(`${name} must be a whole number, got "${raw}"`)
  return Number(raw)
}

function fail(message: string): never {
  console.error(`seed: ${message}`)
  process.exit(1)
}

/** Today in London, so closing-soon deals close within two days of the visitor's today. */
function todayInLondon(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date())
}

const deals = intFromEnv('SEED_DEALS', 3000)
const seed = intFromEnv('SEED', 42)
const today = process.env.SEED_TODAY || todayInLondon()
const started = performance.now()
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)}s`

console.log(`seed: generating ${deals} deals (seed ${seed}, today ${today})`)
let statements: string[]
try {
  statements = [
    // Staff first: staff_users refers to merchants, which clearStatements() deletes.
    ...staffClearStatements(),
    ...clearStatements(),
    ...generateSeed({ seed, deals, today }),
    ...promoCodeStatements(today),
    ...postcodeStatements(),
    ...giftCardStatements(today),
    ...creditCampaignStatements(today),
    ...staffStatements(today),
  ]
} catch (error) {
  fail(`could not generate the catalogue: ${(error as Error).message}`)
}
const sql = statements.map((s) => `${s};\n`).join('')
const file = resolve(SEED_FILE)
mkdirSync(dirname(file), { recursive: true })
writeFileSync(file, sql)
const megabytes = (Buffer.byteLength(sql) / 1_048_576).toFixed(1)
console.log(
  `seed: wrote ${SEED_FILE} (${statements.length} statements, ${megabytes} MB) in ${elapsed()}`,
)

console.log('seed: applying with wrangler d1 execute DB --local ...')
// wrangler prints one JSON result per statement; keep its stdout for failures only.
const result = spawnSync(
  'npx',
  ['wrangler', 'd1', 'execute', 'DB', '--local', ...persistTo(), '--file', SEED_FILE],
  {
    stdio: ['inherit', 'pipe', 'inherit'],
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    shell: process.platform === 'win32',
  },
)
if (result.error) fail(`could not run wrangler: ${result.error.message}`)
if (result.status !== 0) {
  process.stdout.write(result.stdout ?? '')
  fail(
    `wrangler d1 execute exited with ${result.status}. Have the migrations been applied? ` +
      'Run `npx wrangler d1 migrations apply DB --local` and try again.',
  )
}
const summary = /\d+ commands executed successfully/.exec(result.stdout ?? '')
console.log(`seed: ${summary?.[0] ?? 'applied'}; done in ${elapsed()}`)
