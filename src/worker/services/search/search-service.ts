import type { D1Database } from '@cloudflare/workers-types'
import type { Brand } from '../../../shared/config/brands'
import { isNoMore, nextPageUrl } from '../../../shared/domain/deal/next-page'
import type { FeedQuery, SearchResponse, SuggestResponse } from '../../../shared/schemas/feed'
import { DomainError } from '../../errors'
import type { ListingCriteria, ListingSort } from '../../storage/listing-criteria'
import { ListingRepository } from '../../storage/listing-repository'
import type { ListingRows } from '../../storage/listing-rows'
import { SearchRepository } from '../../storage/search-repository'
import { CatalogService } from '../catalog/catalog-service'
import { toDealSummary } from '../catalog/deal-mapper'
import { facetedNavigation } from '../feeds/faceted-navigation'
import {
  baseCriteria,
  idsOf,
  listingLocation,
  toMinorUnits,
  type ListingLocation,
} from '../feeds/listing-location'
import { API_PREFIX, PAGING_OMITS, feedQueryParams, withParams } from '../feeds/listing-urls'
import { catalogVersion } from '../feeds/catalog-version'
import { taxonomyFor, type Category, type Subcategory, type Taxonomy } from '../feeds/taxonomy'
import { searchLinks } from './search-links'
import { ftsExpression, searchTerms } from '../../../shared/domain/search/search-terms'
import { suggestions } from './suggestions'
import { correctTerms, correctedText } from './typo-correction'

export interface SearchInput {
  brand: Brand
  location: string
  query: FeedQuery
  /** The sponsored-ads session (§7: "the sponsored session id is saved"); a new one if absent. */
  sessionId?: string
  now: Date
}

export interface SuggestInput {
  brand: Brand
  location: string
  q: string
  limit?: number
}

const NO_ROWS: ListingRows = {
  rows: [],
  categoryCounts: [],
  subcategoryCounts: [],
  stats: { min_price: null, max_price: null, total: 0 },
  sponsored: [],
}

/** §7 search row: "up to three" is ours; the spec shows the sponsored row without a count. */
const SPONSORED_LIMIT = 3

/** Search on /{location} (storefront §7): FTS5 bm25 over headline, title, merchant, category
 * and tags, a prefix retry, then spelling correction; facets, sponsored deals and suggestions.
 * Not cached in KV: queries are too varied to hit, and a ranked FTS page costs D1 a few ms. */
export class SearchService {
  private readonly listings: ListingRepository
  private readonly index: SearchRepository
  private readonly catalog: CatalogService

  constructor(db: D1Database) {
    this.listings = new ListingRepository(db)
    this.index = new SearchRepository(db)
    this.catalog = new CatalogService(db)
  }

  async search(input: SearchInput): Promise<SearchResponse> {
    const { query, brand } = input
    if (
      query.minPrice !== undefined &&
      query.maxPrice !== undefined &&
      query.minPrice > query.maxPrice
    ) {
      throw new DomainError('INVALID', 'minPrice must not be above maxPrice')
    }
    const place = await listingLocation(this.catalog, brand, input.location)
    const taxonomy = await taxonomyFor(this.listings, await catalogVersion(this.listings))
    const categories = searchCategories(query, taxonomy)
    const subcategory = query.subcategory
      ? taxonomy.subcategory(
          query.subcategory,
          categories.length === 1 ? categories[0]?.id : undefined,
        )
      : null
    if (query.subcategory && !subcategory) {
      throw new DomainError('INVALID', `Unknown subcategory '${query.subcategory.slice(0, 80)}'`)
    }
    const typed = query.q ?? ''
    const terms = searchTerms(typed)
    const criteria: ListingCriteria = {
      ...baseCriteria(brand, place.location, input.now, query.vip === true),
      categoryIds: categories.map((c) => c.id),
      subcategoryId: subcategory?.id ?? null,
      excludeCategoryIds: idsOf(query.excludecategory, (name) => taxonomy.category(name)),
      excludeSubcategoryIds: idsOf(query.excludesubcategory, (name) => taxonomy.subcategory(name)),
      excludeDealIds: query.excludedealids ?? [],
      minPrice: toMinorUnits(query.minPrice),
      maxPrice: toMinorUnits(query.maxPrice),
    }
    // A query of only stop words or stray symbols ('the', '*', 'a:b') names nothing: it finds
    // nothing rather than everything.
    if (typed.trim() !== '' && terms.length === 0) {
      return this.response(input, place, taxonomy, { categories, subcategory }, NO_ROWS, null)
    }
    const run = (match: string | null) =>
      this.run({ ...criteria, match }, query, terms.length > 0, input.now)

    const exact = ftsExpression(terms, 'none')
    let result = await run(exact)
    let correctedQuery: string | null = null
    if (result.stats.total === 0 && terms.length > 0) {
      // Still typing, or a word's stem: 'mass' finds massage deals as a prefix.
      const prefixed = ftsExpression(terms, 'all')
      if (prefixed !== exact) result = await run(prefixed)
      if (result.stats.total === 0) {
        const corrections = await correctTerms(this.index, terms)
        if (corrections.size > 0) {
          const corrected = await run(
            ftsExpression(
              terms.map((t) => corrections.get(t) ?? t),
              'none',
            ),
          )
          if (corrected.stats.total > 0) {
            result = corrected
            correctedQuery = correctedText(typed, corrections)
          }
        }
      }
    }
    return this.response(
      input,
      place,
      taxonomy,
      { categories, subcategory },
      result,
      correctedQuery,
    )
  }

  async suggest(input: SuggestInput): Promise<SuggestResponse> {
    const place = await listingLocation(this.catalog, input.brand, input.location)
    const taxonomy = await taxonomyFor(this.listings, await catalogVersion(this.listings))
    return suggestions(
      { listings: this.listings, index: this.index, catalog: this.catalog },
      { ...input, place, taxonomy },
    )
  }

  private run(criteria: ListingCriteria, query: FeedQuery, ranked: boolean, now: Date) {
    return this.listings.listing({
      criteria,
      order: { sort: searchSort(query, ranked), direction: query.order ?? null, relatedTo: null },
      limit: query.pageSize,
      offset: (query.offset ?? 0) + query.page * query.pageSize,
      facets: { subcategories: true },
      sponsored: { limit: SPONSORED_LIMIT, now: now.toISOString() },
    })
  }

  private response(
    input: SearchInput,
    place: ListingLocation,
    taxonomy: Taxonomy,
    { categories, subcategory }: { categories: Category[]; subcategory: Subcategory | null },
    result: ListingRows,
    correctedQuery: string | null,
  ): SearchResponse {
    const { brand } = input
    // Links and later pages search for what was found: the corrected words, if any.
    const query = correctedQuery === null ? input.query : { ...input.query, q: correctedQuery }
    const links = searchLinks(place.segment, query, categories)
    const deals = result.rows.map((row) => toDealSummary(row, brand))
    const count = result.stats.total
    return {
      deals,
      count,
      facetedNavigation: facetedNavigation({
        taxonomy,
        categoryCounts: result.categoryCounts,
        subcategoryCounts: result.subcategoryCounts,
        stats: result.stats,
        activeCategoryIds: categories.map((c) => c.id),
        activeSubcategoryId: subcategory?.id ?? null,
        categoryUrl: links.categoryUrl,
        subcategoryUrl: links.subcategoryUrl,
        filters: links.filters,
      }),
      sponsored: {
        deals: result.sponsored.map((row) => toDealSummary(row, brand)),
        sessionId: input.sessionId ?? crypto.randomUUID(),
        ads: result.sponsored.map((row) => ({ adId: row.ad_id, dealId: row.id })),
      },
      searchResult: { query: input.query.q ?? '', count, correctedQuery },
      nextPageUrl: nextPageUrl({
        basePath: withParams(
          `${API_PREFIX}/search/${place.segment}`,
          feedQueryParams(query, PAGING_OMITS),
        ),
        page: query.page + 1,
        offset: query.offset ?? 0,
        pageSize: query.pageSize,
        previousPageEmpty: deals.length === 0,
      }),
      nomore: isNoMore(deals.length, query.pageSize),
    }
  }
}

/** The §7 'sort' choice; an explicit orderBy other than the default counts too. Without either
 * a query ranks by relevance (bm25), and no query lists by popularity. */
function searchSort(query: FeedQuery, ranked: boolean): ListingSort {
  if (query.sort) return query.sort
  if (query.orderBy !== 'popularity') return query.orderBy
  return ranked ? 'relevance' : 'popularity'
}

/** `categories` (several, §2 listing parameters) and `category`; an unknown one is INVALID. */
function searchCategories(query: FeedQuery, taxonomy: Taxonomy): Category[] {
  const names = [...(query.categories ?? []), ...(query.category ? [query.category] : [])]
  const found: Category[] = []
  for (const name of names) {
    const category = taxonomy.category(name)
    if (!category) throw new DomainError('INVALID', `Unknown category '${name.slice(0, 80)}'`)
    if (!found.includes(category)) found.push(category)
  }
  return found
}
