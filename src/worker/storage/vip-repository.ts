import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types'

export type VipMembershipStatus = 'ACTIVE' | 'CANCELLED' | 'EXPIRED'

export interface VipMembershipRow {
  id?: number
  userId: number
  brand: string
  currency: 'GBP' | 'EUR'
  price: number
  status: VipMembershipStatus
  startedAt: string
  expiresAt: string
  orderId: number | null
}

const MEMBERSHIP_COLUMNS = `id, user_id AS userId, brand, currency, price, status,
  started_at AS startedAt, expires_at AS expiresAt, order_id AS orderId`

/** VIP memberships (migrations/0016) and the checkout's 'add VIP membership' choice. */
export class VipRepository {
  constructor(private readonly db: D1Database) {}

  /** The customer's membership in force at `now`: ACTIVE and not yet expired. */
  activeMembership(userId: number, now: string): Promise<VipMembershipRow | null> {
    return this.db
      .prepare(
        `SELECT ${MEMBERSHIP_COLUMNS} FROM vip_memberships
         WHERE user_id = ? AND status = 'ACTIVE' AND expires_at > ?
         ORDER BY expires_at DESC LIMIT 1`,
      )
      .bind(userId, now)
      .first<VipMembershipRow>()
  }

  async isChosen(basketToken: string): Promise<boolean> {
    const row = await this.db
      .prepare('SELECT 1 AS chosen FROM basket_vip_choices WHERE basket_token = ?')
      .bind(basketToken)
      .first<{ chosen: number }>()
    return row !== null
  }

  setChoice(basketToken: string, add: boolean, now: string): D1PreparedStatement {
    return add
      ? this.db
          .prepare(
            `INSERT INTO basket_vip_choices (basket_token, added_at) VALUES (?, ?)
             ON CONFLICT (basket_token) DO NOTHING`,
          )
          .bind(basketToken, now)
      : this.db.prepare('DELETE FROM basket_vip_choices WHERE basket_token = ?').bind(basketToken)
  }

  /** Each deal's VIP checkout discount percentage (deals.vip_discount_percentage), if any. */
  async checkoutPercents(dealIds: readonly number[]): Promise<Map<number, number>> {
    const ids = [...new Set(dealIds)]
    if (ids.length === 0) return new Map()
    const { results } = await this.db
      .prepare(
        `SELECT id, vip_discount_percentage AS percent FROM deals
         WHERE id IN (${ids.map(() => '?').join(',')}) AND vip_discount_percentage IS NOT NULL`,
      )
      .bind(...ids)
      .all<{ id: number; percent: number }>()
    return new Map(results.map((row) => [row.id, row.percent]))
  }

  /** A membership ACTIVE in name but past its year makes way for a new one (the UNIQUE on
   * ACTIVE rows would refuse it otherwise). */
  expireLapsed(userId: number, now: string): D1PreparedStatement {
    return this.db
      .prepare(
        `UPDATE vip_memberships SET status = 'EXPIRED', updated_at = ?1
         WHERE user_id = ?2 AND status = 'ACTIVE' AND expires_at <= ?1`,
      )
      .bind(now, userId)
  }

  insertMembership(row: VipMembershipRow, now: string): D1PreparedStatement {
    return this.db
      .prepare(
        `INSERT INTO vip_memberships (user_id, brand, currency, price, status, started_at,
           expires_at, order_id, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(
        row.userId,
        row.brand,
        row.currency,
        row.price,
        row.status,
        row.startedAt,
        row.expiresAt,
        row.orderId,
        now,
      )
  }
}
