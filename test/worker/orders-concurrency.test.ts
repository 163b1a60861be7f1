import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { makeBasketDeal } from '../fixtures/make-basket-deal'
import { cardToken, makeOrderBasket, makeShopper } from '../fixtures/make-shopper'
import { count, placeOrder, remaining } from './orders-client'

// Issue 9 item 1, fast variant: one round of 200 concurrent orders for 50 units.
const DEAL = 9401
const PRODUCT = 940101
const STOCK = 50
const BUYERS = 200

beforeAll(async () => {
  await makeBasketDeal(env.DB, {
    id: DEAL,
    products: [{ id: PRODUCT, price: 1500, totalRemaining: STOCK }],
  })
})

describe('concurrent orders for scarce stock', () => {
  it('sell exactly the stock left, refuse the rest with a 409 and void their payments', async () => {
    const buyers = []
    for (let i = 0; i < BUYERS; i++) {
      const shopper = await makeShopper(env.DB)
      const token = await makeOrderBasket(env.DB, shopper.id, [
        { dealId: DEAL, productId: PRODUCT, quantity: 1 },
      ])
      buyers.push({ shopper, token, paymentToken: await cardToken(env.DB) })
    }
    const responses = await Promise.all(
      buyers.map(({ shopper, token, paymentToken }) =>
        placeOrder(
          token,
          { payment: { method: 'credit_card', paymentToken }, expectedTotal: 1500 },
          { cookie: shopper.cookie },
        ),
      ),
    )
    const statuses = responses.map((res) => res.status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(STOCK)
    expect(statuses.filter((status) => status === 409)).toHaveLength(BUYERS - STOCK)
    const refusals = await Promise.all(
      responses.filter((res) => res.status === 409).map((res) => res.json()),
    )
    for (const body of refusals) {
      expect(body).toEqual({
        error: { code: 'CONFLICT', message: 'Sorry, this product has just sold out.' },
      })
    }
    expect(await remaining(PRODUCT)).toBe(0)
    expect(await count('SELECT COUNT(*) AS n FROM orders')).toBe(STOCK)
    expect(await count('SELECT COUNT(*) AS n FROM vouchers WHERE product_id = ?', PRODUCT)).toBe(
      STOCK,
    )
    // Some refusals passed the checks before paying and lost in the batch: their stock CHECK
    // failed and their authorisation was voided.
    expect(
      await count("SELECT COUNT(*) AS n FROM payment_authorisations WHERE status = 'VOIDED'"),
    ).toBeGreaterThan(0)
    // Every authorisation either pays for an order (captured) or was voided.
    expect(
      await count(
        `SELECT COUNT(*) AS n FROM payment_authorisations
         WHERE order_id IS NULL AND status <> 'VOIDED'`,
      ),
    ).toBe(0)
    expect(
      await count(
        `SELECT COUNT(*) AS n FROM payment_authorisations a JOIN orders o ON o.id = a.order_id
         WHERE a.status = 'CAPTURED' AND o.status = 'PAID'`,
      ),
    ).toBe(STOCK)
  }, 60_000)
})
