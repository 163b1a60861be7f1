import { z } from 'zod'

/** POST /api/v1/payments/clearpay/checkout: a Clearpay checkout for the basket (the amount is
 * the server's); the shopper is sent to `redirectCheckoutUrl` and comes back to the checkout. */
export const ClearpayCheckoutRequest = z
  .object({ basketToken: z.string().min(1).max(200) })
  .strict()
export type ClearpayCheckoutRequest = z.infer<typeof ClearpayCheckoutRequest>

export const ClearpayCheckoutResponse = z
  .object({ data: z.object({ redirectCheckoutUrl: z.string().url() }).strict() })
  .strict()
export type ClearpayCheckoutResponse = z.infer<typeof ClearpayCheckoutResponse>
