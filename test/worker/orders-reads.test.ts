import type { D1Database } from '@cloudflare/workers-types'
import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { OrderService } from '../../src/worker/services/orders/order-service'
import { makeBasketDeal } from '../fixtures/make-basket-deal'
import { cardToken, makeOrderBasket, makeShopper, sessionUserOf } from '../fixtures/make-shopper'
import { ORIGIN } from './account-client'
import { newKey } from './orders-client'

// Issue 17: placing an order reuses the checkout's one snapshot (basket, lines, products,
// promo) instead of reading them a second time after the checkout view.

const DEAL = 9731
const PRODUCT = 973101
const PRICE = 2000

beforeAll(async () => {
  await makeBasketDeal(env.DB, { id: DEAL, products: [{ id: PRODUCT, price: PRICE }] })
  await env.DB.prepare(
    `INSERT INTO promo_codes (code, kind, value, created_at)
     VALUES ('READSONCE', 'percentage', 10, '2026-01-01T00:00:00.000Z')`,
  ).run()
})

/** The D1 binding, recording every statement prepared through it. */
function countingDb(db: D1Database) {
  const prepared: string[] = []
  const wrapped = new Proxy(db, {
    get(target, prop) {
      if (prop === 'prepare') {
        return (sql: string) => {
          prepared.push(sql.replace(/\s+/g, ' ').trim())
          return target.prepare(sql)
        }
      }
      const value = Reflect.get(target, prop) as unknown
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
  return { db: wrapped, prepared }
}

const readsOf = (prepared: string[], from: RegExp) =>
  prepared.filter((sql) => /^(SELECT|WITH)\b/i.test(sql) && from.test(sql)).length

describe('placing an order', () => {
  it('reads the basket, its lines, their products and the promo code once each', async () => {
    const shopper = await makeShopper(env.DB)
    const token = await makeOrderBasket(
      env.DB,
      shopper.id,
      [{ dealId: DEAL, productId: PRODUCT, quantity: 1 }],
      { promoCode: 'READSONCE' },
    )
    const paymentToken = await cardToken(env.DB)
    const { db, prepared } = countingDb(env.DB)
    const placed = await new OrderService(env, db).placeOrder({
      token,
      idempotencyKey: newKey(),
      request: {
        payment: { method: 'credit_card', paymentToken },
        expectedTotal: PRICE - PRICE / 10,
      },
      user: sessionUserOf(shopper),
      origin: ORIGIN,
    })
    expect(placed.vouchers).toHaveLength(1)
    expect(readsOf(prepared, /\bFROM baskets\b/)).toBe(1)
    expect(readsOf(prepared, /\bFROM basket_lines\b/)).toBe(1)
    expect(readsOf(prepared, /\bFROM deal_products p JOIN deals\b/)).toBe(1)
    expect(readsOf(prepared, /\bFROM promo_codes\b/)).toBe(1)
  })
})
