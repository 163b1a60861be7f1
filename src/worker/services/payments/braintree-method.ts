import type { PaymentMethod } from '../../../shared/domain/payment/payment-method'

/** What Braintree's answer says about the payment method a transaction used
 * (Transaction.paymentMethodSnapshot, with the origin of a card). */
export interface BraintreeSnapshot {
  __typename?: string
  origin?: { type?: string | null } | null
}

const CARD_DETAILS = new Set(['CreditCardDetails', 'CreditCardTransactionDetails'])
const PAYPAL_DETAILS = new Set(['PayPalTransactionDetails', 'PayPalAccountDetails'])
const WALLET_ORIGINS: Record<string, PaymentMethod> = {
  APPLE_PAY: 'apple_pay',
  GOOGLE_PAY: 'google_pay',
}

/** The §1 method a Braintree transaction was paid with: a PayPal account, or a card whose
 * origin says whether it came from Apple Pay or Google Pay (a network token is still the
 * shopper's card). 'OTHER' for a kind we do not take (Venmo, a bank account); null when the
 * answer does not say, and then only the provider's own checks apply.
 * @example braintreeMethodOf({ __typename: 'CreditCardDetails', origin: { type: 'GOOGLE_PAY' } }) === 'google_pay' */
export function braintreeMethodOf(
  snapshot: BraintreeSnapshot | null | undefined,
): PaymentMethod | 'OTHER' | null {
  const kind = snapshot?.__typename
  if (!kind) return null
  if (PAYPAL_DETAILS.has(kind)) return 'paypal'
  if (!CARD_DETAILS.has(kind)) return 'OTHER'
  const origin = snapshot.origin?.type
  if (!origin || origin === 'NETWORK_TOKEN') return 'credit_card'
  return WALLET_ORIGINS[origin] ?? 'OTHER'
}
