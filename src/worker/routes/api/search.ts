import { respond } from '../../http/respond'
import { SearchResponse, SuggestResponse } from '../../../shared/schemas/feed'
import { Hono, type Context } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '../../http/app-env'
import type { FeedQuery } from '../../../shared/schemas/feed'
import { firstIssue, validQuery } from '../../http/validate'
import { EDGE_CACHE_TTL_SECONDS, sharedJson } from '../../middleware/edge-cache'
import { feedQuery, locationQuery } from './feeds'
import { firstOfEach } from './params'
import { clock } from '../../clock'

// A session id we issued (a UUID) or one the client kept; anything else starts a new session.
const SessionId = z.string().regex(/^[A-Za-z0-9-]{8,64}$/)

/** Auto-complete reads the first of a repeated parameter; a refusal is worded by its issue. */
const SuggestQuery = firstOfEach(
  z.object({
    q: z.string().max(200).default(''),
    location: z.string().trim().min(1).max(80).optional(),
    limit: z.coerce.number().int().min(1).max(8).optional(),
  }),
)

/** Search on /{location} and auto-complete (storefront §7). */
export const search = new Hono<AppEnv>()
export const suggest = new Hono<AppEnv>()

async function runSearch(c: Context<AppEnv>, location: string, query: FeedQuery) {
  const session = SessionId.safeParse(c.req.query('sessionId'))
  const started = clock.ms()
  // The answer is the same for every anonymous visitor except the sponsored session id, which
  // is left out of the key and stamped on below (a fresh one when the visitor has none).
  const { value: body, status } = await sharedJson(
    c,
    { namespace: 'search', omit: ['sessionId'] },
    () =>
      c.var.services.search.search({
        brand: c.get('brand'),
        location,
        query,
        now: clock.now(),
      }),
  )
  const sessionId = session.success ? session.data : crypto.randomUUID()
  const answer = { ...body, sponsored: { ...body.sponsored, sessionId } }
  // Workers clocks advance across I/O, so this is the time spent in D1 (read by `npm run bench`).
  c.header('server-timing', `search;dur=${clock.ms() - started}`)
  c.header('x-edge-cache', status)
  // Private even when shared at the edge: the body carries this visitor's sponsored session id.
  c.header(
    'cache-control',
    status === 'BYPASS' ? 'private, no-store' : `private, max-age=${EDGE_CACHE_TTL_SECONDS}`,
  )
  return respond(c, SearchResponse, answer)
}

search.get('/', locationQuery, feedQuery, (c) => {
  const { location, ...query } = c.req.valid('query')
  return runSearch(c, location, query)
})

search.get('/:location', feedQuery, (c) =>
  runSearch(c, c.req.param('location'), c.req.valid('query')),
)

suggest.get('/', validQuery(SuggestQuery, { message: firstIssue }), async (c) => {
  const { q, location, limit } = c.req.valid('query')
  const brand = c.get('brand')
  const body = await c.var.services.search.suggest({
    brand,
    location: location ?? brand.defaultLocation,
    q,
    limit,
  })
  // The same for every visitor; a short browser cache spares a request on backspace.
  c.header('cache-control', 'public, max-age=60')
  return respond(c, SuggestResponse, body)
})
