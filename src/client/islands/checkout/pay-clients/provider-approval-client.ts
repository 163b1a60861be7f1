import type { ApprovalMethod } from '../../../../shared/domain/payment/sandbox-approval'
import type { Currency } from '../../../../shared/schemas/money'
import type { ApprovalClient } from './pay-client'

/** The providers' own approvals, each loaded only when its method is chosen: Braintree's PayPal
 * Checkout (PayPal and PayPal Credit), google-payment and apple-pay, Klarna's widget and
 * Clearpay's checkout. */
export function providerApprovalClient(
  method: ApprovalMethod,
  currency: Currency,
): Promise<ApprovalClient> {
  switch (method) {
    case 'paypal':
    case 'paypal_credit':
      return import('./braintree-paypal-client').then((m) =>
        m.braintreePayPalClient(method === 'paypal_credit'),
      )
    case 'google_pay':
      return import('./braintree-google-pay-client').then((m) =>
        m.braintreeGooglePayClient(currency),
      )
    case 'apple_pay':
      return import('./braintree-apple-pay-client').then((m) => m.braintreeApplePayClient(currency))
    case 'clearpay':
      return import('./clearpay-approval-client').then((m) => m.clearpayApprovalClient())
    case 'klarna':
      return import('./klarna-approval-client').then((m) => m.klarnaApprovalClient())
  }
}
