import { FeedQuery } from '../../../shared/schemas/feed'

/** The query a feed request has when it sends none: page 0, the listing page size, offset 0,
 * popularity. Parameters at these values are left out of URLs and cache keys. */
export const FEED_QUERY_DEFAULTS: Readonly<Record<string, unknown>> = FeedQuery.parse({})

/** Where the JSON API lives; a page path /deals/london is /api/v1/deals/london there. */
export const API_PREFIX = '/api/v1'

// A fixed order keeps URLs stable, so the same listing always has the same next-page URL.
const PARAM_ORDER: readonly (keyof FeedQuery)[] = [
  'q',
  'category',
  'subcategory',
  'categories',
  'searchTag',
  'all',
  'orderBy',
  'order',
  'sort',
  'minPrice',
  'maxPrice',
  'vip',
  'excludecategory',
  'excludesubcategory',
  'excludedealids',
  'recentViewedDeal',
  'page',
  'offset',
  'pageSize',
]

const asParam = (value: unknown): string | null => {
  if (value === undefined || value === null || value === '') return null
  if (Array.isArray(value)) return value.length === 0 ? null : value.join(',')
  return String(value)
}

/** A feed query as URL parameters, defaults and `omit` left out. */
export function feedQueryParams(
  query: Partial<FeedQuery>,
  omit: readonly (keyof FeedQuery)[] = [],
): URLSearchParams {
  const params = new URLSearchParams()
  for (const key of PARAM_ORDER) {
    if (omit.includes(key)) continue
    const value = asParam(query[key])
    if (value === null || value === asParam(FEED_QUERY_DEFAULTS[key])) continue
    params.set(key, value)
  }
  return params
}

export function withParams(path: string, params: URLSearchParams): string {
  const query = params.toString()
  return query ? `${path}?${query}` : path
}

/** Parameters that change what a visitor sees (facet and filter links carry them); paging and
 * the side-deal exclusions a page sends for itself do not belong in a shareable link. */
export const LINK_OMITS: readonly (keyof FeedQuery)[] = [
  'page',
  'offset',
  'pageSize',
  'excludecategory',
  'excludesubcategory',
  'excludedealids',
  'recentViewedDeal',
]

/** Paging parameters: next-page URLs set their own. */
export const PAGING_OMITS: readonly (keyof FeedQuery)[] = ['page', 'offset', 'pageSize']
