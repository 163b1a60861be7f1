// `npm test`: typecheck, lint, unit, build, deploy dry runs, worker tests (inside workerd) at the pinned test
// instant and the date-sensitive ones at two more, browser tests.
import { ensureChromium } from './lib/chromium.mjs'
import { run, step } from './lib/proc.mjs'
import { preflight } from './lib/preflight.mjs'
import { WRANGLER_TYPES } from './lib/wrangler-types.mjs'

preflight()

const started = performance.now()
step('Typecheck (tsc: worker, client and shared, tests)')
run('node', ['scripts/typecheck.mjs'])
step('Lint (eslint, prettier, generated worker types up to date)')
run('wrangler', [...WRANGLER_TYPES, '--check'])
run('eslint', ['.'])
run('prettier', ['--check', '.', '--log-level', 'warn'])
step('Unit tests')
run('vitest', ['run', '--project', 'unit'])
run('node', ['scripts/build.mjs'])
step('Deploy config (wrangler deploy --dry-run: top level, staging, production)')
run('node', ['scripts/check-deploy.mjs'])
step('Worker tests (workerd, local D1 and KV)')
run('vitest', ['run', '--project', 'worker'])
run('node', ['scripts/test-dates.mjs'])
step('Browser tests (Playwright, Debian chromium against wrangler dev)')
ensureChromium()
// CI=true: no HTML report is opened, test.only fails the run; nothing may wait on a keyboard.
run('playwright', ['test'], {
  env: { ...process.env, CI: 'true' },
  stdio: ['ignore', 'inherit', 'inherit'],
})
step(`All green in ${Math.round((performance.now() - started) / 1000)}s`)
