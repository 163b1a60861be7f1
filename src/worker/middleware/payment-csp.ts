import type { PaymentConfig } from '../services/payments/payment-config'

export interface PaymentHosts {
  script: string[]
  frame: string[]
  connect: string[]
  img: string[]
}

/** The hosts the checkout's provider clients load from (pay-clients/ in the checkout island),
 * opened in the CSP only for a provider that is configured: Braintree's SDK (Hosted Fields,
 * 3-D Secure through Cardinal) and Klarna's widget.
 * @example paymentHosts({ braintree: null, klarna: null, clearpay: null }).script.length === 0 */
export function paymentHosts(config: PaymentConfig): PaymentHosts {
  const hosts: PaymentHosts = { script: [], frame: [], connect: [], img: [] }
  if (config.braintree) {
    hosts.script.push('https://js.braintreegateway.com', 'https://songbird.cardinalcommerce.com')
    hosts.frame.push('https://assets.braintreegateway.com', 'https://*.cardinalcommerce.com')
    hosts.connect.push(
      'https://api.braintreegateway.com',
      'https://client-analytics.braintreegateway.com',
      'https://payments.braintree-api.com',
      'https://*.cardinalcommerce.com',
    )
  }
  if (config.klarna) {
    hosts.script.push('https://x.klarnacdn.net')
    hosts.frame.push('https://*.klarna.com', 'https://*.klarnacdn.net')
    hosts.connect.push('https://*.klarna.com', 'https://*.klarnaservices.com')
    hosts.img.push('https://*.klarnacdn.net')
  }
  return hosts
}

export const NO_PAYMENT_HOSTS: PaymentHosts = { script: [], frame: [], connect: [], img: [] }
