import { env } from 'cloudflare:test'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ClearpayGateway } from '../../src/worker/services/payments/clearpay'
import { KlarnaGateway } from '../../src/worker/services/payments/klarna'
import { bindBasketSession } from '../fixtures/payment-purpose'
import { OrderService } from '../../src/worker/services/orders/order-service'
import { makeBasketDeal } from '../fixtures/make-basket-deal'
import {
  CLEARPAY_FAKE,
  FAKE_PROVIDER_ENV,
  KLARNA_FAKE,
  installFakePaymentProviders,
} from '../fixtures/fake-payment-providers'
import { makeOrderBasket, makeShopper, sessionUserOf } from '../fixtures/make-shopper'
import { ORIGIN } from './account-client'
import { basketStatus, newKey } from './orders-client'

// A full order through each provider gateway ("a full order with each gateway
// path"). The worker's own env has no provider configured (the sandbox is the default), so
// these call the order service with the fakes' configuration, as the route would with it set;
// the fakes enforce each provider's documented request shape. paymentToken is what the
// browser-side flow hands over (payments/payment-gateway.ts):
// - Braintree (credit_card): the Hosted Fields / Drop-in client tokenises the card with
//   Braintree and returns a payment method nonce; the page posts the nonce, never the card.
// - Klarna: the server creates a session, the page renders the Klarna widget with its client_token, and
//   the widget's authorize() returns an authorization_token once the shopper approves.
// - Clearpay: the server creates a checkout (POST /v2/checkouts), the shopper confirms on
//   Clearpay's page and is redirected back with the checkout token, which the page posts.

const PRICE = 3000
/** This file's deal, made fresh (worker files share one database). */
let dealId = 0
let productId = 0

const providerEnv = { ...env, ...FAKE_PROVIDER_ENV }

beforeAll(async () => {
  const deal = await makeBasketDeal(env.DB, {
    products: [{ price: PRICE, totalRemaining: 100 }],
  })
  dealId = deal.id
  productId = deal.productIds[0]!
})

let fakes: ReturnType<typeof installFakePaymentProviders>
beforeEach(() => {
  fakes = installFakePaymentProviders()
})
afterEach(() => fakes.restore())

type Method = 'credit_card' | 'klarna' | 'clearpay'

/** Records what the server created a Klarna session or Clearpay checkout for, as the endpoint
 * that creates one does, so the token that comes back is held to it. */
const bindSession = (
  method: 'klarna' | 'clearpay',
  session: string,
  shopper: number,
  basket: string,
) => bindBasketSession(env.DB, method, session, shopper, basket, PRICE)

/** An order paid with `paymentToken`, made (and its session bound) once the basket exists. */
async function orderWith(
  method: Method,
  paymentToken: string | ((shopper: number, basket: string) => Promise<string>),
) {
  const shopper = await makeShopper(env.DB)
  const token = await makeOrderBasket(env.DB, shopper.id, [{ dealId, productId, quantity: 1 }])
  if (typeof paymentToken !== 'string') paymentToken = await paymentToken(shopper.id, token)
  const placed = await new OrderService(providerEnv, env.DB).placeOrder({
    token,
    idempotencyKey: newKey(),
    request: { payment: { method, paymentToken }, expectedTotal: PRICE },
    user: sessionUserOf(shopper),
    origin: ORIGIN,
  })
  const order = await env.DB.prepare(
    `SELECT status, gateway, gateway_reference AS reference, cash_amount AS cash
     FROM orders WHERE id = ?`,
  )
    .bind(Number(placed.productOrder.id))
    .first<{ status: string; gateway: string; reference: string; cash: number }>()
  const auth = await env.DB.prepare(
    `SELECT status, amount, captured_amount AS captured, order_id AS orderId
     FROM payment_authorisations WHERE gateway_reference = ?`,
  )
    .bind(order!.reference)
    .first()
  expect(placed.vouchers).toHaveLength(1)
  expect(await basketStatus(token)).toBe('ORDERED')
  expect(auth).toEqual({
    status: 'CAPTURED',
    amount: PRICE,
    captured: PRICE,
    orderId: Number(placed.productOrder.id),
  })
  return { placed, order: order! }
}

describe('a full order through each provider gateway', () => {
  it('pays by card through Braintree with a Hosted Fields nonce', async () => {
    const { placed, order } = await orderWith(
      'credit_card',
      'fake-three-d-secure-visa-full-authentication-nonce',
    )
    expect(order).toMatchObject({ status: 'PAID', gateway: 'BRAINTREE', cash: PRICE })
    expect(placed.productOrder.paymentMethod).toBe('credit_card')
    expect(fakes.braintree.transactions.get(order.reference)).toMatchObject({
      status: 'SUBMITTED_FOR_SETTLEMENT',
      amount: '30.00',
      orderId: placed.productOrder.id,
    })
  })

  it('pays with Klarna from the widget authorization token', async () => {
    const { placed, order } = await orderWith('klarna', async (shopper, basket) => {
      const session = await new KlarnaGateway(KLARNA_FAKE).createSession({
        amount: PRICE,
        currency: 'GBP',
        orderReference: basket,
      })
      await bindSession('klarna', session!.sessionId, shopper, basket)
      return fakes.klarna.approve()
    })
    expect(order).toMatchObject({ status: 'PAID', gateway: 'KLARNA', cash: PRICE })
    expect(placed.productOrder.paymentMethod).toBe('klarna')
    expect(fakes.klarna.orders.size).toBe(1)
  })

  it('pays with Clearpay from the confirmed checkout token', async () => {
    const { placed, order } = await orderWith('clearpay', async (shopper, basket) => {
      const checkout = await new ClearpayGateway(CLEARPAY_FAKE).createCheckout({
        amount: PRICE,
        orderReference: basket,
        consumerEmail: 'ann@example.com',
        redirectConfirmUrl: `${ORIGIN}/checkout/clearpay/confirm`,
        redirectCancelUrl: `${ORIGIN}/checkout/clearpay/cancel`,
      })
      if (!checkout) throw new Error('the fake refused the checkout')
      await bindSession('clearpay', checkout.token, shopper, basket)
      return checkout.token
    })
    expect(order).toMatchObject({ status: 'PAID', gateway: 'CLEARPAY', cash: PRICE })
    expect(placed.productOrder.paymentMethod).toBe('clearpay')
    expect(fakes.clearpay.payments.get(order.reference)).toBeDefined()
  })

  it('refuses a card nonce without 3-D Secure as authentication failed, basket intact, nothing held', async () => {
    const shopper = await makeShopper(env.DB)
    const token = await makeOrderBasket(env.DB, shopper.id, [{ dealId, productId, quantity: 1 }])
    await expect(
      new OrderService(providerEnv, env.DB).placeOrder({
        token,
        idempotencyKey: newKey(),
        request: {
          payment: { method: 'credit_card', paymentToken: 'fake-valid-visa-nonce' },
          expectedTotal: PRICE,
        },
        user: sessionUserOf(shopper),
        origin: ORIGIN,
      }),
    ).rejects.toMatchObject({
      name: 'PaymentDeclinedError',
      code: 'AUTHENTICATION_FAILED',
    })
    expect(await basketStatus(token)).toBe('OPEN')
    const held = [...fakes.braintree.transactions.values()].filter(
      (tx) => tx.status === 'AUTHORIZED',
    )
    expect(held).toHaveLength(0)
  })

  it('declines a refused Braintree nonce with 402 material and writes no order', async () => {
    const shopper = await makeShopper(env.DB)
    const token = await makeOrderBasket(env.DB, shopper.id, [{ dealId, productId, quantity: 1 }])
    await expect(
      new OrderService(providerEnv, env.DB).placeOrder({
        token,
        idempotencyKey: newKey(),
        request: {
          payment: { method: 'credit_card', paymentToken: 'fake-processor-declined-visa-nonce' },
          expectedTotal: PRICE,
        },
        user: sessionUserOf(shopper),
        origin: ORIGIN,
      }),
    ).rejects.toMatchObject({ name: 'PaymentDeclinedError', code: 'DECLINED' })
    expect(await basketStatus(token)).toBe('OPEN')
  })
})
