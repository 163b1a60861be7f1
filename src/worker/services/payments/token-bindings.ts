import {
  basketSubject,
  bindingMismatch,
  type BindingMismatch,
  type PaymentBinding,
  type PaymentSubject,
} from '../../../shared/domain/payment/payment-binding'
import { paymentMethodOf } from '../../../shared/domain/payment/sandbox-approval'
import type { PaymentTokenRow } from '../../storage/payments/payment-token-repository'
import type { ProviderBindingRow } from '../../storage/payments/provider-binding-repository'
import type { SandboxApprovalRow } from '../../storage/payments/sandbox-approval-repository'
import type { AuthorizeInput } from './payment-gateway'
import { log } from '../../observability/logger'

/** A card token is made before the shopper says what it pays for (the tokenize request names
 * only the card), so it binds the method and who made it; its 3-D Secure check names the
 * payment and amount (sandbox-three-d-secure.ts), and from then it pays that one only. Being
 * single-use ties an unchecked one to the first payment it makes. */
export const cardTokenBinding = (row: PaymentTokenRow): PaymentBinding => ({
  method: 'credit_card',
  subject: row.threeDsSubject as PaymentSubject | null,
  shopperId: row.shopperId,
  amount: row.threeDsAmount,
  currency: null,
})

/** An approval is opened for one basket's amount, by one shopper, with one provider. */
export const approvalBinding = (row: SandboxApprovalRow): PaymentBinding => ({
  method: paymentMethodOf(row.method),
  subject: basketSubject(row.basketToken),
  shopperId: row.shopperId,
  amount: row.amount,
  currency: row.currency,
})

/** A provider's session or checkout binds all of it: the server created it for one payment. */
export const providerBinding = (row: ProviderBindingRow): PaymentBinding => ({
  method: row.method,
  subject: row.subject as PaymentSubject,
  shopperId: row.shopperId,
  amount: row.amount,
  currency: row.currency,
})

/** How an authorisation differs from what its token was made for, null when it may pay. A
 * mismatch is logged (the reason only, never the token): a token reaching someone else's
 * payment has leaked or been replayed. */
export function mismatchOf(binding: PaymentBinding, input: AuthorizeInput): BindingMismatch | null {
  const mismatch = bindingMismatch(binding, {
    ...input.purpose,
    amount: input.amount,
    currency: input.currency,
  })
  if (mismatch) {
    log.warn('payment-token-mismatch', { mismatch, method: input.purpose.method })
  }
  return mismatch
}
