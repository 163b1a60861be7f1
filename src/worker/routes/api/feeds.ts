import { Hono, type Context } from 'hono'
import { z } from 'zod'
import { DealListResponse, FeedQuery } from '../../../shared/schemas/feed'
import { respondSerialised } from '../../http/respond'
import type { AppEnv } from '../../http/app-env'
import { errorBody } from '../../errors'
import { validQuery } from '../../http/validate'
import { type FeedPageType } from '../../services/feeds/feed-service'
import { clock } from '../../clock'
import { firstOfEach } from './params'

/** §5: "A search or category feed requires a location; without one there is no feed." Checked
 * before the rest of the query: a feed with no location is refused as such, whatever else the
 * query holds. The first of a repeated `location` is the one read. */
export const locationQuery = validQuery(firstOfEach(z.object({ location: z.string().min(1) })), {
  answer: (c) =>
    c.json(errorBody('LOCATION_REQUIRED', 'A search or category feed requires a location'), 400),
})

/** A repeated parameter arrives as a list (the csv fields accept both); §7's misspelt
 * `subccategory` is read as `subcategory` when that is not given. */
const FeedQueryParams = z.preprocess((query) => {
  const { subccategory, ...rest } = query as Record<string, unknown>
  return subccategory !== undefined && rest.subcategory === undefined
    ? { ...rest, subcategory: subccategory }
    : rest
}, FeedQuery)

export const feedQuery = validQuery(FeedQueryParams)

/** The page the feed is for decides its side-deal offset (§7): callers may say, after the rest
 * of the query is found good. */
const pageTypeQuery = validQuery(
  firstOfEach(z.object({ pageType: z.enum(['deal', 'travel', 'other']).optional() })),
  'pageType must be deal, travel or other',
)

const TRAVEL_SEGMENTS = new Set(['travel', 'escapes'])

/** Without a page type, a travel or escapes listing is a travel page and anything else 'other'. */
function pageTypeOf(path: FeedPath, given: FeedPageType | undefined): FeedPageType {
  if (given !== undefined) return given
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

async function listFeed(
  c: Context<AppEnv>,
  path: FeedPath,
  { pageType, ...query }: FeedQuery & { pageType?: FeedPageType },
) {
  // The stored JSON as it is: a KV hit costs no parse and no serialisation.
  const json = await c.var.services.feeds.listJson({
    brand: c.get('brand'),
    ...path,
    pageType: pageTypeOf(path, pageType),
    query,
    now: clock.now(),
  })
  return respondSerialised(c, DealListResponse, json)
}

/** Deal lists (storefront §7 first row): by location, special tag, category, subcategory and
 * sub-subcategory. The special route is registered before the category ones it would match. */
export const feeds = new Hono<AppEnv>()

feeds.get('/', locationQuery, feedQuery, pageTypeQuery, (c) => {
  const { location, ...query } = c.req.valid('query')
  return listFeed(c, { location }, query)
})

/** The parts of the path its route names. */
function feedPathOf(c: Context<AppEnv>): FeedPath {
  const {
    location = '',
    slug,
    category,
    subcategory,
    subsub,
  } = c.req.param() as Partial<Record<string, string>>
  return { location, special: slug, category, subcategory, subsubcategory: subsub }
}

for (const pattern of [
  '/:location',
  '/:location/special/:slug',
  '/:location/:category',
  '/:location/:category/:subcategory',
  '/:location/:category/:subcategory/:subsub',
]) {
  feeds.get(pattern, feedQuery, pageTypeQuery, (c) =>
    listFeed(c, feedPathOf(c), c.req.valid('query')),
  )
}
