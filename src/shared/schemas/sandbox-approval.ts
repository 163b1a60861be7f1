import { z } from 'zod'
import { APPROVAL_DECISIONS, APPROVAL_METHODS } from '../domain/payment/sandbox-approval'

/** POST /api/v1/payments/approvals: the checkout opens the sandbox's approval of `method` for
 * what the basket asks the shopper to pay now (the amount is the server's, never the page's). */
export const OpenApprovalRequest = z
  .object({
    basketToken: z.string().trim().min(11).max(100),
    method: z.enum(APPROVAL_METHODS),
  })
  .strict()
export type OpenApprovalRequest = z.infer<typeof OpenApprovalRequest>

export const OpenApprovalResponse = z
  .object({ data: z.object({ approvalPath: z.string().startsWith('/sandbox/pay/') }).strict() })
  .strict()
export type OpenApprovalResponse = z.infer<typeof OpenApprovalResponse>

/** The sandbox page's form: the button the shopper pressed. */
export const ApprovalDecisionForm = z.object({ decision: z.enum(APPROVAL_DECISIONS) }).strict()
