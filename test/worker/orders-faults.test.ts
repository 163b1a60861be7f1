import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { PlaceOrderResponse } from '../../src/shared/schemas/place-order'
import { LedgeredGateway } from '../../src/worker/services/payments/authorisation-ledger'
import type { PaymentGateway } from '../../src/worker/services/payments/payment-gateway'
import { OrderService } from '../../src/worker/services/orders/order-service'
import { makeBasketDeal } from '../fixtures/make-basket-deal'
import { cardToken, makeOrderBasket, makeShopper, userRowOf } from '../fixtures/make-shopper'
import { basketStatus, count, newKey, placeOrder, remaining } from './orders-client'

// Issue 9 item 6, fast variant: gateway outages and failures after capture never leave a paid
// order without its row, nor an authorisation that nobody will void.
const DEAL = 9801
const PRODUCT = 980101
const ROUNDS = 3

beforeAll(async () => {
  await makeBasketDeal(env.DB, {
    id: DEAL,
    products: [{ id: PRODUCT, price: 2000, totalRemaining: 100 }],
  })
})

const line = [{ dealId: DEAL, productId: PRODUCT, quantity: 1 }]

/** A provider that authorises, then fails the capture the way a dropped connection does. */
const captureThrows: PaymentGateway = {
  name: 'SANDBOX',
  authorize: async () => ({ status: 'AUTHORISED', reference: `flaky_${crypto.randomUUID()}` }),
  capture: async () => {
    throw new Error('connection reset after the capture was sent')
  },
  void: async () => ({ status: 'OK' }),
  refund: async () => ({ status: 'OK' }),
}

describe('gateway faults', () => {
  it('an issuer that never answers is a 402 with nothing written', async () => {
    for (let i = 0; i < ROUNDS; i++) {
      const shopper = await makeShopper(env.DB)
      const token = await makeOrderBasket(env.DB, shopper.id, line)
      const before = await remaining(PRODUCT)
      const res = await placeOrder(
        token,
        {
          payment: {
            method: 'credit_card',
            paymentToken: await cardToken(env.DB, '4000000000000119'),
          },
          expectedTotal: 2000,
        },
        { cookie: shopper.cookie },
      )
      expect(res.status).toBe(402)
      expect((await res.json()).error.code).toBe('ISSUER_UNREACHABLE')
      expect(await basketStatus(token)).toBe('OPEN')
      expect(await count('SELECT COUNT(*) AS n FROM orders WHERE user_id = ?', shopper.id)).toBe(0)
      expect(await remaining(PRODUCT)).toBe(before)
    }
  })

  it('a capture that throws leaves the order placed with its authorisation linked', async () => {
    for (let i = 0; i < ROUNDS; i++) {
      const shopper = await makeShopper(env.DB)
      const token = await makeOrderBasket(env.DB, shopper.id, line)
      const service = new OrderService(
        env,
        env.DB,
        undefined,
        () => new LedgeredGateway(captureThrows, env.DB),
      )
      const key = newKey()
      const input = {
        token,
        idempotencyKey: key,
        request: {
          payment: { method: 'credit_card' as const, paymentToken: 'provider-nonce' },
          expectedTotal: 2000,
        },
        user: userRowOf(shopper),
        origin: 'http://localhost',
      }
      const placed = await service.placeOrder(input)
      const order = await env.DB.prepare(
        `SELECT o.status, a.status AS payment FROM orders o
         JOIN payment_authorisations a ON a.order_id = o.id WHERE o.id = ?`,
      )
        .bind(Number(placed.productOrder.id))
        .first<{ status: string; payment: string }>()
      // Reconciliation voids only unlinked authorisations: this one stays for the order.
      expect(order).toEqual({ status: 'PLACED', payment: 'AUTHORISED' })
      expect(await service.placeOrder(input)).toEqual(placed)
    }
  })

  it('a failure after capture never leaves a captured payment without its order', async () => {
    for (let i = 0; i < ROUNDS; i++) {
      const shopper = await makeShopper(env.DB)
      await env.DB.prepare(
        `CREATE TRIGGER fail_paid_${shopper.id} BEFORE UPDATE OF status ON orders
         WHEN NEW.user_id = ${shopper.id}
         BEGIN SELECT RAISE(ABORT, 'forced failure after capture'); END`,
      ).run()
      const token = await makeOrderBasket(env.DB, shopper.id, line)
      const res = await placeOrder(
        token,
        {
          payment: { method: 'credit_card', paymentToken: await cardToken(env.DB) },
          expectedTotal: 2000,
        },
        { cookie: shopper.cookie },
      )
      expect(res.status).toBe(201)
      const { productOrder } = PlaceOrderResponse.parse(await res.json()).data
      const order = await env.DB.prepare(
        `SELECT o.status, a.status AS payment FROM orders o
         JOIN payment_authorisations a ON a.order_id = o.id WHERE o.id = ?`,
      )
        .bind(Number(productOrder.id))
        .first<{ status: string; payment: string }>()
      expect(order).toEqual({ status: 'PLACED', payment: 'CAPTURED' })
    }
    expect(
      await count(
        `SELECT COUNT(*) AS n FROM payment_authorisations a
         WHERE a.status = 'CAPTURED'
           AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.id = a.order_id)`,
      ),
    ).toBe(0)
  })
})
