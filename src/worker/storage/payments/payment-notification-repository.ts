import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types'
import type { PaymentProvider } from '../../../shared/domain/payment/payment-method'
import type { ProviderPaymentState } from '../../../shared/domain/payment/provider-payment-state'

export interface NotifiedOrder {
  id: number
  paymentState: ProviderPaymentState | null
}

export type NotificationOutcome = 'APPLIED' | 'UNCHANGED' | 'IGNORED'

export interface NewNotification {
  id: string
  gateway: PaymentProvider
  kind: string
  gatewayReference: string | null
  orderId: number | null
  receivedAt: string
}

/** The provider's side of a payment change, audited as the provider: no staff member made it,
 * so the actor is 0 with the role naming who did (audit_log keeps actors by id and role). */
export interface PaymentStateAudit {
  orderId: number
  before: ProviderPaymentState | null
  after: ProviderPaymentState
  notificationId: string
  gateway: PaymentProvider
  kind: string
}

/** payment_notifications and orders.payment_state (migrations/0043): the only SQL for them. */
export class PaymentNotificationRepository {
  constructor(private readonly db: D1Database) {}

  async seen(id: string): Promise<boolean> {
    const row = await this.db
      .prepare('SELECT 1 AS seen FROM payment_notifications WHERE id = ?')
      .bind(id)
      .first()
    return row !== null
  }

  /** The order a provider reference paid, trying each form the reference may take. */
  async orderOf(gateway: PaymentProvider, references: string[]): Promise<NotifiedOrder | null> {
    if (references.length === 0) return null
    return this.db
      .prepare(
        `SELECT id, payment_state AS paymentState FROM orders
         WHERE gateway = ? AND gateway_reference IN (${references.map(() => '?').join(', ')})
         ORDER BY id LIMIT 1`,
      )
      .bind(gateway, ...references)
      .first<NotifiedOrder>()
  }

  /** Records a notification that moves nothing. Its id is the key: a second one fails. */
  recordStatement(row: NewNotification, outcome: Exclude<NotificationOutcome, 'APPLIED'>) {
    return this.insert(row, `'${outcome}'`)
  }

  /**
   * The three statements of a state change, for one batch: the order moves only from the state
   * it was read in, the notification row says whether it did (changes() of the UPDATE just
   * before it), and the audit row is written only when it did. A second delivery of the same
   * notification fails the batch on the row's key, so nothing it held lands twice.
   */
  applyStatements(
    row: NewNotification & { orderId: number },
    audit: PaymentStateAudit,
  ): D1PreparedStatement[] {
    return [
      this.db
        .prepare('UPDATE orders SET payment_state = ? WHERE id = ? AND payment_state IS ?')
        .bind(audit.after, row.orderId, audit.before),
      this.insert(row, `CASE WHEN changes() = 1 THEN 'APPLIED' ELSE 'UNCHANGED' END`),
      this.db
        .prepare(
          `INSERT INTO audit_log (actor_id, actor_role, action, entity, entity_id, before_json,
             after_json, created_at)
           SELECT 0, ?, ?, 'order', ?, ?, ?, received_at FROM payment_notifications
           WHERE id = ? AND outcome = 'APPLIED'`,
        )
        .bind(
          `provider:${audit.gateway}`,
          `payment.${audit.after.toLowerCase()}`,
          String(audit.orderId),
          JSON.stringify({ paymentState: audit.before }),
          JSON.stringify({
            paymentState: audit.after,
            gateway: audit.gateway,
            kind: audit.kind,
            notificationId: audit.notificationId,
          }),
          audit.notificationId,
        ),
    ]
  }

  private insert(row: NewNotification, outcomeSql: string): D1PreparedStatement {
    return this.db
      .prepare(
        `INSERT INTO payment_notifications (id, gateway, kind, gateway_reference, order_id,
           outcome, received_at)
         VALUES (?, ?, ?, ?, ?, ${outcomeSql}, ?)`,
      )
      .bind(row.id, row.gateway, row.kind, row.gatewayReference, row.orderId, row.receivedAt)
  }
}
