import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types'

/** The deposit terms of order lines (migrations/0016), written in the order's batch after the
 * line itself. */
export class OrderDepositRepository {
  constructor(private readonly db: D1Database) {}

  setLineDeposit(lineId: string, depositPaid: number, balanceDueBy: string | null) {
    return this.db
      .prepare('UPDATE order_lines SET deposit_paid = ?, balance_due_by = ? WHERE id = ?')
      .bind(depositPaid, balanceDueBy, lineId) as D1PreparedStatement
  }

  /** A balance paid later: cleared only from the amount that was read, in the payment's batch,
   * and only when that batch's payment claim (deposit_balance_payments, by its reference) was
   * written: a claim refused leaves the balance owed. */
  clearBalance(lineId: string, balanceDue: number, reference: string): D1PreparedStatement {
    return this.db
      .prepare(
        `UPDATE order_lines SET balance_due = 0
         WHERE id = ?1 AND balance_due = ?2
           AND EXISTS (SELECT 1 FROM deposit_balance_payments
                       WHERE order_line_id = ?1 AND gateway_reference = ?3)`,
      )
      .bind(lineId, balanceDue, reference)
  }

  /** Takes a refund's share off its line's unpaid balance (refund-service.ts), batched after
   * its claim, whose CHECK already saw the balance as read; `restore` gives it back with a card
   * refund's dropped claim. */
  releaseBalance(lineId: string, amount: number, restore = false): D1PreparedStatement {
    return this.db
      .prepare(`UPDATE order_lines SET balance_due = balance_due + ? WHERE id = ?`)
      .bind(restore ? amount : -amount, lineId)
  }

  async lineDeposits(orderId: number) {
    const { results } = await this.db
      .prepare(
        `SELECT id, deposit_paid AS depositPaid, balance_due AS balanceDue,
           balance_due_by AS balanceDueBy
         FROM order_lines WHERE order_id = ? ORDER BY position`,
      )
      .bind(orderId)
      .all<{ id: string; depositPaid: number; balanceDue: number; balanceDueBy: string | null }>()
    return results
  }
}
