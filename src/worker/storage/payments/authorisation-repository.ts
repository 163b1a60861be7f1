import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types'
import type { GatewayName } from '../../../shared/domain/payment/payment-method'
import type { Currency } from '../../../shared/schemas/money'

export type AuthorisationStatus =
  'PENDING' | 'AUTHORISED' | 'CAPTURED' | 'VOIDED' | 'REFUNDED' | 'DECLINED'

/** A payment_authorisations row (migrations/0012), camel-cased. */
export interface AuthorisationRow {
  id: string
  gateway: GatewayName
  idempotencyKey: string
  amount: number
  currency: Currency
  status: AuthorisationStatus
  failureCode: string | null
  gatewayReference: string | null
  orderReference: string
  orderId: number | null
  capturedAmount: number
  refundedAmount: number
  createdAt: string
  updatedAt: string
}

export type NewAuthorisation = Pick<
  AuthorisationRow,
  'id' | 'gateway' | 'idempotencyKey' | 'amount' | 'currency' | 'orderReference' | 'createdAt'
>

const COLUMNS = `id, gateway, idempotency_key AS idempotencyKey, amount, currency, status,
  failure_code AS failureCode, gateway_reference AS gatewayReference,
  order_reference AS orderReference, order_id AS orderId, captured_amount AS capturedAmount,
  refunded_amount AS refundedAmount, created_at AS createdAt, updated_at AS updatedAt`

/** The checkout's statement for its order batch: ties the authorisation to the new order, so
 * the reconciliation job leaves it alone. Only an AUTHORISED, unlinked row changes; the
 * checkout should check `meta.changes === 1` in the batch result. */
export const linkOrderStatement = (
  db: D1Database,
  gateway: GatewayName,
  gatewayReference: string,
  orderId: number,
  now: Date,
): D1PreparedStatement =>
  db
    .prepare(
      `UPDATE payment_authorisations SET order_id = ?, updated_at = ?
       WHERE gateway = ? AND gateway_reference = ? AND status = 'AUTHORISED'
         AND order_id IS NULL`,
    )
    .bind(orderId, now.toISOString(), gateway, gatewayReference)

/** Payment attempts: the table's only SQL. Instants are ISO strings. */
export class AuthorisationRepository {
  constructor(private readonly db: D1Database) {}

  /** Inserts a PENDING row unless the idempotency key is taken; true when this call won the
   * key. The UNIQUE index makes this the one arbiter between concurrent attempts. */
  async claim(row: NewAuthorisation): Promise<boolean> {
    const result = await this.db
      .prepare(
        `INSERT INTO payment_authorisations (id, gateway, idempotency_key, amount, currency,
           status, order_reference, created_at, updated_at)
         VALUES (?1, ?2, ?3, ?4, ?5, 'PENDING', ?6, ?7, ?7)
         ON CONFLICT (idempotency_key) DO NOTHING`,
      )
      .bind(
        row.id,
        row.gateway,
        row.idempotencyKey,
        row.amount,
        row.currency,
        row.orderReference,
        row.createdAt,
      )
      .run()
    return (result.meta.changes ?? 0) > 0
  }

  byKey(idempotencyKey: string): Promise<AuthorisationRow | null> {
    return this.db
      .prepare(`SELECT ${COLUMNS} FROM payment_authorisations WHERE idempotency_key = ?`)
      .bind(idempotencyKey)
      .first<AuthorisationRow>()
  }

  byReference(gateway: GatewayName, reference: string): Promise<AuthorisationRow | null> {
    return this.db
      .prepare(
        `SELECT ${COLUMNS} FROM payment_authorisations
         WHERE gateway = ? AND gateway_reference = ?
         ORDER BY created_at DESC LIMIT 1`,
      )
      .bind(gateway, reference)
      .first<AuthorisationRow>()
  }

  /** Records the provider's answer on a PENDING row. */
  async settle(
    id: string,
    outcome: { status: 'AUTHORISED' | 'DECLINED'; reference?: string; failureCode?: string },
    now: string,
  ): Promise<void> {
    await this.db
      .prepare(
        `UPDATE payment_authorisations
         SET status = ?, gateway_reference = ?, failure_code = ?, updated_at = ?
         WHERE id = ? AND status = 'PENDING'`,
      )
      .bind(outcome.status, outcome.reference ?? null, outcome.failureCode ?? null, now, id)
      .run()
  }

  /** Moves a row from one status to another with its running totals; false when the row was
   * no longer in `from` (someone else moved it first). */
  async transition(
    id: string,
    from: AuthorisationStatus,
    to: AuthorisationStatus,
    totals: { capturedAmount: number; refundedAmount: number },
    now: string,
  ): Promise<boolean> {
    const result = await this.db
      .prepare(
        `UPDATE payment_authorisations
         SET status = ?, captured_amount = ?, refunded_amount = ?, updated_at = ?
         WHERE id = ? AND status = ?`,
      )
      .bind(to, totals.capturedAmount, totals.refundedAmount, now, id, from)
      .run()
    return (result.meta.changes ?? 0) > 0
  }

  /** Gives up on attempts still PENDING since before `before`: the worker that made them died
   * before the provider answered, so no reference is known to void. They read as failed, so
   * a retry with the same key is told the payment failed instead of waiting. */
  async abandonPending(before: string, now: string): Promise<number> {
    const result = await this.db
      .prepare(
        `UPDATE payment_authorisations
         SET status = 'DECLINED', failure_code = 'PAYMENT_FAILED', updated_at = ?
         WHERE status = 'PENDING' AND created_at < ?`,
      )
      .bind(now, before)
      .run()
    return result.meta.changes ?? 0
  }

  /** Attempts whose authorise call timed out or met a 5xx between `since` and `before`: the
   * provider may hold money for them although we recorded no reference. */
  async unknownOutcomes(since: string, before: string, limit = 100): Promise<AuthorisationRow[]> {
    const { results } = await this.db
      .prepare(
        `SELECT ${COLUMNS} FROM payment_authorisations
         WHERE status = 'DECLINED' AND gateway_reference IS NULL AND order_id IS NULL
           AND failure_code IN ('GATEWAY_UNREACHABLE', 'ISSUER_UNREACHABLE')
           AND created_at >= ? AND created_at < ?
         ORDER BY created_at LIMIT ?`,
      )
      .bind(since, before, limit)
      .all<AuthorisationRow>()
    return results
  }

  /** What the provider said about an unknown outcome: its hold (AUTHORISED and unlinked, so
   * the orphan step voids it) or no transaction at all (a plain failure, not asked again). */
  async resolveUnknown(id: string, reference: string | null, now: string): Promise<void> {
    await this.db
      .prepare(
        `UPDATE payment_authorisations
         SET status = CASE WHEN ?1 IS NULL THEN 'DECLINED' ELSE 'AUTHORISED' END,
             gateway_reference = ?1,
             failure_code = CASE WHEN ?1 IS NULL THEN 'PAYMENT_FAILED' ELSE NULL END,
             updated_at = ?2
         WHERE id = ?3 AND status = 'DECLINED' AND gateway_reference IS NULL`,
      )
      .bind(reference, now, id)
      .run()
  }

  /** AUTHORISED rows created before `before` that no order claimed: the job's work list. */
  async orphans(before: string, limit = 100): Promise<AuthorisationRow[]> {
    const { results } = await this.db
      .prepare(
        `SELECT ${COLUMNS} FROM payment_authorisations
         WHERE status = 'AUTHORISED' AND order_id IS NULL AND created_at < ?
           -- Payments that bought something other than an order (a VIP membership, a deposit
           -- balance) are theirs; voiding one would leave what they bought unpaid.
           AND COALESCE(gateway_reference, '') NOT IN (SELECT payment_reference FROM vip_memberships
                                          WHERE payment_reference IS NOT NULL)
           AND COALESCE(gateway_reference, '') NOT IN (SELECT gateway_reference
                                                        FROM deposit_balance_payments)
         ORDER BY created_at LIMIT ?`,
      )
      .bind(before, limit)
      .all<AuthorisationRow>()
    return results
  }

  /** Deposit balance payments (deposit_balance_payments, the refunds module's) whose
   * authorisation, made before `before`, is still uncaptured. */
  async uncapturedBalances(before: string, limit = 100) {
    const { results } = await this.db
      .prepare(
        `SELECT a.gateway, a.gateway_reference AS gatewayReference, b.amount,
           b.order_line_id AS orderLineId
         FROM deposit_balance_payments b
         JOIN payment_authorisations a
           ON a.gateway = b.gateway AND a.gateway_reference = b.gateway_reference
         WHERE a.status = 'AUTHORISED' AND a.created_at < ?
         ORDER BY a.created_at LIMIT ?`,
      )
      .bind(before, limit)
      .all<{
        gateway: GatewayName
        gatewayReference: string
        amount: number
        orderLineId: string
      }>()
    return results
  }
}
