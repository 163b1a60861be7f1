// The deployed environments of wrangler.toml and the offline check that each would deploy.
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** `[env.*]` sections of wrangler.toml that `npm run deploy` accepts. */
export const DEPLOY_ENVIRONMENTS = ['staging', 'production']

/** The ids an operator has not filled in yet for `environment` (REPLACE-WITH-STAGING-…). */
export function placeholdersOf(environment, toml = readFileSync('wrangler.toml', 'utf8')) {
  const marker = new RegExp(`REPLACE-WITH-${environment.toUpperCase()}-[A-Z0-9-]+`, 'g')
  return [...new Set(toml.match(marker) ?? [])]
}

// Wrangler colours its output even with NO_COLOR when it thinks the terminal can take it.
const ANSI = /\x1b\[[0-9;]*m/g

/** The binding names of a dry run's table (`env.DB (dealio) D1 Database`). */
const bindingsOf = (output) =>
  [...output.matchAll(/^env\.([A-Za-z_][A-Za-z0-9_]*) /gm)].map((m) => m[1]).sort()

/** `wrangler deploy --dry-run` for one environment ('' is the top level) against the built
 * worker: it bundles, validates the config and lists the bindings without an account or a
 * network. Wrangler reports many config mistakes (an unknown key, a binding missing from an
 * environment) only as warnings, so a warning fails the check too. */
export function dryRun(environment) {
  const outdir = mkdtempSync(join(tmpdir(), 'dealio-dry-run-'))
  const args = ['deploy', '--dry-run', '--outdir', outdir, `--env=${environment}`]
  return new Promise((resolve) => {
    const child = spawn('wrangler', args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', WRANGLER_SEND_METRICS: 'false' },
    })
    let output = ''
    child.stdout.on('data', (d) => (output += d))
    child.stderr.on('data', (d) => (output += d))
    const done = (code, error) => {
      rmSync(outdir, { recursive: true, force: true })
      output = output.replace(ANSI, '')
      const warned = /\[(WARNING|ERROR)\]/.test(output)
      const name = environment || 'top level'
      resolve({
        environment: name,
        ok: !error && code === 0 && !warned,
        bindings: bindingsOf(output),
        output,
        error,
      })
    }
    child.on('error', (error) => done(null, error))
    child.on('exit', (code) => done(code))
  })
}
