import { z } from 'zod'
import type { ProviderPaymentEvent } from '../../../../shared/domain/payment/provider-payment-state'
import type { ClearpayPaymentState } from '../clearpay'

/** A Clearpay notification names its payment (Clearpay's `id`, its "order id"); it is not
 * signed, so all we take from it is which payment to read back. Other fields pass unread. */
export const ClearpayNotificationBody = z.object({
  id: z.string().regex(/^[A-Za-z0-9-]{1,64}$/),
  event: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,80}$/)
    .optional(),
})

const minor = (amount: string) => Math.round(Number(amount) * 100)

/** The event a payment's current state amounts to, or null while it is only approved.
 * Captured money is settled with Clearpay; refunds of all of it make it refunded; a voided,
 * expired or declined payment never will be paid. */
export function clearpayEvent(payment: ClearpayPaymentState): ProviderPaymentEvent | null {
  if (['VOIDED', 'EXPIRED', 'AUTH_DECLINED', 'CAPTURE_DECLINED'].includes(payment.paymentState)) {
    return 'CANCELLED'
  }
  if (payment.paymentState !== 'CAPTURED' && payment.paymentState !== 'PARTIALLY_CAPTURED') {
    return null
  }
  // The capture events say what was taken; without them, what is no longer open to capture
  // (a voided remainder would count as taken, so the events come first).
  const captures = (payment.events ?? []).filter((event) => event.type === 'CAPTURED')
  const captured = captures.length
    ? captures.reduce((sum, event) => sum + minor(event.amount?.amount ?? '0'), 0)
    : minor(payment.originalAmount.amount) - minor(payment.openToCaptureAmount?.amount ?? '0')
  const refunded = (payment.refunds ?? []).reduce(
    (sum, refund) => sum + minor(refund.amount.amount),
    0,
  )
  return captured > 0 && refunded >= captured ? 'REFUNDED' : 'SETTLED'
}
