import type { D1Database } from '@cloudflare/workers-types'
import type { PaymentAttempt } from '../../../shared/domain/payment/payment-binding'
import type { PaymentMethod } from '../../../shared/domain/payment/payment-method'
import type { Currency } from '../../../shared/schemas/money'

export type BoundProvider = 'KLARNA' | 'CLEARPAY'

/** A provider_payment_bindings row (migrations/0041), camel-cased. */
export interface ProviderBindingRow {
  gateway: BoundProvider
  tokenHash: string
  method: PaymentMethod
  subject: string
  shopperId: number
  amount: number
  currency: Currency
  createdAt: string
  expiresAt: string
  usedAt: string | null
}

const COLUMNS = `gateway, token_hash AS tokenHash, method, subject, shopper_id AS shopperId,
  amount, currency, created_at AS createdAt, expires_at AS expiresAt, used_at AS usedAt`

/** What each provider session or checkout was created for: the table's only SQL. */
export class ProviderBindingRepository {
  constructor(private readonly db: D1Database) {}

  async insert(row: Omit<ProviderBindingRow, 'usedAt'>): Promise<void> {
    await this.db
      .prepare(
        `INSERT INTO provider_payment_bindings (gateway, token_hash, method, subject, shopper_id,
           amount, currency, created_at, expires_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(
        row.gateway,
        row.tokenHash,
        row.method,
        row.subject,
        row.shopperId,
        row.amount,
        row.currency,
        row.createdAt,
        row.expiresAt,
      )
      .run()
  }

  /** An unused, unexpired binding of a token, without spending it. */
  findUsable(
    gateway: BoundProvider,
    tokenHash: string,
    now: string,
  ): Promise<ProviderBindingRow | null> {
    return this.db
      .prepare(
        `SELECT ${COLUMNS} FROM provider_payment_bindings
         WHERE gateway = ? AND token_hash = ? AND used_at IS NULL AND expires_at > ?`,
      )
      .bind(gateway, tokenHash, now)
      .first<ProviderBindingRow>()
  }

  /** Spends a binding; false when another payment spent it first. */
  async consume(gateway: BoundProvider, tokenHash: string, now: string): Promise<boolean> {
    const result = await this.db
      .prepare(
        `UPDATE provider_payment_bindings SET used_at = ?1
         WHERE gateway = ?2 AND token_hash = ?3 AND used_at IS NULL AND expires_at > ?1`,
      )
      .bind(now, gateway, tokenHash)
      .run()
    return (result.meta.changes ?? 0) > 0
  }

  /** Spends the oldest unused session created for exactly this payment attempt; null when
   * there is none. One statement, so two attempts never share a session. */
  consumeMatching(
    gateway: BoundProvider,
    attempt: PaymentAttempt,
    now: string,
  ): Promise<ProviderBindingRow | null> {
    return this.db
      .prepare(
        `UPDATE provider_payment_bindings SET used_at = ?1
         WHERE gateway = ?2 AND token_hash = (
           SELECT token_hash FROM provider_payment_bindings
           WHERE gateway = ?2 AND shopper_id = ?3 AND subject = ?4 AND method = ?5
             AND amount = ?6 AND currency = ?7 AND used_at IS NULL AND expires_at > ?1
           ORDER BY created_at LIMIT 1)
         RETURNING ${COLUMNS}`,
      )
      .bind(
        now,
        gateway,
        attempt.shopperId,
        attempt.subject,
        attempt.method,
        attempt.amount,
        attempt.currency,
      )
      .first<ProviderBindingRow>()
  }
}
