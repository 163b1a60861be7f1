import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types'

export interface ReferralCodeRow {
  userId: number
  code: string
  linksShared: number
  linksOpened: number
}

export interface PendingReferralRow {
  friendUserId: number
  referrerUserId: number
  orderedAt: string
  amount: number
  currency: 'GBP' | 'EUR'
  orderStatus: string
  voucherStatuses: string[]
}

export interface ReferralEventRow {
  id: number
  userId: number
  orderId: number
  createdAt: string
  attributed: number
  hasOrder: number
}

/** Referral codes, attributions and rewards (migration 0023): the only SQL of refer-a-friend. */
export class ReferralRepository {
  constructor(private readonly db: D1Database) {}

  async codeOf(userId: number): Promise<ReferralCodeRow | null> {
    return this.db
      .prepare(
        `SELECT user_id AS userId, code, links_shared AS linksShared, links_opened AS linksOpened
         FROM referral_codes WHERE user_id = ?`,
      )
      .bind(userId)
      .first<ReferralCodeRow>()
  }

  /** Inserts a code; false when the code is taken (the caller draws another). */
  async createCode(userId: number, code: string, now: string): Promise<boolean> {
    const result = await this.db
      .prepare(
        `INSERT INTO referral_codes (user_id, code, created_at) VALUES (?, ?, ?)
         ON CONFLICT DO NOTHING`,
      )
      .bind(userId, code, now)
      .run()
    return result.meta.changes === 1
  }

  /** The referrer behind a code, with their brand (for the credit's currency). */
  async referrerOf(code: string): Promise<{ userId: number; brand: string } | null> {
    return this.db
      .prepare(
        `SELECT r.user_id AS userId, u.brand FROM referral_codes r JOIN users u ON u.id = r.user_id
         WHERE r.code = ? AND u.deleted_at IS NULL`,
      )
      .bind(code)
      .first<{ userId: number; brand: string }>()
  }

  async createdAtOf(userId: number): Promise<string | null> {
    const row = await this.db
      .prepare('SELECT created_at AS createdAt FROM users WHERE id = ? AND deleted_at IS NULL')
      .bind(userId)
      .first<{ createdAt: string }>()
    return row?.createdAt ?? null
  }

  async countOpened(code: string): Promise<boolean> {
    const result = await this.db
      .prepare('UPDATE referral_codes SET links_opened = links_opened + 1 WHERE code = ?')
      .bind(code)
      .run()
    return result.meta.changes === 1
  }

  async countShared(userId: number): Promise<void> {
    await this.db
      .prepare('UPDATE referral_codes SET links_shared = links_shared + 1 WHERE user_id = ?')
      .bind(userId)
      .run()
  }

  /** Attributes a friend once; a second attribution, an own code or an existing customer (one
   * with an order) changes nothing. */
  async attribute(
    friend: { userId: number },
    referrer: { userId: number; amount: number; currency: 'GBP' | 'EUR' },
    now: string,
  ): Promise<boolean> {
    const result = await this.db
      .prepare(
        `INSERT INTO referrals (friend_user_id, referrer_user_id, joined_at, amount, currency)
         SELECT ?1, ?2, ?3, ?4, ?5
         WHERE ?1 <> ?2 AND NOT EXISTS (SELECT 1 FROM orders WHERE user_id = ?1)
         ON CONFLICT DO NOTHING`,
      )
      .bind(friend.userId, referrer.userId, now, referrer.amount, referrer.currency)
      .run()
    return result.meta.changes === 1
  }

  async stats(referrerId: number) {
    const row = await this.db
      .prepare(
        `SELECT COUNT(*) AS friendsJoined,
           COALESCE(SUM(CASE WHEN status = 'PENDING' THEN amount END), 0) AS pendingCredit,
           COALESCE(SUM(CASE WHEN status = 'CREDITED' THEN amount END), 0) AS earnedCredit,
           COALESCE(SUM(CASE WHEN status = 'CANCELLED' THEN amount END), 0) AS cancelledCredit
         FROM referrals WHERE referrer_user_id = ?`,
      )
      .bind(referrerId)
      .first<{
        friendsJoined: number
        pendingCredit: number
        earnedCredit: number
        cancelledCredit: number
      }>()
    return row ?? { friendsJoined: 0, pendingCredit: 0, earnedCredit: 0, cancelledCredit: 0 }
  }

  /** Unprocessed REFERRAL_PURCHASE events, with whether the buyer is an attributed friend and
   * whether that friend's first order is already known. */
  async unprocessedEvents(): Promise<ReferralEventRow[]> {
    const { results } = await this.db
      .prepare(
        `SELECT e.id, e.user_id AS userId, e.order_id AS orderId, e.created_at AS createdAt,
           (r.friend_user_id IS NOT NULL) AS attributed, (r.order_id IS NOT NULL) AS hasOrder
         FROM order_events e LEFT JOIN referrals r ON r.friend_user_id = e.user_id
         WHERE e.kind = 'REFERRAL_PURCHASE' AND e.processed_at IS NULL
         ORDER BY e.created_at, e.id LIMIT 500`,
      )
      .all<ReferralEventRow>()
    return results
  }

  markProcessed(eventId: number, now: string): D1PreparedStatement {
    return this.db
      .prepare('UPDATE order_events SET processed_at = ? WHERE id = ? AND processed_at IS NULL')
      .bind(now, eventId)
  }

  /** The friend's first order starts the 14-day window (§4); a later order changes nothing. */
  firstOrder(friendId: number, orderId: number, orderedAt: string): D1PreparedStatement {
    return this.db
      .prepare(
        `UPDATE referrals SET order_id = ?, ordered_at = ?, status = 'PENDING'
         WHERE friend_user_id = ? AND order_id IS NULL`,
      )
      .bind(orderId, orderedAt, friendId)
  }

  async pending(): Promise<PendingReferralRow[]> {
    const { results } = await this.db
      .prepare(
        `SELECT r.friend_user_id AS friendUserId, r.referrer_user_id AS referrerUserId,
           r.ordered_at AS orderedAt, r.amount, r.currency, o.status AS orderStatus,
           (SELECT json_group_array(v.status) FROM vouchers v WHERE v.order_id = o.id)
             AS voucherStatuses
         FROM referrals r JOIN orders o ON o.id = r.order_id
         WHERE r.status = 'PENDING' ORDER BY r.ordered_at LIMIT 500`,
      )
      .all<Omit<PendingReferralRow, 'voucherStatuses'> & { voucherStatuses: string }>()
    return results.map((row) => ({
      ...row,
      voucherStatuses: JSON.parse(row.voucherStatuses) as string[],
    }))
  }

  /** The reward row (its key fails a second credit's batch) and the status, for one batch with
   * the wallet credit. */
  credit(friendId: number, now: string): D1PreparedStatement[] {
    return [
      this.db
        .prepare('INSERT INTO referral_rewards (friend_user_id, credited_at) VALUES (?, ?)')
        .bind(friendId, now),
      this.db
        .prepare(
          `UPDATE referrals SET status = 'CREDITED', decided_at = ?
           WHERE friend_user_id = ? AND status = 'PENDING'`,
        )
        .bind(now, friendId),
    ]
  }

  async cancel(friendId: number, now: string): Promise<void> {
    await this.db
      .prepare(
        `UPDATE referrals SET status = 'CANCELLED', decided_at = ?
         WHERE friend_user_id = ? AND status = 'PENDING'`,
      )
      .bind(now, friendId)
      .run()
  }
}
