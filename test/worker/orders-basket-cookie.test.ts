import { env, SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { BASKET_TOKEN_COOKIE } from '../../src/shared/config/cookies'
import { makeBasketDeal } from '../fixtures/make-basket-deal'
import { cardToken, makeOrderBasket, makeShopper, type Shopper } from '../fixtures/make-shopper'
import { ORIGIN } from './account-client'
import { inDays } from './clock'
import { placeOrder } from './orders-client'

// The basket does not survive its order: whichever way the order is paid, its answer expires
// the basket cookie, so the next page's header finds no basket and the next add starts a new one.

/** This file's deal, made fresh (worker files share one database). */
let dealId = 0
let productId = 0
const PRICE = 2500

beforeAll(async () => {
  const deal = await makeBasketDeal(env.DB, {
    products: [{ price: PRICE, totalRemaining: 100 }],
  })
  dealId = deal.id
  productId = deal.productIds[0]!
})

async function shopperWithBasket(options: { useWallet?: boolean } = {}) {
  const shopper = await makeShopper(env.DB)
  const basket = await makeOrderBasket(
    env.DB,
    shopper.id,
    [{ dealId, productId, quantity: 1 }],
    options,
  )
  return { shopper, basket, cookie: `${shopper.cookie}; ${BASKET_TOKEN_COOKIE}=${basket}` }
}

/** The basket cookie as the browser keeps it after this answer: the value it was set to, or
 * null when the answer expires it (undefined when the answer leaves it alone). */
function basketCookieAfter(res: Response): string | null | undefined {
  const line = res.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith(`${BASKET_TOKEN_COOKIE}=`))
  if (!line) return undefined
  return /max-age=0\b/i.test(line) ? null : line.split(';')[0]!.split('=')[1]!
}

const approvalToken = async (shopper: Shopper, basket: string, method: string) => {
  const opened = await SELF.fetch(`${ORIGIN}/api/v1/payments/approvals`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN, cookie: shopper.cookie },
    body: JSON.stringify({ basketToken: basket, method }),
  })
  expect(opened.status).toBe(201)
  const { data } = (await opened.json()) as { data: { approvalPath: string } }
  const decided = await SELF.fetch(`${ORIGIN}${data.approvalPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
    body: new URLSearchParams({ decision: 'APPROVED' }).toString(),
    redirect: 'manual',
  })
  return new URL(decided.headers.get('location')!, ORIGIN).searchParams.get('approval')!
}

describe('the ordered basket’s cookie', () => {
  it('is expired by the answer of an order paid by card', async () => {
    const { basket, cookie } = await shopperWithBasket()
    const res = await placeOrder(
      basket,
      {
        payment: { method: 'credit_card', paymentToken: await cardToken(env.DB) },
        expectedTotal: PRICE,
      },
      { cookie },
    )
    expect(res.status).toBe(201)
    expect(basketCookieAfter(res)).toBeNull()
  })

  it('is expired by the answer of the order placed on return from a PayPal approval', async () => {
    const { shopper, basket, cookie } = await shopperWithBasket()
    const token = await approvalToken(shopper, basket, 'paypal')
    const res = await placeOrder(
      basket,
      { payment: { method: 'paypal', paymentToken: token }, expectedTotal: PRICE },
      { cookie },
    )
    expect(res.status).toBe(201)
    expect(basketCookieAfter(res)).toBeNull()
  })

  it('is expired by the answer of an order with nothing to pay by card (credit alone)', async () => {
    const { shopper, basket, cookie } = await shopperWithBasket({ useWallet: true })
    await env.DB.prepare(
      `INSERT INTO wallet_ledger (user_id, currency, amount, kind, reason, created_at)
       VALUES (?, 'GBP', 10000, 'REFUNDABLE', 'REFUND', ?)`,
    )
      .bind(shopper.id, inDays(-20))
      .run()
    const res = await placeOrder(
      basket,
      { payment: { method: 'credit_card' }, expectedTotal: PRICE },
      { cookie },
    )
    expect(res.status).toBe(201)
    expect(basketCookieAfter(res)).toBeNull()
  })

  it('is expired again when a retry replays the order under the same key', async () => {
    const { basket, cookie } = await shopperWithBasket()
    const body = {
      payment: { method: 'credit_card', paymentToken: await cardToken(env.DB) },
      expectedTotal: PRICE,
    }
    const key = `basket-cookie-${crypto.randomUUID()}`
    expect((await placeOrder(basket, body, { cookie, key })).status).toBe(201)
    const replay = await placeOrder(basket, body, { cookie, key })
    expect(replay.status).toBe(201)
    expect(basketCookieAfter(replay)).toBeNull()
  })

  it('is left alone when it names another basket, started meanwhile in another tab', async () => {
    const { shopper, basket } = await shopperWithBasket()
    const other = await makeOrderBasket(env.DB, shopper.id, [{ dealId, productId, quantity: 1 }])
    const res = await placeOrder(
      basket,
      {
        payment: { method: 'credit_card', paymentToken: await cardToken(env.DB) },
        expectedTotal: PRICE,
      },
      { cookie: `${shopper.cookie}; ${BASKET_TOKEN_COOKIE}=${other}` },
    )
    expect(res.status).toBe(201)
    expect(basketCookieAfter(res)).toBeUndefined()
  })

  it('is kept when the payment is declined, with the basket still open', async () => {
    const { basket, cookie } = await shopperWithBasket()
    const res = await placeOrder(
      basket,
      {
        payment: {
          method: 'credit_card',
          paymentToken: await cardToken(env.DB, '4000000000000002'),
        },
        expectedTotal: PRICE,
      },
      { cookie },
    )
    expect(res.status).toBe(402)
    expect(basketCookieAfter(res)).toBeUndefined()
  })

  it('gone, the next checkout is an empty basket and a new basket starts empty', async () => {
    const { shopper, basket, cookie } = await shopperWithBasket()
    const res = await placeOrder(
      basket,
      {
        payment: { method: 'credit_card', paymentToken: await cardToken(env.DB) },
        expectedTotal: PRICE,
      },
      { cookie },
    )
    expect(res.status).toBe(201)
    // The browser's jar after the answer: the session stays, the basket cookie is gone.
    const jar = basketCookieAfter(res) === null ? shopper.cookie : cookie
    const checkout = await SELF.fetch(`${ORIGIN}/checkout`, {
      headers: { cookie: jar },
      redirect: 'manual',
    })
    expect(checkout.status).toBe(200)
    expect(await checkout.text()).toContain('data-testid="checkout-empty"')

    const created = await SELF.fetch(`${ORIGIN}/api/v1/basket`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN, cookie: jar },
      body: JSON.stringify({ brand: 'dealio', eligibleForVip: false, products: [] }),
    })
    expect(created.status).toBe(201)
    const fresh = (await created.json()) as { data: { basketToken: string; products: unknown[] } }
    expect(fresh.data.basketToken).not.toBe(basket)
    expect(fresh.data.products).toEqual([])
  })
})
