import type { D1Database, KVNamespace } from '@cloudflare/workers-types'
import type { Brand } from '../../../shared/config/brands'
import {
  isNoMore,
  listOffset,
  nextPageUrl,
  pageWindow,
  paginationHref,
  sideDealOffset,
} from '../../../shared/domain/deal/next-page'
import type { DealListResponse, FeedQuery } from '../../../shared/schemas/feed'
import { DomainError } from '../../errors'
import { FeedCache } from '../../storage/feed-cache'
import type { ListingCriteria } from '../../storage/listing-criteria'
import { ListingRepository } from '../../storage/listing-repository'
import { CatalogService } from '../catalog/catalog-service'
import { dealUrls, toDealSummary } from '../catalog/deal-mapper'
import { ftsExpression, searchTerms } from '../../../shared/domain/search/search-terms'
import { facetedNavigation } from './faceted-navigation'
import { feedLinks } from './feed-links'
import { feedScope, type FeedScope } from './feed-scope'
import {
  baseCriteria,
  idsOf,
  listingLocation,
  toMinorUnits,
  type ListingLocation,
} from './listing-location'
import {
  API_PREFIX,
  FEED_QUERY_DEFAULTS,
  PAGING_OMITS,
  feedQueryParams,
  withParams,
} from './listing-urls'
import { catalogVersion, lastReadCatalogVersion } from './catalog-version'
import { taxonomyFor, type Taxonomy } from './taxonomy'

export type FeedPageType = 'deal' | 'travel' | 'other'

export interface FeedListInput {
  brand: Brand
  /** A location short name, or an alias ('shop' is national-deal, §2 'Paths'). */
  location: string
  category?: string
  subcategory?: string
  subsubcategory?: string
  special?: string
  /** The page the feed is shown on: it decides the side-deal offset (§7). */
  pageType: FeedPageType
  query: FeedQuery
  now: Date
}

export interface WaitUntil {
  waitUntil(promise: Promise<unknown>): void
}

/** Deal lists by location, category, subcategory, sub-subcategory and special (storefront §2,
 * §7 first row), through the KV feed cache. */
export class FeedService {
  private readonly listings: ListingRepository
  private readonly catalog: CatalogService
  private readonly cache: FeedCache
  private version: Promise<number> | undefined

  constructor(
    env: { DB: D1Database; FEED_CACHE: KVNamespace },
    private readonly ctx?: WaitUntil,
  ) {
    this.listings = new ListingRepository(env.DB)
    this.catalog = new CatalogService(env.DB)
    this.cache = new FeedCache(env.FEED_CACHE)
  }

  /** One page of a listing. Throws NOT_FOUND for an unknown location, category, subcategory,
   * sub-subcategory or special; INVALID for an unknown category filter or a reversed price range. */
  async list(input: FeedListInput): Promise<DealListResponse> {
    const { key, load } = await this.listing(input)
    return (await this.cache.read(key, load, this.waitUntil())).value
  }

  /** `list` as the JSON text the API answers: a KV hit is the stored text, neither parsed nor
   * serialised again. The entry of the catalogue version this isolate last
   * saw is fetched while D1 tells the current one, so a hit waits on one round trip, not two
   * in a row; when D1 names another version the early read is dropped and the right entry is
   * read, so nothing of a retired version is ever answered. */
  async listJson(input: FeedListInput): Promise<string> {
    const guess = lastReadCatalogVersion()
    let early: Promise<{ text: string; fresh: boolean } | null> | undefined
    const { key, load, version } = await this.listing(input, (keyFor) => {
      if (guess !== undefined) early = keyFor(guess).then((guessed) => this.cache.getText(guessed))
    })
    const cached = early && guess === version ? await early : await this.cache.getText(key)
    return (await this.cache.readTextFrom(key, cached, load, this.waitUntil())).text
  }

  private async listing(
    input: FeedListInput,
    beforeVersion?: (keyFor: (version: number) => Promise<string>) => void,
  ) {
    const { query } = input
    if (
      query.minPrice !== undefined &&
      query.maxPrice !== undefined &&
      query.minPrice > query.maxPrice
    ) {
      throw new DomainError('INVALID', 'minPrice must not be above maxPrice')
    }
    const place = await listingLocation(this.catalog, input.brand, input.location)
    const first = query.page === 0
    const keyFor = (catalogVersion: number) =>
      FeedCache.key({
        catalogVersion,
        brand: input.brand.id,
        location: input.location,
        // Only page 0 depends on the page type (its offset); later pages carry theirs.
        feed: `${first ? input.pageType : 'any'}:${feedPath(input)}`,
        query: first ? { ...query, offset: undefined } : query,
        defaults: FEED_QUERY_DEFAULTS,
      })
    const pending = this.catalogVersion()
    beforeVersion?.(keyFor)
    const version = await pending
    const key = await keyFor(version)
    return { key, version, load: () => this.build(input, place, version) }
  }

  private waitUntil() {
    const ctx = this.ctx
    return ctx ? (promise: Promise<unknown>) => ctx.waitUntil(promise) : undefined
  }

  /** Asked once per service (a service lives for one request), so one page's feed and rails
   * agree on the version even when the isolate's copy expires between them. */
  private catalogVersion(): Promise<number> {
    this.version ??= catalogVersion(this.listings)
    return this.version
  }

  private async build(
    input: FeedListInput,
    place: ListingLocation,
    version: number,
  ): Promise<DealListResponse> {
    const { brand, query, pageType } = input
    const taxonomy = await taxonomyFor(this.listings, version)
    const scope = await feedScope(
      { ...input, countryCode: brand.countryCode, segment: place.segment },
      taxonomy,
      this.listings,
    )
    const criteria = feedCriteria(input, place, scope, taxonomy)
    const { pageSize, page } = query
    // §7 offsets: page 0 reads one deal more than it shows in case its main deal is sold out; a
    // later page without its offset reads one more too and the list's first deal to tell.
    const mostOffset = sideDealOffset({ pageType, mainDealSoldOut: true })
    const given = page > 0 ? (query.offset ?? null) : null
    const fetch =
      page === 0
        ? pageWindow({ page, pageSize, offset: mostOffset })
        : given === null
          ? extend(pageWindow({ page, pageSize, offset: mostOffset - 1 }))
          : pageWindow({ page, pageSize, offset: given })
    const listing = await this.listings.listing({
      criteria,
      order: {
        sort: query.orderBy,
        direction: query.order ?? null,
        relatedTo: query.recentViewedDeal ?? null,
      },
      limit: fetch.count,
      offset: fetch.start,
      facets: { subcategories: scope.category !== null },
      sponsored: null,
      lead: page > 0 && given === null,
    })
    const lead = page === 0 ? listing.rows[0] : listing.lead
    const offset = listOffset({ page, given, pageType, mainDealSoldOut: lead?.sold_out === 1 })
    // What the page shows of what was read: both windows come from the one rule.
    const shown = pageWindow({ page, pageSize, offset })
    const rows = listing.rows.slice(
      shown.start - fetch.start,
      shown.start - fetch.start + shown.count,
    )
    const gridCount = page === 0 ? rows.length - offset : rows.length
    const main = page === 0 ? rows[0] : undefined
    const cards = rows.map((row) => toDealSummary(row, brand))
    const links = feedLinks(scope, place.segment, query)
    const canonicalUrl = paginationHref(scope.path, page)
    return {
      deals: page === 0 ? cards.slice(1) : cards,
      mainDeal: page === 0 ? (cards[0] ?? null) : null,
      facetedNavigation: facetedNavigation({
        taxonomy,
        categoryCounts: listing.categoryCounts,
        subcategoryCounts: scope.category ? listing.subcategoryCounts : null,
        stats: listing.stats,
        activeCategoryIds: criteria.categoryIds,
        activeSubcategoryId: criteria.subcategoryId,
        categoryUrl: links.categoryUrl,
        subcategoryUrl: links.subcategoryUrl,
        filters: links.filters,
      }),
      canonicalUrl,
      evergreenUrl: main ? dealUrls(main, brand).evergreenUrl : null,
      redirectUrl: place.moved || scope.moved ? canonicalUrl : null,
      searchResult: null,
      nextPageUrl: nextPageUrl({
        basePath: withParams(`${API_PREFIX}${scope.path}`, feedQueryParams(query, PAGING_OMITS)),
        page: page + 1,
        offset,
        pageSize,
        previousPageEmpty: rows.length === 0,
      }),
      // Also at the list's end when the last page is exactly full: otherwise its 'Load more
      // deals' link (the no-JS page's, and the button) leads to an empty page.
      nomore: isNoMore(gridCount, pageSize) || shown.start + rows.length >= listing.stats.total,
      total: listing.stats.total,
    }
  }
}

/** A window one deal longer, for a page that may start one deal later. */
const extend = (window: { start: number; count: number }) => ({
  ...window,
  count: window.count + 1,
})

function feedPath(input: FeedListInput): string {
  if (input.special !== undefined) return `special/${input.special}`
  const parts = [input.category, input.subcategory, input.subsubcategory].filter(
    (part): part is string => part !== undefined,
  )
  return parts.length > 0 ? parts.join('/') : 'all'
}

function feedCriteria(
  input: FeedListInput,
  place: ListingLocation,
  scope: FeedScope,
  taxonomy: Taxonomy,
): ListingCriteria {
  const { query } = input
  return {
    ...baseCriteria(input.brand, place.location, input.now, query.vip === true),
    allLocations: query.all === true,
    // The path's (or `category`'s) category decides; else search's several `categories`.
    categoryIds: scope.category ? [scope.category.id] : categoryIdsOf(query.categories, taxonomy),
    subcategoryId: scope.subcategory?.id ?? null,
    // A sub-subcategory path is a tag already; elsewhere `searchTag` narrows to one.
    tag: scope.tag ?? query.searchTag ?? null,
    special: scope.special?.filter ?? null,
    excludeCategoryIds: idsOf(query.excludecategory, (name) => taxonomy.category(name)),
    excludeSubcategoryIds: idsOf(query.excludesubcategory, (name) => taxonomy.subcategory(name)),
    // The deal the visitor has just seen is not offered again; its neighbours come first.
    excludeDealIds: [
      ...(query.excludedealids ?? []),
      ...(query.recentViewedDeal ? [query.recentViewedDeal] : []),
    ],
    minPrice: toMinorUnits(query.minPrice),
    maxPrice: toMinorUnits(query.maxPrice),
    match: ftsExpression(searchTerms(query.q ?? ''), 'none'),
  }
}

/** The `categories` filter's ids; INVALID for a name the taxonomy does not know, as for
 * `category` (a page drops the filter and shows the listing, loadFeed). */
function categoryIdsOf(names: readonly string[] | undefined, taxonomy: Taxonomy): number[] {
  return (names ?? []).map((name) => {
    const category = taxonomy.category(name)
    if (!category) throw new DomainError('INVALID', `Unknown category '${name.slice(0, 80)}'`)
    return category.id
  })
}
