import { SOLD_AFTER_CLOSE_DAYS } from '../../../shared/config/constants'
import type { MaxQuantityInput } from '../../../shared/domain/deal/max-quantity'
import type { BasketProductRow } from '../../storage/basket-repository'
import { NO_PAST_PURCHASES, type PastPurchases, type ProductWithPurchases } from './past-purchases'

const DAY_MS = 86_400_000

type SaleFields = Pick<
  BasketProductRow,
  'open' | 'opensAt' | 'closingDate' | 'enableBuyClosedDeal' | 'soldOut' | 'totalRemaining'
>

/** Whether a catalogue product can go in a basket now: its deal open and on sale (storefront §4:
 * past its closing instant only with enableBuyClosedDeal, for SOLD_AFTER_CLOSE_DAYS), the
 * product not sold out. An unreadable date counts as closed: selling past a deadline is the
 * costly mistake. The daily and weekly counts are limits, read by `basketLimits`.
 * @example isProductOnSale(row, new Date('2026-11-21T12:00:00Z')) === true */
export function isProductOnSale(row: SaleFields, now: Date): boolean {
  if (row.open !== 1 || row.soldOut === 1 || row.totalRemaining === 0) return false
  const opens = Date.parse(row.opensAt)
  const closes = Date.parse(row.closingDate)
  if (Number.isNaN(opens) || Number.isNaN(closes) || now.getTime() < opens) return false
  if (now.getTime() < closes) return true
  return row.enableBuyClosedDeal === 1 && now.getTime() < closes + SOLD_AFTER_CLOSE_DAYS * DAY_MS
}

/** The storefront §5 max-quantity input of a product: the deal's and product's remaining stock
 * today, this week and in total, and the per-customer caps less what the customer already
 * bought on each (purchase_counters: the deal overall, today, this week, the product). The
 * deal's daily and weekly purchase caps are per customer, so the tightest of what is left on the
 * deal caps stands for the deal cap.
 * @example basketLimits({ ...row, dealPurchaseCap: 3 }, { ...NO_PAST_PURCHASES, deal: 1 }).dealCap === 2 */
export function basketLimits(
  row: Pick<
    BasketProductRow,
    | 'remainingForDay'
    | 'remainingForWeek'
    | 'dealRemaining'
    | 'totalRemaining'
    | 'dealPurchaseCap'
    | 'dailyPurchaseCap'
    | 'weeklyPurchaseCap'
    | 'productPurchaseCap'
  >,
  bought: PastPurchases = NO_PAST_PURCHASES,
): MaxQuantityInput {
  const left = (cap: number | null, used: number) => (cap === null ? null : cap - used)
  const dealCaps = [
    left(row.dealPurchaseCap, bought.deal),
    left(row.dailyPurchaseCap, bought.day),
    left(row.weeklyPurchaseCap, bought.week),
  ].filter((cap): cap is number => cap !== null)
  return {
    remainingForDay: row.remainingForDay,
    remainingForWeek: row.remainingForWeek,
    dealRemaining: row.dealRemaining,
    productRemaining: row.totalRemaining,
    dealCap: dealCaps.length > 0 ? Math.min(...dealCaps) : null,
    productCap: left(row.productPurchaseCap, bought.product),
  }
}

export interface HeldUnits {
  id: string
  dealId: number
  productId: number
  quantity: number
}

/** A line's limits once the basket's other lines of the same product and deal have taken their
 * share: the counts and caps cover everything in the basket, not each line alone.
 * @example limitsBeside(row, [{ id: 'b', dealId: 1, productId: 10, quantity: 2 }], 'a') // productRemaining 2 lower */
export function limitsBeside(
  row: ProductWithPurchases,
  lines: readonly HeldUnits[],
  lineId: string | null,
): MaxQuantityInput {
  const others = lines.filter((line) => line.id !== lineId)
  const sameProduct = others
    .filter((line) => line.productId === row.productId)
    .reduce((sum, line) => sum + line.quantity, 0)
  const sameDeal = others
    .filter((line) => line.dealId === row.dealId)
    .reduce((sum, line) => sum + line.quantity, 0)
  const limits = basketLimits(row, row.bought)
  const less = (limit: number | null | undefined, held: number) =>
    limit == null ? null : limit - held
  return {
    remainingForDay: less(limits.remainingForDay, sameProduct),
    remainingForWeek: less(limits.remainingForWeek, sameProduct),
    dealRemaining: less(limits.dealRemaining, sameDeal),
    productRemaining: less(limits.productRemaining, sameProduct),
    dealCap: less(limits.dealCap, sameDeal),
    productCap: less(limits.productCap, sameProduct),
  }
}
