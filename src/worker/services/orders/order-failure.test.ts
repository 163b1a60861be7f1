import { describe, expect, it } from 'vitest'
import { orderFailureOf } from './order-failure'

describe('orderFailureOf', () => {
  it.each([
    [
      'D1_ERROR: CHECK constraint failed: total_remaining IS NULL OR total_remaining >= 0: SQLITE_CONSTRAINT',
      'SOLD_OUT',
    ],
    ['CHECK constraint failed: remaining_for_day IS NULL OR remaining_for_day >= 0', 'SOLD_OUT'],
    ['CHECK constraint failed: remaining IS NULL OR remaining >= 0', 'SOLD_OUT'],
    ['D1_ERROR: CHECK constraint failed: purchase_cap_reached: SQLITE_CONSTRAINT', 'CAP_REACHED'],
    ['UNIQUE constraint failed: promo_redemptions.single_use_key', 'PROMO_USED'],
    ['CHECK constraint failed: promo_user_limit', 'PROMO_USED'],
    ['CHECK constraint failed: wallet_balance_negative', 'WALLET_CHANGED'],
    ['UNIQUE constraint failed: orders.user_id, orders.idempotency_key', 'KEY_TAKEN'],
    ['UNIQUE constraint failed: orders.basket_token', 'BASKET_ORDERED'],
    ['CHECK constraint failed: order_payment_held', 'PAYMENT_NOT_HELD'],
    [
      'D1_ERROR: UNIQUE constraint failed: vip_memberships.user_id: SQLITE_CONSTRAINT',
      'ALREADY_VIP',
    ],
    ['D1_ERROR: forced failure: SQLITE_CONSTRAINT', 'UNKNOWN'],
    ['network connection lost', 'UNKNOWN'],
  ])('reads %s as %s', (message, failure) => {
    expect(orderFailureOf(message)).toBe(failure)
  })
})
