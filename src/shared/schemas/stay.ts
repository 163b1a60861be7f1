import { z } from 'zod'

/** The stay an order line, voucher or confirmation is for (an order for "14 Nights"
 * once carried no dates): check-in, check-out and the nights between. Null on anything else. */
export const StayDates = z
  .object({
    checkIn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    checkOut: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    nights: z.number().int().min(1),
  })
  .strict()
export type StayDates = z.infer<typeof StayDates>
