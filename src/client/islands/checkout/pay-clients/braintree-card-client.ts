import { paymentErrorMessage } from '../../../../shared/domain/payment/payment-errors'
import type { CardClient } from './pay-client'

/** Placeholder until Braintree's Hosted Fields are wired: refuses rather than falling back to
 * fields of our own, so production never takes a card number on our page. */
export function braintreeCardClient(): CardClient {
  const refused = { ok: false as const, message: paymentErrorMessage('GATEWAY_UNREACHABLE') }
  return {
    mount: () => {},
    tokenize: () => Promise.resolve(refused),
    authenticate: () => Promise.resolve(refused),
    teardown: () => {},
  }
}
