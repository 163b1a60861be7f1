import { BRANDS } from '../../src/shared/config/brands'
import { env } from 'cloudflare:test'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Env } from '../../src/worker/env'
import { ClearpayGateway } from '../../src/worker/services/payments/clearpay'
import { OrderService } from '../../src/worker/services/orders/order-service'
import { RefundService } from '../../src/worker/services/refunds/refund-service'
import { makeBasketDeal } from '../fixtures/make-basket-deal'
import {
  CLEARPAY_FAKE,
  FAKE_PROVIDER_ENV,
  installFakePaymentProviders,
} from '../fixtures/fake-payment-providers'
import { makeOrderBasket, makeShopper, sessionUserOf } from '../fixtures/make-shopper'
import { ORIGIN } from './account-client'
import { clock } from './clock'
import { bindBasketSession } from '../fixtures/payment-purpose'
import { newKey } from './orders-client'

// A card refund goes back through the provider that took the money (the order's own gateway),
// with every provider configured: never through the default card provider.
const providerEnv = { ...env, ...FAKE_PROVIDER_ENV } as unknown as Env
const PRICE = 2000
let dealId = 0
let productId = 0

beforeAll(async () => {
  const deal = await makeBasketDeal(env.DB, { products: [{ price: PRICE, totalRemaining: 50 }] })
  dealId = deal.id
  productId = deal.productIds[0]!
})

let fakes: ReturnType<typeof installFakePaymentProviders>
beforeEach(() => {
  fakes = installFakePaymentProviders()
})
afterEach(() => fakes.restore())

async function refundToCard(method: 'klarna' | 'clearpay', paymentToken: string) {
  const shopper = await makeShopper(env.DB)
  const token = await makeOrderBasket(env.DB, shopper.id, [{ dealId, productId, quantity: 1 }])
  const session = method === 'klarna' ? crypto.randomUUID() : paymentToken
  await bindBasketSession(env.DB, method, session, shopper.id, token, PRICE)
  const placed = await new OrderService(providerEnv, env.DB).placeOrder({
    token,
    idempotencyKey: newKey(),
    request: { payment: { method, paymentToken }, expectedTotal: PRICE },
    user: sessionUserOf(shopper),
    origin: ORIGIN,
  })
  const voucher = await env.DB.prepare('SELECT code FROM vouchers WHERE order_id = ?')
    .bind(Number(placed.productOrder.id))
    .first<{ code: string }>()
  const order = await env.DB.prepare(
    'SELECT gateway_reference AS reference FROM orders WHERE id = ?',
  )
    .bind(Number(placed.productOrder.id))
    .first<{ reference: string }>()
  const before = fakes.calls.length
  const outcome = await new RefundService(providerEnv).request(
    { id: shopper.id, email: shopper.email, firstName: 'Ann' },
    {
      orderNumber: placed.productOrder.id,
      voucherCode: voucher!.code,
      reason: 'CHANGED_MIND',
      notRedeemedConfirmed: true,
      method: 'CASH',
    },
    clock.now(),
    { brand: BRANDS.dealio, origin: 'https://dealio.co.uk' },
  )
  return { outcome, reference: order!.reference, calls: fakes.calls.slice(before) }
}

describe('a refund to the card', () => {
  it('goes back to Klarna for a Klarna order, and asks no other provider', async () => {
    const { outcome, reference, calls } = await refundToCard('klarna', fakes.klarna.approve())
    expect(outcome).toMatchObject({ method: 'CASH', cashAmount: PRICE })
    expect(fakes.klarna.orders.get(reference)?.refunded).toBe(PRICE)
    expect(calls.map((call) => call.host)).toEqual([fakes.klarna.host])
  })

  it('goes back to Clearpay for a Clearpay order, and asks no other provider', async () => {
    const checkout = await new ClearpayGateway(CLEARPAY_FAKE).createCheckout({
      amount: PRICE,
      orderReference: 'basket',
      consumerEmail: 'ann@example.com',
      redirectConfirmUrl: `${ORIGIN}/checkout/clearpay/confirm`,
      redirectCancelUrl: `${ORIGIN}/checkout/clearpay/cancel`,
    })
    const { outcome, reference, calls } = await refundToCard('clearpay', checkout!.token)
    expect(outcome).toMatchObject({ method: 'CASH', cashAmount: PRICE })
    expect(fakes.clearpay.payments.get(reference)?.refunded).toBe(PRICE)
    expect(calls.map((call) => call.host)).toEqual([fakes.clearpay.host])
  })
})
