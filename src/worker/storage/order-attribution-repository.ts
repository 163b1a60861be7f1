import type { D1Database } from '@cloudflare/workers-types'
import type { OrderAttribution } from '../../shared/domain/marketing/landing-attribution'

const COLUMNS = `source, medium, campaign, affiliate_click_id AS affiliateClickId,
  search_click_id AS searchClickId, group_id AS groupId, facebook_click_id AS facebookClickId`

/** order_attributions (migrations/0036): its only SQL. */
export class OrderAttributionRepository {
  constructor(private readonly db: D1Database) {}

  /** The first record wins: a replayed placement (same idempotency key) changes nothing. */
  async insert(orderId: number, a: OrderAttribution, now: string): Promise<void> {
    await this.db
      .prepare(
        `INSERT OR IGNORE INTO order_attributions (order_id, source, medium, campaign,
           affiliate_click_id, search_click_id, group_id, facebook_click_id, recorded_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(
        orderId,
        a.source,
        a.medium,
        a.campaign,
        a.affiliateClickId,
        a.searchClickId,
        a.groupId,
        a.facebookClickId,
        now,
      )
      .run()
  }

  async findByOrder(orderId: number): Promise<OrderAttribution | null> {
    return this.db
      .prepare(`SELECT ${COLUMNS} FROM order_attributions WHERE order_id = ?`)
      .bind(orderId)
      .first<OrderAttribution>()
  }
}
