import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../http/app-env'

/** Pages use the Save-Data and ECT client hints for image quality (§9): ask for them, and tell
 * shared caches the answer varies with them. Shared with the page cache's fast path, which
 * answers before the page stack and must send the same headers in the same order. */
export function askForClientHints(headers: Headers) {
  headers.set('accept-ch', 'Save-Data, ECT')
  headers.append('vary', 'Save-Data, ECT')
}

export const clientHints = () =>
  createMiddleware<AppEnv>(async function clientHints(c, next) {
    await next()
    askForClientHints(c.res.headers)
  })
