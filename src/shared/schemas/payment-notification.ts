import { z } from 'zod'
import { PROVIDER_PAYMENT_STATES } from '../domain/payment/provider-payment-state'

/** What a provider's notification did (POST /api/v1/payments/notifications/{provider}):
 * APPLIED moved the order's payment state, UNCHANGED did not need to, IGNORED was a kind or a
 * payment we do not track, DUPLICATE was handled before. `paymentState` is the order's after. */
export const PaymentNotificationResponse = z
  .object({
    data: z
      .object({
        outcome: z.enum(['APPLIED', 'UNCHANGED', 'IGNORED', 'DUPLICATE']),
        paymentState: z.enum(PROVIDER_PAYMENT_STATES).nullable(),
      })
      .strict(),
  })
  .strict()
export type PaymentNotificationResponse = z.infer<typeof PaymentNotificationResponse>
