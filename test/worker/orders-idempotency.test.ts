import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { PlaceOrderResponse } from '../../src/shared/schemas/place-order'
import { makeBasketDeal } from '../fixtures/make-basket-deal'
import { cardToken, makeOrderBasket, makeShopper } from '../fixtures/make-shopper'
import { basketStatus, count, newKey, placeOrder, remaining } from './orders-client'
import { scale, STRESS } from './stress'

// One Idempotency-Key in parallel (once, ten times under stress), a reused key, and a D1 failure
// after the payment was authorised.
const ROUNDS = scale(1, 10)
/** This file's deal, made fresh (worker files share one database). */
let dealId = 0
let productId = 0

beforeAll(async () => {
  const deal = await makeBasketDeal(env.DB, {
    products: [{ price: 3000, totalRemaining: 40 }],
  })
  dealId = deal.id
  productId = deal.productIds[0]!
  await env.DB.prepare('UPDATE deals SET daily_purchase_cap = 5 WHERE id = ?').bind(dealId).run()
})

const authorisations = (key: string) =>
  count('SELECT COUNT(*) AS n FROM payment_authorisations WHERE instr(idempotency_key, ?) > 0', key)

/** One basket, ten parallel place-order calls under one key. */
async function parallelRetries() {
  const shopper = await makeShopper(env.DB)
  const token = await makeOrderBasket(env.DB, shopper.id, [{ dealId, productId, quantity: 1 }])
  const body = {
    payment: { method: 'credit_card', paymentToken: await cardToken(env.DB) },
    expectedTotal: 3000,
  }
  const key = newKey()
  const before = await remaining(productId)
  const responses = await Promise.all(
    Array.from({ length: 10 }, () => placeOrder(token, body, { cookie: shopper.cookie, key })),
  )
  expect(responses.map((res) => res.status)).toEqual(Array(10).fill(201))
  const answers = await Promise.all(
    responses.map(async (res) => PlaceOrderResponse.parse(await res.json()).data),
  )
  for (const answer of answers) expect(answer).toEqual(answers[0])
  expect(await count('SELECT COUNT(*) AS n FROM orders WHERE user_id = ?', shopper.id)).toBe(1)
  expect(await authorisations(key)).toBe(1)
  expect(await remaining(productId)).toBe(before! - 1)

  // A later retry still gets the same answer.
  const again = await placeOrder(token, body, { cookie: shopper.cookie, key })
  expect(again.status).toBe(201)
  expect(PlaceOrderResponse.parse(await again.json()).data).toEqual(answers[0])
}

describe('the Idempotency-Key', () => {
  it(
    `makes 10 parallel requests one order with one authorisation and one answer (${ROUNDS}×)`,
    async () => {
      for (let round = 0; round < ROUNDS; round++) await parallelRetries()
    },
    STRESS ? 300_000 : 30_000,
  )

  it('refuses the same key with a different body with a 422', async () => {
    const shopper = await makeShopper(env.DB)
    const token = await makeOrderBasket(env.DB, shopper.id, [{ dealId, productId, quantity: 1 }])
    const key = newKey()
    const first = await placeOrder(
      token,
      {
        payment: { method: 'credit_card', paymentToken: await cardToken(env.DB) },
        expectedTotal: 3000,
      },
      { cookie: shopper.cookie, key },
    )
    expect(first.status).toBe(201)
    const other = await placeOrder(
      token,
      {
        payment: { method: 'credit_card', paymentToken: await cardToken(env.DB) },
        expectedTotal: 3000,
      },
      { cookie: shopper.cookie, key },
    )
    expect(other.status).toBe(422)
    expect(await other.json()).toEqual({
      error: {
        code: 'UNPROCESSABLE',
        message: 'This idempotency key was used for a different order.',
      },
    })
    expect(await authorisations(key)).toBe(1)
  })
})

describe('a D1 failure after the payment was authorised', () => {
  it('voids the authorisation and writes nothing', async () => {
    const shopper = await makeShopper(env.DB)
    // Fails the batch late, at the vouchers, after the order, stock and caps statements ran.
    await env.DB.prepare(
      `CREATE TRIGGER fail_vouchers_${shopper.id} BEFORE INSERT ON vouchers
       WHEN NEW.user_id = ${shopper.id}
       BEGIN SELECT RAISE(ABORT, 'forced failure for the test'); END`,
    ).run()
    const token = await makeOrderBasket(env.DB, shopper.id, [{ dealId, productId, quantity: 2 }])
    const key = newKey()
    const before = await remaining(productId)
    const res = await placeOrder(
      token,
      {
        payment: { method: 'credit_card', paymentToken: await cardToken(env.DB) },
        expectedTotal: 6000,
      },
      { cookie: shopper.cookie, key },
    )
    expect(res.status).toBe(409)
    expect((await res.json()).error.message).toBe(
      "There was a problem with your payment and your order hasn't been placed. You have not been charged. Please try again.",
    )
    const auth = await env.DB.prepare(
      `SELECT status, order_id AS orderId FROM payment_authorisations
       WHERE instr(idempotency_key, ?) > 0`,
    )
      .bind(key)
      .first<{ status: string; orderId: number | null }>()
    expect(auth).toEqual({ status: 'VOIDED', orderId: null })
    expect(await count('SELECT COUNT(*) AS n FROM orders WHERE user_id = ?', shopper.id)).toBe(0)
    expect(
      await count(
        `SELECT COUNT(*) AS n FROM order_lines
         WHERE product_id = ? AND order_id NOT IN (SELECT id FROM orders)`,
        productId,
      ),
    ).toBe(0)
    expect(
      await count('SELECT COUNT(*) AS n FROM purchase_counters WHERE user_id = ?', shopper.id),
    ).toBe(0)
    expect(
      await count('SELECT COUNT(*) AS n FROM order_events WHERE user_id = ?', shopper.id),
    ).toBe(0)
    expect(await remaining(productId)).toBe(before)
    expect(await basketStatus(token)).toBe('OPEN')
  })
})
