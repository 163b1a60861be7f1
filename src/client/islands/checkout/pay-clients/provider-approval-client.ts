import type { ApprovalMethod } from '../../../../shared/domain/payment/sandbox-approval'
import { METHOD_UNAVAILABLE, type ApprovalClient } from './pay-client'

/** The providers' own approvals, each loaded only when its method is chosen. Klarna's widget and
 * Clearpay's checkout are wired; Braintree's PayPal Checkout, google-payment and apple-pay are
 * not yet, and refuse plainly rather than send the shopper to a sandbox page that does not exist
 * where a provider is configured. */
export function providerApprovalClient(method: ApprovalMethod): Promise<ApprovalClient> {
  if (method === 'clearpay') {
    return import('./clearpay-approval-client').then((m) => m.clearpayApprovalClient())
  }
  if (method === 'klarna')
    return import('./klarna-approval-client').then((m) => m.klarnaApprovalClient())
  return Promise.resolve({
    authorise: () => Promise.resolve({ ok: false, message: METHOD_UNAVAILABLE }),
  })
}
