import type { ApprovalMethod } from '../../../../shared/domain/payment/sandbox-approval'
import type { PayClientMode } from '../../../../shared/schemas/pay-clients'
import type { ApprovalClient } from './pay-client'

/** The approval client the server's config names for `method`, fetched when the shopper
 * presses Place order with it: no provider's code is in the checkout's first chunks. */
export function loadApprovalClient(
  method: ApprovalMethod,
  mode: Exclude<PayClientMode, 'unavailable'>,
): Promise<ApprovalClient> {
  return mode === 'provider'
    ? import('./provider-approval-client').then((m) => m.providerApprovalClient(method))
    : import('./sandbox-approval-client').then((m) => m.sandboxApprovalClient(method))
}
