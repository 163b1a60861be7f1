import { z } from 'zod'

/** How an order's shopper arrived: storefront §9's marketing cookies as the order recorded
 * them (migrations/0036). Every field is null when the shopper carried no such cookie. */
export const OrderAttribution = z
  .object({
    source: z.string().nullable(),
    medium: z.string().nullable(),
    campaign: z.string().nullable(),
    affiliateClickId: z.string().nullable(),
    searchClickId: z.string().nullable(),
    groupId: z.string().nullable(),
    facebookClickId: z.string().nullable(),
  })
  .strict()
export type OrderAttribution = z.infer<typeof OrderAttribution>
