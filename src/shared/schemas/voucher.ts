import { z } from 'zod'
import { StayDates } from './stay'
import { VOUCHER_STATES } from '../domain/voucher/lifecycle'
import { VOUCHER_ACTIONS, VOUCHER_FILTERS } from '../domain/voucher/voucher-actions'

/** GET /api/v1/vouchers query: 10 a page, optionally one filter tab. */
export const VoucherListQuery = z.object({
  page: z.coerce
    .number('page must be a number')
    .int('page must be a whole number')
    .min(1, 'page starts at 1')
    .max(10_000, 'page is too large')
    .default(1),
  status: z.enum(VOUCHER_FILTERS, 'Unknown voucher filter').default('all'),
})
export type VoucherListQuery = z.infer<typeof VoucherListQuery>

export const RedeemLocation = z
  .object({
    addressLine1: z.string(),
    addressLine2: z.string().nullable(),
    town: z.string(),
    postCode: z.string(),
  })
  .strict()
export type RedeemLocation = z.infer<typeof RedeemLocation>

/** A voucher in the list: what it is for, where and until when, its §3 status label and the
 * actions that apply now. The code itself is only on the voucher page: strict, so a list that
 * leaked it (or any other field) fails the API fuzzer. */
export const VoucherSummary = z
  .object({
    id: z.number().int(),
    dealId: z.number().int(),
    dealTitle: z.string(),
    productTitle: z.string(),
    /** The stay the voucher is for (its order line's dates); null for anything else. */
    stay: StayDates.nullable(),
    merchant: z.string().nullable(),
    redeemLocation: RedeemLocation.nullable(),
    redeemLocationUrl: z.string().nullable(),
    expiresAt: z.string(),
    createdAt: z.string(),
    state: z.enum(VOUCHER_STATES),
    statusLabel: z.string(),
    actions: z.array(z.enum(VOUCHER_ACTIONS)),
    orderNumber: z.string(),
    /** Posted goods (§3 'Order progress'): the carrier's reference once dispatched, and when
     * the parcel was dispatched and delivered; null for everything else. */
    trackingReference: z.string().nullable(),
    dispatchedAt: z.string().nullable(),
    deliveredAt: z.string().nullable(),
  })
  .strict()
export type VoucherSummary = z.infer<typeof VoucherSummary>

export const VoucherDetail = VoucherSummary.extend({
  code: z.string(),
  terms: z.string().nullable(),
  /** A claimed e-gift's message from the buyer (§5 'Gift message'); null otherwise. */
  giftMessage: z.string().nullable(),
}).strict()
export type VoucherDetail = z.infer<typeof VoucherDetail>

export const VoucherListResponse = z
  .object({
    data: z
      .object({
        vouchers: z.array(VoucherSummary),
        filter: z.enum(VOUCHER_FILTERS),
        page: z.number().int(),
        pageSize: z.number().int(),
        total: z.number().int(),
        totalPages: z.number().int(),
      })
      .strict(),
  })
  .strict()
export type VoucherListResponse = z.infer<typeof VoucherListResponse>

export const VoucherDetailResponse = z.object({ data: VoucherDetail }).strict()
