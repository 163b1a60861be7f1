// Local D1: apply migrations, then seed when the catalogue is empty (or RESEED=1).
import { spawnSync } from 'node:child_process'
import { run, step } from './proc.mjs'

/** D1_PERSIST_TO keeps a second local database apart from the dev one (the bench's 20k deals). */
export const persistTo = () =>
  process.env.D1_PERSIST_TO ? ['--persist-to', process.env.D1_PERSIST_TO] : []

function dealCount() {
  const res = spawnSync(
    'wrangler',
    [
      'd1',
      'execute',
      'DB',
      '--local',
      ...persistTo(),
      '--json',
      '--command',
      'SELECT COUNT(*) AS n FROM deals',
    ],
    { encoding: 'utf8' },
  )
  if (res.status !== 0) return 0
  try {
    return JSON.parse(res.stdout)[0].results[0].n
  } catch {
    return 0
  }
}

export function prepareDatabase({ wantDeals } = {}) {
  step('Applying D1 migrations to the local database')
  run('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local', ...persistTo()], {
    env: { ...process.env, CI: 'true' },
  })
  const existing = dealCount()
  if (existing > 0 && process.env.RESEED !== '1' && (!wantDeals || existing === wantDeals)) {
    step(`Local catalogue already has ${existing} deals (RESEED=1 to rebuild it)`)
    return
  }
  step('Seeding the local catalogue (deterministic; SEED_DEALS sets its size)')
  run('tsx', ['scripts/seed.ts'])
}
