import type { Currency } from '../../../../shared/schemas/money'
import type { PayClientMode } from '../../../../shared/schemas/pay-clients'
import type { CardClient } from './pay-client'

/** The card client the server's config names, fetched only when the card is the chosen way to
 * pay: neither implementation is in the checkout's first chunks (the JS budget). */
export function loadCardClient(
  mode: Exclude<PayClientMode, 'unavailable'>,
  currency: Currency,
): Promise<CardClient> {
  return mode === 'provider'
    ? import('./braintree-card-client').then((m) => m.braintreeCardClient(currency))
    : import('./sandbox-card-client').then((m) => m.sandboxCardClient())
}
