import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types'

/** One subscriber the day's email is due to. */
export interface DailyDealsRecipient {
  subscriptionId: number
  email: string
  town: string
  /** JSON text, as email_subscriptions keeps it. */
  preferences: string
  firstName: string | null
  /** A VIP member now: their deals are priced at the member's price. */
  vip: number
}

/** daily_deal_mails (migrations/0045): which subscriber had which day's email. Reads
 * email_suppressions (email: mail-suppression-repository.ts), email_subscriptions (accounts), users
 * and vip_memberships (vip) through a join: the job needs each subscriber's name and VIP state
 * with the row, and one query per page of subscribers keeps a run inside its time. */
export class DailyDealMailRepository {
  constructor(private readonly db: D1Database) {}

  /** Subscribed addresses of the brand after `afterId` without the day's email, in id order:
   * not unsubscribed, not suppressed, daily ones (weekly ones too on their day). */
  async due(input: {
    brand: string
    day: string
    weekly: boolean
    afterId: number
    limit: number
    nowIso: string
  }): Promise<DailyDealsRecipient[]> {
    const { results } = await this.db
      .prepare(
        `SELECT s.id AS subscriptionId, s.email, s.location_short_name AS town, s.preferences,
           u.first_name AS firstName,
           EXISTS (SELECT 1 FROM vip_memberships m WHERE m.user_id = u.id
                     AND m.status = 'ACTIVE' AND m.expires_at > ?6) AS vip
         FROM email_subscriptions s
         LEFT JOIN users u ON u.email = s.email AND u.deleted_at IS NULL
         WHERE s.brand = ?1 AND s.status = 'SUBSCRIBED' AND s.id > ?3
           AND (?4 = 1 OR COALESCE(json_extract(s.preferences, '$.frequency'), 'daily') <> 'weekly')
           AND NOT EXISTS (SELECT 1 FROM daily_deal_mails d
                           WHERE d.subscription_id = s.id AND d.day = ?2)
           AND NOT EXISTS (SELECT 1 FROM email_suppressions x WHERE x.email = s.email)
         ORDER BY s.id LIMIT ?5`,
      )
      .bind(input.brand, input.day, input.afterId, input.weekly ? 1 : 0, input.limit, input.nowIso)
      .all<DailyDealsRecipient>()
    return results
  }

  /** Takes the subscriber's day for the caller's batch; the mail follows it with
   * OutboxRepository.insertAfterChangeStatement, so it is written only when this claim won. */
  claimStatement(subscriptionId: number, day: string, nowIso: string): D1PreparedStatement {
    return this.db
      .prepare(
        `INSERT INTO daily_deal_mails (subscription_id, day, created_at) VALUES (?, ?, ?)
         ON CONFLICT (subscription_id, day) DO NOTHING`,
      )
      .bind(subscriptionId, day, nowIso)
  }
}
