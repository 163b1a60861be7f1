import { z } from 'zod'

/** GET checkout/deal-express-payment-method/{dealId} (transactions §7): whether 'Buy now' may
 * pay at once with a saved instrument; when not, the message to show beside the checkout link. */
export const ExpressBuyAvailability = z
  .object({ available: z.boolean(), message: z.string().optional() })
  .strict()
export type ExpressBuyAvailability = z.infer<typeof ExpressBuyAvailability>

export const ExpressBuyResponse = z.object({ data: ExpressBuyAvailability }).strict()
export type ExpressBuyResponse = z.infer<typeof ExpressBuyResponse>

export const ExpressBuyParams = z.object({ dealId: z.coerce.number().int().positive() })
