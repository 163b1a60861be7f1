import type { ApprovalMethod } from '../../../../shared/domain/payment/sandbox-approval'
import type { Currency } from '../../../../shared/schemas/money'
import type { PayClientMode } from '../../../../shared/schemas/pay-clients'
import type { ApprovalClient } from './pay-client'

const loaded = new Map<string, Promise<ApprovalClient>>()

/** The approval client the server's config names for `method`, fetched when the shopper
 * chooses it (the checkout warms it then) and kept for Place order: no provider's code is in the
 * checkout's first chunks, and a wallet whose sheet must open within the shopper's press
 * (Apple Pay) has its SDK ready by then. */
export function loadApprovalClient(
  method: ApprovalMethod,
  mode: Exclude<PayClientMode, 'unavailable'>,
  currency: Currency,
): Promise<ApprovalClient> {
  const key = `${method}|${mode}|${currency}`
  let client = loaded.get(key)
  if (!client) {
    client =
      mode === 'provider'
        ? import('./provider-approval-client').then((m) =>
            m.providerApprovalClient(method, currency),
          )
        : import('./sandbox-approval-client').then((m) => m.sandboxApprovalClient(method))
    // A chunk that failed to load is asked for again next time.
    client.catch(() => loaded.delete(key))
    loaded.set(key, client)
  }
  return client
}
