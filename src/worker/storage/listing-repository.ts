import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types'
import { SUMMARY_COLUMNS, SUMMARY_JOINS } from './catalog-repository'
import type { DealSummaryRow } from './catalog-rows'
import {
  BM25_WEIGHTS,
  listingSortKeys,
  listingWhere,
  priceExpression,
  type ListingCriteria,
  type ListingOrder,
} from './listing-criteria'
import type {
  CategoryRow,
  CountRow,
  ListingRows,
  PriceStatsRow,
  SponsoredRow,
  SubcategoryRow,
} from './listing-rows'

export interface ListingRequest {
  criteria: ListingCriteria
  order: ListingOrder
  limit: number
  offset: number
  /** Facet counts and price stats, each with every filter but its own (§3 facetedNavigation). */
  facets: { subcategories: boolean } | null
  /** Up to this many live sponsored ads whose deals match the listing (search only). */
  sponsored: { limit: number; now: string } | null
  /** Also read the list's first deal (a later page asked without its offset needs to know
   * whether page 0's main deal is sold out). */
  lead?: boolean
}

const EMPTY_STATS: PriceStatsRow = { min_price: null, max_price: null, total: 0 }

/** Deal lists (location, category, special and search listings) in D1: one batch per request
 * for the page, its facets and its sponsored deals. Rows are `DealSummaryRow`s so cards are
 * mapped by the catalogue's `toDealSummary`. */
export class ListingRepository {
  constructor(private readonly db: D1Database) {}

  /** The catalogue version the feed cache keys on (migrations/0005: bumped by triggers). */
  async catalogVersion(): Promise<number> {
    const row = await this.db
      .prepare('SELECT version FROM catalog_version WHERE id = 1')
      .first<{ version: number }>()
    return row?.version ?? 0
  }

  async taxonomy(): Promise<{ categories: CategoryRow[]; subcategories: SubcategoryRow[] }> {
    const [categories, subcategories] = await this.db.batch([
      this.db.prepare(
        'SELECT id, short_name, name, canonical_path_type, sort FROM categories ORDER BY sort, id',
      ),
      this.db.prepare(
        `SELECT id, category_id, short_name, name, travel_group FROM subcategories
         ORDER BY category_id, id`,
      ),
    ])
    return {
      categories: (categories?.results ?? []) as CategoryRow[],
      subcategories: (subcategories?.results ?? []) as SubcategoryRow[],
    }
  }

  /** Whether any deal of the country carries `tag` (a tag special or sub-subcategory exists). */
  async tagExists(countryCode: 'gb' | 'ie', tag: string): Promise<boolean> {
    const row = await this.db
      .prepare(
        `SELECT 1 AS hit FROM deal_tags t JOIN deals d ON d.id = t.deal_id
         WHERE t.tag = ? AND d.country_code = ? LIMIT 1`,
      )
      .bind(tag, countryCode)
      .first<{ hit: number }>()
    return row !== null
  }

  async listing(request: ListingRequest): Promise<ListingRows> {
    const statements = [this.pageStatement(request)]
    const { facets, sponsored, criteria } = request
    if (facets) {
      statements.push(
        this.countStatement({ ...criteria, categoryIds: [], subcategoryId: null }, 'category_id'),
        this.statsStatement(criteria),
      )
      if (facets.subcategories) {
        statements.push(this.countStatement({ ...criteria, subcategoryId: null }, 'subcategory_id'))
      }
    }
    if (sponsored) statements.push(this.sponsoredStatement(criteria, sponsored))
    if (request.lead) statements.push(this.pageStatement({ ...request, limit: 1, offset: 0 }))
    const results = await this.db.batch(statements)
    const take = <T>() => (results.shift()?.results ?? []) as T[]
    const rows = take<DealSummaryRow>()
    const categoryCounts = facets ? take<CountRow>() : []
    const stats = facets ? (take<PriceStatsRow>()[0] ?? EMPTY_STATS) : EMPTY_STATS
    const subcategoryCounts = facets?.subcategories ? take<CountRow>() : []
    return {
      rows,
      categoryCounts,
      subcategoryCounts,
      stats,
      sponsored: sponsored ? take<SponsoredRow>() : [],
      lead: request.lead ? (take<DealSummaryRow>()[0] ?? null) : undefined,
    }
  }

  /** The page's ids are picked first, in sort order, so the per-deal aggregates of the card
   * (reviews, stock) run only for the rows returned. Relevance joins the FTS ranking. */
  private pageStatement({ criteria, order, limit, offset }: ListingRequest): D1PreparedStatement {
    const relevance = order.sort === 'relevance' && criteria.match !== null
    const effective = relevance ? order : { ...order, sort: fallbackSort(order.sort) }
    const keys = listingSortKeys(effective, criteria.vip)
    const where = listingWhere(criteria, { matchJoined: relevance })
    const select = keys.map((key, i) => `${key.sql} AS k${i}`).join(', ')
    const inner = keys.map((key, i) => `k${i} ${key.direction}`).join(', ')
    const outer = keys.map((key, i) => `page.k${i} ${key.direction}`).join(', ')
    const join = relevance
      ? `JOIN (SELECT rowid AS id, bm25(deals_fts, ${BM25_WEIGHTS}) AS rank
               FROM deals_fts WHERE deals_fts MATCH ?) m ON m.id = d.id`
      : ''
    return this.db
      .prepare(
        `WITH page AS (
           SELECT d.id AS id, ${select} FROM deals d ${join}
           WHERE ${where.sql}
           ORDER BY ${inner}, d.id LIMIT ? OFFSET ?
         )
         SELECT ${SUMMARY_COLUMNS}
         FROM page JOIN deals d ON d.id = page.id ${SUMMARY_JOINS}
         ORDER BY ${outer}, page.id`,
      )
      .bind(
        ...keys.flatMap((key) => key.params),
        ...(relevance ? [criteria.match] : []),
        ...where.params,
        limit,
        offset,
      )
  }

  private countStatement(
    criteria: ListingCriteria,
    column: 'category_id' | 'subcategory_id',
  ): D1PreparedStatement {
    const where = listingWhere(criteria)
    return this.db
      .prepare(`SELECT d.${column} AS id, COUNT(*) AS n FROM deals d WHERE ${where.sql} GROUP BY 1`)
      .bind(...where.params)
  }

  /** Price range without the price filter (what the slider may span) and the count with it
   * (the list's total). */
  private statsStatement(criteria: ListingCriteria): D1PreparedStatement {
    const where = listingWhere({ ...criteria, minPrice: null, maxPrice: null })
    const conditions = [
      ...(criteria.minPrice !== null ? ['p >= ?'] : []),
      ...(criteria.maxPrice !== null ? ['p <= ?'] : []),
    ]
    const inRange = conditions.length > 0 ? conditions.join(' AND ') : '1'
    return this.db
      .prepare(
        `SELECT MIN(p) AS min_price, MAX(p) AS max_price, COUNT(CASE WHEN ${inRange} THEN 1 END) AS total
         FROM (SELECT ${priceExpression(criteria.vip)} AS p FROM deals d WHERE ${where.sql})`,
      )
      .bind(...[criteria.minPrice, criteria.maxPrice].filter((v) => v !== null), ...where.params)
  }

  /** One ad per deal (its highest bid; SQLite takes the other bare columns from that row). */
  private sponsoredStatement(
    criteria: ListingCriteria,
    { limit, now }: { limit: number; now: string },
  ): D1PreparedStatement {
    const where = listingWhere(criteria)
    return this.db
      .prepare(
        `WITH ads AS (
           SELECT a.deal_id, a.ad_id, MAX(a.bid) AS bid
           FROM sponsored_ads a JOIN deals d ON d.id = a.deal_id
           WHERE a.active = 1 AND a.starts_at <= ? AND a.ends_at > ? AND ${where.sql}
           GROUP BY a.deal_id ORDER BY bid DESC, a.deal_id LIMIT ?
         )
         SELECT ${SUMMARY_COLUMNS}, ads.ad_id
         FROM ads JOIN deals d ON d.id = ads.deal_id ${SUMMARY_JOINS}
         ORDER BY ads.bid DESC, ads.deal_id`,
      )
      .bind(now, now, ...where.params, limit)
  }
}

// Relevance needs a query to rank by; without one a search lists by popularity.
const fallbackSort = (sort: ListingOrder['sort']): ListingOrder['sort'] =>
  sort === 'relevance' ? 'popularity' : sort
