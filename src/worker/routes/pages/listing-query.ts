import type { ListingList } from '../../../client/pages/listing-page'
import { DEFAULT_PRICE_RANGE } from '../../../shared/domain/deal/price-slider'
import { pageFromQuery } from '../../../shared/domain/deal/next-page'
import type { DealSummary } from '../../../shared/schemas/deal'
import { FeedQuery, type FacetedNavigation } from '../../../shared/schemas/feed'

const LIST_PARAMS = new Set([
  'categories',
  'excludecategory',
  'excludesubcategory',
  'excludedealids',
])

/** The feed query of a listing page's URL. A page is forgiving where the API is strict: a
 * parameter that does not validate (a hand-edited `orderBy`, a min above the max) is dropped
 * rather than failing the page. The page size is the page's own (§9), whatever the URL says;
 * the slider's untouched ends (0, and 1000 meaning "1000+") are no filter at all. */
export function listingQuery(url: URL, pageSize: number, overrides: Partial<FeedQuery> = {}) {
  const raw: Record<string, string | string[]> = {}
  for (const name of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(name)
    raw[name] = LIST_PARAMS.has(name) ? values : (values[0] ?? '')
  }
  delete raw.pageSize
  if (raw.minPrice === String(DEFAULT_PRICE_RANGE.min) || raw.minPrice === '') delete raw.minPrice
  if (raw.maxPrice === String(DEFAULT_PRICE_RANGE.max) || raw.maxPrice === '') delete raw.maxPrice
  raw.page = String(pageFromQuery(url.searchParams.get('page')))

  let parsed = FeedQuery.safeParse(raw)
  if (!parsed.success) {
    for (const issue of parsed.error.issues) delete raw[String(issue.path[0])]
    parsed = FeedQuery.safeParse(raw)
  }
  const query = parsed.success ? parsed.data : FeedQuery.parse({})
  return { ...query, pageSize, ...overrides } satisfies FeedQuery
}

/** Narrowing the list by price, sort, VIP or a category filter makes a near-copy of the
 * plain listing; like later pages, such copies are left out of the index but still crawled
 * for their links ('NOINDEX, FOLLOW'). */
export function listingRobots(query: FeedQuery, deals: number): string | undefined {
  const narrowed =
    query.page > 0 ||
    query.minPrice !== undefined ||
    query.maxPrice !== undefined ||
    query.orderBy !== 'popularity' ||
    query.vip !== undefined ||
    (query.categories?.length ?? 0) > 0
  // An empty listing is thin content: nothing for a search engine to send anyone to.
  return narrowed || deals === 0 ? 'NOINDEX, FOLLOW' : undefined
}

/** The canonical path of a response's canonicalUrl, which may be absolute or a path. */
export function canonicalPath(canonicalUrl: string | null | undefined, fallback: string): string {
  if (!canonicalUrl) return fallback
  if (canonicalUrl.startsWith('/')) return canonicalUrl
  try {
    const url = new URL(canonicalUrl)
    return `${url.pathname}${url.search}`
  } catch {
    return fallback
  }
}

/** The name the facets give the active category or subcategory, if any. */
export function activeFacetName(
  facets: FacetedNavigation | null | undefined,
  type: 'category' | 'subcategory',
  shortName?: string,
): string | null {
  const links = facets?.navigations.filter((g) => g.type === type).flatMap((g) => g.links) ?? []
  const link =
    links.find((l) => shortName !== undefined && l.shortName === shortName) ??
    links.find((l) => l.isActive)
  return link?.linkText ?? null
}

/** 'spa-breaks' → 'Spa Breaks': a readable name for a slug no response names. */
export function humanize(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')
}

export interface ListResult {
  deals: DealSummary[]
  mainDeal?: DealSummary | null
  facetedNavigation: FacetedNavigation | null
  nextPageUrl: string | null
  nomore: boolean
  /** Every matching deal: search's count, a feed's total. */
  count?: number
  total?: number
}

/** What ListingPage needs from a feed or search answer and the query that asked for it. */
export function toListingList(result: ListResult, query: FeedQuery): ListingList {
  return {
    deals: result.deals,
    mainDeal: result.mainDeal ?? null,
    facetedNavigation: result.facetedNavigation,
    nextPageUrl: result.nextPageUrl,
    nomore: result.nomore,
    page: query.page,
    pageSize: query.pageSize,
    orderBy: query.orderBy,
    minPrice: query.minPrice ?? null,
    maxPrice: query.maxPrice ?? null,
    vip: query.vip === true,
    total: result.count ?? result.total ?? result.facetedNavigation?.stats.count ?? null,
  }
}
