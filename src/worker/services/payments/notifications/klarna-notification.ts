import { z } from 'zod'
import type { ProviderPaymentEvent } from '../../../../shared/domain/payment/provider-payment-state'
import type { KlarnaOrderState } from '../klarna'

const OrderId = z.string().regex(/^[A-Za-z0-9-]{1,64}$/)

/** What Klarna posts to the notification URL: a pending order's fraud decision as
 * `{ order_id, event_type }` (Order Management 'Pending orders'), or a push with the order id
 * in the `klarna_order_id` query and an empty body. Klarna signs neither, so all we take from
 * it is which order to read back. */
export const KlarnaNotificationBody = z.object({
  order_id: OrderId,
  event_type: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,80}$/)
    .optional(),
})

export const KlarnaNotificationQuery = z.object({ klarna_order_id: OrderId.optional() })

/** The event an order's current state amounts to, or null while it is only authorised.
 * Klarna pays us on capture, so a captured order is settled; a fully refunded one refunded;
 * a cancelled, expired or fraud-rejected one never will be paid. */
export function klarnaEvent(order: KlarnaOrderState): ProviderPaymentEvent | null {
  if (order.status === 'CANCELLED' || order.status === 'EXPIRED') return 'CANCELLED'
  if (order.fraud_status === 'REJECTED' || order.fraud_status === 'STOPPED') return 'CANCELLED'
  if (order.captured_amount > 0 && order.refunded_amount >= order.captured_amount) {
    return 'REFUNDED'
  }
  if (order.captured_amount > 0) return 'SETTLED'
  return null
}
