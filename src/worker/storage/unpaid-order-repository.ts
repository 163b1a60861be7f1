import type { D1Database } from '@cloudflare/workers-types'
import type { AuthorisationStatus } from './payments/authorisation-repository'
import type { GatewayName } from '../../shared/domain/payment/payment-method'

/** An order still PLACED with the authorisation that pays for it. */
export interface UnpaidOrder {
  orderId: number
  cashAmount: number
  authorisationId: string
  gateway: GatewayName
  gatewayReference: string | null
  authorisationStatus: AuthorisationStatus
}

/** The reconciliation job's read across orders and payment_authorisations: orders the checkout
 * wrote but never marked PAID, because the worker died or the provider failed at capture. */
export class UnpaidOrderRepository {
  constructor(private readonly db: D1Database) {}

  /** PLACED orders created before `before` whose linked authorisation is still AUTHORISED
   * (capture never happened) or already CAPTURED (only marking PAID was lost). */
  async placedBefore(before: string, limit = 100): Promise<UnpaidOrder[]> {
    const { results } = await this.db
      .prepare(
        `SELECT o.id AS orderId, o.cash_amount AS cashAmount, a.id AS authorisationId,
                a.gateway, a.gateway_reference AS gatewayReference,
                a.status AS authorisationStatus
           FROM orders o JOIN payment_authorisations a ON a.order_id = o.id
          WHERE o.status = 'PLACED' AND o.created_at < ?
            AND a.status IN ('AUTHORISED', 'CAPTURED')
          ORDER BY o.created_at LIMIT ?`,
      )
      .bind(before, limit)
      .all<UnpaidOrder>()
    return results
  }
}
