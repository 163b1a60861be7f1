import { z } from 'zod'
import { OrderAttribution } from './order-attribution'

/** Look-up by email: an exact address or the start of one. */
export const AdminCustomerQuery = z
  .object({ email: z.string().trim().min(2, 'Type at least 2 characters of the email').max(254) })
  .strict()
export type AdminCustomerQuery = z.infer<typeof AdminCustomerQuery>

export const AdminCustomerSummary = z
  .object({
    id: z.number().int(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    brand: z.string(),
    createdAt: z.string(),
    lockedUntil: z.string().nullable(),
    isLocked: z.boolean(),
    deleted: z.boolean(),
  })
  .strict()
export type AdminCustomerSummary = z.infer<typeof AdminCustomerSummary>

/** GET /api/v1/admin/customers?email=. */
export const AdminCustomersResponse = z
  .object({ data: z.object({ customers: z.array(AdminCustomerSummary) }).strict() })
  .strict()
/** POST /api/v1/admin/customers/{id}/lock|unlock: the customer as they now are. */
export const AdminCustomerSummaryResponse = z.object({ data: AdminCustomerSummary }).strict()
/** POST /api/v1/admin/customers/{id}/password-reset. */
export const AdminPasswordResetResponse = z
  .object({
    data: z.object({ customerId: z.number().int(), resetMailed: z.literal(true) }).strict(),
  })
  .strict()

/** A customer's file as support sees it. Orders show the gateway only: no card data is ever
 * read here (the back office never shows card data). */
export const AdminCustomerDetail = z
  .object({
    customer: AdminCustomerSummary,
    orders: z.array(
      z.object({
        id: z.string(),
        status: z.string(),
        currency: z.string(),
        total: z.number().int(),
        gateway: z.string().nullable(),
        createdAt: z.string(),
        /** Where the shopper came from when placing it; null when they carried nothing. */
        attribution: OrderAttribution.nullable(),
      }),
    ),
    vouchers: z.array(
      z.object({
        id: z.number().int(),
        code: z.string(),
        orderId: z.string(),
        title: z.string(),
        status: z.string(),
        orderProgress: z.string().nullable(),
        expiresAt: z.string(),
      }),
    ),
    wallet: z.array(
      z.object({
        id: z.number().int(),
        currency: z.string(),
        kind: z.string(),
        amount: z.number().int(),
        reason: z.string(),
        reference: z.string().nullable(),
        createdAt: z.string(),
        expiresAt: z.string().nullable(),
      }),
    ),
    walletBalances: z.array(
      z.object({ currency: z.string(), kind: z.string(), balance: z.number().int() }),
    ),
    loyalty: z.object({
      balance: z.number().int(),
      ledger: z.array(
        z.object({
          points: z.number().int(),
          reason: z.string(),
          reference: z.string(),
          createdAt: z.string(),
        }),
      ),
    }),
  })
  .strict()
export type AdminCustomerDetail = z.infer<typeof AdminCustomerDetail>

/** GET /api/v1/admin/customers/{id}. */
export const AdminCustomerDetailResponse = z.object({ data: AdminCustomerDetail }).strict()
