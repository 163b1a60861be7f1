import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types'

/** A deposit line whose balance falls due soon, with whom to remind. */
export interface DepositReminderRow {
  lineId: string
  orderId: number
  balanceDue: number
  balanceDueBy: string
  currency: 'GBP' | 'EUR'
  brand: string
  email: string
  firstName: string
  title: string
  /** A voucher of the line, for the link to the page that pays the balance. */
  voucherId: number
}

/** The deposit balance reminders' reads and claim on order_lines (migrations/0031). */
export class DepositReminderRepository {
  constructor(private readonly db: D1Database) {}

  /** Unreminded lines with a balance due between `from` and `to` (days, inclusive) whose
   * vouchers are still ready to use. */
  async due(from: string, to: string, limit: number): Promise<DepositReminderRow[]> {
    const { results } = await this.db
      .prepare(
        `SELECT l.id AS lineId, l.order_id AS orderId, l.balance_due AS balanceDue,
                l.balance_due_by AS balanceDueBy, o.currency, o.brand, u.email,
                COALESCE(u.first_name, '') AS firstName, l.title, MIN(v.id) AS voucherId
           FROM order_lines l
           JOIN orders o ON o.id = l.order_id
           JOIN users u ON u.id = o.user_id
           JOIN vouchers v ON v.order_line_id = l.id AND v.status = 'READY_TO_REDEEM'
          WHERE l.balance_due > 0 AND l.balance_reminded_at IS NULL
            AND l.balance_due_by BETWEEN ? AND ?
          GROUP BY l.id
          LIMIT ?`,
      )
      .bind(from, to, limit)
      .all<DepositReminderRow>()
    return results
  }

  /** Marks the line reminded; false when another run got there first. */
  async claim(lineId: string, at: string): Promise<boolean> {
    const result = await this.claimStatement(lineId, at).run()
    return (result.meta.changes ?? 0) > 0
  }

  /** claim for the caller's batch, followed by the reminder written only when this claim
   * changed the row (OutboxRepository.insertAfterChangeStatement). */
  claimStatement(lineId: string, at: string): D1PreparedStatement {
    return this.db
      .prepare(
        `UPDATE order_lines SET balance_reminded_at = ?
          WHERE id = ? AND balance_reminded_at IS NULL AND balance_due > 0`,
      )
      .bind(at, lineId)
  }
}
