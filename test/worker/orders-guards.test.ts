import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { PlaceOrderResponse } from '../../src/shared/schemas/place-order'
import { freshCode } from '../fixtures/fresh'
import { makeBasketDeal } from '../fixtures/make-basket-deal'
import { cardToken, makeOrderBasket, makeShopper } from '../fixtures/make-shopper'
import { clock, inDays } from './clock'
import { count, placeOrder } from './orders-client'

// Fast variants: per-customer caps, a single-use
// promo code and wallet spends under parallel orders, each enforced by SQL.
// This file's deals of one product each and its promo codes, made fresh (worker files share
// one database).
let cappedDeal = 0
let cappedProduct = 0
let promoDeal = 0
let promoProduct = 0
let walletDeal = 0
let walletProduct = 0
const ONLY_ONCE = freshCode('ONLYONCE')
const ONE_EACH = freshCode('ONEEACH')

beforeAll(async () => {
  const capped = await makeBasketDeal(env.DB, { products: [{ price: 1000 }] })
  await env.DB.prepare('UPDATE deals SET daily_purchase_cap = 2 WHERE id = ?').bind(capped.id).run()
  const promo = await makeBasketDeal(env.DB, { products: [{ price: 2500 }] })
  const wallet = await makeBasketDeal(env.DB, { products: [{ price: 2500 }] })
  cappedDeal = capped.id
  cappedProduct = capped.productIds[0]!
  promoDeal = promo.id
  promoProduct = promo.productIds[0]!
  walletDeal = wallet.id
  walletProduct = wallet.productIds[0]!
  await env.DB.prepare(
    `INSERT INTO promo_codes (code, kind, value, single_use, created_at)
     VALUES (?, 'percentage', 10, 1, ?)`,
  )
    .bind(ONLY_ONCE, clock.now().toISOString())
    .run()
})

const byCard = async () => ({
  method: 'credit_card',
  paymentToken: await cardToken(env.DB),
})

/** Authorisations of these customers' orders (keyed 'order:{customer}:{Idempotency-Key}') that
 * no order claimed and that still hold money. */
const unlinkedLive = (customers: number[]) =>
  count(
    `SELECT COUNT(*) AS n FROM payment_authorisations a
     WHERE a.order_id IS NULL AND a.status NOT IN ('VOIDED', 'DECLINED')
       AND EXISTS (SELECT 1 FROM json_each(?) c
         WHERE a.idempotency_key LIKE 'order:' || c.value || ':%')`,
    JSON.stringify(customers),
  )

describe('purchase caps', () => {
  it(
    'let one customer place exactly 2 of 20 parallel orders against a daily cap of 2',
    // 20 orders at once: seconds on a loaded 2-core machine, past vitest's 5 s default (it
    // timed out once so at 5.8 s).
    { tags: ['dated'], timeout: 30_000 },
    async () => {
      const shopper = await makeShopper(env.DB)
      const attempts = []
      for (let i = 0; i < 20; i++) {
        const token = await makeOrderBasket(env.DB, shopper.id, [
          { dealId: cappedDeal, productId: cappedProduct, quantity: 1 },
        ])
        attempts.push({ token, payment: await byCard() })
      }
      const responses = await Promise.all(
        attempts.map(({ token, payment }) =>
          placeOrder(token, { payment, expectedTotal: 1000 }, { cookie: shopper.cookie }),
        ),
      )
      const statuses = responses.map((res) => res.status)
      expect(statuses.filter((status) => status === 201)).toHaveLength(2)
      expect(statuses.filter((status) => status === 409)).toHaveLength(18)
      const messages = await Promise.all(
        responses.filter((res) => res.status === 409).map(async (res) => (await res.json()).error),
      )
      expect(new Set(messages.map((error) => error.message))).toEqual(
        new Set(["You've reached the purchase limit for this deal."]),
      )
      expect(await count('SELECT COUNT(*) AS n FROM orders WHERE user_id = ?', shopper.id)).toBe(2)
      expect(
        await count(
          'SELECT count AS n FROM purchase_counters WHERE user_id = ? AND scope LIKE ?',
          shopper.id,
          `day:${cappedDeal}:%`,
        ),
      ).toBe(2)
      expect(await unlinkedLive([shopper.id])).toBe(0)
    },
  )
})

describe('a single-use promo code', () => {
  it('discounts exactly one of 50 parallel orders', async () => {
    const attempts = []
    for (let i = 0; i < 50; i++) {
      const shopper = await makeShopper(env.DB)
      const token = await makeOrderBasket(
        env.DB,
        shopper.id,
        [{ dealId: promoDeal, productId: promoProduct, quantity: 1 }],
        { promoCode: ONLY_ONCE },
      )
      attempts.push({ shopper, token, payment: await byCard() })
    }
    const responses = await Promise.all(
      attempts.map(({ shopper, token, payment }) =>
        placeOrder(token, { payment, expectedTotal: 2250 }, { cookie: shopper.cookie }),
      ),
    )
    const placed = responses.filter((res) => res.status === 201)
    expect(placed).toHaveLength(1)
    const refusals = responses.filter((res) => res.status === 409)
    expect(refusals).toHaveLength(49)
    for (const res of refusals) expect((await res.json()).error.code).toBe('CONFLICT')
    const { productOrder } = PlaceOrderResponse.parse(await placed[0]!.json()).data
    expect(productOrder.cashAmount).toBe(2250)
    expect(productOrder.orderLines[0]!.discount).toBe(250)
    expect(
      await count('SELECT COUNT(*) AS n FROM promo_redemptions WHERE code = ?', ONLY_ONCE),
    ).toBe(1)
    expect(await unlinkedLive(attempts.map(({ shopper }) => shopper.id))).toBe(0)
    // 50 orders at once: seconds on a loaded 2-core machine, past vitest's 5 s default.
  }, 30_000)
})

describe('a promo code limited to one use per customer', () => {
  it('discounts exactly one of 10 parallel orders by the same customer', async () => {
    await env.DB.prepare(
      `INSERT INTO promo_codes (code, kind, value, max_uses_per_user, created_at)
       VALUES (?, 'percentage', 10, 1, ?)`,
    )
      .bind(ONE_EACH, clock.now().toISOString())
      .run()
    const shopper = await makeShopper(env.DB)
    const attempts = []
    for (let i = 0; i < 10; i++) {
      const token = await makeOrderBasket(
        env.DB,
        shopper.id,
        [{ dealId: promoDeal, productId: promoProduct, quantity: 1 }],
        { promoCode: ONE_EACH },
      )
      attempts.push({ token, payment: await byCard() })
    }
    const responses = await Promise.all(
      attempts.map(({ token, payment }) =>
        placeOrder(token, { payment, expectedTotal: 2250 }, { cookie: shopper.cookie }),
      ),
    )
    expect(responses.filter((res) => res.status === 201)).toHaveLength(1)
    expect(responses.filter((res) => res.status === 409)).toHaveLength(9)
    expect(
      await count('SELECT COUNT(*) AS n FROM promo_redemptions WHERE code = ?', ONE_EACH),
    ).toBe(1)
    expect(await unlinkedLive([shopper.id])).toBe(0)
  })
})

describe('wallet spends', () => {
  it('never take a balance below zero under parallel orders, and it stays the ledger sum', async () => {
    const shopper = await makeShopper(env.DB)
    await env.DB.prepare(
      `INSERT INTO wallet_ledger (user_id, currency, amount, kind, reason, created_at)
       VALUES (?, 'GBP', 5000, 'REFUNDABLE', 'GIFT_CARD', ?)`,
    )
      .bind(shopper.id, inDays(-20))
      .run()
    const tokens = []
    for (let i = 0; i < 10; i++) {
      tokens.push(
        await makeOrderBasket(
          env.DB,
          shopper.id,
          [{ dealId: walletDeal, productId: walletProduct, quantity: 1 }],
          { useWallet: true },
        ),
      )
    }
    const responses = await Promise.all(
      tokens.map((token) =>
        placeOrder(
          token,
          { payment: { method: 'credit_card' }, expectedTotal: 2500 },
          { cookie: shopper.cookie },
        ),
      ),
    )
    expect(responses.filter((res) => res.status === 201)).toHaveLength(2)
    expect(responses.filter((res) => res.status === 409)).toHaveLength(8)
    const wallet = await env.DB.prepare(
      `SELECT b.balance, (SELECT SUM(amount) FROM wallet_ledger l WHERE l.user_id = b.user_id
         AND l.currency = b.currency AND l.kind = b.kind) AS ledger
       FROM wallet_balances b WHERE b.user_id = ? AND b.currency = 'GBP' AND b.kind = 'REFUNDABLE'`,
    )
      .bind(shopper.id)
      .first<{ balance: number; ledger: number }>()
    expect(wallet).toEqual({ balance: 0, ledger: 0 })
  })
})
