import type { D1Database } from '@cloudflare/workers-types'
import { BRANDS, type BrandId } from '../../../shared/config/brands'
import type { BasketProductRow, BasketRow } from '../../storage/basket-repository'
import { BasketRepository } from '../../storage/basket-repository'
import { OrderBatchRepository } from '../../storage/order-batch-repository'
import { basketCapScopes, checkoutCapTrims } from './checkout-caps'
import type { CappedProduct } from './purchase-counters'
import { isExtensionLine } from '../pricing/line-price'

/** The per-customer caps of a catalogue product, as purchaseCounters reads them. */
export const capsOf = (row: BasketProductRow): CappedProduct => ({
  dealId: row.dealId,
  productId: row.productId,
  dealCap: row.dealPurchaseCap,
  dailyCap: row.dailyPurchaseCap,
  weeklyCap: row.weeklyPurchaseCap,
  productCap: row.productPurchaseCap,
})

export const capTimeZoneOf = (basket: Pick<BasketRow, 'brand'>) =>
  BRANDS[basket.brand as BrandId]?.timeZone ?? 'Europe/London'

/** Checkout load (transactions §5 "items over the cap are removed at purchase"): lines over the
 * customer's caps are cut down, or removed when nothing is left, and the messages say so. The
 * basket is changed for good, so the order placed from this checkout is within its caps; a
 * race lost after this is the order's 409. */
export async function trimBasketToCaps(
  db: D1Database,
  basket: BasketRow,
  userId: number | null,
  now: Date,
): Promise<string[]> {
  const baskets = new BasketRepository(db)
  const lines = await baskets.lines(basket.token)
  if (lines.length === 0) return []
  const products = await baskets.products(lines.map((line) => line.productId))
  const capped = products.map(capsOf)
  const timeZone = capTimeZoneOf(basket)
  if (!capped.some((p) => [p.dealCap, p.dailyCap, p.weeklyCap, p.productCap].some(Boolean))) {
    return []
  }
  const bought =
    userId === null
      ? new Map<string, number>()
      : await new OrderBatchRepository(db).counts(userId, basketCapScopes(capped, now, timeZone))
  const titles = new Map(products.map((row) => [row.productId, row.productTitle]))
  const trims = checkoutCapTrims(
    // Extensions (VVE add-ons) count against no cap.
    lines
      .filter((line) => !isExtensionLine(line))
      .map((line) => ({
        id: line.id,
        dealId: line.dealId,
        productId: line.productId,
        quantity: line.quantity,
        title: titles.get(line.productId) ?? line.title ?? '',
      })),
    capped,
    bought,
    now,
    timeZone,
  )
  await baskets.batch(
    trims.map((trim) =>
      trim.quantity === 0
        ? baskets.deleteLine(basket.token, trim.lineId)
        : baskets.updateLine(basket.token, trim.lineId, { quantity: trim.quantity }),
    ),
  )
  return trims.flatMap((trim) => (trim.message ? [trim.message] : []))
}
