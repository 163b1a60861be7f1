import { env, SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { OrderDetailsResponse, PlaceOrderResponse } from '../../src/shared/schemas/place-order'
import { makeBasketDeal } from '../fixtures/make-basket-deal'
import { cardToken, makeOrderBasket, makeShopper } from '../fixtures/make-shopper'
import { ORIGIN, newestMail } from './account-client'
import { inDays } from './clock'
import { basketStatus, count, newKey, placeOrder, remaining } from './orders-client'

/** This file's deal, made fresh (worker files share one database). */
let dealId = 0
let productId = 0

beforeAll(async () => {
  const deal = await makeBasketDeal(env.DB, {
    products: [{ price: 2500, totalRemaining: 100 }],
  })
  dealId = deal.id
  productId = deal.productIds[0]!
})

const card = async (number = '4111111111111111') => ({
  method: 'credit_card',
  paymentToken: await cardToken(env.DB, number),
})

describe('placing an order', () => {
  it('with the sandbox card: 201, vouchers, stock taken, email queued, basket ORDERED', async () => {
    const shopper = await makeShopper(env.DB)
    const token = await makeOrderBasket(env.DB, shopper.id, [{ dealId, productId, quantity: 2 }])
    const before = await remaining(productId)
    const res = await placeOrder(
      token,
      { payment: await card(), expectedTotal: 5000 },
      { cookie: shopper.cookie },
    )
    expect(res.status).toBe(201)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    const { data } = PlaceOrderResponse.parse(await res.json())
    expect(data.productOrder).toMatchObject({
      quantity: 2,
      currency: 'GBP',
      paymentMethod: 'credit_card',
      cardType: 'VISA',
      walletAmountUsed: 0,
      cashAmount: 5000,
    })
    expect(data.vouchers).toHaveLength(2)
    expect(data.vouchers[0]!.code).toMatch(/^[A-HJ-NP-Z2-9]{12}$/)
    expect(data.confirmationPath).toBe(`/checkout/confirmation/${data.productOrder.id}`)
    expect(await remaining(productId)).toBe(before! - 2)
    expect(await basketStatus(token)).toBe('ORDERED')
    const order = await env.DB.prepare(
      'SELECT status, gateway_reference AS ref FROM orders WHERE id = ?',
    )
      .bind(Number(data.productOrder.id))
      .first<{ status: string; ref: string }>()
    expect(order?.status).toBe('PAID')
    const auth = await env.DB.prepare(
      'SELECT status, order_id AS orderId FROM payment_authorisations WHERE gateway_reference = ?',
    )
      .bind(order!.ref)
      .first<{ status: string; orderId: number }>()
    expect(auth).toEqual({ status: 'CAPTURED', orderId: Number(data.productOrder.id) })
    const mail = await newestMail(shopper.email)
    expect(mail?.kind).toBe('order-confirmation')
    expect(mail?.text).toContain(data.productOrder.id)
    expect(mail?.text).toContain(data.vouchers[1]!.code)
    expect(mail?.text).toContain('£50')
    expect(
      await count(
        'SELECT COUNT(*) AS n FROM order_events WHERE order_id = ?',
        Number(data.productOrder.id),
      ),
    ).toBe(2)

    const read = await SELF.fetch(`${ORIGIN}/api/v1/orders/${data.productOrder.id}`, {
      headers: { cookie: shopper.cookie },
    })
    expect(read.status).toBe(200)
    const details = OrderDetailsResponse.parse(await read.json()).data
    expect(details.productOrder).toEqual(data.productOrder)
    expect(details.vouchers).toEqual(data.vouchers)

    const stranger = await makeShopper(env.DB)
    const other = await SELF.fetch(`${ORIGIN}/api/v1/orders/${data.productOrder.id}`, {
      headers: { cookie: stranger.cookie },
    })
    expect(other.status).toBe(404)
  })

  it('with a declined card: 402 with the message, the basket intact, no order', async () => {
    const shopper = await makeShopper(env.DB)
    const token = await makeOrderBasket(env.DB, shopper.id, [{ dealId, productId, quantity: 1 }])
    const before = await remaining(productId)
    const res = await placeOrder(
      token,
      { payment: await card('4000000000000002'), expectedTotal: 2500 },
      { cookie: shopper.cookie },
    )
    expect(res.status).toBe(402)
    expect(await res.json()).toEqual({
      error: {
        code: 'DECLINED',
        message:
          'Your card was declined by your bank. Please contact your bank or use a different card.',
      },
    })
    expect(await basketStatus(token)).toBe('OPEN')
    expect(
      await count('SELECT COUNT(*) AS n FROM basket_lines WHERE basket_token = ?', token),
    ).toBe(1)
    expect(await count('SELECT COUNT(*) AS n FROM orders WHERE basket_token = ?', token)).toBe(0)
    expect(await remaining(productId)).toBe(before)
  })

  it('needs a signed-in customer', async () => {
    const token = await makeOrderBasket(env.DB, null, [{ dealId, productId, quantity: 1 }])
    const res = await placeOrder(token, { payment: await card(), expectedTotal: 2500 })
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({
      error: {
        code: 'UNAUTHORISED',
        message: 'Please log in or register to complete your purchase',
      },
    })
  })

  it('places an anonymous basket as the signed-in customer’s', async () => {
    const shopper = await makeShopper(env.DB)
    const token = await makeOrderBasket(env.DB, null, [{ dealId, productId, quantity: 1 }])
    const res = await placeOrder(
      token,
      { payment: await card(), expectedTotal: 2500 },
      { cookie: shopper.cookie },
    )
    expect(res.status).toBe(201)
    expect(
      await count(
        'SELECT COUNT(*) AS n FROM baskets WHERE token = ? AND customer_id = ?',
        token,
        shopper.id,
      ),
    ).toBe(1)
  })

  it('needs the Idempotency-Key header, 16 to 100 characters', async () => {
    const shopper = await makeShopper(env.DB)
    const token = await makeOrderBasket(env.DB, shopper.id, [{ dealId, productId, quantity: 1 }])
    for (const key of [null, 'short', 'x'.repeat(101)]) {
      const res = await placeOrder(
        token,
        { payment: await card(), expectedTotal: 2500 },
        { cookie: shopper.cookie, key },
      )
      expect(res.status).toBe(400)
      expect((await res.json()).error.code).toBe('INVALID')
    }
  })

  it('refuses a bad body with a 400, never a 500', async () => {
    const shopper = await makeShopper(env.DB)
    const token = await makeOrderBasket(env.DB, shopper.id, [{ dealId, productId, quantity: 1 }])
    for (const body of [
      { payment: { method: 'bitcoin' }, expectedTotal: 2500 },
      { payment: { method: 'credit_card' }, expectedTotal: 25.5 },
      { payment: { method: 'credit_card' } },
    ]) {
      const res = await placeOrder(token, body as never, { cookie: shopper.cookie })
      expect(res.status).toBe(400)
    }
  })

  it('refuses an empty basket', async () => {
    const shopper = await makeShopper(env.DB)
    const token = await makeOrderBasket(env.DB, shopper.id, [])
    const res = await placeOrder(
      token,
      { payment: { method: 'credit_card' }, expectedTotal: 0 },
      { cookie: shopper.cookie },
    )
    expect(res.status).toBe(400)
    expect(await count('SELECT COUNT(*) AS n FROM orders WHERE basket_token = ?', token)).toBe(0)
  })

  it('asks a passwordless customer to confirm their email', async () => {
    const shopper = await makeShopper(env.DB, { passwordless: true })
    const token = await makeOrderBasket(env.DB, shopper.id, [{ dealId, productId, quantity: 1 }])
    const refused = await placeOrder(
      token,
      { payment: await card(), expectedTotal: 2500, confirmEmail: 'someone@else.com' },
      { cookie: shopper.cookie },
    )
    expect(refused.status).toBe(400)
    expect((await refused.json()).error.message).toBe('Please confirm your email address')
    const placed = await placeOrder(
      token,
      { payment: await card(), expectedTotal: 2500, confirmEmail: shopper.email.toUpperCase() },
      { cookie: shopper.cookie },
    )
    expect(placed.status).toBe(201)
  })

  it('refuses a total the shopper did not see with a 409, before any payment', async () => {
    const shopper = await makeShopper(env.DB)
    const token = await makeOrderBasket(env.DB, shopper.id, [{ dealId, productId, quantity: 1 }])
    const key = newKey()
    const res = await placeOrder(
      token,
      { payment: await card(), expectedTotal: 2000 },
      { cookie: shopper.cookie, key },
    )
    expect(res.status).toBe(409)
    expect(await res.json()).toEqual({
      error: {
        code: 'CONFLICT',
        message: 'Your basket has changed. Please check the total and try again.',
      },
    })
    expect(
      await count(
        'SELECT COUNT(*) AS n FROM payment_authorisations WHERE instr(idempotency_key, ?) > 0',
        key,
      ),
    ).toBe(0)
  })

  it('pays a wallet-only order from credit alone, with no authorisation', async () => {
    const shopper = await makeShopper(env.DB)
    await env.DB.prepare(
      `INSERT INTO wallet_ledger (user_id, currency, amount, kind, reason, created_at)
       VALUES (?, 'GBP', 10000, 'REFUNDABLE', 'REFUND', ?)`,
    )
      .bind(shopper.id, inDays(-20))
      .run()
    const token = await makeOrderBasket(env.DB, shopper.id, [{ dealId, productId, quantity: 1 }], {
      useWallet: true,
    })
    const key = newKey()
    const res = await placeOrder(
      token,
      { payment: { method: 'credit_card' }, expectedTotal: 2500 },
      { cookie: shopper.cookie, key },
    )
    expect(res.status).toBe(201)
    const { productOrder } = PlaceOrderResponse.parse(await res.json()).data
    expect(productOrder).toMatchObject({ walletAmountUsed: 2500, cashAmount: 0, cardType: null })
    expect(
      await count(
        'SELECT COUNT(*) AS n FROM payment_authorisations WHERE instr(idempotency_key, ?) > 0',
        key,
      ),
    ).toBe(0)
    const balance = await env.DB.prepare(
      `SELECT b.balance, (SELECT SUM(amount) FROM wallet_ledger l WHERE l.user_id = b.user_id
         AND l.kind = b.kind AND l.currency = b.currency) AS ledger
       FROM wallet_balances b WHERE b.user_id = ? AND b.kind = 'REFUNDABLE'`,
    )
      .bind(shopper.id)
      .first<{ balance: number; ledger: number }>()
    expect(balance).toEqual({ balance: 7500, ledger: 7500 })
  })
})
