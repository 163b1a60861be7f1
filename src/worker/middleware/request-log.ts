import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../http/app-env'
import { clock } from '../clock'
import { setHeader } from '../http/response-headers'
import { log, withRequestId } from '../observability/logger'

/** Request id + one structured log line per request. Only method, path and status are
 * logged: query strings can carry tokens (reset links, basket tokens) and are left out. */
export const requestLog = () =>
  createMiddleware<AppEnv>(async function requestLog(c, next) {
    const requestId = c.req.header('cf-ray') ?? crypto.randomUUID()
    c.set('requestId', requestId)
    const started = clock.ms()
    // Every line logged below this request (services, storage) carries its id (logger.ts).
    await withRequestId(requestId, next)
    setHeader(c, 'x-request-id', requestId)
    if (c.env.ENVIRONMENT === 'test') return
    log.info('request', {
      requestId,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: clock.ms() - started,
    })
  })
