import { env, SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { CheckoutViewResponse, type CheckoutView } from '../../src/shared/schemas/checkout-view'
import { OrderDetailsResponse, PlaceOrderResponse } from '../../src/shared/schemas/place-order'
import {
  COLLECTION_POINTS,
  collectionPointText,
} from '../../src/shared/domain/checkout/click-and-collect'
import { VoucherDetailResponse } from '../../src/shared/schemas/voucher'
import { makeBasketDeal } from '../fixtures/make-basket-deal'
import { cardToken, makeOrderBasket, makeShopper, type Shopper } from '../fixtures/make-shopper'
import { newestMail, ORIGIN } from './account-client'
import { freshMerchantId } from './merchant-client'
import { basketStatus, count, placeOrder, type OrderBody } from './orders-client'

// Checkout says how each deal is delivered; a posted deal needs a delivery address,
// which the order keeps and GET orders/{id} returns; click-and-collect names its point.

// This file's deals of one product each and its merchant, made fresh (worker files share one
// database).
let postedDeal = 0
let postedProduct = 0
let collectDeal = 0
let collectProduct = 0
let voucherDeal = 0
let voucherProduct = 0
let postageDeal = 0
let postageProduct = 0
/** The posted product's postage price, per item. */
const POSTAGE = 399
let merchantId = 0

const ADDRESS = {
  line1: '10 Downing Street',
  line2: null,
  town: 'London',
  county: null,
  postcode: 'sw1a 2aa',
}

beforeAll(async () => {
  const made = () => makeBasketDeal(env.DB, { products: [{ price: 1500, totalRemaining: 100 }] })
  const posted = await made()
  const collect = await made()
  const voucher = await made()
  const postage = await made()
  postedDeal = posted.id
  postedProduct = posted.productIds[0]!
  collectDeal = collect.id
  collectProduct = collect.productIds[0]!
  voucherDeal = voucher.id
  voucherProduct = voucher.productIds[0]!
  postageDeal = postage.id
  postageProduct = postage.productIds[0]!
  merchantId = await freshMerchantId()
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO merchants (id, name, display_name, country_code) VALUES (?, 'shop', 'The Shop', 'gb')`,
    ).bind(merchantId),
    env.DB.prepare(
      `INSERT INTO merchant_addresses (merchant_id, address_line1, address_line2, town, post_code,
         lat, lon, is_main)
       VALUES (?, '1 Above Bar Street', NULL, 'Southampton', 'SO14 7DX', 50.9, -1.4, 1)`,
    ).bind(merchantId),
    env.DB.prepare(`UPDATE deals SET delivery_type = 'postage' WHERE id = ?`).bind(postedDeal),
    env.DB.prepare(
      `UPDATE deals SET delivery_type = 'click-and-collect', merchant_id = ? WHERE id = ?`,
    ).bind(merchantId, collectDeal),
    env.DB.prepare(`UPDATE deals SET delivery_type = 'e-voucher' WHERE id = ?`).bind(voucherDeal),
    env.DB.prepare(`UPDATE deals SET delivery_type = 'postage' WHERE id = ?`).bind(postageDeal),
    env.DB.prepare(`UPDATE deal_products SET postage_price = ? WHERE id = ?`).bind(
      POSTAGE,
      postageProduct,
    ),
  ])
})

const checkoutOf = async (token: string, cookie: string): Promise<CheckoutView> => {
  const res = await SELF.fetch(`${ORIGIN}/api/v1/checkout/${token}`, { headers: { cookie } })
  expect(res.status).toBe(200)
  return CheckoutViewResponse.parse(await res.json()).data
}

const card = async () => ({ method: 'credit_card', paymentToken: await cardToken(env.DB) })

// The shared OrderBody predates the address; a subtype passes through placeOrder unchanged.
const order = (
  token: string,
  body: OrderBody & { deliveryAddress?: Record<string, unknown> },
  cookie: string,
) => placeOrder(token, body, { cookie })

const orderFor = async (id: string, cookie: string) => {
  const res = await SELF.fetch(`${ORIGIN}/api/v1/orders/${id}`, { headers: { cookie } })
  expect(res.status).toBe(200)
  return OrderDetailsResponse.parse(await res.json()).data
}

describe('checkout delivery types', () => {
  it('says how each deal is delivered and where a click-and-collect deal is collected', async () => {
    const shopper = await makeShopper(env.DB)
    const token = await makeOrderBasket(env.DB, shopper.id, [
      { dealId: postedDeal, productId: postedProduct, quantity: 1 },
      { dealId: collectDeal, productId: collectProduct, quantity: 1 },
      { dealId: voucherDeal, productId: voucherProduct, quantity: 1 },
    ])
    const view = await checkoutOf(token, shopper.cookie)
    const byId = new Map(view.deals.map((deal) => [deal.dealId, deal]))
    expect(byId.get(postedDeal)).toMatchObject({ deliveryType: 'postage', collectionPoint: null })
    expect(byId.get(voucherDeal)).toMatchObject({
      deliveryType: 'e-voucher',
      collectionPoint: null,
    })
    expect(byId.get(collectDeal)).toMatchObject({
      deliveryType: 'click-and-collect',
      clickAndCollect: true,
      // The site's one point (transactions §9 "in one city"), not the merchant's own shop.
      collectionPoint: COLLECTION_POINTS.gb,
    })
  })

  it('names the same collection point as the terms and the FAQs, on each site', async () => {
    const shopper = await makeShopper(env.DB)
    const token = await makeOrderBasket(env.DB, shopper.id, [
      { dealId: collectDeal, productId: collectProduct, quantity: 1 },
    ])
    const point = (await checkoutOf(token, shopper.cookie)).deals[0]!.collectionPoint!
    expect(point.town).not.toBe('Southampton')
    for (const [origin, country] of [
      [ORIGIN, 'gb'],
      ['http://ie.localhost', 'ie'],
    ] as const) {
      const site = COLLECTION_POINTS[country]
      for (const path of ['/page/e-commerceterms', '/page/faqs']) {
        const html = await (await SELF.fetch(`${origin}${path}`)).text()
        expect(html).toContain(collectionPointText(site))
        expect(html).not.toContain(COLLECTION_POINTS[country === 'gb' ? 'ie' : 'gb'].town)
      }
    }
    expect(point).toEqual(COLLECTION_POINTS.gb)
  })

  it('sends the voucher to the same collection point, not to the merchant’s shop', async () => {
    const shopper = await makeShopper(env.DB)
    const token = await makeOrderBasket(env.DB, shopper.id, [
      { dealId: collectDeal, productId: collectProduct, quantity: 1 },
    ])
    const res = await order(token, { payment: await card(), expectedTotal: 1500 }, shopper.cookie)
    expect(res.status).toBe(201)
    const { vouchers } = PlaceOrderResponse.parse(await res.json()).data
    const row = await env.DB.prepare('SELECT id FROM vouchers WHERE code = ?')
      .bind(vouchers[0]!.code)
      .first<{ id: number }>()
    const read = await SELF.fetch(`${ORIGIN}/api/v1/vouchers/${row!.id}`, {
      headers: { cookie: shopper.cookie },
    })
    const { redeemLocation } = VoucherDetailResponse.parse(await read.json()).data
    const point = COLLECTION_POINTS.gb
    expect(redeemLocation).toEqual({
      addressLine1: point.line1,
      addressLine2: point.line2,
      town: point.town,
      postCode: point.postcode,
    })
  })
})

describe('a posted deal', () => {
  let shopper: Shopper
  beforeAll(async () => {
    shopper = await makeShopper(env.DB)
  })

  it('is refused with 400 without a delivery address, nothing written', async () => {
    const token = await makeOrderBasket(env.DB, shopper.id, [
      { dealId: postedDeal, productId: postedProduct, quantity: 1 },
    ])
    const res = await order(token, { payment: await card(), expectedTotal: 1500 }, shopper.cookie)
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({
      error: { code: 'INVALID', message: 'Please enter a delivery address.' },
    })
    expect(await basketStatus(token)).toBe('OPEN')
    expect(await count('SELECT COUNT(*) AS n FROM orders WHERE basket_token = ?', token)).toBe(0)
  })

  it('is refused with 400 for an address that is not one', async () => {
    const token = await makeOrderBasket(env.DB, shopper.id, [
      { dealId: postedDeal, productId: postedProduct, quantity: 1 },
    ])
    const res = await order(
      token,
      {
        payment: await card(),
        expectedTotal: 1500,
        deliveryAddress: { ...ADDRESS, postcode: 'NOT A CODE' },
      },
      shopper.cookie,
    )
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ error: { code: 'INVALID' } })
    expect(await basketStatus(token)).toBe('OPEN')
  })

  it('with an address: the order keeps it, postcode normalised, and GET orders/{id} returns it', async () => {
    const token = await makeOrderBasket(env.DB, shopper.id, [
      { dealId: postedDeal, productId: postedProduct, quantity: 1 },
    ])
    const res = await order(
      token,
      { payment: await card(), expectedTotal: 1500, deliveryAddress: ADDRESS },
      shopper.cookie,
    )
    expect(res.status).toBe(201)
    const { data } = PlaceOrderResponse.parse(await res.json())
    const stored = await env.DB.prepare('SELECT delivery_address AS a FROM orders WHERE id = ?')
      .bind(Number(data.productOrder.id))
      .first<{ a: string }>()
    const expected = { ...ADDRESS, postcode: 'SW1A 2AA' }
    expect(JSON.parse(stored!.a)).toEqual(expected)
    expect((await orderFor(data.productOrder.id, shopper.cookie)).deliveryAddress).toEqual(expected)
  })
})

describe('nothing posted', () => {
  it('needs no address, and keeps none that was sent', async () => {
    const shopper = await makeShopper(env.DB)
    const token = await makeOrderBasket(env.DB, shopper.id, [
      { dealId: voucherDeal, productId: voucherProduct, quantity: 1 },
      { dealId: collectDeal, productId: collectProduct, quantity: 1 },
    ])
    const plain = await order(
      token,
      { payment: await card(), expectedTotal: 3000, deliveryAddress: ADDRESS },
      shopper.cookie,
    )
    expect(plain.status).toBe(201)
    const { data } = PlaceOrderResponse.parse(await plain.json())
    expect((await orderFor(data.productOrder.id, shopper.cookie)).deliveryAddress).toBeNull()
  })
})

describe('postage', () => {
  it('is charged per item: the checkout, the order, its lines and the email show the same figures', async () => {
    const shopper = await makeShopper(env.DB)
    const token = await makeOrderBasket(env.DB, shopper.id, [
      { dealId: postageDeal, productId: postageProduct, quantity: 2 },
      { dealId: voucherDeal, productId: voucherProduct, quantity: 1 },
    ])
    const view = await checkoutOf(token, shopper.cookie)
    const postage = 2 * POSTAGE
    expect(view.orderSummary).toMatchObject({
      subtotal: 3 * 1500,
      postageTotal: postage,
      totalOrderAmount: 3 * 1500 + postage,
    })

    // The checkout's total is the charge: a client that left postage out is refused.
    const stale = await order(
      token,
      { payment: await card(), expectedTotal: 3 * 1500, deliveryAddress: ADDRESS },
      shopper.cookie,
    )
    expect(stale.status).toBe(409)

    const res = await order(
      token,
      {
        payment: await card(),
        expectedTotal: view.orderSummary.totalOrderAmount,
        deliveryAddress: ADDRESS,
      },
      shopper.cookie,
    )
    expect(res.status).toBe(201)
    const placed = PlaceOrderResponse.parse(await res.json()).data.productOrder
    expect(placed).toMatchObject({ cashAmount: 3 * 1500 + postage, postageAmount: postage })
    const lines = new Map(placed.orderLines.map((line) => [line.dealId, line]))
    expect(lines.get(postageDeal)).toMatchObject({ postage, cashAmount: 2 * 1500 + postage })
    expect(lines.get(voucherDeal)).toMatchObject({ postage: 0, cashAmount: 1500 })

    const details = await orderFor(placed.id, shopper.cookie)
    expect(details.productOrder.postageAmount).toBe(postage)
    const stored = await env.DB.prepare(
      'SELECT total, postage_amount AS postage FROM orders WHERE id = ?',
    )
      .bind(Number(placed.id))
      .first<{ total: number; postage: number }>()
    expect(stored).toEqual({ total: view.orderSummary.totalOrderAmount, postage })

    const mail = await newestMail(shopper.email)
    expect(mail?.text).toContain('Postage: £7.98')
    expect(mail?.text).toContain('Order total: £52.98')
  })
})
