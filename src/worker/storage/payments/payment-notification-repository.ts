import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types'
import type { PaymentProvider } from '../../../shared/domain/payment/payment-method'
import type { ProviderPaymentState } from '../../../shared/domain/payment/provider-payment-state'

/** The payment a provider reference names: an order's, or a deposit balance paid later (its
 * own provider payment, on the order's line). */
export type NotifiedPayment =
  | { kind: 'ORDER'; orderId: number; paymentState: ProviderPaymentState | null }
  | {
      kind: 'DEPOSIT_BALANCE'
      orderId: number
      orderLineId: string
      paymentState: ProviderPaymentState | null
    }

export type NotificationOutcome = 'APPLIED' | 'UNCHANGED' | 'IGNORED'

export interface NewNotification {
  id: string
  gateway: PaymentProvider
  kind: string
  gatewayReference: string | null
  orderId: number | null
  /** The deposit balance's order line, when the notification was about one. */
  orderLineId: string | null
  receivedAt: string
}

/** The provider's side of a payment change, audited as the provider: no staff member made it,
 * so the actor is 0 with the role naming who did (audit_log keeps actors by id and role). */
export interface PaymentStateAudit {
  payment: NotifiedPayment
  before: ProviderPaymentState | null
  after: ProviderPaymentState
  notificationId: string
  gateway: PaymentProvider
  kind: string
}

/** payment_notifications, orders.payment_state (migrations/0043) and
 * deposit_balance_payments.payment_state (0049): the only SQL for them. */
export class PaymentNotificationRepository {
  constructor(private readonly db: D1Database) {}

  async seen(id: string): Promise<boolean> {
    const row = await this.db
      .prepare('SELECT 1 AS seen FROM payment_notifications WHERE id = ?')
      .bind(id)
      .first()
    return row !== null
  }

  /** The payment a provider reference made, trying each form the reference may take: an
   * order's, else a deposit balance's (a later payment of its own; the order keeps its first). */
  async paymentOf(gateway: PaymentProvider, references: string[]): Promise<NotifiedPayment | null> {
    if (references.length === 0) return null
    const marks = references.map(() => '?').join(', ')
    const order = await this.db
      .prepare(
        `SELECT id, payment_state AS paymentState FROM orders
         WHERE gateway = ? AND gateway_reference IN (${marks})
         ORDER BY id LIMIT 1`,
      )
      .bind(gateway, ...references)
      .first<{ id: number; paymentState: ProviderPaymentState | null }>()
    if (order) return { kind: 'ORDER', orderId: order.id, paymentState: order.paymentState }
    const balance = await this.db
      .prepare(
        `SELECT b.order_line_id AS orderLineId, l.order_id AS orderId,
           b.payment_state AS paymentState
         FROM deposit_balance_payments b JOIN order_lines l ON l.id = b.order_line_id
         WHERE b.gateway = ? AND b.gateway_reference IN (${marks})
         ORDER BY b.order_line_id LIMIT 1`,
      )
      .bind(gateway, ...references)
      .first<{ orderLineId: string; orderId: number; paymentState: ProviderPaymentState | null }>()
    return balance && { kind: 'DEPOSIT_BALANCE', ...balance }
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
  applyStatements(row: NewNotification, audit: PaymentStateAudit): D1PreparedStatement[] {
    const { payment } = audit
    const balance = payment.kind === 'DEPOSIT_BALANCE' ? payment : null
    return [
      balance
        ? this.db
            .prepare(
              `UPDATE deposit_balance_payments SET payment_state = ?
               WHERE order_line_id = ? AND payment_state IS ?`,
            )
            .bind(audit.after, balance.orderLineId, audit.before)
        : this.db
            .prepare('UPDATE orders SET payment_state = ? WHERE id = ? AND payment_state IS ?')
            .bind(audit.after, payment.orderId, audit.before),
      this.insert(row, `CASE WHEN changes() = 1 THEN 'APPLIED' ELSE 'UNCHANGED' END`),
      this.db
        .prepare(
          `INSERT INTO audit_log (actor_id, actor_role, action, entity, entity_id, before_json,
             after_json, created_at)
           SELECT 0, ?, ?, ?, ?, ?, ?, received_at FROM payment_notifications
           WHERE id = ? AND outcome = 'APPLIED'`,
        )
        .bind(
          `provider:${audit.gateway}`,
          `payment.${audit.after.toLowerCase()}`,
          balance ? 'deposit_balance' : 'order',
          balance ? balance.orderLineId : String(payment.orderId),
          JSON.stringify({ paymentState: audit.before }),
          JSON.stringify({
            paymentState: audit.after,
            gateway: audit.gateway,
            kind: audit.kind,
            notificationId: audit.notificationId,
            ...(balance ? { orderId: balance.orderId } : {}),
          }),
          audit.notificationId,
        ),
    ]
  }

  private insert(row: NewNotification, outcomeSql: string): D1PreparedStatement {
    return this.db
      .prepare(
        `INSERT INTO payment_notifications (id, gateway, kind, gateway_reference, order_id,
           order_line_id, outcome, received_at)
         VALUES (?, ?, ?, ?, ?, ?, ${outcomeSql}, ?)`,
      )
      .bind(
        row.id,
        row.gateway,
        row.kind,
        row.gatewayReference,
        row.orderId,
        row.orderLineId,
        row.receivedAt,
      )
  }
}
