import { capScopes, type CapTimeZone } from '../../../shared/domain/basket/purchase-caps'

export interface CappedProduct {
  dealId: number
  productId: number
  /** Per-customer caps: the deal's overall, per day and per week, and the product's. */
  dealCap: number | null
  dailyCap: number | null
  weeklyCap: number | null
  productCap: number | null
}

export interface CounterIncrement {
  scope: string
  count: number
  cap: number
}

/** The purchase_counters rows an order adds to, one per capped scope, each with the quantity
 * the order takes and the cap in force now (transactions §5 'Purchase cap', storefront §5).
 * Days are calendar days and weeks ISO weeks in the brand's zone, so a daily cap resets at
 * local midnight: the scope names the day, and tomorrow's order counts on a new row.
 * @example purchaseCounters([{ dealId: 1, productId: 10, quantity: 3 }], [{ dealId: 1, productId: 10, dealCap: null, dailyCap: 2, weeklyCap: null, productCap: null }], now, 'Europe/London') // [{ scope: 'day:1:2026-11-21', count: 3, cap: 2 }] */
export function purchaseCounters(
  lines: readonly { dealId: number; productId: number; quantity: number }[],
  products: readonly CappedProduct[],
  now: Date,
  timeZone: CapTimeZone,
): CounterIncrement[] {
  const counters = new Map<string, CounterIncrement>()
  const add = (scope: string, count: number, cap: number | null) => {
    if (cap === null) return
    const current = counters.get(scope)
    counters.set(scope, { scope, count: (current?.count ?? 0) + count, cap })
  }
  for (const line of lines) {
    const product = products.find((candidate) => candidate.productId === line.productId)
    if (!product) continue
    const scope = capScopes(line.dealId, line.productId, now, timeZone)
    add(scope.deal, line.quantity, product.dealCap)
    add(scope.day, line.quantity, product.dailyCap)
    add(scope.week, line.quantity, product.weeklyCap)
    add(scope.product, line.quantity, product.productCap)
  }
  return [...counters.values()]
}
