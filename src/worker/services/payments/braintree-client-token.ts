import { DomainError } from '../../errors'
import { BraintreeGateway } from './braintree'
import { METHOD_UNAVAILABLE } from './gateway-selection'
import { paymentConfig } from './payment-config'

/** The client token the checkout's Braintree clients start with (pay-clients.ts says when they
 * run): not found where Braintree is not configured, unavailable when Braintree refuses. */
export async function braintreeClientToken(env: unknown, currency: 'GBP' | 'EUR'): Promise<string> {
  const config = paymentConfig(env).braintree
  if (!config) throw new DomainError('NOT_FOUND', 'No such resource')
  const token = await new BraintreeGateway(config).clientToken(currency)
  if (!token) throw new DomainError('UNAVAILABLE', METHOD_UNAVAILABLE)
  return token
}
