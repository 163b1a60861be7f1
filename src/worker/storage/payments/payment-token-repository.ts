import type { D1Database } from '@cloudflare/workers-types'

/** A payment_tokens row (migrations/0012), camel-cased. */
export interface PaymentTokenRow {
  tokenHash: string
  last4: string
  brand: 'VISA' | 'MASTERCARD'
  expMonth: number
  expYear: number
  sandboxOutcome: string
  /** Who made it (migrations/0041): the signed-in customer, null without a session. */
  shopperId: number | null
  createdAt: string
  expiresAt: string
  usedAt: string | null
}

const COLUMNS = `token_hash AS tokenHash, last4, brand, exp_month AS expMonth,
  exp_year AS expYear, sandbox_outcome AS sandboxOutcome, shopper_id AS shopperId,
  created_at AS createdAt,
  expires_at AS expiresAt, used_at AS usedAt`

/** The sandbox's card tokens: the table's only SQL. Instants are ISO strings. */
export class PaymentTokenRepository {
  constructor(private readonly db: D1Database) {}

  async insert(row: Omit<PaymentTokenRow, 'usedAt'>): Promise<void> {
    await this.db
      .prepare(
        `INSERT INTO payment_tokens (token_hash, last4, brand, exp_month, exp_year,
           sandbox_outcome, shopper_id, created_at, expires_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(
        row.tokenHash,
        row.last4,
        row.brand,
        row.expMonth,
        row.expYear,
        row.sandboxOutcome,
        row.shopperId,
        row.createdAt,
        row.expiresAt,
      )
      .run()
  }

  /** An unused, unexpired token, without spending it: what it was made for is checked
   * before it is spent (sandbox-gateway.ts). */
  findUsable(tokenHash: string, now: string): Promise<PaymentTokenRow | null> {
    return this.db
      .prepare(
        `SELECT ${COLUMNS} FROM payment_tokens
         WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?`,
      )
      .bind(tokenHash, now)
      .first<PaymentTokenRow>()
  }

  /** Marks an unused, unexpired token used and returns it; null when it is unknown, spent or
   * expired. One statement, so two concurrent payments can never both spend one token. */
  async consume(tokenHash: string, now: string): Promise<PaymentTokenRow | null> {
    return this.db
      .prepare(
        `UPDATE payment_tokens SET used_at = ?1
         WHERE token_hash = ?2 AND used_at IS NULL AND expires_at > ?1
         RETURNING ${COLUMNS}`,
      )
      .bind(now, tokenHash)
      .first<PaymentTokenRow>()
  }
}
