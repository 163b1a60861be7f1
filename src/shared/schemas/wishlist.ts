import { z } from 'zod'
import { DealSummary } from './deal'

/** Transactions §3 'Wishlist': id, deals, errorMessage, quantity; one page of 50 (§9). id is
 * null while nothing has been added yet. */
export const WishlistResponse = z
  .object({
    id: z.string().nullable(),
    deals: z.array(DealSummary),
    quantity: z.number().int(),
    errorMessage: z.string().nullable(),
    page: z.number().int(),
    pageSize: z.number().int(),
    nomore: z.boolean(),
    /** §2/§8: anonymous visitors are asked to sign in to keep their list. */
    signedIn: z.boolean(),
  })
  .strict()
export type WishlistResponse = z.infer<typeof WishlistResponse>

/** What the deal-card hearts need: every deal id on the list, in one small answer. */
export const WishlistFlagsResponse = z
  .object({ id: z.string().nullable(), dealIds: z.array(z.number().int()) })
  .strict()
export type WishlistFlagsResponse = z.infer<typeof WishlistFlagsResponse>

export const WishlistQuery = z
  .object({
    customerToken: z.string().max(200).optional(),
    page: z.coerce.number().int().min(0).max(1000).default(0),
  })
  .strict()

/** §7 PATCH {wishlist}/{id} with {operations:[{op:'merge', path:'/customerToken', value}]}. */
export const WishlistMergeOperation = z
  .object({ op: z.literal('merge'), path: z.literal('/customerToken'), value: z.string().max(200) })
  .strict()
export const WishlistPatchRequest = z
  .object({ operations: z.array(WishlistMergeOperation).min(1).max(1) })
  .strict()
export type WishlistPatchRequest = z.infer<typeof WishlistPatchRequest>

/** Storefront §7 'GET wishlist flag per item' answers `data.data`: whether the deal is saved. */
export const WishlistFlagResponse = z
  .object({ data: z.object({ data: z.boolean() }).strict() })
  .strict()
export type WishlistFlagResponse = z.infer<typeof WishlistFlagResponse>
