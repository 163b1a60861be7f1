import { env, SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { BasketResponse, type Basket } from '../../src/shared/schemas/basket'
import { mergeAnonymousBasket } from '../../src/worker/services/basket/merge-anonymous-basket'
import { freshEmail } from '../fixtures/fresh'
import { makeBasketDeal } from '../fixtures/make-basket-deal'
import { cardToken, makeOrderBasket, makeShopper } from '../fixtures/make-shopper'
import { ORIGIN, login, register, send, tokenCookie } from './account-client'
import { placeOrder } from './orders-client'
import { inDays } from './clock'

// Shoppers of this file only.
const ANN = freshEmail('basket-ann')
const BOB = freshEmail('basket-bob')
const CARA = freshEmail('basket-cara')
const DAN = freshEmail('basket-dan')
const EVE = freshEmail('basket-eve')
const FAY = freshEmail('basket-fay')

const call = (method: string, path: string, body?: unknown, cookie?: string) =>
  body === undefined
    ? SELF.fetch(`${ORIGIN}/api/v1${path}`, {
        method,
        headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
      })
    : send(method, path, body, cookie ? { cookie } : {})

// The deals of this file, under fresh ids (other files' deals share the database).
let MAIN = 0
let FIRST = 0
let SECOND = 0
const unbuyable: [dealId: number, productId: number][] = []

const line = (dealProductId: number, quantity = 1, dealId = MAIN) => ({
  dealId,
  dealProductId,
  quantity,
})

const basketOf = async (res: Response): Promise<Basket> =>
  BasketResponse.parse(await res.json()).data

async function create(products: unknown[], cookie?: string, brand = 'dealio') {
  const res = await call('POST', '/basket', { brand, eligibleForVip: false, products }, cookie)
  expect(res.status).toBe(201)
  return res
}

async function signIn(email: string, ip: string): Promise<string> {
  expect((await register(email, 'secret123', 'Ann', ip)).status).toBe(202)
  const res = await login(email, 'secret123', ip)
  expect(res.status).toBe(200)
  return tokenCookie(res)
}

beforeAll(async () => {
  const main = await makeBasketDeal(env.DB, {
    purchaseCap: 4,
    products: [
      { price: 2500, totalRemaining: 10 },
      { price: 1500, totalRemaining: 2 },
    ],
  })
  ;[MAIN, FIRST, SECOND] = [main.id, main.productIds[0]!, main.productIds[1]!]
  for (const deal of [
    await makeBasketDeal(env.DB, { products: [{ soldOut: true }] }),
    // Closed a month ago.
    await makeBasketDeal(env.DB, { closingDate: inDays(-30), products: [{}] }),
    await makeBasketDeal(env.DB, { country: 'ie', products: [{}] }),
  ])
    unbuyable.push([deal.id, deal.productIds[0]!])
})

describe('basket API', () => {
  it('creates a basket, hands the token back in Location and a 7-day cookie, and reads it', async () => {
    const res = await create([line(FIRST, 2)])
    const token = res.headers.get('location')!.split('/').pop()!
    expect(token.length).toBeGreaterThan(10)
    const cookie = res.headers.get('set-cookie') ?? ''
    expect(cookie).toContain(`basket_token=${token}`)
    expect(cookie).toMatch(/Max-Age=604800/)
    expect(cookie).toMatch(/SameSite=Lax/)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    const created = await basketOf(res)
    expect(created).toMatchObject({ id: token, basketToken: token, customerToken: null })
    expect(created.products[0]).toMatchObject({ quantity: 2, unitPrice: 2500, currency: 'GBP' })
    expect(created.products[0]!.maxQuantity).toBe(4)

    const got = await call('GET', `/basket/${token}?giftPacks=true`)
    expect(got.status).toBe(200)
    expect((await basketOf(got)).products).toHaveLength(1)
  })

  it('adds, changes and removes products', async () => {
    const token = (await basketOf(await create([]))).basketToken
    let basket = await basketOf(await call('POST', `/basket/${token}/product`, line(FIRST, 1)))
    basket = await basketOf(await call('POST', `/basket/${token}/product`, line(FIRST, 1)))
    expect(basket.products).toHaveLength(1)
    expect(basket.products[0]!.quantity).toBe(2)
    const id = basket.products[0]!.id
    basket = await basketOf(await call('PATCH', `/basket/${token}/product/${id}`, { quantity: 3 }))
    expect(basket.products[0]!.quantity).toBe(3)
    basket = await basketOf(await call('POST', `/basket/${token}/product`, line(SECOND, 1)))
    expect(basket.products).toHaveLength(2)
    basket = await basketOf(await call('DELETE', `/basket/${token}/product/${SECOND}`))
    expect(basket.products.map((product) => product.dealProductId)).toEqual([FIRST])
    basket = await basketOf(await call('PATCH', `/basket/${token}/product/${id}`, { quantity: 0 }))
    expect(basket.products).toEqual([])
  })

  it(
    'refuses quantities over max quantity and products no longer on sale',
    { tags: ['dated'] },
    async () => {
      const token = (await basketOf(await create([line(FIRST, 3)]))).basketToken
      // The deal cap is 4 per customer across its products: one more fits, two do not.
      const over = await call('POST', `/basket/${token}/product`, line(SECOND, 2))
      expect(over.status).toBe(409)
      expect(await over.json()).toEqual({
        error: { code: 'CONFLICT', message: 'max quantity reached' },
      })
      const stock = await call('POST', '/basket', {
        brand: 'dealio',
        eligibleForVip: false,
        products: [line(SECOND, 3)],
      })
      expect(stock.status).toBe(409)
      for (const [dealId, productId] of unbuyable) {
        const res = await call('POST', `/basket/${token}/product`, line(productId, 1, dealId))
        expect(res.status).toBe(409)
        expect(await res.json()).toEqual({
          error: { code: 'CONFLICT', message: 'Oops! This item is no longer available' },
        })
      }
    },
  )

  it('refuses a form post from another origin', async () => {
    const res = await SELF.fetch(`${ORIGIN}/api/v1/basket`, {
      method: 'POST',
      headers: {
        origin: 'https://evil.example',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'brand=dealio',
    })
    expect(res.status).toBe(403)
  })

  it('answers 400 for malformed tokens and 404 for unknown ones', async () => {
    const undefinedToken = await call('GET', '/basket/undefined')
    expect(undefinedToken.status).toBe(400)
    expect(await undefinedToken.json()).toMatchObject({
      error: { message: 'Basket token cannot be undefined.' },
    })
    expect((await call('GET', '/basket/short')).status).toBe(400)
    expect((await call('GET', '/basket/abcdefghijklmnop')).status).toBe(404)
    const badBody = await call('POST', '/basket', { brand: 'dealio', products: [] })
    expect(badBody.status).toBe(400)
  })

  it("keeps a customer's basket from other visitors and other customers", async () => {
    const ann = await signIn(ANN, '198.51.100.21')
    const res = await create([line(FIRST, 1)], ann)
    const token = (await basketOf(res)).basketToken
    expect((await call('GET', `/basket/${token}`, undefined, ann)).status).toBe(200)
    expect((await call('GET', `/basket/${token}`)).status).toBe(404)
    const bob = await signIn(BOB, '198.51.100.22')
    expect((await call('GET', `/basket/${token}`, undefined, bob)).status).toBe(404)
    expect((await call('POST', `/basket/${token}/product`, line(FIRST), bob)).status).toBe(404)
    // By customer token: only with the session it belongs to.
    const mine = await call('GET', '/basket', undefined, ann)
    expect((await basketOf(mine)).basketToken).toBe(token)
    expect(
      (await call('GET', '/basket?customerToken=someone-elses-token', undefined, ann)).status,
    ).toBe(403)
    expect((await call('GET', '/basket?customerToken=someone-elses-token')).status).toBe(403)
  })

  it('links an anonymous basket to the signed-in customer only', async () => {
    const token = (await basketOf(await create([line(FIRST, 1)]))).basketToken
    expect(
      (await call('PATCH', `/basket/${token}`, { customerToken: 'forged-token-123' })).status,
    ).toBe(403)
    const cara = await signIn(CARA, '198.51.100.23')
    const own = cara.split('=')[1]!
    const linked = await call('PATCH', `/basket/${token}`, { customerToken: own }, cara)
    expect(linked.status).toBe(200)
    expect((await basketOf(linked)).customerToken).not.toBeNull()
    expect((await call('GET', `/basket/${token}`)).status).toBe(404)
  })

  it('puts a whole basket, sets VIP status, takes an add-on and abandons idempotently', async () => {
    const token = (await basketOf(await create([line(FIRST, 1)]))).basketToken
    const put = await call('PUT', `/basket/${token}`, {
      id: token,
      brand: 'livingsocial',
      eligibleForVip: true,
      products: [line(SECOND, 2)],
    })
    expect(put.status).toBe(200)
    expect(await basketOf(put)).toMatchObject({ brand: 'livingsocial', eligibleForVip: true })
    const wrongId = await call('PUT', `/basket/${token}`, {
      id: 'another-token-123',
      brand: 'dealio',
      eligibleForVip: true,
      products: [],
    })
    expect(wrongId.status).toBe(400)
    const vip = await call('POST', `/basket/${token}/vip-status`, { vipStatus: 'ACTIVE' })
    expect((await basketOf(vip)).eligibleForVip).toBe(false)
    const addon = await call('POST', `/basket/${token}/addon`, {
      addonType: 'VVE',
      productId: FIRST,
      quantity: 1,
    })
    expect((await basketOf(addon)).products).toHaveLength(2)
    expect((await call('POST', `/basket/${token}/basketabandon`, {})).status).toBe(204)
    expect((await call('POST', `/basket/${token}/basketabandon`, {})).status).toBe(204)
    expect((await call('POST', `/basket/${token}/product`, line(FIRST))).status).toBe(409)
  })

  it('merges the anonymous basket into the customer basket on login, clamped to max quantity', async () => {
    const dan = await signIn(DAN, '198.51.100.24')
    const own = (await basketOf(await create([line(FIRST, 3)], dan))).basketToken
    const anonymous = (await basketOf(await create([line(FIRST, 3), line(SECOND, 1)]))).basketToken
    const user = await env.DB.prepare('SELECT id FROM users WHERE email = ?')
      .bind(DAN)
      .first<{ id: number }>()
    expect(await mergeAnonymousBasket(env.DB, anonymous, user!.id)).toBe(own)
    const merged = await basketOf(await call('GET', `/basket/${own}`, undefined, dan))
    // 3 + 3 of the first product would pass the deal cap of 4 with the second one.
    const quantities = merged.products.map((product) => [product.dealProductId, product.quantity])
    expect(quantities).toEqual([[FIRST, 4]])
    const closed = await env.DB.prepare('SELECT status FROM baskets WHERE token = ?')
      .bind(anonymous)
      .first<{ status: string }>()
    expect(closed!.status).toBe('ABANDONED')
    // No visitor basket: the cookie should point at the customer's own basket.
    expect(await mergeAnonymousBasket(env.DB, 'undefined', user!.id)).toBe(own)
  })

  it('hands a visitor basket to a customer who has none on login', async () => {
    const eve = await signIn(EVE, '198.51.100.25')
    const anonymous = (await basketOf(await create([line(FIRST, 1)]))).basketToken
    const user = await env.DB.prepare('SELECT id FROM users WHERE email = ?')
      .bind(EVE)
      .first<{ id: number }>()
    expect(await mergeAnonymousBasket(env.DB, anonymous, user!.id)).toBe(anonymous)
    expect((await call('GET', `/basket/${anonymous}`)).status).toBe(404)
    expect((await call('GET', `/basket/${anonymous}`, undefined, eve)).status).toBe(200)
  })

  it('adopts the visitor basket when the visitor signs in through the login API', async () => {
    expect((await register(FAY, 'secret123', 'Fay', '198.51.100.26')).status).toBe(202)
    const anonymous = (await basketOf(await create([line(FIRST, 2)]))).basketToken
    const res = await send(
      'POST',
      '/customer/login',
      { loginRequest: { j_username: FAY, j_password: 'secret123' } },
      { cookie: `basket_token=${anonymous}`, 'cf-connecting-ip': '198.51.100.26' },
    )
    expect(res.status).toBe(200)
    const cookies = res.headers.get('set-cookie') ?? ''
    expect(cookies).toContain(`basket_token=${anonymous}`)
    const session = cookies.match(/(?:^|,\s*)(ct=[^;]+)/)![1]!
    // The basket is the customer's now: their session reads it, a bare token does not.
    expect((await call('GET', `/basket/${anonymous}`)).status).toBe(404)
    const mine = await basketOf(await call('GET', `/basket/${anonymous}`, undefined, session))
    expect(mine.products.map((p) => p.quantity)).toEqual([2])
  })
})

describe('max quantity and past purchases', () => {
  let CAPPED_DEAL = 0
  let CAPPED_PRODUCT = 0

  beforeAll(async () => {
    const capped = await makeBasketDeal(env.DB, {
      purchaseCap: 2,
      products: [{ price: 1000, totalRemaining: 50 }],
    })
    ;[CAPPED_DEAL, CAPPED_PRODUCT] = [capped.id, capped.productIds[0]!]
  })

  it("counts a customer's paid orders against the deal cap in the basket, not only at order time", async () => {
    const shopper = await makeShopper(env.DB)
    const ordered = await makeOrderBasket(env.DB, shopper.id, [
      { dealId: CAPPED_DEAL, productId: CAPPED_PRODUCT, quantity: 2 },
    ])
    const paid = await placeOrder(
      ordered,
      {
        payment: { method: 'credit_card', paymentToken: await cardToken(env.DB) },
        expectedTotal: 2000,
      },
      { cookie: shopper.cookie },
    )
    expect(paid.status).toBe(201)

    const again = await call(
      'POST',
      '/basket',
      { brand: 'dealio', eligibleForVip: false, products: [line(CAPPED_PRODUCT, 1, CAPPED_DEAL)] },
      shopper.cookie,
    )
    expect(again.status).toBe(409)
    expect(await again.json()).toEqual({
      error: { code: 'CONFLICT', message: 'max quantity reached' },
    })

    // A basket that already held the deal shows nothing more to buy.
    const held = await makeOrderBasket(env.DB, shopper.id, [
      { dealId: CAPPED_DEAL, productId: CAPPED_PRODUCT, quantity: 1 },
    ])
    const view = await basketOf(await call('GET', `/basket/${held}`, undefined, shopper.cookie))
    expect(view.products[0]!.maxQuantity).toBe(0)
    const more = await call(
      'PATCH',
      `/basket/${held}/product/${view.products[0]!.id}`,
      {
        quantity: 2,
      },
      shopper.cookie,
    )
    expect(more.status).toBe(409)

    // Another customer still has the whole cap.
    const other = await makeShopper(env.DB)
    const fresh = await call(
      'POST',
      '/basket',
      { brand: 'dealio', eligibleForVip: false, products: [line(CAPPED_PRODUCT, 2, CAPPED_DEAL)] },
      other.cookie,
    )
    expect(fresh.status).toBe(201)
    expect((await basketOf(fresh)).products[0]!.maxQuantity).toBe(2)
  })
})
