import { z } from 'zod'

/** POST /api/v1/payments/braintree/client-token: the authorisation Braintree's browser SDK
 * starts with, for the basket's currency (each currency settles to its own merchant account). */
export const ClientTokenRequest = z.object({ currency: z.enum(['GBP', 'EUR']) }).strict()
export type ClientTokenRequest = z.infer<typeof ClientTokenRequest>

export const ClientTokenResponse = z
  .object({ data: z.object({ clientToken: z.string() }).strict() })
  .strict()
export type ClientTokenResponse = z.infer<typeof ClientTokenResponse>
