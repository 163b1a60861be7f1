import { braintreeSdk, type BraintreeSession } from './braintree-sdk'
import { loadScript } from './load-script'

/** What the Braintree wallet clients take from the page, passed in so their tests run them
 * against fakes of braintree-web and of the providers' globals. */
export interface WalletDeps {
  /** braintree-web with `components` and a client for the basket's currency. */
  session: (currency: 'GBP' | 'EUR', components: readonly string[]) => Promise<BraintreeSession>
  /** The page's globals: PayPal's `paypal`, Google's `google`, Safari's `ApplePaySession`. */
  globals: () => Record<string, unknown>
  loadScript: (src: string) => Promise<void>
  /** A box under the payment methods for a provider's button, made once; its selector. */
  slot: (id: string) => string
}

export const browserWalletDeps: WalletDeps = {
  session: braintreeSdk,
  globals: () => window as unknown as Record<string, unknown>,
  loadScript,
  slot(id) {
    if (!document.getElementById(id)) {
      const element = document.createElement('div')
      element.id = id
      const form = document.getElementById('checkout-pay-form')
      ;(form ?? document.body).append(element)
    }
    return `#${id}`
  },
}
