import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../http/app-env'
import { type WorkerVisit } from '../services/discovery/log-service'
import { clock } from '../clock'
import { errorFields, log } from '../observability/logger'

/** The worker's own page-not-found and bot-detection records (storefront §7): after a page is
 * answered, a 404 writes a page-not-found row and a search bot's visit a bot row. The write
 * runs through `waitUntil`, after the response has gone, so it never slows the page, and a
 * failed write is logged and dropped (§8: "most call failures are logged and swallowed"). */
export const visitRecords = () =>
  createMiddleware<AppEnv>(async function visitRecords(c, next) {
    await next()
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return
    const userAgent = c.req.header('user-agent') ?? null
    const status = c.res.status
    const isBot = c.get('isBot')
    const kinds: WorkerVisit['kind'][] = []
    if (status === 404) kinds.push('page-not-found')
    if (isBot) kinds.push('bot')
    if (kinds.length === 0) return
    const path = new URL(c.req.url).pathname
    const pageType = c.get('pageType') ?? null
    const service = c.var.services.logs
    const context = {
      brand: c.get('brand'),
      requestId: c.get('requestId') ?? null,
      userAgent,
      now: clock.now(),
    }
    const writes = kinds.map((kind) =>
      service
        .recordWorkerVisit({ kind, path, status, pageType }, context)
        .catch((err: unknown) =>
          log.error('visit-record-failed', { requestId: context.requestId, ...errorFields(err) }),
        ),
    )
    c.executionCtx.waitUntil(Promise.all(writes))
  })
