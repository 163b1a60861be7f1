import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types'

export interface GiftCardRow {
  id: number
  last4: string
  amount: number
  currency: 'GBP' | 'EUR'
  issuedAt: string
  expiresAt: string
  redeemedBy: number | null
  redeemedAt: string | null
}

/** gift_cards (0021): looked up by the SHA-256 of the normalised code only. */
export class GiftCardRepository {
  constructor(private readonly db: D1Database) {}

  byHash(codeHash: string): Promise<GiftCardRow | null> {
    return this.db
      .prepare(
        `SELECT id, last4, amount, currency, issued_at AS issuedAt, expires_at AS expiresAt,
                redeemed_by AS redeemedBy, redeemed_at AS redeemedAt
           FROM gift_cards WHERE code_hash = ?`,
      )
      .bind(codeHash)
      .first<GiftCardRow>()
  }

  /** Marks the card redeemed only if it still is not; the wallet credit beside it in the batch
   * is guarded by wallet_ledger_gift_card_once, so a losing parallel batch fails whole. */
  redeem(id: number, userId: number, now: string): D1PreparedStatement {
    return this.db
      .prepare(
        `UPDATE gift_cards SET redeemed_by = ?, redeemed_at = ?
          WHERE id = ? AND redeemed_at IS NULL AND expires_at > ?`,
      )
      .bind(userId, now, id, now)
  }

  async insert(card: {
    codeHash: string
    last4: string
    amount: number
    currency: 'GBP' | 'EUR'
    issuedAt: string
    expiresAt: string
  }) {
    await this.db
      .prepare(
        `INSERT INTO gift_cards (code_hash, last4, amount, currency, issued_at, expires_at)
         VALUES (?, ?, ?, ?, ?, ?)`,
      )
      .bind(card.codeHash, card.last4, card.amount, card.currency, card.issuedAt, card.expiresAt)
      .run()
  }

  async batch(statements: D1PreparedStatement[]) {
    return this.db.batch(statements)
  }
}
