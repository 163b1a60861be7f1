import type { D1Database } from '@cloudflare/workers-types'
import { BRANDS, type BrandId } from '../../../shared/config/brands'
import { dayKey, weekKey, type CapTimeZone } from '../../../shared/domain/basket/purchase-caps'
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

/** The purchase_counters scopes (migrations/0014) of one product's caps, named exactly as
 * order placement writes them (services/checkout/purchase-counters.ts): days and ISO weeks in the
 * brand's zone, so the basket and the order agree on when a daily cap resets.
 * @example capScopes(1, 10, new Date('2026-11-21T12:00:00Z'), 'Europe/London').week === 'week:1:2026-11-16' */
export function capScopes(dealId: number, productId: number, now: Date, timeZone: CapTimeZone) {
  return {
    deal: `deal:${dealId}`,
    day: `day:${dealId}:${dayKey(now, timeZone)}`,
    week: `week:${dealId}:${weekKey(now, timeZone)}`,
    product: `product:${productId}`,
  } satisfies Record<keyof PastPurchases, string>
}

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
