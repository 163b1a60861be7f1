/** transactions §1: the payment methods, providers and instrument kinds, as the spec spells them. */
export const PAYMENT_METHODS = [
  'apple_pay',
  'credit_card',
  'clearpay',
  'google_pay',
  'klarna',
  'paypal',
] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

export const PAYMENT_PROVIDERS = ['BRAINTREE', 'CLEARPAY', 'KLARNA'] as const
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number]

/** Who answers a payment: a provider, or the embedded sandbox gateway (worker
 * services/payments/payment-gateway.ts); stored in payment_authorisations.gateway. */
export type GatewayName = 'SANDBOX' | PaymentProvider

export const INSTRUMENT_KINDS = ['EXISTING', 'NEW'] as const
type InstrumentKind = (typeof INSTRUMENT_KINDS)[number]

/** §3 'Payment instrument: type, allowSubscription, gateway, default flag'; `kind` says whether
 * it is saved (EXISTING) or offered for a new payment (NEW). `allowSubscription` is `unknown`
 * on purpose: upstream data has carried it as a string, and only a true boolean counts (§5). */
export interface PaymentInstrument {
  type: PaymentMethod
  kind: InstrumentKind
  gateway: PaymentProvider
  allowSubscription?: unknown
  default?: boolean
}
