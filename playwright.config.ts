import { defineConfig } from '@playwright/test'
// @ts-expect-error plain JS helper shared with the scripts (one list of flags)
import { BROWSER_TEST_CHROMIUM_PATH, CHROMIUM_FLAGS } from './scripts/lib/chromium.mjs'
import { e2eBaseUrl } from './test/e2e/support/server-address'

/** Tests that need the machine to themselves carry this tag and run one after another once the
 * rest are done: the throttled web-vitals loads time long tasks and a tap's INP, which other
 * tests' work on the two cores would add to; the tracking test counts every impression the
 * server stores, which another test's page could add to meanwhile; the back-office flow adds a
 * deal to London's listings, which other tests page through. */
const ALONE = /@alone\b/

/** Browser tests: Playwright's runner driving Debian's chromium-headless-shell
 * (scripts/lib/chromium.mjs says why; `npm test` apt-gets it when missing, nothing downloads a
 * browser) against the built worker
 * under `wrangler dev`, started once by test/e2e/support/global-setup.ts on a fresh database
 * at the pinned test instant. Fixtures live in test/e2e/support/fixtures.ts. */
export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '*.test.ts',
  globalSetup: './test/e2e/support/global-setup.ts',
  // A flaky test is a bug to fix, never something to run again until it passes.
  retries: 0,
  // Two workers on this 2-core machine: the server and the browsers wait on each other often
  // enough that a second worker fills the gaps (measured under the same load on the machine: the 21st
  // test started after 210 s with two, 333 s with one). E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  // Web-first assertions wait this long for what the user would see; the machine is shared by
  // workerd, wrangler and two Chromiums, so a page may take a few seconds.
  expect: { timeout: 15_000 },
  reporter: [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: e2eBaseUrl(),
    launchOptions: {
      executablePath: BROWSER_TEST_CHROMIUM_PATH as string,
      args: CHROMIUM_FLAGS as string[],
    },
    // Run alone (a developer after one failing file), a failing test keeps its trace
    // (test-results/<test>/trace.zip): the action log, DOM snapshots, console and network. Not
    // 'on-first-retry': there are no retries. Without screenshots: the screencast cost the
    // suite about a sixth of its time (a11y and payments side by side: 124-131 s with them,
    // 94-119 s without). `npm test` records none (E2E_TRACE=off, scripts/test.mjs): recording
    // every test to keep the failing ones' cost 12-35 % of the browser stage (five heavy files,
    // alternated twice: 54 and 75 s traced, 47 and 49 s not), and CI prints the failure, it
    // keeps no files; rerun the file alone for its trace.
    trace:
      process.env.E2E_TRACE === 'off' ? 'off' : { mode: 'retain-on-failure', screenshots: false },
  },
  projects: [
    { name: 'browser', grepInvert: ALONE, fullyParallel: true },
    {
      name: 'alone',
      grep: ALONE,
      dependencies: ['browser'],
      workers: 1,
      fullyParallel: false,
    },
  ],
})
