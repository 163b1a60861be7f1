// The date-sensitive unit and worker tests at instants far from the default pinned one, so that
// no test depends on the day it runs. `npm test` runs the default instant with every suite and
// calls this for the others; `npm run test:dates` runs it alone.
//
// Date-sensitive means: the test is tagged `dated` (`{ tags: ['dated'] }` on the test or its
// describe), because what it asserts depends on the instant. Only those run again. Each
// instant is chosen to be awkward: New Year's Eve late at night (month and year end, 40 days
// on) and half past midnight in London during summer time, when the UTC date is still the day
// before (200 days on, across the GMT/BST change).
import { readdirSync, readFileSync } from 'node:fs'
import { run, step } from './lib/proc.mjs'
import { preflight } from './lib/preflight.mjs'
import { DEFAULT_TEST_NOW } from './lib/test-clock.mjs'

preflight()

const DAY_MS = 86_400_000
const from = Date.parse(DEFAULT_TEST_NOW)
const OTHER_INSTANTS = [
  new Date(from + 40 * DAY_MS + 13.5 * 3_600_000).toISOString(), // 2026-12-31T23:30Z
  new Date(from + 200 * DAY_MS + 13.5 * 3_600_000).toISOString(), // 2027-06-09T23:30Z
]

const dir = 'test/worker'
const files = readdirSync(dir)
  .filter((f) => /\.test\.tsx?$/.test(f))
  .filter((f) => /tags: \[?'dated'/.test(readFileSync(`${dir}/${f}`, 'utf8')))
  .map((f) => `${dir}/${f}`)

// The unit project's files (vitest.config.ts) that tag a test: vitest imports every file it is
// given before it filters by tag, and importing is most of a unit run's time.
const unitFiles = ['src', 'scripts', 'test/unit']
  .flatMap((root) => readdirSync(root, { recursive: true }).map((f) => `${root}/${f}`))
  .filter((f) => /\.test\.tsx?$/.test(f) && !f.includes('node_modules'))
  .filter((f) => /tags: \[?'dated'/.test(readFileSync(f, 'utf8')))
  .sort()

const started = performance.now()
for (const at of process.env.TEST_NOW ? [process.env.TEST_NOW] : OTHER_INSTANTS) {
  step(`Date-sensitive unit tests at ${at} (${unitFiles.length} files)`)
  run('vitest', ['run', '--project', 'unit', '--tags-filter=dated', ...unitFiles], {
    env: { ...process.env, TEST_NOW: at },
  })
  step(`Date-sensitive worker tests at ${at} (${files.length} files)`)
  run('vitest', ['run', '--project', 'worker', '--tags-filter=dated', ...files], {
    env: { ...process.env, TEST_NOW: at },
  })
}
step(`Date-sensitive suites green in ${Math.round((performance.now() - started) / 1000)}s`)
