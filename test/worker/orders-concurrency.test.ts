import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { makeBasketDeal } from '../fixtures/make-basket-deal'
import { cardToken, makeOrderBasket, makeShopper } from '../fixtures/make-shopper'
import { count, placeOrder, remaining } from './orders-client'
import { scale, STRESS } from './stress'

// 200 concurrent orders for 50 units, one round in `npm test`, ten under
// `npm run test:stress`, each round on a fresh product.
const STOCK = 50
const BUYERS = 200
const ROUNDS = scale(1, 10)

/** Every buyer of every round: the authorisations checked at the end are theirs. */
const buyerIds: number[] = []
/** The JSON array json_each() reads in SQL: 200 and more ids, past D1's 100 bound parameters. */
const buyersJson = () => JSON.stringify(buyerIds)
/** An authorisation of one of the buyers: the order service keys it
 * 'order:{customer}:{Idempotency-Key}'. */
const OF_OUR_BUYERS = `EXISTS (SELECT 1 FROM json_each(?) b
  WHERE a.idempotency_key LIKE 'order:' || b.value || ':%')`

/** Records every committed value of the product's stock (a failed batch rolls its row back), so
 * "never negative" is checked on each write rather than on a sample. */
async function watchStock(productId: number) {
  await env.DB.batch([
    env.DB.prepare('CREATE TABLE IF NOT EXISTS stock_seen (product_id INTEGER, remaining INTEGER)'),
    env.DB.prepare(
      `CREATE TRIGGER stock_seen_${productId} AFTER UPDATE OF total_remaining ON deal_products
       WHEN NEW.id = ${productId}
       BEGIN INSERT INTO stock_seen VALUES (NEW.id, NEW.total_remaining); END`,
    ),
  ])
  return async () => ({
    lowest: await count(
      'SELECT MIN(remaining) AS n FROM stock_seen WHERE product_id = ?',
      productId,
    ),
    writes: await count('SELECT COUNT(*) AS n FROM stock_seen WHERE product_id = ?', productId),
  })
}

async function round(index: number) {
  const {
    id: dealId,
    productIds: [productId = 0],
  } = await makeBasketDeal(env.DB, {
    products: [{ price: 1500, totalRemaining: STOCK }],
  })
  const buyers = []
  for (let i = 0; i < BUYERS; i++) {
    const shopper = await makeShopper(env.DB)
    buyerIds.push(shopper.id)
    const token = await makeOrderBasket(env.DB, shopper.id, [{ dealId, productId, quantity: 1 }])
    buyers.push({ shopper, token, paymentToken: await cardToken(env.DB) })
  }
  const stockSeen = await watchStock(productId)
  const started = performance.now()
  const responses = await Promise.all(
    buyers.map(({ shopper, token, paymentToken }) =>
      placeOrder(
        token,
        { payment: { method: 'credit_card', paymentToken }, expectedTotal: 1500 },
        { cookie: shopper.cookie },
      ),
    ),
  )
  const ms = performance.now() - started
  const { lowest, writes } = await stockSeen()
  const statuses = responses.map((res) => res.status)
  const refusals = await Promise.all(
    responses.filter((res) => res.status === 409).map((res) => res.json()),
  )
  const placed = statuses.filter((status) => status === 201).length
  console.log(
    JSON.stringify({
      test: 'orders-concurrency',
      round: index + 1,
      placed,
      refused: refusals.length,
      other: BUYERS - placed - refusals.length,
      lowestStockSeen: lowest,
      stockWrites: writes,
      ms,
    }),
  )
  expect(placed).toBe(STOCK)
  expect(refusals).toHaveLength(BUYERS - STOCK)
  for (const body of refusals) {
    expect(body).toEqual({
      error: { code: 'CONFLICT', message: 'Sorry, this product has just sold out.' },
    })
  }
  expect(lowest).toBe(0)
  expect(writes).toBe(STOCK)
  expect(await remaining(productId)).toBe(0)
  expect(
    await count(
      'SELECT COUNT(DISTINCT order_id) AS n FROM order_lines WHERE product_id = ?',
      productId,
    ),
  ).toBe(STOCK)
  expect(await count('SELECT COUNT(*) AS n FROM vouchers WHERE product_id = ?', productId)).toBe(
    STOCK,
  )
}

describe('concurrent orders for scarce stock', () => {
  it(
    `sell exactly 50 of 200 in each of ${ROUNDS} round(s), refuse the rest with a 409 and void their payments`,
    async () => {
      for (let i = 0; i < ROUNDS; i++) await round(i)

      // Some refusals passed the checks before paying and lost in the batch: their stock
      // CHECK failed and their authorisation was voided.
      expect(
        await count(
          `SELECT COUNT(*) AS n FROM payment_authorisations a
           WHERE a.status = 'VOIDED' AND ${OF_OUR_BUYERS}`,
          buyersJson(),
        ),
      ).toBeGreaterThan(0)
      // No authorisation is left holding money without an order, and no money was taken
      // without one.
      expect(
        await count(
          `SELECT COUNT(*) AS n FROM payment_authorisations a
           WHERE a.order_id IS NULL AND a.status NOT IN ('VOIDED', 'DECLINED') AND ${OF_OUR_BUYERS}`,
          buyersJson(),
        ),
      ).toBe(0)
      expect(
        await count(
          `SELECT COUNT(*) AS n FROM payment_authorisations a
           WHERE a.status IN ('CAPTURED', 'REFUNDED')
             AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.id = a.order_id) AND ${OF_OUR_BUYERS}`,
          buyersJson(),
        ),
      ).toBe(0)
      expect(
        await count(
          `SELECT COUNT(*) AS n FROM payment_authorisations a JOIN orders o ON o.id = a.order_id
           WHERE a.status = 'CAPTURED' AND o.status = 'PAID' AND ${OF_OUR_BUYERS}`,
          buyersJson(),
        ),
      ).toBe(STOCK * ROUNDS)
      expect(
        await count(
          'SELECT COUNT(*) AS n FROM orders WHERE user_id IN (SELECT value FROM json_each(?))',
          buyersJson(),
        ),
      ).toBe(STOCK * ROUNDS)
    },
    STRESS ? 1_800_000 : 90_000,
  )

  it('relies on the CHECK constraint itself: a direct UPDATE below 0 fails', async () => {
    const {
      id: dealId,
      productIds: [productId = 0],
    } = await makeBasketDeal(env.DB, {
      products: [{ price: 1500, totalRemaining: 1 }],
    })
    const bought = await count('SELECT total_bought AS n FROM deals WHERE id = ?', dealId)
    await expect(
      env.DB.prepare('UPDATE deal_products SET total_remaining = total_remaining - 2 WHERE id = ?')
        .bind(productId)
        .run(),
    ).rejects.toThrow(/CHECK constraint failed/)
    // In a batch, the failing statement rolls back the statements before it too.
    await expect(
      env.DB.batch([
        env.DB.prepare('UPDATE deals SET total_bought = total_bought + 2 WHERE id = ?').bind(
          dealId,
        ),
        env.DB.prepare(
          'UPDATE deal_products SET total_remaining = total_remaining - 2 WHERE id = ?',
        ).bind(productId),
      ]),
    ).rejects.toThrow(/CHECK constraint failed/)
    expect(await remaining(productId)).toBe(1)
    expect(await count('SELECT total_bought AS n FROM deals WHERE id = ?', dealId)).toBe(bought)
  })
})
