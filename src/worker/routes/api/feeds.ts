import { Hono, type Context } from 'hono'
import { z } from 'zod'
import { FeedQuery } from '../../../shared/schemas/feed'
import type { AppEnv } from '../../env'
import { DomainError, errorBody } from '../../errors'
import { type FeedPageType } from '../../services/feeds/feed-service'
import { clock } from '../../clock'

/** §5: "A search or category feed requires a location; without one there is no feed." */
export const locationRequired = (c: Context<AppEnv>) =>
  c.json(errorBody('LOCATION_REQUIRED', 'A search or category feed requires a location'), 400)

const describe = (error: z.ZodError): string =>
  error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || 'query'}: ${issue.message}`)
    .join('; ')

/** The request's query as a FeedQuery, or INVALID. A repeated parameter arrives as a list (the
 * csv fields accept both); §7's misspelt `subccategory` is read as `subcategory`. */
export function feedQueryOf(c: Context<AppEnv>): FeedQuery {
  // No prototype: `?__proto__=a&__proto__=b` would otherwise make a list the prototype, and
  // FeedQuery would read Array.prototype.sort as the sort parameter (issue 9 fuzz).
  const input: Record<string, string | string[]> = Object.create(null)
  for (const [key, values] of Object.entries(c.req.queries())) {
    input[key] = values.length === 1 ? (values[0] ?? '') : values
  }
  if (input.subccategory !== undefined && input.subcategory === undefined) {
    input.subcategory = input.subccategory
  }
  const parsed = FeedQuery.safeParse(input)
  if (!parsed.success) throw new DomainError('INVALID', describe(parsed.error))
  return parsed.data
}

const PageTypeParam = z.enum(['deal', 'travel', 'other'])
const TRAVEL_SEGMENTS = new Set(['travel', 'escapes'])

/** The page the feed is for decides its side-deal offset (§7). Callers may say; otherwise a
 * travel or escapes listing is a travel page and anything else 'other'. */
function pageTypeOf(c: Context<AppEnv>, path: FeedPath): FeedPageType {
  const given = c.req.query('pageType')
  if (given !== undefined) {
    const parsed = PageTypeParam.safeParse(given)
    if (!parsed.success) throw new DomainError('INVALID', 'pageType must be deal, travel or other')
    return parsed.data
  }
  const travel = [path.location, path.category].some(
    (segment) => segment !== undefined && TRAVEL_SEGMENTS.has(segment.toLowerCase()),
  )
  return travel ? 'travel' : 'other'
}

interface FeedPath {
  location: string
  category?: string
  subcategory?: string
  subsubcategory?: string
  special?: string
}

async function listFeed(c: Context<AppEnv>, path: FeedPath) {
  const query = feedQueryOf(c)
  const service = c.var.services.feeds
  const body = await service.list({
    brand: c.get('brand'),
    ...path,
    pageType: pageTypeOf(c, path),
    query,
    now: clock.now(),
  })
  return c.json(body)
}

/** Deal lists (storefront §7 first row): by location, special tag, category, subcategory and
 * sub-subcategory. The special route is registered before the category ones it would match. */
export const feeds = new Hono<AppEnv>()

feeds.get('/', (c) => {
  const location = c.req.query('location')
  return location ? listFeed(c, { location }) : locationRequired(c)
})

feeds.get('/:location', (c) => listFeed(c, { location: c.req.param('location') }))

feeds.get('/:location/special/:slug', (c) =>
  listFeed(c, { location: c.req.param('location'), special: c.req.param('slug') }),
)

feeds.get('/:location/:category', (c) =>
  listFeed(c, { location: c.req.param('location'), category: c.req.param('category') }),
)

feeds.get('/:location/:category/:subcategory', (c) =>
  listFeed(c, {
    location: c.req.param('location'),
    category: c.req.param('category'),
    subcategory: c.req.param('subcategory'),
  }),
)

feeds.get('/:location/:category/:subcategory/:subsub', (c) =>
  listFeed(c, {
    location: c.req.param('location'),
    category: c.req.param('category'),
    subcategory: c.req.param('subcategory'),
    subsubcategory: c.req.param('subsub'),
  }),
)
