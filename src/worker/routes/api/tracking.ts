import { respond } from '../../http/respond'
import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { z } from 'zod'
import {
  AdTrackingRequest,
  DealIdBatch,
  FeedName,
  TrackingDataRequest,
  TrackingSessionId,
  TrackingSessionRequest,
  TrackingSessionResponse,
} from '../../../shared/schemas/tracking'
import type { AppEnv } from '../../http/app-env'
import { createFactory, createMiddleware } from 'hono/factory'
import { validJson } from '../../http/validate'
import { DomainError, errorBody } from '../../errors'
import { assignmentsOf, visitorIdOf, writeVisitorCookies } from '../../middleware/experiments'
import { type TrackingContext } from '../../services/tracking/tracking-service'
import { awardDealEventPoints } from './loyalty'
import { clock } from '../../clock'

/** 50 ids of 10 digits is under 1 KB; 4 KB is room for any honest call. */
const TRACKING_BODY_LIMIT = 4 * 1024

/** The body as `schema` says. validJson reads it whatever its content type: navigator.sendBeacon
 * posts text/plain, which hono/csrf lets through only with this site's own Origin. */
const payload = <T extends z.ZodType>(schema: T) =>
  validJson(schema, { notJson: 'The body must be JSON' })

async function contextOf(c: Context<AppEnv>, sessionId = visitorIdOf(c)): Promise<TrackingContext> {
  const now = clock.now()
  const user = await c.var.session.user()
  return {
    brand: c.get('brand'),
    sessionId,
    userId: user?.id ?? null,
    assignments: assignmentsOf(c, now),
    ip: c.get('clientIp') ?? '',
    now,
  }
}

const feedOf = (c: Context<AppEnv>) => {
  const feed = c.req.query('feed')
  if (feed === undefined) return null
  const parsed = FeedName.safeParse(feed)
  if (!parsed.success) throw new DomainError('INVALID', 'feed: not a feed name')
  return parsed.data
}

/** Storefront §7 tracking calls under /api/v1/tracking. Answers carry nothing the page shows:
 * §8 "failed session or ad tracking: logged, returns false; nothing shown to the user". */
export const tracking = new Hono<AppEnv>()

tracking.use(
  '/*',
  bodyLimit({
    maxSize: TRACKING_BODY_LIMIT,
    onError: (c) =>
      c.json(errorBody('PAYLOAD_TOO_LARGE', `At most ${TRACKING_BODY_LIMIT} bytes`), 413),
  }),
)

// §4 'Tracking session': created by a call, its id kept a year. The visitor cookie wins over a
// sessionId in the body (a stored id from before the cookie existed is adopted once).
tracking.post('/session', payload(TrackingSessionRequest), async (c) => {
  const body = c.req.valid('json')
  const fromBody = TrackingSessionId.safeParse(body.sessionId)
  const sessionId = visitorIdOf(c) ?? (fromBody.success ? fromBody.data : crypto.randomUUID())
  const ctx = await contextOf(c, sessionId)
  await c.var.services.tracking.touchSession(sessionId, ctx)
  writeVisitorCookies(c, sessionId, ctx.now)
  return respond(c, TrackingSessionResponse, { sessionId })
})

tracking.post('/ads', payload(AdTrackingRequest), async (c) => {
  const body = c.req.valid('json')
  await c.var.services.tracking.recordAds(body, await contextOf(c))
  return c.body(null, 204)
})

tracking.post('/data', payload(TrackingDataRequest), async (c) => {
  const body = c.req.valid('json')
  const ctx = await contextOf(c)
  await c.var.services.tracking.recordData(body, ctx)
  await awardDealEventPoints(c, ctx.userId, body, ctx.now)
  return c.body(null, 204)
})

// §7 'deal impressions, location-specific': POST /tracking/impressions/{location}?feed=…
// with the array of deal ids; clicks on cards post one id the same way.
// The feed is checked before the body, as it always was.
const feedFirst = createMiddleware<AppEnv>(async function feedFirst(c, next) {
  feedOf(c)
  await next()
})

const dealBatch = (kind: 'impression' | 'click') =>
  createFactory<AppEnv>().createHandlers(feedFirst, payload(DealIdBatch), async (c) => {
    const ids = c.req.valid('json')
    const location = c.req.param('location')
    await c.var.services.tracking.recordDeals(kind, location, feedOf(c), ids, await contextOf(c))
    return c.body(null, 204)
  })

for (const kind of ['impression', 'click'] as const) {
  tracking.post(`/${kind}s/:location`, ...dealBatch(kind))
  tracking.post(`/${kind}s`, ...dealBatch(kind))
}
