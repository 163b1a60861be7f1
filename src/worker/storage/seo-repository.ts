import type { D1Database } from '@cloudflare/workers-types'
import type { DealSummaryRow, LocationRow } from './catalog-rows'

/** Deals a brand's country may show at an instant (storefront §4 'Deal availability': open,
 * opened, and not past the end of its closing day), as the catalogue's feeds count them. */
export interface OpenForViewingQuery {
  countryCode: 'gb' | 'ie'
  brand: string
  /** Deals that open after this ISO instant are not shown yet. */
  openedBy: string
  /** Deals that closed before this ISO instant (the start of the brand's day) are gone. */
  closingFrom: string
}

/** The columns the catalogue's dealUrls reads, plus when the page last changed. */
export type SitemapDealRow = Pick<
  DealSummaryRow,
  | 'id'
  | 'title'
  | 'is_evergreen'
  | 'evergreen_slug'
  | 'location_short_name'
  | 'location_kind'
  | 'category_short_name'
  | 'subcategory_short_name'
> & { lastmod: string }

export interface LocationCategoryRow {
  location_short_name: string
  category_short_name: string
}

// VIP-only deals live on the members' site and stay out of public listings, as in the feeds.
const OPEN_FOR_VIEWING = `d.country_code = ? AND (d.brand IS NULL OR d.brand = ?)
  AND d.open = 1 AND d.vip_only = 0 AND d.opens_at <= ? AND d.closing_date >= ?`

const bindOpen = (q: OpenForViewingQuery) => [q.countryCode, q.brand, q.openedBy, q.closingFrom]

/** Read-only lookups for robots and sitemaps over the catalogue tables (CONVENTIONS 5). */
export class SeoRepository {
  constructor(private readonly db: D1Database) {}

  /** A brand's locations with their kind, by short name. */
  async locations(
    countryCode: 'gb' | 'ie',
    brand: string,
  ): Promise<Pick<LocationRow, 'short_name' | 'kind'>[]> {
    const { results } = await this.db
      .prepare(
        `SELECT short_name, kind FROM locations
         WHERE country_code = ? AND (brand IS NULL OR brand = ?) ORDER BY short_name`,
      )
      .bind(countryCode, brand)
      .all<Pick<LocationRow, 'short_name' | 'kind'>>()
    return results
  }

  /** Each (location, category) pair of the local and national locations that has at least
   * one deal open for viewing, so no listed category page is empty. */
  async locationCategories(q: OpenForViewingQuery): Promise<LocationCategoryRow[]> {
    const { results } = await this.db
      .prepare(
        `SELECT DISTINCT l.short_name AS location_short_name, c.short_name AS category_short_name
         FROM deals d
         JOIN locations l ON l.id = d.location_id
         JOIN categories c ON c.id = d.category_id
         WHERE ${OPEN_FOR_VIEWING} AND l.kind IN ('local', 'national') AND c.is_vip = 0
         ORDER BY l.short_name, c.short_name`,
      )
      .bind(...bindOpen(q))
      .all<LocationCategoryRow>()
    return results
  }

  async countOpenDeals(q: OpenForViewingQuery): Promise<number> {
    const row = await this.db
      .prepare(`SELECT COUNT(*) AS n FROM deals d WHERE ${OPEN_FOR_VIEWING}`)
      .bind(...bindOpen(q))
      .first<{ n: number }>()
    return row?.n ?? 0
  }

  /** One page of open deals in id order, so a deal keeps its sitemap file between reads. */
  async openDeals(
    q: OpenForViewingQuery & { limit: number; offset: number },
  ): Promise<SitemapDealRow[]> {
    const { results } = await this.db
      .prepare(
        `SELECT d.id, d.title, d.is_evergreen, d.evergreen_slug,
           l.short_name AS location_short_name, l.kind AS location_kind,
           c.short_name AS category_short_name, s.short_name AS subcategory_short_name,
           d.opens_at AS lastmod
         FROM deals d
         JOIN locations l ON l.id = d.location_id
         JOIN categories c ON c.id = d.category_id
         JOIN subcategories s ON s.id = d.subcategory_id
         WHERE ${OPEN_FOR_VIEWING}
         ORDER BY d.id
         LIMIT ? OFFSET ?`,
      )
      .bind(...bindOpen(q), q.limit, q.offset)
      .all<SitemapDealRow>()
    return results
  }
}
