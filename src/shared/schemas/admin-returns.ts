import { z } from 'zod'
import { VOUCHER_STATES } from '../domain/voucher/lifecycle'

/** One return request in the admin queue (the returns and refunds queue). */
export const AdminReturn = z
  .object({
    id: z.number().int(),
    voucherId: z.number().int(),
    voucherCode: z.string(),
    voucherStatus: z.string(),
    title: z.string(),
    orderId: z.string(),
    customerId: z.number().int(),
    customerEmail: z.string(),
    reason: z.string(),
    labelReference: z.string(),
    requestedAt: z.string(),
    currency: z.enum(['GBP', 'EUR']),
    decision: z.enum(['APPROVED', 'REJECTED']).nullable(),
    decidedAt: z.string().nullable(),
  })
  .strict()
export type AdminReturn = z.infer<typeof AdminReturn>

export const AdminReturnsQuery = z
  .object({ status: z.enum(['PENDING', 'DECIDED', 'ALL']).default('PENDING') })
  .strict()
export type AdminReturnsQuery = z.infer<typeof AdminReturnsQuery>

export const AdminReturnsResponse = z.object({ data: z.object({ returns: z.array(AdminReturn) }) })

/** Approve: the refund goes to the wallet (3-month REFUNDABLE credit) or back through the
 * gateway to the original payment. */
export const ApproveReturnRequest = z.object({ method: z.enum(['WALLET', 'CASH']) }).strict()
export type ApproveReturnRequest = z.infer<typeof ApproveReturnRequest>

/** Reject: the reason is what the customer's email says. */
export const RejectReturnRequest = z
  .object({ reason: z.string().trim().min(3, 'Please give a reason').max(500) })
  .strict()
export type RejectReturnRequest = z.infer<typeof RejectReturnRequest>

export const ReturnDecisionOutcome = z
  .object({
    returnId: z.number().int(),
    voucherId: z.number().int(),
    decision: z.enum(['APPROVED', 'REJECTED']),
    method: z.enum(['WALLET', 'CASH']).nullable(),
    walletAmount: z.number().int(),
    cashAmount: z.number().int(),
    currency: z.enum(['GBP', 'EUR']),
    voucherStatus: z.string(),
  })
  .strict()
export type ReturnDecisionOutcome = z.infer<typeof ReturnDecisionOutcome>

/** POST /api/v1/admin/returns/{id}/approve|reject. */
export const ReturnDecisionResponse = z.object({ data: ReturnDecisionOutcome }).strict()

/** POST /api/v1/admin/returns/{id}/in-transit|received: the return parcel's progress before
 * the decision (transactions §4: requested, in transit, returned, refunded). */
export const ReturnLegOutcome = z
  .object({
    returnId: z.number().int(),
    voucherId: z.number().int(),
    voucherStatus: z.enum(VOUCHER_STATES),
    statusLabel: z.string(),
  })
  .strict()
export type ReturnLegOutcome = z.infer<typeof ReturnLegOutcome>
export const ReturnLegResponse = z.object({ data: ReturnLegOutcome }).strict()
