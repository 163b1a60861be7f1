import { env, SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { PlaceOrderResponse } from '../../src/shared/schemas/place-order'
import { AdminCustomersRepository } from '../../src/worker/storage/admin-customers-repository'
import { makeBasketDeal } from '../fixtures/make-basket-deal'
import { cardToken, makeOrderBasket, makeShopper } from '../fixtures/make-shopper'
import { newKey, placeOrder } from './orders-client'

const DAY = 86_400
const get = (path: string, init: RequestInit = {}) => SELF.fetch(`https://localhost${path}`, init)

/** Reads a page until the cache answers with the wanted state (cache writes finish in waitUntil). */
async function until(path: string, wanted: RegExp) {
  for (let i = 0; i < 40; i++) {
    const res = await get(path)
    const body = await res.text()
    if (wanted.test(res.headers.get('x-page-cache') ?? '')) return { res, body }
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`${path} never reached cache state ${wanted}`)
}

// Only the marketing cookies: every page also gets the experiment cookies (vid, exp).
const marketingSetCookies = (res: Response) =>
  res.headers.getSetCookie().filter((line) => line.startsWith('mkt_'))

const cookieMap = (res: Response) =>
  Object.fromEntries(
    marketingSetCookies(res).map((line) => [line.split('=')[0], line] as const),
  ) as Record<string, string>

describe('marketing cookies from a landing URL (storefront §9 lifetimes)', () => {
  it('sets each cookie with its Max-Age, HttpOnly, Secure, Lax and the whole site as path', async () => {
    const res = await get(
      '/deals/london?mc=lifetimes&utm_source=google&utm_medium=cpc&utm_campaign=spa&gclid=G1&mgid=7&fbclid=F1',
    )
    await res.text()
    const set = cookieMap(res)
    const expected: Record<string, [string, number]> = {
      mkt_source: ['source%3Dgoogle%26medium%3Dcpc%26campaign%3Dspa', 365],
      mkt_search_click: ['G1', 365],
      mkt_group: ['7', 7],
      mkt_facebook_click: ['F1', 90],
    }
    for (const [name, [value, days]] of Object.entries(expected)) {
      expect(set[name]).toBe(
        `${name}=${value}; Max-Age=${days * DAY}; Path=/; HttpOnly; Secure; SameSite=Lax`,
      )
    }
  })

  it('keeps an affiliate source and its click id 30 days', async () => {
    const res = await get('/deals/london?mc=affiliate&utm_source=awin&awc=A_1')
    await res.text()
    const set = cookieMap(res)
    expect(set.mkt_source).toMatch(/^mkt_source=source%3Dawin; Max-Age=2592000;/)
    expect(set.mkt_affiliate_click).toMatch(/^mkt_affiliate_click=A_1; Max-Age=2592000;/)
  })
})

// A category listing and search pages echo their query into the page (pagination and filter
// links): rendered with campaign values, they would have carried them into the shared entry.
describe('campaign parameters and the shared page cache', () => {
  it('stores the page under the clean URL, without the campaign values or any Set-Cookie', async () => {
    const path = '/deals/london/beauty?mc=shared'
    const landing = await get(
      `${path}&utm_source=SRC9x&utm_campaign=CMP9x&gclid=GCL9x&fbclid=FBC9x`,
    )
    const landingBody = await landing.text()
    expect(landing.headers.get('x-page-cache')).toBe('MISS')
    expect(marketingSetCookies(landing).length).toBe(3)
    expect(landingBody).not.toMatch(/SRC9x|CMP9x|GCL9x|FBC9x/)

    const clean = await until(path, /HIT|STALE/)
    expect(clean.body).not.toMatch(/SRC9x|CMP9x|GCL9x|FBC9x/)
    expect(marketingSetCookies(clean.res)).toEqual([])
  })

  it('serves a later landing from the entry the clean URL filled, with its own cookies', async () => {
    const path = '/search/london?q=spa&mc=hit'
    await (await get(path)).text()
    await until(path, /HIT|STALE/)
    const landing = await get(`${path}&utm_source=SRC8x&gclid=GCL8x`)
    const body = await landing.text()
    expect(landing.headers.get('x-page-cache')).toMatch(/HIT|STALE/)
    expect(body).not.toMatch(/SRC8x|GCL8x/)
    expect(Object.keys(cookieMap(landing)).sort()).toEqual(['mkt_search_click', 'mkt_source'])
    const after = await until(path, /HIT|STALE/)
    expect(marketingSetCookies(after.res)).toEqual([])
  })
})

describe('attribution on the order', () => {
  const DEAL = 9381
  const PRODUCT = 938101

  beforeAll(async () => {
    await makeBasketDeal(env.DB, {
      id: DEAL,
      products: [{ id: PRODUCT, price: 1500, totalRemaining: 100 }],
    })
  })

  const order = async (cookie: string) => {
    const shopper = await makeShopper(env.DB)
    const token = await makeOrderBasket(env.DB, shopper.id, [
      { dealId: DEAL, productId: PRODUCT, quantity: 1 },
    ])
    const payment = {
      method: 'credit_card',
      paymentToken: await cardToken(env.DB, '4111111111111111'),
    }
    const res = await placeOrder(
      token,
      { payment, expectedTotal: 1500 },
      { cookie: [shopper.cookie, cookie].filter(Boolean).join('; '), key: newKey() },
    )
    expect(res.status).toBe(201)
    const { data } = PlaceOrderResponse.parse(await res.json())
    return { orderId: Number(data.productOrder.id), userId: shopper.id }
  }

  const attributionOf = (orderId: number) =>
    env.DB.prepare(
      `SELECT source, medium, campaign, affiliate_click_id AS affiliateClickId,
         search_click_id AS searchClickId, group_id AS groupId,
         facebook_click_id AS facebookClickId
       FROM order_attributions WHERE order_id = ?`,
    )
      .bind(orderId)
      .first()

  it('records the landing cookies the shopper carries on the placed order', async () => {
    const landing = await get(
      '/deals/london?mc=order&utm_source=google&utm_medium=cpc&gclid=G7&mgid=12',
    )
    await landing.text()
    const cookie = marketingSetCookies(landing)
      .map((line) => line.split(';')[0])
      .join('; ')
    const { orderId, userId } = await order(cookie)
    const recorded = {
      source: 'google',
      medium: 'cpc',
      campaign: null,
      affiliateClickId: null,
      searchClickId: 'G7',
      groupId: '12',
      facebookClickId: null,
    }
    expect(await attributionOf(orderId)).toEqual(recorded)
    // The back office's customer file shows it with the order.
    const [shown] = await new AdminCustomersRepository(env.DB).orders(userId)
    expect(shown).toMatchObject({ id: String(orderId), attribution: recorded })
  })

  it('records nothing for a shopper without marketing cookies', async () => {
    const { orderId, userId } = await order('')
    expect(await attributionOf(orderId)).toBeNull()
    const [shown] = await new AdminCustomersRepository(env.DB).orders(userId)
    expect(shown).toMatchObject({ id: String(orderId), attribution: null })
  })
})
