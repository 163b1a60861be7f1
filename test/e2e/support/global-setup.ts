// @ts-expect-error plain JS helper shared with scripts/start.mjs
import { startDevServer, waitForServer } from '../../../scripts/lib/server.mjs'
import { londonDate, testNow } from '../../../scripts/lib/test-clock.mjs'
// @ts-expect-error plain JS helper shared with scripts/start.mjs
import { prepareDatabase } from '../../../scripts/lib/database.mjs'
// @ts-expect-error plain JS helper shared with scripts/test.mjs
import { freshE2eDatabase } from '../../../scripts/lib/e2e-database.mjs'
import { e2ePort } from './server-address'

/** Starts the server once for all browser tests, the way `npm start` does (built worker,
 * migrated and seeded local D1; D1_PERSIST_TO names another database to use as it is), unless
 * E2E_BASE_URL points at a running one. The server's
 * clock starts at the pinned test instant and its own database is seeded for that date. The
 * pinned clock's lead over the system clock reaches the workers as E2E_CLOCK_OFFSET_MS (they
 * start after this and inherit its environment); the returned function stops the server. */
export default async function globalSetup(): Promise<(() => void) | undefined> {
  if (process.env.E2E_BASE_URL) {
    // A server someone else started runs on the real clock.
    process.env.E2E_CLOCK_OFFSET_MS = '0'
    return undefined
  }
  const port = e2ePort()
  const now = testNow()
  // The browser tests' own local database, seeded for the pinned date; `npm start` keeps the
  // default one, seeded for the real date.
  process.env.SEED_TODAY = londonDate(now)
  if (process.env.D1_PERSIST_TO) {
    prepareDatabase()
  } else {
    process.env.D1_PERSIST_TO = freshE2eDatabase()
  }
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
  // eslint-disable-next-line no-restricted-syntax
  process.env.E2E_CLOCK_OFFSET_MS = String(Date.parse(now) - Date.now())
  return () => server.stop()
}
