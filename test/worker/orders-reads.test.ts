import type { D1Database } from '@cloudflare/workers-types'
import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { OrderService } from '../../src/worker/services/orders/order-service'
import { freshCode } from '../fixtures/fresh'
import { makeBasketDeal } from '../fixtures/make-basket-deal'
import { cardToken, makeOrderBasket, makeShopper, sessionUserOf } from '../fixtures/make-shopper'
import { ORIGIN } from './account-client'
import { clock } from './clock'
import { newKey } from './orders-client'

// Placing an order reuses the checkout's one snapshot (basket, lines, products,
// promo) instead of reading them a second time after the checkout view.

const PRICE = 2000
const PROMO = freshCode('READSONCE')
/** This file's deal, made fresh (worker files share one database). */
let dealId = 0
let productId = 0

beforeAll(async () => {
  const deal = await makeBasketDeal(env.DB, { products: [{ price: PRICE }] })
  dealId = deal.id
  productId = deal.productIds[0]!
  await env.DB.prepare(
    `INSERT INTO promo_codes (code, kind, value, created_at) VALUES (?, 'percentage', 10, ?)`,
  )
    .bind(PROMO, clock.now().toISOString())
    .run()
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
    const token = await makeOrderBasket(env.DB, shopper.id, [{ dealId, productId, quantity: 1 }], {
      promoCode: PROMO,
    })
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
