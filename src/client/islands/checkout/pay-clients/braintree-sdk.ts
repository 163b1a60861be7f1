import type { ClientTokenResponse } from '../../../../shared/schemas/braintree-client-token'
import { callApi } from '../../../api/account-api'
import { loadScript } from './load-script'

/** Braintree's browser SDK (braintree-web) version, loaded from Braintree's own host rather
 * than bundled: Braintree asks integrations to load its scripts from js.braintreegateway.com,
 * and our bundle stays out of the checkout's budget. */
export const BRAINTREE_WEB_VERSION = '3.111.0'
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

/** The SDK with `components` loaded and a client made with a fresh client token. */
export async function braintreeSdk(
  currency: 'GBP' | 'EUR',
  components: string[],
): Promise<{ sdk: BraintreeSdk; client: unknown }> {
  const [token] = await Promise.all([
    callApi<ClientTokenResponse>('POST', '/payments/braintree/client-token', { currency }),
    loadScript(scriptUrl('client')).then(() =>
      Promise.all(components.map((component) => loadScript(scriptUrl(component)))),
    ),
  ])
  if (!token.ok || !token.data) throw new Error('no client token')
  const sdk = (window as unknown as { braintree: BraintreeSdk }).braintree
  const client = await sdk.client.create({ authorization: token.data.data.clientToken })
  return { sdk, client }
}
