import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { timingSafeEqual } from 'hono/utils/buffer'
import type { z } from 'zod'
import { ErrorLogRecord, LogServiceRecord, VisitRecord } from '../../../shared/schemas/discovery'
import type { AppEnv } from '../../env'
import { describeIssues } from '../../http/validate'
import { DomainError, errorBody } from '../../errors'
import { type LogContext } from '../../services/discovery/log-service'
import { withIp, withLogDate } from '../../services/logs/stamp-record'
import { clock } from '../../clock'

/** A record is a few fields and some context; 16 KB is room for a stack trace, not a dump. */
export const LOG_BODY_LIMIT = 16 * 1024

const limited = bodyLimit({
  maxSize: LOG_BODY_LIMIT,
  onError: (c) =>
    c.json(errorBody('PAYLOAD_TOO_LARGE', `A log record is at most ${LOG_BODY_LIMIT} bytes`), 413),
})

/** The body as `schema` says. Read as text whatever its content type: navigator.sendBeacon,
 * how pages send records as they unload, posts text/plain. */
async function parsedOf<T extends z.ZodType>(c: Context<AppEnv>, schema: T): Promise<z.infer<T>> {
  let json: unknown
  try {
    json = JSON.parse(await c.req.text())
  } catch {
    throw new DomainError('INVALID', 'A log record is a JSON object')
  }
  const parsed = schema.safeParse(json)
  if (!parsed.success) throw new DomainError('INVALID', describeIssues(parsed.error))
  return parsed.data
}

/** The record with §9's log date: checked when the sender wrote one, the arrival time if not. */
async function recordOf<T extends z.ZodType<{ dateTime?: string }>>(
  c: Context<AppEnv>,
  schema: T,
): Promise<z.infer<T>> {
  const record = await parsedOf(c, schema)
  return withLogDate(record, { timeZone: c.get('brand').timeZone, now: clock.now() })
}

const contextOf = (c: Context<AppEnv>): LogContext => ({
  brand: c.get('brand'),
  requestId: c.get('requestId') ?? null,
  userAgent: c.req.header('user-agent') ?? null,
  now: clock.now(),
})

/** §7 'log service (token in authorization header)'. With LOG_TOKEN set, only a request that
 * bears it may write; without it (local development) anyone may. */
async function assertLogToken(c: Context<AppEnv>) {
  const expected = c.env.LOG_TOKEN
  if (!expected) return
  const given = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1]
  if (!given || !(await timingSafeEqual(given, expected))) {
    throw new DomainError('UNAUTHORISED', 'A valid log token is required')
  }
}

/** The records browsers post (§7): page not found, bot detection, error log, log service.
 * Each is validated, stored without tokens, passwords or card data, and answered 204. */
export const logs = new Hono<AppEnv>()

logs.post('/page-not-found', limited, async (c) => {
  const record = await recordOf(c, VisitRecord)
  await c.var.services.logs.recordVisit('page-not-found', record, contextOf(c))
  return c.body(null, 204)
})

logs.post('/bot', limited, async (c) => {
  const record = await recordOf(c, VisitRecord)
  await c.var.services.logs.recordVisit('bot', record, contextOf(c))
  return c.body(null, 204)
})

logs.post('/error', limited, async (c) => {
  const record = await parsedOf(c, ErrorLogRecord)
  await c.var.services.logs.recordError(record, contextOf(c))
  return c.body(null, 204)
})

logs.post('/', limited, async (c) => {
  await assertLogToken(c)
  const record = withIp(await recordOf(c, LogServiceRecord), c.get('clientIp') ?? '')
  await c.var.services.logs.recordLog(record, contextOf(c))
  return c.body(null, 204)
})
