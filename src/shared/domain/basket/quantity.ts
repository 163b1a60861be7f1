import { maxQuantityUserCanBuy, type MaxQuantityInput } from '../deal/max-quantity'
import { BASKET_ERRORS } from './basket-errors'

export interface QuantityChangeInput {
  /** The quantity the shopper asked for on the line; 0 removes the line. */
  requested: number
  /** Remaining stock and caps as the deal rules read them (storefront §5). */
  limits: MaxQuantityInput
  /** False when the deal or product can no longer be bought (closed, sold out, withdrawn). */
  available: boolean
  /** 2 for a deposit-priced pair deal (storefront §5), otherwise 1. */
  minQuantity?: number
}

export type QuantityChange =
  | { ok: true; quantity: number }
  | {
      ok: false
      code: 'MAX_QUANTITY_REACHED' | 'ITEM_UNAVAILABLE' | 'ARGS_MALFORMED'
      message: string
      /** What the line may hold instead: the max for over-the-limit asks, 0 when unavailable. */
      quantity: number
    }

/** Checks a basket line quantity change against max quantity (storefront §5 "the smallest
 * non-null of daily, weekly, deal and product remaining counts and caps") with the §8 basket
 * messages: 'max quantity reached' when over it (a customer who used up a per-customer cap
 * included), 'Oops! This item is no longer available' when the product cannot be bought at all
 * (unavailable, or no stock left). Removing a line (0) always succeeds. A quantity between 0
 * and the minimum is raised to the minimum, as the selector never offers it. Fractions and
 * negatives are malformed arguments, not clamped: the selector only sends whole numbers, so
 * anything else is a broken client.
 * @example changeQuantity({ requested: 5, limits: { dealCap: 3 }, available: true }) // { ok: false, code: 'MAX_QUANTITY_REACHED', quantity: 3, ... } */
export function changeQuantity(input: QuantityChangeInput): QuantityChange {
  const { requested, available } = input
  if (!Number.isSafeInteger(requested) || requested < 0) {
    return {
      ok: false,
      code: 'ARGS_MALFORMED',
      message: BASKET_ERRORS.ARGS_MALFORMED.message,
      quantity: 0,
    }
  }
  if (requested === 0) return { ok: true, quantity: 0 }
  const max = maxQuantityUserCanBuy(input.limits)
  const min = Math.max(1, input.minQuantity ?? 1)
  if (!available || (max !== null && max < min && stockLeft(input.limits) < min)) {
    return {
      ok: false,
      code: 'ITEM_UNAVAILABLE',
      message: BASKET_ERRORS.ITEM_UNAVAILABLE.message,
      quantity: 0,
    }
  }
  if (max !== null && (requested > max || max < min)) {
    return {
      ok: false,
      code: 'MAX_QUANTITY_REACHED',
      message: BASKET_ERRORS.MAX_QUANTITY_REACHED.message,
      // Below the minimum (a deposit pair) the line cannot hold what is left of the cap.
      quantity: max < min ? 0 : max,
    }
  }
  return { ok: true, quantity: Math.max(requested, min) }
}

/** Max quantity from stock alone, without the per-customer caps; unlimited stock is Infinity. */
function stockLeft(limits: MaxQuantityInput): number {
  const { remainingForDay, remainingForWeek, dealRemaining, productRemaining } = limits
  const max = maxQuantityUserCanBuy({
    remainingForDay,
    remainingForWeek,
    dealRemaining,
    productRemaining,
  })
  return max ?? Number.POSITIVE_INFINITY
}
