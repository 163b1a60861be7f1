import type { ApprovalMethod } from '../../../../shared/domain/payment/sandbox-approval'
import { METHOD_UNAVAILABLE } from './pay-client'
import type { ApprovalClient } from './pay-client'

/** The providers' own approvals (Braintree PayPal Checkout, google-payment, apple-pay, Klarna's
 * widget, Clearpay's checkout) are not wired yet: refuse plainly rather than send the shopper to
 * a sandbox page that does not exist where a provider is configured. */
export function providerApprovalClient(_method: ApprovalMethod): ApprovalClient {
  return { authorise: () => Promise.resolve({ ok: false, message: METHOD_UNAVAILABLE }) }
}
