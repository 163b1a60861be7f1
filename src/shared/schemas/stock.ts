import { z } from 'zod'

export const ProductStock = z
  .object({
    soldOut: z.boolean(),
    /** Units left (null: no limit). */
    remaining: z.number().int().nullable(),
    /** Today's or this week's purchase cap is used up (storefront §4 'Deal availability'). */
    capReached: z.boolean(),
  })
  .strict()
export type ProductStock = z.infer<typeof ProductStock>

export const DealStock = ProductStock.extend({
  products: z.record(z.string(), ProductStock),
}).strict()
export type DealStock = z.infer<typeof DealStock>

/** `GET /api/v1/stock?ids=1,2`: live stock that cached pages read after load, so a cached
 * page never sells what is gone (DESIGN 'Caching'). */
export const StockResponse = z.object({ deals: z.record(z.string(), DealStock) }).strict()
export type StockResponse = z.infer<typeof StockResponse>

export const StockQuery = z
  .object({
    ids: z
      .string()
      .max(2000)
      .transform((v) =>
        [
          ...new Set(
            v
              .split(',')
              .map((s) => s.trim())
              .filter(Boolean),
          ),
        ].map(Number),
      )
      .pipe(z.array(z.number().int().positive()).min(1).max(100)),
  })
  .strict()
