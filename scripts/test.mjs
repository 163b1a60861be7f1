// `npm test`: typecheck, lint, unit, build, worker tests (inside workerd) at the pinned test
// instant and the date-sensitive ones at two more, browser tests.
import { ensureChromium } from './lib/chromium.mjs'
import { run, step } from './lib/proc.mjs'
import { preflight } from './lib/preflight.mjs'

preflight()

const started = performance.now()
step('Typecheck (tsc)')
run('tsc', ['--noEmit', '-p', 'tsconfig.json'])
step('Lint (eslint, prettier)')
run('eslint', ['.'])
run('prettier', ['--check', '.', '--log-level', 'warn'])
step('Unit tests')
run('vitest', ['run', '--project', 'unit'])
run('node', ['scripts/build.mjs'])
step('Worker tests (workerd, local D1 and KV)')
run('vitest', ['run', '--project', 'worker'])
run('node', ['scripts/test-dates.mjs'])
step('Browser tests (Debian chromium against wrangler dev)')
ensureChromium()
run('vitest', ['run', '--project', 'e2e'])
step(`All green in ${Math.round((performance.now() - started) / 1000)}s`)
