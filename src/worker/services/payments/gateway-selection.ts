import type { D1Database } from '@cloudflare/workers-types'
import { LedgeredGateway } from './authorisation-ledger'
import { BraintreeGateway } from './braintree'
import { ClearpayGateway } from './clearpay'
import { KlarnaGateway } from './klarna'
import { paymentConfig } from './payment-config'
import type { GatewayName, PaymentGateway } from './payment-gateway'
import { SandboxGateway } from './sandbox-gateway'

/** §1 payment methods. PayPal, Apple Pay and Google Pay go through Braintree (DESIGN). */
export type PaymentMethod =
  'credit_card' | 'paypal' | 'apple_pay' | 'google_pay' | 'klarna' | 'clearpay'

export const PROVIDER_FOR: Record<PaymentMethod, Exclude<GatewayName, 'SANDBOX'>> = {
  credit_card: 'BRAINTREE',
  paypal: 'BRAINTREE',
  apple_pay: 'BRAINTREE',
  google_pay: 'BRAINTREE',
  klarna: 'KLARNA',
  clearpay: 'CLEARPAY',
}

interface Deps {
  env: unknown
  db: D1Database
  clock?: () => Date
}

/** The raw adapter for a provider, or null when its settings are missing. */
function rawGateway(name: GatewayName, { env, db, clock }: Deps): PaymentGateway | null {
  const config = paymentConfig(env)
  switch (name) {
    case 'SANDBOX':
      return new SandboxGateway(db, clock)
    case 'BRAINTREE':
      return config.braintree && new BraintreeGateway(config.braintree)
    case 'KLARNA':
      return config.klarna && new KlarnaGateway(config.klarna)
    case 'CLEARPAY':
      return config.clearpay && new ClearpayGateway(config.clearpay)
  }
}

/** Providers switched on by configuration; SANDBOX is always there. */
export function enabledGateways(env: unknown): GatewayName[] {
  const config = paymentConfig(env)
  return [
    'SANDBOX' as const,
    ...(config.braintree ? (['BRAINTREE'] as const) : []),
    ...(config.klarna ? (['KLARNA'] as const) : []),
    ...(config.clearpay ? (['CLEARPAY'] as const) : []),
  ]
}

/** The recorded, idempotent gateway that takes a payment method: its provider when
 * configured, the sandbox otherwise. */
export function gatewayForMethod(method: PaymentMethod, deps: Deps): PaymentGateway {
  const raw = rawGateway(PROVIDER_FOR[method], deps) ?? new SandboxGateway(deps.db, deps.clock)
  return new LedgeredGateway(raw, deps.db, deps.clock)
}

/** The recorded gateway by name, for work on an existing authorisation (capture, void,
 * refund, reconciliation); null when that provider is no longer configured. */
export function gatewayNamed(name: GatewayName, deps: Deps): PaymentGateway | null {
  const raw = rawGateway(name, deps)
  return raw && new LedgeredGateway(raw, deps.db, deps.clock)
}
