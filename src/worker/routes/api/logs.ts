import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { timingSafeEqual } from 'hono/utils/buffer'
import type { z } from 'zod'
import { ErrorLogRecord, LogServiceRecord, VisitRecord } from '../../../shared/schemas/discovery'
import type { AppEnv } from '../../http/app-env'
import { createMiddleware } from 'hono/factory'
import { validJson } from '../../http/validate'
import { DomainError, errorBody } from '../../errors'
import { type LogContext } from '../../services/discovery/log-service'
import { withIp, withLogDate } from '../../services/logs/stamp-record'
import { clock } from '../../clock'
import { reportBrowserError } from '../../observability/error-tracker'
import { isLocalDevelopment } from '../../../shared/domain/local-development'

/** A record is a few fields and some context; 16 KB is room for a stack trace, not a dump. */
const LOG_BODY_LIMIT = 16 * 1024

const limited = bodyLimit({
  maxSize: LOG_BODY_LIMIT,
  onError: (c) =>
    c.json(errorBody('PAYLOAD_TOO_LARGE', `A log record is at most ${LOG_BODY_LIMIT} bytes`), 413),
})

/** The body as `schema` says. validJson reads it whatever its content type: navigator.sendBeacon,
 * how pages send records as they unload, posts text/plain. */
const record = <T extends z.ZodType>(schema: T) =>
  validJson(schema, { notJson: 'A log record is a JSON object' })

/** The record with §9's log date: checked when the sender wrote one, the arrival time if not. */
const dated = <T extends { dateTime?: string }>(c: Context<AppEnv>, record: T): T =>
  withLogDate(record, { timeZone: c.get('brand').timeZone, now: clock.now() })

/** The stack the error reporter (src/client/errors/error-reporter.ts) puts in `error.stack`. */
const stackOf = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'stack' in error && typeof error.stack === 'string'
    ? error.stack
    : undefined

const contextOf = (c: Context<AppEnv>): LogContext => ({
  brand: c.get('brand'),
  requestId: c.get('requestId') ?? null,
  userAgent: c.req.header('user-agent') ?? null,
  now: clock.now(),
})

/** §7 'log service (token in authorization header)'. With LOG_TOKEN set, only a request that
 * bears it may write. Without it only local development (and the tests) may write at all: a
 * deployment without the secret fails closed like the other development features
 * (local-development.ts), rather than taking records from anyone. That refusal is 503
 * UNAVAILABLE, not 401: no token the sender could bear would do, the fault is the deployment's,
 * and a 5xx is what an operator's alarms watch (the payment providers' missing secrets answer
 * the same way). */
async function assertLogToken(c: Context<AppEnv>) {
  const expected = c.env.LOG_TOKEN
  if (!expected && isLocalDevelopment(c.env, c.req.url)) return
  if (!expected) throw new DomainError('UNAVAILABLE', 'The log service is not configured')
  const given = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1]
  if (!given || !(await timingSafeEqual(given, expected))) {
    throw new DomainError('UNAUTHORISED', 'A valid log token is required')
  }
}

// The token before the body: a sender without it learns nothing of what a record holds.
const logToken = createMiddleware<AppEnv>(async function logToken(c, next) {
  await assertLogToken(c)
  await next()
})

/** The records browsers post (§7): page not found, bot detection, error log, log service.
 * Each is validated, stored without tokens, passwords or card data, and answered 204. */
export const logs = new Hono<AppEnv>()

logs.post('/page-not-found', limited, record(VisitRecord), async (c) => {
  const record = dated(c, c.req.valid('json'))
  await c.var.services.logs.recordVisit('page-not-found', record, contextOf(c))
  return c.body(null, 204)
})

logs.post('/bot', limited, record(VisitRecord), async (c) => {
  const record = dated(c, c.req.valid('json'))
  await c.var.services.logs.recordVisit('bot', record, contextOf(c))
  return c.body(null, 204)
})

logs.post('/error', limited, record(ErrorLogRecord), async (c) => {
  const record = c.req.valid('json')
  await c.var.services.logs.recordError(record, contextOf(c))
  reportBrowserError(c.env, {
    name: record.name,
    message: record.message,
    description: record.description,
    stack: stackOf(record.error),
    url: record.referrer,
    brand: c.get('brand').id,
  })
  return c.body(null, 204)
})

logs.post('/', limited, logToken, record(LogServiceRecord), async (c) => {
  const record = withIp(dated(c, c.req.valid('json')), c.get('clientIp') ?? '')
  await c.var.services.logs.recordLog(record, contextOf(c))
  return c.body(null, 204)
})
