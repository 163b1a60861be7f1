// Local D1: apply migrations, then seed when the catalogue is empty (or RESEED=1).
import { spawnSync } from 'node:child_process'
import { run, step } from './proc.mjs'

function dealCount() {
  const res = spawnSync(
    'wrangler',
    ['d1', 'execute', 'DB', '--local', '--json', '--command', 'SELECT COUNT(*) AS n FROM deals'],
    { encoding: 'utf8' },
  )
  if (res.status !== 0) return 0
  try {
    return JSON.parse(res.stdout)[0].results[0].n
  } catch {
    return 0
  }
}

export function prepareDatabase() {
  step('Applying D1 migrations to the local database')
  run('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local'], {
    env: { ...process.env, CI: 'true' },
  })
  const existing = dealCount()
  if (existing > 0 && process.env.RESEED !== '1') {
    step(`Local catalogue already has ${existing} deals (RESEED=1 to rebuild it)`)
    return
  }
  step('Seeding the local catalogue (deterministic; SEED_DEALS sets its size)')
  run('tsx', ['scripts/seed.ts'])
}
