import { z } from 'zod'
import { RECENTLY_VIEWED_MAX_IDS } from './discovery'

export { DealsResponse as ExitPromotionDealsResponse } from './discovery'

const DealIds = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : [v]))
  .transform((ids) => ids.map((id) => (/^\d{1,15}$/.test(id) ? Number(id) : NaN)))
  .pipe(z.array(z.number().int().positive()).max(RECENTLY_VIEWED_MAX_IDS))

/** GET /api/v1/exit-promotion/deals: the visitor's recently viewed deal ids (local storage, so
 * only the browser knows them), newest first; none is fine. */
export const ExitPromotionQuery = z.object({ id: DealIds.optional() }).strict()
export type ExitPromotionQuery = z.infer<typeof ExitPromotionQuery>
