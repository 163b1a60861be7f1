import type { PaymentConfig } from '../services/payments/payment-config'

export interface PaymentHosts {
  script: string[]
  frame: string[]
  connect: string[]
  img: string[]
}

/** Where each Braintree way to pay loads its provider's own script from, besides braintree-web
 * (pay-clients/braintree-*-client.ts): PayPal's JS SDK for PayPal Checkout, Google's pay.js.
 * Apple Pay is Safari's own ApplePaySession and loads nothing more. */
export const WALLET_SCRIPT_HOSTS = {
  paypal: 'https://www.paypal.com',
  google_pay: 'https://pay.google.com',
} as const

/** The hosts the checkout's provider clients load from (pay-clients/ in the checkout island),
 * opened in the CSP only for a provider that is configured: Braintree's SDK (Hosted Fields,
 * 3-D Secure through Cardinal, PayPal Checkout, Google Pay) and Klarna's widget.
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
    // PayPal's buttons and popup, and its sandbox for a sandbox Braintree account.
    hosts.script.push(WALLET_SCRIPT_HOSTS.paypal, 'https://www.sandbox.paypal.com')
    hosts.frame.push('https://www.paypal.com', 'https://www.sandbox.paypal.com')
    hosts.connect.push('https://www.paypal.com', 'https://www.sandbox.paypal.com')
    hosts.img.push('https://www.paypalobjects.com')
    if (config.braintree.googleMerchantId) {
      hosts.script.push(WALLET_SCRIPT_HOSTS.google_pay)
      hosts.frame.push('https://pay.google.com')
      hosts.connect.push('https://pay.google.com')
    }
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
