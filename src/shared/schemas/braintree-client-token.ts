import { z } from 'zod'

/** POST /api/v1/payments/braintree/client-token: the authorisation Braintree's browser SDK
 * starts with, for the basket's currency (each currency settles to its own merchant account). */
export const ClientTokenRequest = z.object({ currency: z.enum(['GBP', 'EUR']) }).strict()
export type ClientTokenRequest = z.infer<typeof ClientTokenRequest>

/** With the client token, what the wallets' SDKs need besides it: the brand's name (Apple Pay's
 * sheet and merchant validation), Google's merchant id and which Google Pay environment the
 * Braintree account is in (Braintree's sandbox takes only Google's TEST). */
export const ClientTokenResponse = z
  .object({
    data: z
      .object({
        clientToken: z.string(),
        merchantName: z.string(),
        googleMerchantId: z.string().nullable(),
        googlePayEnvironment: z.enum(['PRODUCTION', 'TEST']),
      })
      .strict(),
  })
  .strict()
export type ClientTokenResponse = z.infer<typeof ClientTokenResponse>
