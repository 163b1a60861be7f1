import type { ClientTokenResponse } from '../../../../shared/schemas/braintree-client-token'
import { callRoute } from '../../../api/typed-call'
import { loadScript } from './load-script'

/** Braintree's browser SDK (braintree-web) version, loaded from Braintree's own host rather
 * than bundled: Braintree asks integrations to load its scripts from js.braintreegateway.com,
 * and our bundle stays out of the checkout's budget. */
const BRAINTREE_WEB_VERSION = '3.111.0'
const scriptUrl = (component: string) =>
  `https://js.braintreegateway.com/web/${BRAINTREE_WEB_VERSION}/js/${component}.min.js`

type Teardown = { teardown: () => Promise<void> }

/** The part of braintree-web's global the checkout uses. */
export interface BraintreeSdk {
  client: { create: (options: { authorization: string }) => Promise<unknown> }
  hostedFields: {
    create: (options: {
      client: unknown
      styles: Record<string, Record<string, string>>
      fields: Record<string, { container: string; internalLabel: string; autocomplete: string }>
    }) => Promise<
      Teardown & {
        on: (event: string, handler: () => void) => void
        tokenize: () => Promise<{ nonce: string; details?: { bin?: string } }>
      }
    >
  }
  paypalCheckout: { create: (options: { client: unknown }) => Promise<Teardown & PayPalCheckout> }
  googlePayment: {
    create: (options: {
      client: unknown
      googlePayVersion: 2
      googleMerchantId: string
    }) => Promise<Teardown & GooglePayment>
  }
  applePay: { create: (options: { client: unknown }) => Promise<Teardown & ApplePay> }
  threeDSecure: {
    create: (options: { client: unknown; version: 2 }) => Promise<
      Teardown & {
        verifyCard: (options: {
          amount: string
          nonce: string
          bin: string
          email?: string
          onLookupComplete: (data: unknown, next: () => void) => void
        }) => Promise<{ nonce: string; liabilityShifted: boolean; liabilityShiftPossible: boolean }>
      }
    >
  }
}

/** braintree-web's paypal-checkout: PayPal's JS SDK loaded through it, a payment created for
 * PayPal's buttons, the approval made a nonce. */
interface PayPalCheckout {
  loadPayPalSDK: (options: Record<string, string>) => Promise<unknown>
  createPayment: (options: {
    flow: 'checkout'
    amount: string
    currency: string
    intent: 'authorize'
    offerCredit?: boolean
  }) => Promise<string>
  tokenizePayment: (data: unknown) => Promise<{ nonce: string }>
}

/** braintree-web's google-payment, around Google's pay.js. */
export interface GooglePayment {
  createPaymentDataRequest: (options: {
    transactionInfo: { currencyCode: string; totalPriceStatus: 'FINAL'; totalPrice: string }
  }) => unknown
  parseResponse: (paymentData: unknown) => Promise<{ nonce: string }>
}

/** braintree-web's apple-pay, around Safari's ApplePaySession. */
export interface ApplePay {
  createPaymentRequest: (options: { total: { label: string; amount: string } }) => unknown
  performValidation: (options: { validationURL: string; displayName: string }) => Promise<unknown>
  tokenize: (options: { token: unknown }) => Promise<{ nonce: string }>
}

/** The client token's settings besides the token (braintree-client-token.ts). */
export type BraintreeSettings = Omit<ClientTokenResponse['data'], 'clientToken'>

export interface BraintreeSession {
  sdk: BraintreeSdk
  client: unknown
  settings: BraintreeSettings
}

/** The braintree-web components each Braintree way to pay loads, after `client`. */
export const BRAINTREE_COMPONENTS = {
  credit_card: ['hosted-fields', 'three-d-secure'],
  paypal: ['paypal-checkout'],
  google_pay: ['google-payment'],
  apple_pay: ['apple-pay'],
} as const satisfies Record<string, readonly string[]>

/** The SDK with `components` loaded and a client made with a fresh client token. */
export async function braintreeSdk(
  currency: 'GBP' | 'EUR',
  components: readonly string[],
): Promise<BraintreeSession> {
  const [token] = await Promise.all([
    callRoute('POST /payments/braintree/client-token', { body: { currency } }),
    loadScript(scriptUrl('client')).then(() =>
      Promise.all(components.map((component) => loadScript(scriptUrl(component)))),
    ),
  ])
  if (!token.ok || !token.data) throw new Error('no client token')
  const sdk = (window as unknown as { braintree: BraintreeSdk }).braintree
  const { clientToken, ...settings } = token.data.data
  const client = await sdk.client.create({ authorization: clientToken })
  return { sdk, client, settings }
}
