import type { D1Database } from '@cloudflare/workers-types'
import { BRANDS, type BrandId } from '../../../shared/config/brands'
import { capScopes } from '../../../shared/domain/basket/purchase-caps'
import type { BasketProductRow } from '../../storage/basket-repository'
import { OrderBatchRepository } from '../../storage/order-batch-repository'

/** Units a customer already bought on each per-customer cap of one product. */
export interface PastPurchases {
  deal: number
  day: number
  week: number
  product: number
}

export const NO_PAST_PURCHASES: PastPurchases = { deal: 0, day: 0, week: 0, product: 0 }

/** A catalogue product with what the basket's customer already bought of it. */
export type ProductWithPurchases = BasketProductRow & { bought?: PastPurchases }

/** The products with the customer's past purchases on their caps, read from the counters that
 * order placement keeps (storefront §5: max quantity counts what the customer already bought).
 * An anonymous basket has bought nothing; the order re-checks after sign-in. */
export async function withPastPurchases<Row extends Pick<BasketProductRow, 'dealId' | 'productId'>>(
  db: D1Database,
  products: readonly Row[],
  customerId: number | null,
  brand: string,
  now: Date,
): Promise<(Row & { bought?: PastPurchases })[]> {
  if (customerId === null || products.length === 0) return [...products]
  const timeZone = BRANDS[brand as BrandId]?.timeZone ?? 'Europe/London'
  const scopes = products.map((row) => capScopes(row.dealId, row.productId, now, timeZone))
  const counts = await new OrderBatchRepository(db).counts(customerId, [
    ...new Set(scopes.flatMap((scope) => Object.values(scope))),
  ])
  return products.map((row, index) => {
    const scope = scopes[index]!
    const bought = (key: keyof PastPurchases) => counts.get(scope[key]) ?? 0
    return {
      ...row,
      bought: {
        deal: bought('deal'),
        day: bought('day'),
        week: bought('week'),
        product: bought('product'),
      },
    }
  })
}
