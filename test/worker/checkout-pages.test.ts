import { env, SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { BasketResponse } from '../../src/shared/schemas/basket'
import { freshEmail } from '../fixtures/fresh'
import { makeBasketDeal } from '../fixtures/make-basket-deal'
import { ORIGIN, post, send } from './account-client'

const page = (path: string, cookie?: string) =>
  SELF.fetch(`${ORIGIN}${path}`, { redirect: 'manual', headers: cookie ? { cookie } : {} })

const cookieValue = (res: Response, name: string) =>
  (res.headers.get('set-cookie') ?? '')
    .split(/,(?=\s*[\w-]+=)/)
    .map((part) => part.trim().split(';')[0]!)
    .filter((pair) => pair.startsWith(`${name}=`))
    // The browser applies Set-Cookie in order: the last one for a name wins.
    .at(-1)
    ?.slice(name.length + 1)

async function newBasket(products: unknown[], cookie?: string): Promise<string> {
  const res = await send(
    'POST',
    '/basket',
    { brand: 'dealio', eligibleForVip: false, products },
    cookie ? { cookie } : {},
  )
  expect(res.status).toBe(201)
  return BasketResponse.parse(await res.json()).data.basketToken
}

/** The JSON props the server wrote for an island. */
function islandProps(html: string, name: string): Record<string, unknown> {
  const match = new RegExp(
    `<script type="application/json" data-island-props="${name}">([\\s\\S]*?)</script>`,
  ).exec(html)
  expect(match, `island ${name}`).not.toBeNull()
  return JSON.parse(match![1]!) as Record<string, unknown>
}

// The deal of this file, under fresh ids (other files' deals share the database).
let DEAL = 0
let FIRST = 0
let SECOND = 0

beforeAll(async () => {
  const deal = await makeBasketDeal(env.DB, {
    products: [
      { price: 2500, totalRemaining: 20 },
      { price: 1500, totalRemaining: 5 },
    ],
  })
  ;[DEAL, FIRST, SECOND] = [deal.id, deal.productIds[0]!, deal.productIds[1]!]
})

describe('checkout pages', () => {
  it('renders a basket at /checkout/{token} as a personal, unindexed page with its lines', async () => {
    const token = await newBasket([{ dealId: DEAL, dealProductId: FIRST, quantity: 2 }])
    const res = await page(`/checkout/${token}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    const html = await res.text()
    expect(html).toMatch(/<meta name="robots" content="NOINDEX, NOFOLLOW"/)
    expect(html).toContain(`Test deal ${DEAL}`)
    const props = islandProps(html, 'checkout-app')
    expect(props).toMatchObject({ token, brand: 'dealio', signedIn: false, passwordless: false })
    const initial = props.initial as { orderSummary: { totalOrderAmount: number } }
    expect(initial.orderSummary.totalOrderAmount).toBe(5000)
    // The page's basket becomes the one further adds join.
    expect(cookieValue(res, 'basket_token')).toBe(token)
  })

  it('sends /checkout to the basket the cookie names, and shows an empty basket without one', async () => {
    const token = await newBasket([{ dealId: DEAL, dealProductId: SECOND, quantity: 1 }])
    const forwarded = await page('/checkout', `basket_token=${token}`)
    expect(forwarded.status).toBe(302)
    expect(forwarded.headers.get('location')).toBe(`/checkout/${token}`)

    const empty = await page('/checkout')
    expect(empty.status).toBe(200)
    expect(empty.headers.get('cache-control')).toBe('private, no-store')
    expect(await empty.text()).toContain('Your basket is empty')
  })

  it('recovers from an unbuyable basket with a new empty one, saying why (§8 422)', async () => {
    const token = await newBasket([{ dealId: DEAL, dealProductId: SECOND, quantity: 1 }])
    await env.DB.prepare('UPDATE deal_products SET sold_out = 1 WHERE id = ?').bind(SECOND).run()
    try {
      const res = await page(`/checkout/${token}`, `basket_token=${token}`)
      expect(res.status).toBe(302)
      const fresh = cookieValue(res, 'basket_token')
      expect(fresh).toBeTruthy()
      expect(fresh).not.toBe(token)
      expect(res.headers.get('location')).toBe(`/checkout/${fresh}?notice=unavailable`)

      const next = await page(res.headers.get('location')!, `basket_token=${fresh}`)
      expect(next.status).toBe(200)
      const html = await next.text()
      expect(html).toContain('Oops! This item is no longer available')
      expect(islandProps(html, 'checkout-app')).toMatchObject({ token: fresh })
    } finally {
      await env.DB.prepare('UPDATE deal_products SET sold_out = 0 WHERE id = ?').bind(SECOND).run()
    }
  })

  it('answers 404 for a basket that does not exist or is not the visitor’s', async () => {
    const res = await page('/checkout/NoSuchBasketToken123')
    expect(res.status).toBe(404)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    expect(await res.text()).toContain('We could not find this basket')
  })

  it('marks an express-registered shopper as passwordless, so the order asks for the email again', async () => {
    const reg = await post(
      '/customer/express-register',
      { requestRegistration: { email: freshEmail('express-checkout'), firstName: 'Eve' } },
      { 'cf-connecting-ip': '198.51.100.44' },
    )
    expect(reg.status).toBe(201)
    const session = (reg.headers.get('set-cookie') ?? '').split(';')[0]!
    const token = await newBasket([{ dealId: DEAL, dealProductId: FIRST, quantity: 1 }], session)
    const res = await page(`/checkout/${token}`, session)
    expect(res.status).toBe(200)
    expect(islandProps(await res.text(), 'checkout-app')).toMatchObject({
      signedIn: true,
      passwordless: true,
    })
  })

  it('renders the confirmation page shell for the island to fill from the order API', async () => {
    const res = await page('/checkout/confirmation/ord_123')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    const html = await res.text()
    expect(html).toMatch(/<meta name="robots" content="NOINDEX, NOFOLLOW"/)
    expect(islandProps(html, 'checkout-confirmation')).toEqual({ orderId: 'ord_123' })
    expect((await page('/checkout/confirmation/a/b')).status).toBe(404)
  })
})
