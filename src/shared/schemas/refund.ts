import { z } from 'zod'
import { REFUND_REASON_CODES } from '../domain/refund/refund-reasons'
import { Currency, MinorUnits } from './money'

const VoucherId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER)

/** POST /api/v1/refunds: the refund and return request form (transactions §5 'Order number and
 * code are required and valid; a tick-box confirms the code has not been redeemed with the
 * merchant'; 'a refund reason'). */
export const RefundRequest = z
  .object({
    orderNumber: z
      .string({ error: 'Please enter your order number' })
      .trim()
      .regex(/^\d{1,16}$/, 'Please enter a valid order number'),
    voucherCode: z
      .string({ error: 'Please enter your voucher code' })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{6,20}$/, 'Please enter a valid voucher code'),
    reason: z.enum(REFUND_REASON_CODES, { error: 'Please select a refund reason' }),
    notRedeemedConfirmed: z.literal(true, {
      error: 'Please confirm the code has not been redeemed with the merchant',
    }),
    method: z.enum(['WALLET', 'CASH']),
  })
  .strict()
export type RefundRequest = z.infer<typeof RefundRequest>

/** 201 answer: what was refunded where. */
export const RefundOutcome = z
  .object({
    refundId: z.number().int(),
    voucherId: z.number().int(),
    type: z.literal('ON_DEMAND_REFUND'),
    basis: z.enum(['GUARANTEE', 'PROTECTION']),
    method: z.enum(['WALLET', 'CASH']),
    currency: Currency,
    walletAmount: MinorUnits,
    cashAmount: MinorUnits,
    /** When the wallet credit lapses (§9 'Refund credit valid 3 months'); null without credit. */
    creditExpiresAt: z.string().nullable(),
    /** The customer's refundable wallet balance after the refund, in the refund's currency. */
    walletBalance: MinorUnits,
    message: z.string(),
  })
  .strict()
export type RefundOutcome = z.infer<typeof RefundOutcome>
export const RefundResponse = z.object({ data: RefundOutcome }).strict()

/** GET /api/v1/vouchers/{id}/after-sale: what the voucher page and refund form need. */
export const AfterSale = z
  .object({
    voucherId: z.number().int(),
    orderNumber: z.string(),
    voucherCode: z.string(),
    title: z.string(),
    currency: Currency,
    refundAmount: MinorUnits,
    refund: z.discriminatedUnion('eligible', [
      z.object({
        eligible: z.literal(true),
        basis: z.enum(['GUARANTEE', 'PROTECTION']),
        methods: z.array(z.enum(['WALLET', 'CASH'])),
      }),
      z.object({ eligible: z.literal(false), reason: z.string(), message: z.string() }),
    ]),
    reasons: z.array(z.object({ code: z.string(), label: z.string() })),
    canReturn: z.boolean(),
    returnProgress: z.array(
      z.object({ status: z.string(), label: z.string(), done: z.boolean(), current: z.boolean() }),
    ),
    returnLabelReference: z.string().nullable(),
    deposit: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('NONE') }),
      z.object({ kind: z.literal('DUE'), balanceDue: MinorUnits, dueBy: z.string().nullable() }),
      z.object({
        kind: z.literal('OVERDUE'),
        balanceDue: MinorUnits,
        dueBy: z.string(),
        message: z.string(),
      }),
    ]),
    extendable: z.boolean(),
  })
  .strict()
export type AfterSale = z.infer<typeof AfterSale>
export const AfterSaleResponse = z.object({ data: AfterSale }).strict()

/** POST /api/v1/returns (§7 create-return-order). */
export const ReturnRequest = z
  .object({
    voucherId: VoucherId,
    reason: z.enum(REFUND_REASON_CODES, { error: 'Please select a reason' }),
  })
  .strict()
export type ReturnRequest = z.infer<typeof ReturnRequest>
export const ReturnResponse = z
  .object({
    data: z.object({
      voucherId: z.number().int(),
      labelReference: z.string(),
      labelPath: z.string(),
      status: z.string(),
    }),
  })
  .strict()

/** POST /api/v1/vouchers/{id}/pay-balance: the tokenizer's single-use card token. */
export const PayBalanceRequest = z.object({ paymentToken: z.string().min(1).max(200) }).strict()
export const PayBalanceResponse = z
  .object({ data: z.object({ voucherId: z.number().int(), paid: MinorUnits, currency: Currency }) })
  .strict()
