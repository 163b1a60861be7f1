/** Why an order's D1 batch failed, read from the constraint SQLite names in its message. Each
 * guard of the batch is a constraint (migrations/0002 stock CHECKs, 0007 per-night stock,
 * 0013 single-use promo, 0014 caps, per-customer promo limit, wallet and order keys, 0016 one active VIP membership), so the name says which rule a
 * concurrent order won. */
export type OrderFailure =
  | 'SOLD_OUT'
  | 'CAP_REACHED'
  | 'PROMO_USED'
  | 'WALLET_CHANGED'
  | 'KEY_TAKEN'
  | 'BASKET_ORDERED'
  | 'PAYMENT_NOT_HELD'
  | 'ALREADY_VIP'
  | 'UNKNOWN'

const PATTERNS: readonly [RegExp, OrderFailure][] = [
  [/purchase_cap_reached/, 'CAP_REACHED'],
  [/promo_redemptions\.single_use_key/, 'PROMO_USED'],
  [/promo_user_limit/, 'PROMO_USED'],
  [/wallet_balance_negative/, 'WALLET_CHANGED'],
  [/orders\.user_id, orders\.idempotency_key/, 'KEY_TAKEN'],
  [/orders\.basket_token/, 'BASKET_ORDERED'],
  [/order_payment_held/, 'PAYMENT_NOT_HELD'],
  // vip_memberships_one_active (0016): a parallel order bought the membership first.
  [/vip_memberships\.user_id/, 'ALREADY_VIP'],
  // deal_products' total_remaining, remaining_for_day, remaining_for_week and the per-night
  // travel_calendar_days.remaining CHECKs (unnamed, so SQLite quotes their expression).
  [/CHECK constraint failed: .*remaining/, 'SOLD_OUT'],
]

/** @example orderFailureOf('D1_ERROR: CHECK constraint failed: purchase_cap_reached: SQLITE_CONSTRAINT') === 'CAP_REACHED' */
export function orderFailureOf(message: string): OrderFailure {
  return PATTERNS.find(([pattern]) => pattern.test(message))?.[1] ?? 'UNKNOWN'
}

/** What the shopper is told (409), in the words the checkout page shows. */
export const ORDER_FAILURE_MESSAGES: Record<Exclude<OrderFailure, 'KEY_TAKEN'>, string> = {
  SOLD_OUT: 'Sorry, this product has just sold out.',
  CAP_REACHED: "You've reached the purchase limit for this deal.",
  PROMO_USED: 'This promo code has already been used.',
  WALLET_CHANGED: 'Your basket has changed. Please check the total and try again.',
  BASKET_ORDERED: 'This basket has already been ordered. Please start a new one.',
  ALREADY_VIP: "You're already a VIP member. Please check the total and try again.",
  // transactions §8 'problem leaving order unplaced' (payment-errors ORDER_NOT_PLACED).
  PAYMENT_NOT_HELD:
    "There was a problem with your payment and your order hasn't been placed. You have not been charged. Please try again.",
  UNKNOWN:
    "There was a problem with your payment and your order hasn't been placed. You have not been charged. Please try again.",
}
