import type { D1Database } from '@cloudflare/workers-types'
import { isDevelopmentEnvironment } from '../../../shared/domain/local-development'
import { DomainError } from '../../errors'
import { LedgeredGateway } from './authorisation-ledger'
import { BraintreeGateway } from './braintree'
import { ClearpayGateway } from './clearpay'
import { KlarnaGateway } from './klarna'
import { paymentConfig } from './payment-config'
import { ProviderBoundGateway } from './provider-bound-gateway'
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

/** The embedded sandbox approves the test cards of sandbox-test-cards.ts, so it may stand in
 * for a provider only where ENVIRONMENT says development or the tests (fail closed): a deployment
 * that lost a provider's secrets refuses that way to pay instead of approving test cards. */
function sandboxAllowed(env: unknown): boolean {
  return isDevelopmentEnvironment((env as { ENVIRONMENT?: string } | null)?.ENVIRONMENT)
}

export const METHOD_UNAVAILABLE =
  'This way to pay is not available right now. Please choose another way to pay.'

/** The raw adapter for a provider, or null when its settings are missing. */
function rawGateway(name: GatewayName, { env, db, clock }: Deps): PaymentGateway | null {
  const config = paymentConfig(env)
  switch (name) {
    case 'SANDBOX':
      return sandboxAllowed(env) ? new SandboxGateway(db, clock) : null
    case 'BRAINTREE':
      return config.braintree && new BraintreeGateway(config.braintree)
    // Their tokens come back from sessions we create, held to what each was created for.
    case 'KLARNA':
      return config.klarna && new ProviderBoundGateway(new KlarnaGateway(config.klarna), db, clock)
    case 'CLEARPAY':
      return (
        config.clearpay && new ProviderBoundGateway(new ClearpayGateway(config.clearpay), db, clock)
      )
  }
}

/** Providers switched on by configuration; SANDBOX only in development and the tests. */
export function enabledGateways(env: unknown): GatewayName[] {
  const config = paymentConfig(env)
  return [
    ...(sandboxAllowed(env) ? (['SANDBOX'] as const) : []),
    ...(config.braintree ? (['BRAINTREE'] as const) : []),
    ...(config.klarna ? (['KLARNA'] as const) : []),
    ...(config.clearpay ? (['CLEARPAY'] as const) : []),
  ]
}

/** The recorded, idempotent gateway that takes a payment method: its provider when
 * configured, else the sandbox in development and the tests; elsewhere the method is refused
 * (503 UNAVAILABLE) before any money moves. */
export function gatewayForMethod(method: PaymentMethod, deps: Deps): PaymentGateway {
  const raw = rawGateway(PROVIDER_FOR[method], deps) ?? rawGateway('SANDBOX', deps)
  if (!raw) throw new DomainError('UNAVAILABLE', METHOD_UNAVAILABLE)
  return new LedgeredGateway(raw, deps.db, deps.clock)
}

/** The recorded gateway by name, for work on an existing authorisation (capture, void,
 * refund, reconciliation); null when that provider is no longer configured. */
export function gatewayNamed(name: GatewayName, deps: Deps): PaymentGateway | null {
  const raw = rawGateway(name, deps)
  return raw && new LedgeredGateway(raw, deps.db, deps.clock)
}
