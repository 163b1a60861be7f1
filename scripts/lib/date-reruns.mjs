// The date-sensitive tests again at instants far from the default pinned one, so that no test
// depends on the day it runs. Each instant is chosen to be awkward: New Year's Eve late at
// night (month and year end, 40 days on) and half past midnight in London during summer time,
// when the UTC date is still the day before (200 days on, across the GMT/BST change).
//
// Date-sensitive means: the test is tagged `dated` (`{ tags: ['dated'] }` on the test or its
// describe) because what it asserts depends on the instant; only those run again.
import { readdirSync, readFileSync } from 'node:fs'
import { DEFAULT_TEST_NOW } from './test-clock.mjs'

const DAY_MS = 86_400_000
const from = Date.parse(DEFAULT_TEST_NOW)

export const OTHER_INSTANTS = [
  new Date(from + 40 * DAY_MS + 13.5 * 3_600_000).toISOString(), // 2026-12-31T23:30Z
  new Date(from + 200 * DAY_MS + 13.5 * 3_600_000).toISOString(), // 2027-06-09T23:30Z
]

/** The worker test files holding at least one dated test. */
function datedWorkerFiles() {
  const dir = 'test/worker'
  return readdirSync(dir)
    .filter((f) => /\.test\.tsx?$/.test(f))
    .filter((f) => /tags: \[?'dated'/.test(readFileSync(`${dir}/${f}`, 'utf8')))
    .map((f) => `${dir}/${f}`)
}

/** The unit project's files (vitest.config.ts) that tag a test: vitest imports every file it is
 * given before it filters by tag, and importing is most of a unit run's time. */
function datedUnitFiles() {
  return ['src', 'scripts', 'test/unit']
    .flatMap((root) => readdirSync(root, { recursive: true }).map((f) => `${root}/${f}`))
    .filter((f) => /\.test\.tsx?$/.test(f) && !f.includes('node_modules'))
    .filter((f) => /tags: \[?'dated'/.test(readFileSync(f, 'utf8')))
    .sort()
}

/** The commands that run the dated unit and worker tests at `instant`. */
export function dateRerunCommands(instant) {
  const env = { TEST_NOW: instant }
  const unitFiles = datedUnitFiles()
  const workerFiles = datedWorkerFiles()
  return [
    ...(unitFiles.length
      ? [
          {
            cmd: 'vitest',
            args: ['run', '--project', 'unit*', '--tags-filter=dated', ...unitFiles],
            env,
          },
        ]
      : []),
    ...(workerFiles.length
      ? [
          {
            cmd: 'vitest',
            args: ['run', '--project', 'worker', '--tags-filter=dated', ...workerFiles],
            env,
          },
        ]
      : []),
  ]
}
