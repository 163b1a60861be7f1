import type { D1Database } from '@cloudflare/workers-types'
import { BRAND_VISIBLE } from './catalog-repository'
import type { SocialCueRow } from './listing-rows'

/** Deal-keyed resources (storefront §7 'deal-keyed resource'): a deal's recent
 * purchases (deal_purchases, migrations/0005). */
export class DealResourceRepository {
  constructor(private readonly db: D1Database) {}

  /** Whether the deal is sold on this country and brand (the other brand's exclusives are not). */
  async dealVisible(id: number, countryCode: 'gb' | 'ie', brand: string): Promise<boolean> {
    const row = await this.db
      .prepare(
        `SELECT 1 AS hit FROM deals d WHERE d.id = ? AND d.country_code = ? AND ${BRAND_VISIBLE}`,
      )
      .bind(id, countryCode, brand)
      .first<{ hit: number }>()
    return row !== null
  }

  /** Purchases of a deal in the 6, 12 and 24 hours up to `now` (ISO instants). */
  async purchaseCounts(
    dealId: number,
    now: string,
    since: { six: string; twelve: string; day: string },
  ): Promise<SocialCueRow> {
    const row = await this.db
      .prepare(
        `SELECT COUNT(CASE WHEN purchased_at > ? THEN 1 END) AS six,
                COUNT(CASE WHEN purchased_at > ? THEN 1 END) AS twelve,
                COUNT(*) AS day
         FROM deal_purchases WHERE deal_id = ? AND purchased_at > ? AND purchased_at <= ?`,
      )
      .bind(since.six, since.twelve, dealId, since.day, now)
      .first<SocialCueRow>()
    return row ?? { six: 0, twelve: 0, day: 0 }
  }
}
