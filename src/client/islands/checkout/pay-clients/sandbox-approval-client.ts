import type { ApprovalMethod } from '../../../../shared/domain/payment/sandbox-approval'
import { startApproval } from '../checkout-approval'
import type { ApprovalClient } from './pay-client'

/** The sandbox's approval for PayPal, PayPal Credit, the wallets, Klarna and Clearpay: its page
 * at /sandbox/pay/{token} answers as the provider would, and the token comes back with the
 * shopper (checkout-approval.ts places the kept order). */
export function sandboxApprovalClient(method: ApprovalMethod): ApprovalClient {
  return {
    async authorise({ basketToken, order }) {
      const problem = await startApproval(basketToken, method, order)
      return problem ? { ok: false, message: problem } : { ok: 'left' }
    },
  }
}
