import { paymentErrorMessage } from '../../../../shared/domain/payment/payment-errors'
import { callRoute } from '../../../api/typed-call'
import { walletHeaders } from '../../../api/browser-wallets'
import { leaveForApproval } from '../checkout-approval'
import type { ApprovalClient } from './pay-client'

/** Clearpay: the server creates Clearpay's checkout for the basket, the shopper approves on
 * Clearpay's page and comes back with its orderToken, which the kept order is placed with
 * (checkout-approval.ts) — the sandbox approval's round trip, with Clearpay's page. */
export function clearpayApprovalClient(): ApprovalClient {
  return {
    async authorise({ basketToken, order }) {
      const checkout = await callRoute('POST /payments/clearpay/checkout', {
        body: { basketToken },
        headers: walletHeaders(),
      })
      if (!checkout.ok || !checkout.data) {
        return { ok: false, message: checkout.message ?? paymentErrorMessage('CLEARPAY_FAILED') }
      }
      leaveForApproval(basketToken, 'clearpay', order, checkout.data.data.redirectCheckoutUrl)
      return { ok: 'left' }
    },
  }
}
