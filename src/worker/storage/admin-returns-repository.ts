import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types'
import type { AdminReturn } from '../../shared/schemas/admin-returns'

export interface ReturnRow {
  id: number
  voucherId: number
  userId: number
  email: string
  firstName: string
  voucherCode: string
  /** The voucher's order's brand: the mail about the return comes from it. */
  brand: string
}

export interface ReturnRefundInsert {
  voucherId: number
  orderId: number
  userId: number
  method: 'WALLET' | 'CASH'
  reason: string
  currency: 'GBP' | 'EUR'
  walletAmount: number
  cashAmount: number
  status: 'PENDING' | 'COMPLETED'
}

const QUEUE = `
  SELECT r.id, r.voucher_id AS voucherId, v.code AS voucherCode, v.status AS voucherStatus,
    v.deal_title || ' (' || v.product_title || ')' AS title, CAST(v.order_id AS TEXT) AS orderId,
    r.user_id AS customerId, u.email AS customerEmail, r.reason,
    r.label_reference AS labelReference, r.created_at AS requestedAt, o.currency,
    d.decision, d.decided_at AS decidedAt
  FROM voucher_returns r
  JOIN vouchers v ON v.id = r.voucher_id
  JOIN orders o ON o.id = v.order_id
  JOIN users u ON u.id = r.user_id
  LEFT JOIN return_decisions d ON d.return_id = r.id`

/** voucher_returns with their decisions (0020, 0028) and the RETURN refunds they lead to. */
export class AdminReturnsRepository {
  constructor(private readonly db: D1Database) {}

  async queue(status: 'PENDING' | 'DECIDED' | 'ALL'): Promise<AdminReturn[]> {
    const where =
      status === 'PENDING'
        ? 'WHERE d.return_id IS NULL'
        : status === 'DECIDED'
          ? 'WHERE d.return_id IS NOT NULL'
          : ''
    const { results } = await this.db
      .prepare(`${QUEUE} ${where} ORDER BY r.created_at, r.id LIMIT 200`)
      .all<AdminReturn>()
    return results
  }

  one(returnId: number) {
    return this.db
      .prepare(
        `SELECT r.id, r.voucher_id AS voucherId, r.user_id AS userId, u.email,
           u.first_name AS firstName, v.code AS voucherCode, o.brand
         FROM voucher_returns r JOIN users u ON u.id = r.user_id
         JOIN vouchers v ON v.id = r.voucher_id JOIN orders o ON o.id = v.order_id
         WHERE r.id = ?`,
      )
      .bind(returnId)
      .first<ReturnRow>()
  }

  decisionOf(returnId: number) {
    return this.db
      .prepare('SELECT decision FROM return_decisions WHERE return_id = ?')
      .bind(returnId)
      .first<{ decision: string }>()
  }

  /** The decision is the claim: PRIMARY KEY return_id lets one of racing requests in. */
  insertDecision(
    returnId: number,
    decision: 'APPROVED' | 'REJECTED',
    method: 'WALLET' | 'CASH' | null,
    reason: string | null,
    staffId: number,
    now: string,
  ): D1PreparedStatement {
    return this.db
      .prepare(
        `INSERT INTO return_decisions (return_id, decision, method, reason, decided_by, decided_at)
         VALUES (?, ?, ?, ?, ?, ?)`,
      )
      .bind(returnId, decision, method, reason, staffId, now)
  }

  dropDecision(returnId: number) {
    return this.db.prepare('DELETE FROM return_decisions WHERE return_id = ?').bind(returnId)
  }

  /** A RETURN refund (0020 refunds: type and basis RETURN). voucher_ready holds while the
   * voucher is the customer's and somewhere on the return leg, so a voucher refunded meanwhile
   * fails the batch. */
  insertRefund(r: ReturnRefundInsert, now: string): D1PreparedStatement {
    return this.db
      .prepare(
        `INSERT INTO refunds (voucher_id, order_id, user_id, type, basis, method, reason, currency,
           wallet_amount, cash_amount, status, voucher_ready, created_at, completed_at)
         VALUES (?1, ?2, ?3, 'RETURN', 'RETURN', ?4, ?5, ?6, ?7, ?8, ?9,
           (SELECT COUNT(*) FROM vouchers WHERE id = ?1 AND user_id = ?3 AND status IN
             ('RETURN_REQUESTED', 'RETURN_IN_TRANSIT', 'RETURNED_TO_MERCHANT')),
           ?10, ?11)
         RETURNING id`,
      )
      .bind(
        r.voucherId,
        r.orderId,
        r.userId,
        r.method,
        r.reason,
        r.currency,
        r.walletAmount,
        r.cashAmount,
        r.status,
        now,
        r.status === 'COMPLETED' ? now : null,
      )
  }

  dropPendingRefund(voucherId: number) {
    return this.db
      .prepare(
        `DELETE FROM refunds WHERE voucher_id = ? AND type = 'RETURN' AND status = 'PENDING'`,
      )
      .bind(voucherId)
  }

  async refundIdOf(voucherId: number): Promise<number> {
    const row = await this.db
      .prepare('SELECT id FROM refunds WHERE voucher_id = ?')
      .bind(voucherId)
      .first<{ id: number }>()
    return row?.id ?? 0
  }
}
