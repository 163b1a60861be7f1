import type { D1Database } from '@cloudflare/workers-types'
import { BRAND_VISIBLE, SUMMARY_COLUMNS, SUMMARY_JOINS } from './catalog-repository'
import type { DealSummaryRow } from './catalog-rows'
import type { Visibility } from './rails-repository'

/** Buy again (transactions §7 'Buy again'): deals from the customer's own PAID orders
 * (migrations/0014), read from orders rather than the anonymous deal_purchases counts. */
export class BuyAgainRepository {
  constructor(private readonly db: D1Database) {}

  /** One page of the deals the customer paid for, those still on sale first, then most recently
   * bought first. Another country's or brand's deals are left out. */
  async page(userId: number, v: Visibility, limit: number, offset: number) {
    const { results } = await this.db
      .prepare(
        `WITH bought AS (
           SELECT l.deal_id, MAX(o.created_at) AS last FROM orders o
           JOIN order_lines l ON l.order_id = o.id
           WHERE o.user_id = ? AND o.status = 'PAID' GROUP BY l.deal_id
         )
         SELECT ${SUMMARY_COLUMNS},
           (d.open = 1 AND d.opens_at <= ? AND d.closing_date >= ?) AS on_sale
         FROM bought JOIN deals d ON d.id = bought.deal_id ${SUMMARY_JOINS}
         WHERE d.country_code = ? AND ${BRAND_VISIBLE}
         ORDER BY on_sale DESC, bought.last DESC, d.id LIMIT ? OFFSET ?`,
      )
      .bind(userId, v.openedBy, v.closingFrom, v.countryCode, v.brand, limit, offset)
      .all<DealSummaryRow & { on_sale: number }>()
    return results
  }
}
