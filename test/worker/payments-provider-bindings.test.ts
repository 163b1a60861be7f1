import { env } from 'cloudflare:test'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { basketSubject } from '../../src/shared/domain/payment/payment-binding'
import { OrderService } from '../../src/worker/services/orders/order-service'
import { ClearpayGateway } from '../../src/worker/services/payments/clearpay'
import { bindProviderSession } from '../../src/worker/services/payments/provider-bound-gateway'
import { makeBasketDeal } from '../fixtures/make-basket-deal'
import {
  CLEARPAY_FAKE,
  FAKE_PROVIDER_ENV,
  installFakePaymentProviders,
} from '../fixtures/fake-payment-providers'
import { makeOrderBasket, makeShopper, sessionUserOf } from '../fixtures/make-shopper'
import { ORIGIN } from './account-client'
import { clock } from './clock'
import { basketStatus, newKey } from './orders-client'

// Bound tokens, for the production providers: the server records what each Klarna session
// and Clearpay checkout was created for (basket, shopper, method, amount), and a token that
// comes back for anything else is refused before the provider is asked.

const PRICE = 3000
const providerEnv = { ...env, ...FAKE_PROVIDER_ENV }
let dealId = 0
let productId = 0

beforeAll(async () => {
  const deal = await makeBasketDeal(env.DB, { products: [{ price: PRICE, totalRemaining: 100 }] })
  dealId = deal.id
  productId = deal.productIds[0]!
})

let fakes: ReturnType<typeof installFakePaymentProviders>
beforeEach(() => {
  fakes = installFakePaymentProviders()
})
afterEach(() => fakes.restore())

async function shopperWithBasket() {
  const shopper = await makeShopper(env.DB)
  const basket = await makeOrderBasket(env.DB, shopper.id, [{ dealId, productId, quantity: 1 }])
  return { shopper, basket }
}

type Buyer = Awaited<ReturnType<typeof shopperWithBasket>>

const pay = (buyer: Buyer, method: 'klarna' | 'clearpay', paymentToken: string) =>
  new OrderService(providerEnv, env.DB).placeOrder({
    token: buyer.basket,
    idempotencyKey: newKey(),
    request: { payment: { method, paymentToken }, expectedTotal: PRICE },
    user: sessionUserOf(buyer.shopper),
    origin: ORIGIN,
  })

/** A Clearpay checkout for the buyer's basket, recorded as the checkout endpoint does. */
async function clearpayCheckout(buyer: Buyer, amount = PRICE) {
  const made = await new ClearpayGateway(CLEARPAY_FAKE).createCheckout({
    amount,
    orderReference: buyer.basket,
    consumerEmail: 'ann@example.com',
    redirectConfirmUrl: `${ORIGIN}/checkout/clearpay/confirm`,
    redirectCancelUrl: `${ORIGIN}/checkout/clearpay/cancel`,
  })
  if (!made) throw new Error('the fake refused the checkout')
  await bind(buyer, 'clearpay', made.token, amount)
  return made.token
}

const bind = (buyer: Buyer, method: 'klarna' | 'clearpay', token: string, amount = PRICE) =>
  bindProviderSession(
    env.DB,
    {
      gateway: method === 'klarna' ? 'KLARNA' : 'CLEARPAY',
      token,
      purpose: { method, subject: basketSubject(buyer.basket), shopperId: buyer.shopper.id },
      amount,
      currency: 'GBP',
    },
    clock.now(),
  )

const refused = { name: 'PaymentDeclinedError', code: 'INVALID_PAYMENT_TOKEN' }

describe('a Clearpay checkout token pays only the checkout it was created for', () => {
  it("refuses A's checkout on B's basket of the same amount without asking Clearpay", async () => {
    const a = await shopperWithBasket()
    const b = await shopperWithBasket()
    const token = await clearpayCheckout(a)
    await expect(pay(b, 'clearpay', token)).rejects.toMatchObject(refused)
    expect(fakes.clearpay.payments.size).toBe(0)
    expect(await basketStatus(b.basket)).toBe('OPEN')
    // Refused, not spent: A still pays with it.
    await pay(a, 'clearpay', token)
    expect(fakes.clearpay.payments.size).toBe(1)
  })

  it('refuses a checkout token the server never created, and one created for another amount', async () => {
    const buyer = await shopperWithBasket()
    const unrecorded = await new ClearpayGateway(CLEARPAY_FAKE).createCheckout({
      amount: PRICE,
      orderReference: buyer.basket,
      consumerEmail: 'ann@example.com',
      redirectConfirmUrl: `${ORIGIN}/ok`,
      redirectCancelUrl: `${ORIGIN}/no`,
    })
    await expect(pay(buyer, 'clearpay', unrecorded!.token)).rejects.toMatchObject(refused)
    await expect(
      pay(buyer, 'clearpay', await clearpayCheckout(buyer, PRICE - 1)),
    ).rejects.toMatchObject(refused)
    expect(fakes.clearpay.payments.size).toBe(0)
    expect(await basketStatus(buyer.basket)).toBe('OPEN')
  })
})

describe('a Klarna authorization pays only for a session created for this payment', () => {
  it('refuses a widget token when no session was created for this shopper and basket', async () => {
    const a = await shopperWithBasket()
    const b = await shopperWithBasket()
    await bind(a, 'klarna', crypto.randomUUID())
    await expect(pay(b, 'klarna', fakes.klarna.approve())).rejects.toMatchObject(refused)
    expect(fakes.klarna.orders.size).toBe(0)
    expect(await basketStatus(b.basket)).toBe('OPEN')
  })

  it('refuses a session made for another amount, and spends a session once', async () => {
    const buyer = await shopperWithBasket()
    await bind(buyer, 'klarna', crypto.randomUUID(), PRICE + 500)
    await expect(pay(buyer, 'klarna', fakes.klarna.approve())).rejects.toMatchObject(refused)
    expect(fakes.klarna.orders.size).toBe(0)
    await bind(buyer, 'klarna', crypto.randomUUID())
    await pay(buyer, 'klarna', fakes.klarna.approve())
    expect(fakes.klarna.orders.size).toBe(1)
    expect(
      await env.DB.prepare(
        `SELECT COUNT(*) AS n FROM provider_payment_bindings
         WHERE shopper_id = ? AND used_at IS NULL AND amount = ?`,
      )
        .bind(buyer.shopper.id, PRICE)
        .first<{ n: number }>(),
    ).toEqual({ n: 0 })
  })
})
