import {
  capScopes,
  trimToPurchaseCaps,
  type CapTimeZone,
  type CappedLine,
  type ProductCaps,
} from '../../../shared/domain/basket/purchase-caps'
import type { CappedProduct } from './purchase-counters'

export interface CheckoutCapLine {
  id: string
  dealId: number
  productId: number
  quantity: number
  title: string
}

/** The basket lines checkout trims to the customer's purchase caps on load (transactions §5:
 * "items over the cap are removed at purchase"), each with its message; lines within their caps
 * are left out. `bought` is the customer's purchase_counters (scope → units; empty for an
 * anonymous shopper), the same scopes purchaseCounters writes, so what checkout allows is what
 * the order's counters accept. Stock is not trimmed here: a sold-out item is checkout's 422.
 * @example checkoutCapTrims([{ id: 'a', dealId: 1, productId: 10, quantity: 3, title: 'Spa' }], [{ dealId: 1, productId: 10, dealCap: 2, dailyCap: null, weeklyCap: null, productCap: null }], new Map(), now, 'Europe/London') // [{ lineId: 'a', quantity: 2, removed: 1, message: "'Spa': ..." }] */
export function checkoutCapTrims(
  lines: readonly CheckoutCapLine[],
  products: readonly CappedProduct[],
  bought: ReadonlyMap<string, number>,
  now: Date,
  timeZone: CapTimeZone,
): CappedLine[] {
  const left = (cap: number | null, scope: string) =>
    cap === null ? null : cap - (bought.get(scope) ?? 0)
  const caps: ProductCaps[] = products.map((product) => {
    const scope = capScopes(product.dealId, product.productId, now, timeZone)
    return {
      dealId: product.dealId,
      productId: product.productId,
      perUserDealCap: left(product.dealCap, scope.deal),
      perUserDailyCap: left(product.dailyCap, scope.day),
      perUserWeeklyCap: left(product.weeklyCap, scope.week),
      perUserProductCap: left(product.productCap, scope.product),
    }
  })
  return trimToPurchaseCaps(
    lines.map((line) => ({ ...line, lineId: line.id })),
    caps,
    [],
    { now, timeZone },
  ).filter((line) => line.removed > 0)
}

/** The purchase_counters scopes a basket's caps are read from. */
export function basketCapScopes(
  products: readonly CappedProduct[],
  now: Date,
  timeZone: CapTimeZone,
): string[] {
  return products.flatMap((product) => {
    const scope = capScopes(product.dealId, product.productId, now, timeZone)
    return [scope.deal, scope.day, scope.week, scope.product]
  })
}
