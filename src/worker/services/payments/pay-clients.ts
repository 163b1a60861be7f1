import type { BrandId } from '../../../shared/config/brands'
import { isLocalDevelopment } from '../../../shared/domain/local-development'
import type { PayClientMode, PayClients } from '../../../shared/schemas/pay-clients'
import { PROVIDER_FOR, type PaymentMethod } from './gateway-selection'
import { applePayDomainSecret, paymentConfig } from './payment-config'

const METHODS = Object.keys(PROVIDER_FOR) as PaymentMethod[]

/** Whether the provider's own client can run for `method`: its provider's secrets, and for the
 * wallets what each needs besides Braintree (Google's merchant id; the brand's Apple Pay domain
 * association file, without which Apple refuses the merchant validation on that host). */
function providerReady(env: unknown, method: PaymentMethod, brand: BrandId | null): boolean {
  const config = paymentConfig(env)
  switch (PROVIDER_FOR[method]) {
    case 'KLARNA':
      return config.klarna !== null
    case 'CLEARPAY':
      return config.clearpay !== null
    case 'BRAINTREE':
      if (!config.braintree) return false
      if (method === 'google_pay') return config.braintree.googleMerchantId !== null
      if (method === 'apple_pay') {
        const vars = (env ?? {}) as Record<string, string | undefined>
        return brand !== null && Boolean(vars[applePayDomainSecret(brand)]?.trim())
      }
      return true
  }
}

/** The checkout's browser implementation per way to pay, from the same config that picks the
 * gateway (gateway-selection.ts): the provider's SDK when its secrets are set; the sandbox's
 * pages where they exist (local development and the tests: they serve the tokenizer and the
 * challenge, routes/sandbox-card.tsx); otherwise none, and the order call refuses too. A wallet
 * whose provider is configured but not the wallet itself is none, not the sandbox: the order
 * call would send its token to the provider.
 * @example payClientsFor({}, 'https://dealio.co.uk/checkout/x').credit_card === 'unavailable' */
export function payClientsFor(
  env: unknown,
  requestUrl: string,
  brand: BrandId | null = null,
): PayClients {
  const config = paymentConfig(env)
  const configured = {
    BRAINTREE: config.braintree !== null,
    KLARNA: config.klarna !== null,
    CLEARPAY: config.clearpay !== null,
  }
  const sandbox = isLocalDevelopment(env as { ENVIRONMENT?: string }, requestUrl)
  const modeOf = (method: PaymentMethod): PayClientMode => {
    if (providerReady(env, method, brand)) return 'provider'
    if (configured[PROVIDER_FOR[method]]) return 'unavailable'
    return sandbox ? 'sandbox' : 'unavailable'
  }
  return Object.fromEntries(METHODS.map((method) => [method, modeOf(method)])) as PayClients
}
