import type { Plugin } from 'vite'
import { defineConfig } from 'vitest/config'
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin'
import wyw from '@wyw-in-js/vite'
import { testNow } from './scripts/lib/test-clock.mjs'

const linaria = () =>
  wyw({
    include: ['src/**/*.{ts,tsx}'],
  })

/** Worker tests check HTML, not styles: Linaria's extracted CSS modules resolve to nothing,
 * since the workerd pool cannot always load wyw's virtual `*.wyw-in-js.css` files. */
const ignoreExtractedCss = (): Plugin => ({
  name: 'ignore-extracted-css',
  enforce: 'pre',
  resolveId: (id) => (id.endsWith('.wyw-in-js.css') ? '\0extracted-css' : null),
  load: (id) => (id === '\0extracted-css' ? '' : null),
})

/** A test whose outcome depends on the instant it runs at (closing dates, windows, due days,
 * calendars) says so with `{ tags: ['dated'] }`; scripts/test-dates.mjs runs only those again
 * at two far-apart instants. */
const DATED = {
  name: 'dated',
  description: 'depends on the pinned instant: rerun at two more (npm run test:dates)',
}

/** Unit test files that set globals (`window`) other files must not see. */
const OWN_PROCESS = [
  'src/client/wishlist/wishlist-hearts.test.tsx',
  'src/client/live-stock.test.ts',
]

export default defineConfig({
  test: {
    // The workerd pool keeps a handle open after the run; waiting the default 10 s for it buys
    // nothing, the results are in.
    teardownTimeout: 2000,
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.{ts,tsx}',
            'test/unit/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
          ],
          // Two files give the process a `window` before SWR loads (a browser's SWR): they
          // run in a process of their own (the next project), so no other file sees one.
          exclude: OWN_PROCESS,
          environment: 'node',
          // One module graph for all files, as the worker project: a fresh one per file was 80 %
          // of the unit run (import 68 %, 107 s against 22 s shared), and files that need a
          // global of their own are in unit-own-process. A file leaves module state as it
          // found it (e.g. toast-store.test.ts empties the stack first).
          isolate: false,
          tags: [DATED],
          // npm test runs these beside tsc on two cores: the property and seed tests are CPU
          // bound, and 5 s judged the machine's load. A test that hangs still fails.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'unit-own-process',
          include: OWN_PROCESS,
          environment: 'node',
          tags: [DATED],
          testTimeout: 30_000,
        },
      },
      {
        plugins: [
          ignoreExtractedCss(),
          linaria(),
          cloudflareTest(async () => ({
            main: './src/worker/index.ts',
            wrangler: { configPath: './wrangler.toml' },
            miniflare: {
              // The Rate Limiting binding as deployed workers have it (wrangler.toml), for the
              // flood test (test/worker/flood-limits.test.ts): development itself runs the local
              // stand-in, whose limits suit a whole test run from a few addresses.
              ratelimits: {
                FLOOD_TEST_LOGIN_LIMIT: { namespace_id: '9001', simple: { limit: 20, period: 60 } },
              },
              bindings: {
                ENVIRONMENT: 'test',
                // The worker's clock starts here, whatever the machine's date (test/worker/clock.ts).
                CLOCK_NOW: testNow(),
                PAGE_CACHE_MAX_AGE: '1',
                // Social sign-in against test/fixtures/fake-identity-server.ts.
                GOOGLE_CLIENT_ID: 'test-client.apps',
                GOOGLE_JWKS_URL: 'https://idp.test/.well-known/jwks.json',
                FACEBOOK_APP_ID: '1234567890',
                FACEBOOK_APP_SECRET: 'fake-app-secret',
                FACEBOOK_GRAPH_URL: 'https://idp.test/graph',
                TEST_MIGRATIONS: await readD1Migrations('./migrations'),
                // `npm run test:stress` sets STRESS=1: the same tests at full size.
                STRESS: process.env.STRESS ?? '',
              },
            },
          })),
        ],
        test: {
          name: 'worker',
          include: ['test/worker/**/*.test.{ts,tsx}'],
          setupFiles: ['./test/worker/setup.ts'],
          // One workerd runs every file in turn (86-99 % of an isolated file's time was its own
          // runtime, module graph, migrations and seed): setup.ts seeds once and resets what
          // would tie one file's outcome to another's. Two workers on 2 cores were slower.
          isolate: false,
          // WORKER_TEST_WORKERS: more workerds, each with its own storage seeded by its first
          // file (scripts/test.mjs sets it for its lanes).
          maxWorkers: Number(process.env.WORKER_TEST_WORKERS ?? 1),
          // npm test runs this beside the dated reruns on two cores; fuzz and property tests are
          // CPU bound and 5 s judged the machine's load. A test that hangs still fails.
          testTimeout: 30_000,
          tags: [DATED],
          ...(process.env.STRESS ? { testTimeout: 1_800_000, hookTimeout: 600_000 } : {}),
        },
      },
    ],
  },
})
