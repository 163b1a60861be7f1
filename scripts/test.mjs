// `npm test`: typecheck, lint, unit, build, deploy dry runs, worker tests (inside workerd) at the
// pinned test instant and the dated ones at two more, browser tests. Steps that do not depend on
// each other run side by side (scripts/lib/lanes.mjs): tsc and one workerd each keep one core
// busy, and the machine this must pass on has two (three lanes at once starved the unit tests).
import { ensureBrowserTestChromium } from './lib/chromium.mjs'
import { startE2eServer } from './lib/e2e-server.mjs'
import { dateRerunCommands, OTHER_INSTANTS } from './lib/date-reruns.mjs'
import { runLanes } from './lib/lanes.mjs'
import { runAsync, step } from './lib/proc.mjs'
import { preflight } from './lib/preflight.mjs'
import { WRANGLER_TYPES } from './lib/wrangler-types.mjs'

preflight()

const started = performance.now()
const cmd = (name, ...args) => ({ cmd: name, args })
// Lanes of about equal CPU (timed on a quiet 2-core machine): each stage waits for
// its slowest lane, so a lane that ends early leaves a core idle.
await runLanes('Typecheck, lint, unit tests, build and deploy dry runs', [
  {
    name: 'Typecheck (tsc: worker, client and shared, tests), lint (generated worker types up to date, eslint, prettier, knip)',
    commands: [
      cmd('node', 'scripts/typecheck.mjs'),
      cmd('wrangler', ...WRANGLER_TYPES, '--check'),
      cmd('eslint', '.'),
      cmd('prettier', '--check', '.', '--log-level', 'warn'),
      // No unused file, export or dependency (knip.jsonc); about 6 s.
      cmd('knip', '--no-progress'),
    ],
  },
  {
    name: "Unit tests, build, deploy config (wrangler deploy --dry-run: top level, staging, production), browser tests' database",
    commands: [
      cmd('vitest', 'run', '--project', 'unit*'),
      cmd('node', 'scripts/build.mjs'),
      cmd('node', 'scripts/check-deploy.mjs'),
      cmd('node', 'scripts/prepare-e2e-database.mjs'),
    ],
  },
])
// The browser tests' server starts now, on the database the unit lane just prepared, and waits
// through the worker tests: wrangler's start then costs the browser stage nothing.
const E2E_PORT = Number(process.env.E2E_PORT ?? 8787)
const e2eServer = startE2eServer(E2E_PORT)
// A failing step exits the process (lib/proc.mjs); the server must not outlive it.
let stopE2eServer = () => {}
e2eServer.then(({ stop }) => (stopE2eServer = stop)).catch(() => {})
process.on('exit', () => stopE2eServer())

// The API fuzz files are a third of the worker tests' time: they run in the other lane, after
// the dated reruns.
const SECOND_LANE_WORKER_FILES = 'test/worker/api-fuzz-'
await runLanes('Worker tests (workerd, local D1 and KV) and the dated ones at two more instants', [
  {
    name: 'Worker tests at the pinned instant (all but the API fuzz)',
    commands: [
      cmd('vitest', 'run', '--project', 'worker', '--exclude', `${SECOND_LANE_WORKER_FILES}*`),
    ],
  },
  {
    name: `Dated tests at ${OTHER_INSTANTS.join(' and ')}; API fuzz worker tests`,
    commands: [
      ...OTHER_INSTANTS.flatMap(dateRerunCommands),
      cmd('vitest', 'run', '--project', 'worker', SECOND_LANE_WORKER_FILES),
    ],
  },
])
step('Browser tests (Playwright, Debian chromium-headless-shell against wrangler dev)')
ensureBrowserTestChromium()
const { clockOffsetMs } = await e2eServer
// CI=true: no HTML report is opened, test.only fails the run; nothing may wait on a keyboard.
await runAsync('playwright', ['test'], {
  env: {
    ...process.env,
    CI: 'true',
    // No trace recorded (playwright.config.ts says why): run a failing file alone for one.
    E2E_TRACE: 'off',
    E2E_BASE_URL: `http://localhost:${E2E_PORT}`,
    E2E_CLOCK_OFFSET_MS: String(clockOffsetMs),
  },
  stdio: ['ignore', 'inherit', 'inherit'],
})
stopE2eServer()
step(`All green in ${Math.round((performance.now() - started) / 1000)}s`)
