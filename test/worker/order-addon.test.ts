import { env, SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { BasketResponse } from '../../src/shared/schemas/basket'
import { ExpressBuyResponse } from '../../src/shared/schemas/express-buy'
import { OrderAddonVoucher } from '../../src/shared/schemas/order-addon'
import { PlaceOrderResponse } from '../../src/shared/schemas/place-order'
import { makeBasketDeal } from '../fixtures/make-basket-deal'
import { cardToken, makeOrderBasket, makeShopper, type Shopper } from '../fixtures/make-shopper'
import { ORIGIN, send } from './account-client'
import { placeOrder } from './orders-client'

/** This file's deal, made fresh (worker files share one database). */
let dealId = 0
let productId = 0

const page = (path: string, cookie?: string) =>
  SELF.fetch(`${ORIGIN}${path}`, { redirect: 'manual', headers: cookie ? { cookie } : {} })

const expressBuy = (id: string | number, cookie?: string) =>
  SELF.fetch(`${ORIGIN}/api/v1/checkout/deal-express-payment-method/${id}`, {
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
  })

const islandProps = (html: string, name: string) => {
  const pattern = new RegExp(
    `<script type="application/json" data-island-props="${name}">(.*?)</script>`,
    's',
  )
  const json = pattern.exec(html)?.[1]
  return json ? (JSON.parse(json) as Record<string, unknown>) : null
}

const listedVouchers = async (res: Response) => {
  expect(res.status).toBe(200)
  const props = islandProps(await res.text(), 'order-addon-list')
  expect(props).not.toBeNull()
  return OrderAddonVoucher.array().parse(props!.vouchers)
}

async function paidOrder(shopper: Shopper, quantity: number) {
  const token = await makeOrderBasket(env.DB, shopper.id, [{ dealId, productId, quantity }])
  const res = await placeOrder(
    token,
    {
      payment: { method: 'credit_card', paymentToken: await cardToken(env.DB) },
      expectedTotal: 1200 * quantity,
    },
    { cookie: shopper.cookie },
  )
  expect(res.status).toBe(201)
  return PlaceOrderResponse.parse(await res.json()).data
}

beforeAll(async () => {
  const deal = await makeBasketDeal(env.DB, {
    products: [{ price: 1200, totalRemaining: 100 }],
  })
  dealId = deal.id
  productId = deal.productIds[0]!
})

describe('express buy', () => {
  it('is unavailable, with the message to use checkout, while no instrument is saved', async () => {
    const shopper = await makeShopper(env.DB)
    for (const cookie of [undefined, shopper.cookie]) {
      const res = await expressBuy(dealId, cookie)
      expect(res.status).toBe(200)
      expect(res.headers.get('cache-control')).toBe('private, no-store')
      const { data } = ExpressBuyResponse.parse(await res.json())
      expect(data.available).toBe(false)
      expect(data.message).toMatch(/express buy .*checkout/i)
    }
  })

  it('answers 404 for an unknown deal and 400 for a malformed id', async () => {
    const missing = await expressBuy(987_654_321)
    expect(missing.status).toBe(404)
    expect((await missing.json()).error.code).toBe('NOT_FOUND')
    for (const id of ['abc', '0', '-3', '1.5']) {
      const bad = await expressBuy(id)
      expect(bad.status).toBe(400)
      expect((await bad.json()).error.code).toBe('INVALID')
    }
  })
})

describe('/order-addon', () => {
  it('sends a signed-out visitor to log in and back', async () => {
    const res = await page('/order-addon')
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/login?redirect=%2Forder-addon')
  })

  it('has its own sign-in step with the login form, returning to the add-on page', async () => {
    const bare = await page('/order-addon/signin-page')
    expect(bare.status).toBe(302)
    expect(bare.headers.get('location')).toBe('/order-addon/signin-page?redirect=%2Forder-addon')
    const foreign = await page('/order-addon/signin-page?redirect=%2F%2Fevil.example')
    expect(foreign.headers.get('location')).toBe('/order-addon/signin-page?redirect=%2Forder-addon')

    const res = await page('/order-addon/signin-page?redirect=%2Forder-addon')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    const html = await res.text()
    expect(html).toContain('data-island="auth-login-form"')
    expect(islandProps(html, 'auth-login-form')).toMatchObject({
      registerHref: '/register?redirect=%2Forder-addon',
    })

    const shopper = await makeShopper(env.DB)
    const signedIn = await page('/order-addon/signin-page?redirect=%2Forder-addon', shopper.cookie)
    expect(signedIn.status).toBe(302)
    expect(signedIn.headers.get('location')).toBe('/order-addon')
  })

  it("lists the customer's own unused vouchers of paid orders, and only those", async () => {
    const shopper = await makeShopper(env.DB)
    const other = await makeShopper(env.DB)
    const first = await paidOrder(shopper, 2)
    const second = await paidOrder(shopper, 1)
    await paidOrder(other, 1)
    await env.DB.prepare("UPDATE vouchers SET status = 'REDEEMED' WHERE code = ?")
      .bind(first.vouchers[0]!.code)
      .run()

    const res = await page('/order-addon', shopper.cookie)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    const vouchers = await listedVouchers(res)
    expect(vouchers).toHaveLength(2)
    expect(vouchers.map((voucher) => voucher.orderId).sort()).toEqual(
      [first.productOrder.id, second.productOrder.id].sort(),
    )
    expect(vouchers[0]).toMatchObject({ dealId, productId })
    expect(vouchers[0]!.expiresOn).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/)

    const one = await listedVouchers(
      await page(`/order-addon/${second.productOrder.id}`, shopper.cookie),
    )
    expect(one.map((voucher) => voucher.orderId)).toEqual([second.productOrder.id])
    // Another customer's order id shows nothing of theirs.
    const theirs = await listedVouchers(
      await page(`/order-addon/${first.productOrder.id}`, other.cookie),
    )
    expect(theirs).toEqual([])
    expect((await page('/order-addon/not-an-order', shopper.cookie)).status).toBe(404)
  })

  it('takes the extension the way the island does: a new basket with the VVE add-on, then checkout', async () => {
    const shopper = await makeShopper(env.DB)
    await paidOrder(shopper, 1)
    const [voucher] = await listedVouchers(await page('/order-addon', shopper.cookie))
    const created = await send(
      'POST',
      '/basket',
      { brand: 'dealio', eligibleForVip: false, products: [] },
      { cookie: shopper.cookie },
    )
    expect(created.status).toBe(201)
    const token = BasketResponse.parse(await created.json()).data.basketToken
    const added = await send(
      'POST',
      `/basket/${token}/addon`,
      { addonType: 'VVE', productId: voucher!.productId, quantity: 1 },
      { cookie: shopper.cookie },
    )
    expect(added.status).toBe(200)
    expect(BasketResponse.parse(await added.json()).data.products).toHaveLength(1)
    const line = await env.DB.prepare(
      'SELECT addon_type AS type FROM basket_lines WHERE basket_token = ?',
    )
      .bind(token)
      .first<{ type: string }>()
    expect(line?.type).toBe('VVE')
    expect((await page(`/checkout/${token}`, shopper.cookie)).status).toBe(200)
  })
})
