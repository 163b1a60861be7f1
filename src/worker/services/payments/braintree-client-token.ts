import type { ClientTokenResponse } from '../../../shared/schemas/braintree-client-token'
import { DomainError } from '../../errors'
import { BraintreeGateway } from './braintree'
import { METHOD_UNAVAILABLE } from './gateway-selection'
import { paymentConfig } from './payment-config'

/** The client token the checkout's Braintree clients start with (pay-clients.ts says when they
 * run), and the wallets' settings: not found where Braintree is not configured, unavailable
 * when Braintree refuses. */
export async function braintreeClientToken(
  env: unknown,
  currency: 'GBP' | 'EUR',
  merchantName: string,
): Promise<ClientTokenResponse['data']> {
  const config = paymentConfig(env).braintree
  if (!config) throw new DomainError('NOT_FOUND', 'No such resource')
  const clientToken = await new BraintreeGateway(config).clientToken(currency)
  if (!clientToken) throw new DomainError('UNAVAILABLE', METHOD_UNAVAILABLE)
  return {
    clientToken,
    merchantName,
    googleMerchantId: config.googleMerchantId,
    // Braintree's sandbox gateway answers only Google's TEST environment, production only PRODUCTION.
    googlePayEnvironment: /sandbox/i.test(config.url) ? 'TEST' : 'PRODUCTION',
  }
}
