import { z } from 'zod'

/** POST /api/v1/payments/klarna/session: Klarna Payments' first step for the basket's checkout
 * (the amount is the server's, from the basket). */
export const KlarnaSessionRequest = z.object({ basketToken: z.string().min(1).max(200) }).strict()
export type KlarnaSessionRequest = z.infer<typeof KlarnaSessionRequest>

/** The client token Klarna's widget is initialised with. */
export const KlarnaSessionResponse = z
  .object({ data: z.object({ clientToken: z.string() }).strict() })
  .strict()
export type KlarnaSessionResponse = z.infer<typeof KlarnaSessionResponse>
