import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { DomainError } from '../../src/worker/errors'
import { OrderService } from '../../src/worker/services/orders/order-service'
import {
  enabledGateways,
  gatewayForMethod,
} from '../../src/worker/services/payments/gateway-selection'
import { makeBasketDeal } from '../fixtures/make-basket-deal'
import { cardToken, makeOrderBasket, makeShopper, sessionUserOf } from '../fixtures/make-shopper'
import { count, newKey, remaining } from './orders-client'

// Fail closed, payments: the embedded sandbox approves the README's test cards, so
// only development and the tests may let it stand in for a provider whose secrets are missing.
// A deployment without them refuses the method (503) before any stock or money moves.
const DEAL = 9811
const PRODUCT = 981101

beforeAll(async () => {
  await makeBasketDeal(env.DB, {
    id: DEAL,
    products: [{ id: PRODUCT, price: 2000, totalRemaining: 10 }],
  })
})

const deployed = (environment: string | undefined) => ({ ...env, ENVIRONMENT: environment })

describe('the payment sandbox outside development', () => {
  it('is offered in development and the tests only', () => {
    expect(enabledGateways({ ENVIRONMENT: 'test' })).toContain('SANDBOX')
    expect(enabledGateways({ ENVIRONMENT: 'development' })).toContain('SANDBOX')
    for (const environment of ['production', 'staging', undefined, 'prod']) {
      expect(enabledGateways({ ENVIRONMENT: environment })).not.toContain('SANDBOX')
      expect(() =>
        gatewayForMethod('klarna', { env: { ENVIRONMENT: environment }, db: env.DB }),
      ).toThrow(DomainError)
    }
  })

  it('a production order with no card provider configured is refused with nothing taken', async () => {
    const shopper = await makeShopper(env.DB)
    const token = await makeOrderBasket(env.DB, shopper.id, [
      { dealId: DEAL, productId: PRODUCT, quantity: 1 },
    ])
    const before = await remaining(PRODUCT)
    const service = new OrderService(deployed('production'), env.DB)
    const attempt = service.placeOrder({
      token,
      idempotencyKey: newKey(),
      request: {
        payment: {
          method: 'credit_card',
          paymentToken: await cardToken(env.DB, '4111111111111111'),
        },
        expectedTotal: 2000,
      },
      user: sessionUserOf(shopper),
      origin: 'https://dealio.co.uk',
    })
    await expect(attempt).rejects.toMatchObject({ code: 'UNAVAILABLE' })
    expect(await remaining(PRODUCT)).toBe(before)
    expect(await count('SELECT COUNT(*) AS n FROM orders WHERE user_id = ?', shopper.id)).toBe(0)
    expect(
      await count(
        `SELECT COUNT(*) AS n FROM payment_authorisations a JOIN orders o ON o.id = a.order_id
         WHERE o.user_id = ?`,
        shopper.id,
      ),
    ).toBe(0)

    // The same order in the tests' own environment goes through the sandbox.
    const placed = await new OrderService(env, env.DB).placeOrder({
      token,
      idempotencyKey: newKey(),
      request: {
        payment: {
          method: 'credit_card',
          paymentToken: await cardToken(env.DB, '4111111111111111'),
        },
        expectedTotal: 2000,
      },
      user: sessionUserOf(shopper),
      origin: 'http://localhost',
    })
    expect(placed.productOrder.id).toBeTruthy()
  })
})
