import { isLocalDevelopment } from '../../../shared/domain/local-development'
import type { PayClients } from '../../../shared/schemas/pay-clients'
import { PROVIDER_FOR, type PaymentMethod } from './gateway-selection'
import { paymentConfig } from './payment-config'

const METHODS = Object.keys(PROVIDER_FOR) as PaymentMethod[]

/** The checkout's browser implementation per way to pay, from the same config that picks the
 * gateway (gateway-selection.ts): the provider's SDK when its secrets are set; the sandbox's
 * pages where they exist (local development and the tests: they serve the tokenizer and the
 * challenge, routes/sandbox-card.tsx); otherwise none, and the order call refuses too.
 * @example payClientsFor({}, 'https://dealio.co.uk/checkout/x').credit_card === 'unavailable' */
export function payClientsFor(env: unknown, requestUrl: string): PayClients {
  const config = paymentConfig(env)
  const configured = {
    BRAINTREE: config.braintree !== null,
    KLARNA: config.klarna !== null,
    CLEARPAY: config.clearpay !== null,
  }
  const sandbox = isLocalDevelopment(env as { ENVIRONMENT?: string }, requestUrl)
  return Object.fromEntries(
    METHODS.map((method) => [
      method,
      configured[PROVIDER_FOR[method]] ? 'provider' : sandbox ? 'sandbox' : 'unavailable',
    ]),
  ) as PayClients
}
