import type { D1Database } from '@cloudflare/workers-types'
import { BRAND_VISIBLE, SUMMARY_COLUMNS, SUMMARY_JOINS } from './catalog-repository'
import type { DealSummaryRow } from './catalog-rows'
import { listingWhere, type ListingCriteria } from './listing-criteria'

/** Which deals a visitor may see: the brand's country and deals, open for viewing. */
export interface Visibility {
  countryCode: 'gb' | 'ie'
  brand: string
  /** Deals that open after this ISO instant are not shown yet. */
  openedBy: string
  /** Deals that closed before this ISO instant (the start of the visitor's day) are gone. */
  closingFrom: string
}

/** A customer's purchase history, one row per deal, most recent purchase first. */
export interface PurchasedDealRow {
  deal_id: number
  category_id: number
  last_purchased_at: string
}

/** Deals a listing matches, grouped by category or subcategory, with its best deal. */
export interface GroupRow {
  id: number
  n: number
  top_deal_id: number
}

const VISIBLE = `d.country_code = ? AND ${BRAND_VISIBLE} AND d.open = 1
  AND d.opens_at <= ? AND d.closing_date >= ?`
const visibleParams = (v: Visibility) => [v.countryCode, v.brand, v.openedBy, v.closingFrom]

/** Home-page rails, previews and tiles (storefront §3 'Home-page rails', §7): deal cards by id,
 * a customer's purchases, and grouped counts. Rows are `DealSummaryRow`s so every card is
 * mapped by the catalogue's `toDealSummary`. */
export class RailsRepository {
  constructor(private readonly db: D1Database) {}

  /** The visible deals among `ids`, in no particular order (the caller keeps its own). Ids travel
   * as one JSON parameter, so no list can exceed D1's parameter limit. */
  async dealsByIds(ids: readonly number[], v: Visibility): Promise<DealSummaryRow[]> {
    if (ids.length === 0) return []
    const { results } = await this.db
      .prepare(
        `SELECT ${SUMMARY_COLUMNS} FROM deals d ${SUMMARY_JOINS}
         WHERE d.id IN (SELECT value FROM json_each(?)) AND ${VISIBLE}`,
      )
      .bind(JSON.stringify(ids), ...visibleParams(v))
      .all<DealSummaryRow>()
    return results
  }

  async purchaseHistory(customerTokenHash: string, limit: number): Promise<PurchasedDealRow[]> {
    const { results } = await this.db
      .prepare(
        `SELECT p.deal_id, d.category_id, MAX(p.purchased_at) AS last_purchased_at
         FROM deal_purchases p JOIN deals d ON d.id = p.deal_id
         WHERE p.customer_token_hash = ?
         GROUP BY p.deal_id ORDER BY last_purchased_at DESC, p.deal_id LIMIT ?`,
      )
      .bind(customerTokenHash, limit)
      .all<PurchasedDealRow>()
    return results
  }

  /** Deals of a listing per category or subcategory, each with its most popular deal (whose
   * picture a tile shows). Groups without deals are absent. */
  async groups(
    criteria: ListingCriteria,
    column: 'category_id' | 'subcategory_id',
  ): Promise<GroupRow[]> {
    const where = listingWhere(criteria)
    const { results } = await this.db
      .prepare(
        `SELECT id, n, top_deal_id FROM (
           SELECT d.${column} AS id, d.id AS top_deal_id,
                  COUNT(*) OVER (PARTITION BY d.${column}) AS n,
                  ROW_NUMBER() OVER (PARTITION BY d.${column} ORDER BY d.sort_score DESC, d.id) AS rn
           FROM deals d WHERE ${where.sql}
         ) WHERE rn = 1`,
      )
      .bind(...where.params)
      .all<GroupRow>()
    return results
  }
}
