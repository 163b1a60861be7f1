import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types'
import type { PointsRow } from '../../shared/domain/loyalty/points'

type PointsReason = 'PURCHASE' | 'SHARE_DEAL' | 'VIEW_DEAL' | 'EXCHANGE' | 'EXPIRY'

export interface PointsEntry {
  userId: number
  /** + earned, − exchanged or expired; never 0. */
  points: number
  reason: PointsReason
  /** Unique per member: the same movement twice fails its batch (migration 0023). */
  reference: string
  expiresAt: string | null
}

/** A LOYALTY_PURCHASE order event with what the club rules need from its order. */
export interface LoyaltyEventRow {
  id: number
  userId: number
  orderId: number
  amount: number
  orderStatus: string
  paidAt: string | null
  brand: string
  voucherStatuses: string[]
}

/** The points ledger (points_ledger, points_balances) and the club's reading of order_events:
 * the only SQL of the loyalty club. Writes come back as statements for the caller's batch. */
export class PointsLedgerRepository {
  constructor(private readonly db: D1Database) {}

  entry(entry: PointsEntry, now: string): D1PreparedStatement[] {
    return [
      this.db
        .prepare(
          `INSERT INTO points_ledger (user_id, points, reason, reference, created_at, expires_at)
           VALUES (?, ?, ?, ?, ?, ?)`,
        )
        .bind(entry.userId, entry.points, entry.reason, entry.reference, now, entry.expiresAt),
      // The guard: CHECK (balance >= 0) fails the batch of a debit the ledger cannot cover.
      this.db
        .prepare(
          `INSERT INTO points_balances (user_id, balance, updated_at)
           VALUES (?1, (SELECT COALESCE(SUM(points), 0) FROM points_ledger WHERE user_id = ?1), ?2)
           ON CONFLICT (user_id) DO UPDATE
             SET balance = excluded.balance, updated_at = excluded.updated_at`,
        )
        .bind(entry.userId, now),
    ]
  }

  async rows(userId: number): Promise<PointsRow[]> {
    const { results } = await this.db
      .prepare(
        `SELECT id, points, reason, reference, created_at AS createdAt, expires_at AS expiresAt
         FROM points_ledger WHERE user_id = ? ORDER BY created_at, id`,
      )
      .bind(userId)
      .all<PointsRow>()
    return results
  }

  async hasReference(userId: number, reference: string): Promise<boolean> {
    const row = await this.db
      .prepare('SELECT 1 AS found FROM points_ledger WHERE user_id = ? AND reference = ?')
      .bind(userId, reference)
      .first()
    return row !== null
  }

  /** Members holding an earned row past its expiry that has no expiry row yet. */
  async usersWithLapsedPoints(now: string): Promise<number[]> {
    const { results } = await this.db
      .prepare(
        `SELECT DISTINCT p.user_id AS userId FROM points_ledger p
         WHERE p.expires_at IS NOT NULL AND p.expires_at <= ?
           AND NOT EXISTS (SELECT 1 FROM points_ledger e
             WHERE e.user_id = p.user_id AND e.reference = 'expiry:' || p.id)
         LIMIT 500`,
      )
      .bind(now)
      .all<{ userId: number }>()
    return results.map((row) => row.userId)
  }

  /** Unprocessed purchase events at least `before` old, with their order's state. */
  async dueEvents(before: string): Promise<LoyaltyEventRow[]> {
    const { results } = await this.db
      .prepare(
        `SELECT e.id, e.user_id AS userId, e.order_id AS orderId, e.amount,
           o.status AS orderStatus, o.paid_at AS paidAt, o.brand,
           (SELECT json_group_array(v.status) FROM vouchers v WHERE v.order_id = o.id)
             AS voucherStatuses
         FROM order_events e JOIN orders o ON o.id = e.order_id
         WHERE e.kind = 'LOYALTY_PURCHASE' AND e.processed_at IS NULL AND e.created_at <= ?
         ORDER BY e.created_at LIMIT 500`,
      )
      .bind(before)
      .all<Omit<LoyaltyEventRow, 'voucherStatuses'> & { voucherStatuses: string }>()
    return results.map((row) => ({
      ...row,
      voucherStatuses: JSON.parse(row.voucherStatuses) as string[],
    }))
  }

  markProcessed(eventId: number, now: string): D1PreparedStatement {
    return this.db
      .prepare('UPDATE order_events SET processed_at = ? WHERE id = ? AND processed_at IS NULL')
      .bind(now, eventId)
  }
}
