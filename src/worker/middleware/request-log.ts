import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../env'
import { clock } from '../clock'

/** Request id + one structured log line per request. Only method, path and status are
 * logged: query strings can carry tokens (reset links, basket tokens) and are left out. */
export const requestLog = () =>
  createMiddleware<AppEnv>(async function requestLog(c, next) {
    const requestId = c.req.header('cf-ray') ?? crypto.randomUUID()
    c.set('requestId', requestId)
    const started = clock.ms()
    await next()
    c.header('x-request-id', requestId)
    if (c.env.ENVIRONMENT === 'test') return
    console.log(
      JSON.stringify({
        requestId,
        method: c.req.method,
        path: new URL(c.req.url).pathname,
        status: c.res.status,
        ms: clock.ms() - started,
      }),
    )
  })
