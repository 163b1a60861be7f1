import type { D1Database } from '@cloudflare/workers-types'
import type {
  ThreeDSecureCard,
  ThreeDSecureStatus,
} from '../../../shared/domain/payment/sandbox-test-cards'

/** A payment_tokens row (migrations/0012, 3-D Secure in 0042), camel-cased. */
export interface PaymentTokenRow {
  tokenHash: string
  last4: string
  /** The card scheme (column card_brand since migrations/0057), not a site brand. */
  cardBrand: 'VISA' | 'MASTERCARD'
  expMonth: number
  expYear: number
  sandboxOutcome: string
  threeDsCard: ThreeDSecureCard | null
  threeDsStatus: ThreeDSecureStatus | null
  /** The payment and amount the 3-D Secure check was for (migrations/0044), null unchecked. */
  threeDsSubject: string | null
  threeDsAmount: number | null
  /** Who made it (migrations/0041): the signed-in customer, null without a session. */
  shopperId: number | null
  createdAt: string
  expiresAt: string
  usedAt: string | null
}

const COLUMNS = `token_hash AS tokenHash, last4, card_brand AS cardBrand, exp_month AS expMonth,
  exp_year AS expYear, sandbox_outcome AS sandboxOutcome, shopper_id AS shopperId,
  three_ds_card AS threeDsCard, three_ds_status AS threeDsStatus,
  three_ds_subject AS threeDsSubject, three_ds_amount AS threeDsAmount, created_at AS createdAt,
  expires_at AS expiresAt, used_at AS usedAt`

/** The sandbox's card tokens: the table's only SQL. Instants are ISO strings. */
export class PaymentTokenRepository {
  constructor(private readonly db: D1Database) {}

  async insert(
    row: Omit<PaymentTokenRow, 'usedAt' | 'threeDsStatus' | 'threeDsSubject' | 'threeDsAmount'>,
  ): Promise<void> {
    await this.db
      .prepare(
        `INSERT INTO payment_tokens (token_hash, last4, card_brand, exp_month, exp_year,
           sandbox_outcome, shopper_id, three_ds_card, created_at, expires_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(
        row.tokenHash,
        row.last4,
        row.cardBrand,
        row.expMonth,
        row.expYear,
        row.sandboxOutcome,
        row.shopperId,
        row.threeDsCard,
        row.createdAt,
        row.expiresAt,
      )
      .run()
  }

  /** An unused, unexpired token, without spending it: what it was made for is checked
   * before it is spent (sandbox-gateway.ts), and its 3-D Secure check reads it. */
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

  /** Records a 3-D Secure check on an unused token, with the payment and amount it was for; a
   * challenge also gets its id's hash (null clears any earlier challenge, so only the latest
   * one can be answered). */
  async recordThreeDSecure(
    tokenHash: string,
    check: { status: ThreeDSecureStatus; subject: string; amount: number },
    challengeHash: string | null,
  ): Promise<void> {
    await this.db
      .prepare(
        `UPDATE payment_tokens SET three_ds_status = ?, three_ds_subject = ?, three_ds_amount = ?,
           three_ds_challenge_hash = ?
         WHERE token_hash = ? AND used_at IS NULL`,
      )
      .bind(check.status, check.subject, check.amount, challengeHash, tokenHash)
      .run()
  }

  /** The token waiting on this challenge, unused and unexpired; null otherwise. */
  async findByChallenge(challengeHash: string, now: string): Promise<PaymentTokenRow | null> {
    return this.db
      .prepare(
        `SELECT ${COLUMNS} FROM payment_tokens
         WHERE three_ds_challenge_hash = ? AND three_ds_status = 'CHALLENGE_PENDING'
           AND used_at IS NULL AND expires_at > ?`,
      )
      .bind(challengeHash, now)
      .first<PaymentTokenRow>()
  }

  /** The shopper's answer to a pending challenge, once: a second answer finds nothing. */
  async answerChallenge(
    challengeHash: string,
    status: 'AUTHENTICATED' | 'FAILED',
    now: string,
  ): Promise<boolean> {
    const row = await this.db
      .prepare(
        `UPDATE payment_tokens SET three_ds_status = ?1
         WHERE three_ds_challenge_hash = ?2 AND three_ds_status = 'CHALLENGE_PENDING'
           AND used_at IS NULL AND expires_at > ?3
         RETURNING token_hash`,
      )
      .bind(status, challengeHash, now)
      .first()
    return row !== null
  }
}
