// @ts-expect-error plain JS helper shared with scripts/test.mjs
import { startE2eServer } from '../../../scripts/lib/e2e-server.mjs'
import { e2ePort } from './server-address'

/** Starts the server once for all browser tests (scripts/lib/e2e-server.mjs), unless
 * E2E_BASE_URL points at a running one. The pinned clock's lead over the system clock reaches
 * the workers as E2E_CLOCK_OFFSET_MS (they start after this and inherit its environment); the
 * returned function stops the server. */
export default async function globalSetup(): Promise<(() => void) | undefined> {
  if (process.env.E2E_BASE_URL) {
    // `npm test` started it at the pinned instant and says its offset; a server someone else
    // started runs on the real clock.
    process.env.E2E_CLOCK_OFFSET_MS ??= '0'
    return undefined
  }
  const server = await startE2eServer(e2ePort())
  process.env.E2E_CLOCK_OFFSET_MS = String(server.clockOffsetMs)
  return server.stop
}
