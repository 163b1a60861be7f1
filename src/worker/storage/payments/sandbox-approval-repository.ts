import type { D1Database } from '@cloudflare/workers-types'
import type {
  ApprovalDecision,
  ApprovalMethod,
} from '../../../shared/domain/payment/sandbox-approval'
import type { Currency } from '../../../shared/schemas/money'

/** A sandbox_approvals row (migrations/0035), camel-cased. */
export interface SandboxApprovalRow {
  tokenHash: string
  method: ApprovalMethod
  basketToken: string
  /** Who opened it (migrations/0041): the signed-in customer, null without a session. */
  shopperId: number | null
  amount: number
  currency: Currency
  status: 'PENDING' | ApprovalDecision
  createdAt: string
  expiresAt: string
  usedAt: string | null
}

const COLUMNS = `token_hash AS tokenHash, method, basket_token AS basketToken,
  shopper_id AS shopperId, amount, currency, status, created_at AS createdAt, expires_at AS expiresAt, used_at AS usedAt`

/** The sandbox's provider approvals: the table's only SQL. Instants are ISO strings. */
export class SandboxApprovalRepository {
  constructor(private readonly db: D1Database) {}

  async insert(row: Omit<SandboxApprovalRow, 'status' | 'usedAt'>): Promise<void> {
    await this.db
      .prepare(
        `INSERT INTO sandbox_approvals (token_hash, method, basket_token, shopper_id, amount,
           currency, created_at, expires_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(
        row.tokenHash,
        row.method,
        row.basketToken,
        row.shopperId,
        row.amount,
        row.currency,
        row.createdAt,
        row.expiresAt,
      )
      .run()
  }

  find(tokenHash: string): Promise<SandboxApprovalRow | null> {
    return this.db
      .prepare(`SELECT ${COLUMNS} FROM sandbox_approvals WHERE token_hash = ?`)
      .bind(tokenHash)
      .first<SandboxApprovalRow>()
  }

  /** Records the shopper's decision once: a second press or a replayed form finds the row
   * decided and changes nothing (null). */
  decide(tokenHash: string, decision: ApprovalDecision, now: string) {
    return this.db
      .prepare(
        `UPDATE sandbox_approvals SET status = ?1
         WHERE token_hash = ?2 AND status = 'PENDING' AND expires_at > ?3
         RETURNING ${COLUMNS}`,
      )
      .bind(decision, tokenHash, now)
      .first<SandboxApprovalRow>()
  }

  /** A decided, unused, unexpired approval, without spending it: what it was opened for is
   * checked before it is spent (sandbox-gateway.ts). */
  findUsable(tokenHash: string, now: string): Promise<SandboxApprovalRow | null> {
    return this.db
      .prepare(
        `SELECT ${COLUMNS} FROM sandbox_approvals
         WHERE token_hash = ? AND used_at IS NULL AND status != 'PENDING' AND expires_at > ?`,
      )
      .bind(tokenHash, now)
      .first<SandboxApprovalRow>()
  }

  /** Marks a decided, unused, unexpired approval used and returns it; null otherwise. One
   * statement, so two concurrent payments can never both spend one approval. */
  consume(tokenHash: string, now: string): Promise<SandboxApprovalRow | null> {
    return this.db
      .prepare(
        `UPDATE sandbox_approvals SET used_at = ?1
         WHERE token_hash = ?2 AND used_at IS NULL AND status != 'PENDING' AND expires_at > ?1
         RETURNING ${COLUMNS}`,
      )
      .bind(now, tokenHash)
      .first<SandboxApprovalRow>()
  }
}
