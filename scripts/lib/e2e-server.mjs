// The browser tests' server: the built worker under `wrangler dev`, the way `npm start` serves
// it, on a fresh copy of the browser tests' database, its clock starting at the pinned instant.
// test/e2e/support/global-setup.ts starts it for a Playwright run; `npm test` starts it while
// the worker tests run (a core is idle in their waits), so the browser stage begins at once.
import { prepareDatabase } from './database.mjs'
import { freshE2eDatabase } from './e2e-database.mjs'
import { startDevServer, waitForServer } from './server.mjs'
import { londonDate, testNow } from './test-clock.mjs'

/** Starts the server on `port` and waits until it answers. Resolves to `stop` and
 * `clockOffsetMs`, the pinned clock's lead over the system clock, which the browser tests read
 * as E2E_CLOCK_OFFSET_MS. D1_PERSIST_TO names another database to use as it is. */
export async function startE2eServer(port) {
  const now = testNow()
  // Seeded for the pinned date; `npm start` keeps the default database, seeded for today.
  process.env.SEED_TODAY = londonDate(now)
  if (process.env.D1_PERSIST_TO) prepareDatabase()
  else process.env.D1_PERSIST_TO = freshE2eDatabase()
  // One §7 partner is configured, served by this server's development stub from another origin
  // (127.0.0.1 rather than localhost), so a browser test sees a partner load through the CSP.
  const partner = `http://127.0.0.1:${port}/dev/partner-stub.js?name=ecommerce-tracker`
  const server = startDevServer({
    port,
    quiet: true,
    vars: { CLOCK_NOW: now, ECOMMERCE_TRACKER_URL: partner },
  })
  try {
    await waitForServer(`http://localhost:${port}`, { child: server.child })
  } catch (err) {
    server.stop()
    console.error(server.output())
    throw err
  }
  // The worker's clock moved to CLOCK_NOW on the first request it answered (src/worker/clock.ts),
  // the health check just answered: measured now, the browsers' clock is the server's to within
  // that request, not ahead of it by however long wrangler took to start.
  return { stop: server.stop, clockOffsetMs: Date.parse(now) - Date.now() }
}
