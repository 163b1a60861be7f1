import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types'

export interface GiftClaimRow {
  orderId: number
  buyerId: number
  claimedBy: number | null
}

export interface UnclaimedEGift {
  orderId: number
  recipientEmail: string
  brand: string
  /** The buyer's gift message, null when none. */
  message: string | null
}

/** gift_claims (0021) and the e-gift orders they come from (orders + their basket's gifting). */
export class GiftClaimRepository {
  constructor(private readonly db: D1Database) {}

  /** Paid e-gift orders with a recipient email and no claim code yet. */
  async eGiftsWithoutCode(limit: number): Promise<UnclaimedEGift[]> {
    const { results } = await this.db
      .prepare(
        `SELECT o.id AS orderId, json_extract(b.gifting, '$.recipientEmail') AS recipientEmail,
                o.brand AS brand, json_extract(b.gifting, '$.message') AS message
           FROM orders o JOIN baskets b ON b.token = o.basket_token
          WHERE o.status IN ('PLACED', 'PAID')
            AND json_extract(b.gifting, '$.type') = 'e-gift'
            AND json_extract(b.gifting, '$.recipientEmail') IS NOT NULL
            AND NOT EXISTS (SELECT 1 FROM gift_claims g WHERE g.order_id = o.id)
          ORDER BY o.id LIMIT ?`,
      )
      .bind(limit)
      .all<UnclaimedEGift>()
    return results
  }

  /** A new claim code for an order; OR IGNORE so an overlapping run adds nothing. */
  insert(orderId: number, codeHash: string, now: string): D1PreparedStatement {
    return this.db
      .prepare(
        `INSERT OR IGNORE INTO gift_claims (order_id, code_hash, created_at) VALUES (?, ?, ?)`,
      )
      .bind(orderId, codeHash, now)
  }

  /** Who bought an e-gift and whom it went to, for the buyer's news of its claim. */
  buyerOf(orderId: number) {
    return this.db
      .prepare(
        `SELECT u.email, u.first_name AS firstName, o.brand,
                json_extract(b.gifting, '$.recipientEmail') AS recipientEmail
           FROM orders o JOIN users u ON u.id = o.user_id
           JOIN baskets b ON b.token = o.basket_token
          WHERE o.id = ?`,
      )
      .bind(orderId)
      .first<{
        email: string | null
        firstName: string | null
        brand: string
        recipientEmail: string | null
      }>()
  }

  byHash(codeHash: string): Promise<GiftClaimRow | null> {
    return this.db
      .prepare(
        `SELECT g.order_id AS orderId, o.user_id AS buyerId, g.claimed_by AS claimedBy
           FROM gift_claims g JOIN orders o ON o.id = g.order_id WHERE g.code_hash = ?`,
      )
      .bind(codeHash)
      .first<GiftClaimRow>()
  }

  /** Claims the code once; the vouchers follow in the same batch
   * (VoucherRepository.moveToGiftClaimant reads the winner from gift_claims). */
  claim(orderId: number, userId: number, now: string): D1PreparedStatement {
    return this.db
      .prepare(
        `UPDATE gift_claims SET claimed_by = ?, claimed_at = ?
          WHERE order_id = ? AND claimed_by IS NULL`,
      )
      .bind(userId, now, orderId)
  }

  async voucherCount(orderId: number, userId: number): Promise<number> {
    const row = await this.db
      .prepare('SELECT COUNT(*) AS n FROM vouchers WHERE order_id = ? AND user_id = ?')
      .bind(orderId, userId)
      .first<{ n: number }>()
    return row?.n ?? 0
  }

  async batch(statements: D1PreparedStatement[]) {
    return this.db.batch(statements)
  }
}
