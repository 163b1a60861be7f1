import { TZDate } from '@date-fns/tz'
import { format, startOfISOWeek } from 'date-fns'
import { maxQuantityUserCanBuy } from '../deal/max-quantity'

export type CapTimeZone = 'Europe/London' | 'Europe/Dublin'

/** What limits one product: its stock and the per-customer caps. Null means no limit. */
export interface ProductCaps {
  dealId: number
  productId: number
  /** Stock the deal may still sell today and this week, and in total for the deal/product. */
  remainingForDay?: number | null
  remainingForWeek?: number | null
  dealRemaining?: number | null
  productRemaining?: number | null
  /** Per-customer caps: on the deal and the product overall, and on the deal per day/week. */
  perUserDealCap?: number | null
  perUserProductCap?: number | null
  perUserDailyCap?: number | null
  perUserWeeklyCap?: number | null
}

export interface PastPurchase {
  dealId: number
  productId: number
  quantity: number
  /** UTC ISO timestamp of the order. */
  purchasedAt: string
}

export interface CapLine {
  lineId: string
  dealId: number
  productId: number
  quantity: number
  title?: string
}

export interface CappedLine {
  lineId: string
  quantity: number
  removed: number
  /** Set when units were removed; shown to the shopper at purchase. */
  message: string | null
}

export interface CapContext {
  now: Date
  /** The brand's zone: a cap "per day" means the shopper's calendar day (DESIGN 'Data'). */
  timeZone: CapTimeZone
}

/** Trims basket lines to what stock and the customer's caps still allow (transactions §5:
 * "Purchase cap: maximum quantity per day shown as a cap; items over the cap are removed at
 * purchase"). Days are calendar days and weeks ISO weeks (Monday to Sunday) in the brand's zone,
 * so a cap resets at local midnight, not UTC midnight. Lines of the same deal or product share
 * their caps and are served in basket order. What the customer already bought counts against the
 * per-customer caps only: their purchases already came off the stock counts.
 * @example trimToPurchaseCaps([{ lineId: 'a', dealId: 1, productId: 10, quantity: 3 }], [{ dealId: 1, productId: 10, perUserDailyCap: 2 }], [], ctx) // [{ lineId: 'a', quantity: 2, removed: 1, message: '...' }] */
export function trimToPurchaseCaps(
  lines: readonly CapLine[],
  caps: readonly ProductCaps[],
  purchases: readonly PastPurchase[],
  context: CapContext,
): CappedLine[] {
  const today = dayKey(context.now, context.timeZone)
  const thisWeek = weekKey(context.now, context.timeZone)
  const taken = new Counter()
  for (const purchase of purchases) {
    const at = new Date(purchase.purchasedAt)
    if (Number.isNaN(at.getTime()) || !(purchase.quantity > 0)) continue
    taken.add(`deal:${purchase.dealId}`, purchase.quantity)
    taken.add(`product:${purchase.productId}`, purchase.quantity)
    if (dayKey(at, context.timeZone) === today)
      taken.add(`day:${purchase.dealId}`, purchase.quantity)
    if (weekKey(at, context.timeZone) === thisWeek) {
      taken.add(`week:${purchase.dealId}`, purchase.quantity)
    }
  }
  // Units earlier basket lines take from the same stock and caps.
  const inBasket = new Counter()
  return lines.map((line) => {
    const cap = caps.find((c) => c.productId === line.productId && c.dealId === line.dealId)
    const allowed = cap ? allowedNow(cap, taken, inBasket) : null
    const quantity = allowed === null ? line.quantity : Math.min(line.quantity, allowed)
    inBasket.add(`deal:${line.dealId}`, quantity)
    inBasket.add(`product:${line.productId}`, quantity)
    const removed = line.quantity - quantity
    return {
      lineId: line.lineId,
      quantity,
      removed,
      message: removed > 0 ? capMessage(line, quantity) : null,
    }
  })
}

function allowedNow(cap: ProductCaps, taken: Counter, inBasket: Counter): number | null {
  const deal = `deal:${cap.dealId}`
  const product = `product:${cap.productId}`
  const dealInBasket = inBasket.get(deal)
  const left = (limit: number | null | undefined, used: number) =>
    limit == null ? null : limit - used
  const perUserDeal = [
    left(cap.perUserDealCap, taken.get(deal) + dealInBasket),
    left(cap.perUserDailyCap, taken.get(`day:${cap.dealId}`) + dealInBasket),
    left(cap.perUserWeeklyCap, taken.get(`week:${cap.dealId}`) + dealInBasket),
  ].filter((value): value is number => value !== null)
  return maxQuantityUserCanBuy({
    remainingForDay: left(cap.remainingForDay, dealInBasket),
    remainingForWeek: left(cap.remainingForWeek, dealInBasket),
    dealRemaining: left(cap.dealRemaining, dealInBasket),
    productRemaining: left(cap.productRemaining, inBasket.get(product)),
    dealCap: perUserDeal.length > 0 ? Math.min(...perUserDeal) : null,
    productCap: left(cap.perUserProductCap, taken.get(product) + inBasket.get(product)),
  })
}

// The spec gives no wording; this says what happened and why, as the basket toast does.
function capMessage(line: CapLine, kept: number): string {
  const name = line.title ? `'${line.title}'` : 'This item'
  return kept === 0
    ? `${name} was removed from your basket: you've reached the purchase limit for this deal.`
    : `${name}: you can buy ${kept} more, so the quantity was reduced to ${kept}.`
}

/** The purchase_counters scopes (migrations/0014) of one product's per-customer caps: the one
 * naming that order placement writes and the basket, checkout and deal page read. Days and ISO
 * weeks are the brand's zone's, so every reader agrees on when a daily cap resets.
 * @example capScopes(1, 10, new Date('2026-11-21T12:00:00Z'), 'Europe/London').week === 'week:1:2026-11-16' */
export function capScopes(
  dealId: number,
  productId: number,
  now: Date,
  timeZone: CapTimeZone,
): CapScopes {
  return {
    deal: `deal:${dealId}`,
    day: `day:${dealId}:${dayKey(now, timeZone)}`,
    week: `week:${dealId}:${weekKey(now, timeZone)}`,
    product: `product:${productId}`,
  }
}

export interface CapScopes {
  deal: string
  day: string
  week: string
  product: string
}

/** The calendar day in the zone, e.g. '2026-11-21'. */
export function dayKey(at: Date, timeZone: CapTimeZone): string {
  return format(new TZDate(at.getTime(), timeZone), 'yyyy-MM-dd')
}

/** The Monday that starts the ISO week in the zone, e.g. '2026-11-16'. */
export function weekKey(at: Date, timeZone: CapTimeZone): string {
  return format(startOfISOWeek(new TZDate(at.getTime(), timeZone)), 'yyyy-MM-dd')
}

class Counter {
  private readonly counts = new Map<string, number>()
  add(key: string, amount: number): void {
    this.counts.set(key, this.get(key) + amount)
  }
  get(key: string): number {
    return this.counts.get(key) ?? 0
  }
}
