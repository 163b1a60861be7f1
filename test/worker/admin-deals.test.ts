import { env, SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { AdminDealResponse } from '../../src/shared/schemas/admin-deal'
import { DealListResponse } from '../../src/shared/schemas/feed'
import { makeStaff } from '../fixtures/make-staff'
import { makeShopper } from '../fixtures/make-shopper'
import { inDays } from './clock'

const ORIGIN = 'http://localhost'
let admin = { cookie: '', id: 0 }
let refs = { locationId: 0, categoryId: 0, subcategoryId: 0, merchantId: 0 }

const call = (method: string, path: string, cookie: string, body?: unknown) =>
  SELF.fetch(`${ORIGIN}/api/v1${path}`, {
    method,
    headers: {
      cookie,
      origin: ORIGIN,
      'cf-connecting-ip': '203.0.113.30',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })

const newDeal = (title: string) => ({
  countryCode: 'gb',
  ...refs,
  headline: `${title} headline`,
  title,
  description: 'A day out.',
  finePrint: 'Valid for 3 months.',
  price: 1999,
  originalPrice: 4999,
  opensAt: inDays(-300),
  closingDate: inDays(400),
  dealType: 'local',
  // First in every sort-score ordered feed, so page 0 shows it.
  sortScore: 1e9,
})

const product = (title: string, price: number) => ({
  title,
  friendlyName: title,
  price,
  originalPrice: price * 2,
  totalRemaining: 100,
})

async function createDeal(title: string) {
  const res = await call('POST', '/admin/deals', admin.cookie, newDeal(title))
  expect(res.status, await res.clone().text()).toBe(201)
  const { deal } = AdminDealResponse.parse(await res.json()).data
  for (const [name, price] of [
    ['Adult ticket', 1999],
    ['Family ticket', 5999],
  ] as const) {
    const p = await call(
      'POST',
      `/admin/deals/${deal.id}/products`,
      admin.cookie,
      product(name, price),
    )
    expect(p.status, await p.clone().text()).toBe(201)
  }
  return deal.id
}

async function londonFeed() {
  const res = await SELF.fetch(`${ORIGIN}/api/v1/deals/london`)
  expect(res.status).toBe(200)
  return DealListResponse.parse(await res.json())
}

beforeAll(async () => {
  const made = await makeStaff(env.DB, { role: 'admin' })
  admin = { cookie: made.cookie, id: made.user.id }
  const row = await env.DB.prepare(
    `SELECT d.location_id, d.category_id, d.subcategory_id, d.merchant_id FROM deals d
     JOIN locations l ON l.id = d.location_id
     WHERE l.short_name = 'london' AND d.deal_type = 'local' AND d.brand IS NULL LIMIT 1`,
  ).first<Record<string, number>>()
  refs = {
    locationId: row!.location_id!,
    categoryId: row!.category_id!,
    subcategoryId: row!.subcategory_id!,
    merchantId: row!.merchant_id!,
  }
})

describe('admin deals API: access', () => {
  it('answers 401 without a staff session and 403 to a merchant or a shopper', async () => {
    expect((await call('GET', '/admin/deals', '')).status).toBe(401)
    const merchant = await makeStaff(env.DB, { role: 'merchant', merchantId: refs.merchantId })
    const res = await call('GET', '/admin/deals', merchant.cookie)
    expect(res.status).toBe(403)
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('FORBIDDEN')
    expect((await call('POST', '/admin/deals', merchant.cookie, newDeal('x'))).status).toBe(403)
    const shopper = await makeShopper(env.DB)
    expect((await call('GET', '/admin/deals', shopper.cookie)).status).toBe(401)
    expect((await call('PATCH', '/admin/deals/1', shopper.cookie, { title: 'x' })).status).toBe(401)
  })
})

describe('admin deals API: validation', () => {
  it('refuses bad bodies with 400 and the field at fault', async () => {
    const cases: unknown[] = [
      { ...newDeal('Bad'), price: 19.99 },
      { ...newDeal('Bad'), originalPrice: 100 },
      { ...newDeal('Bad'), closingDate: inDays(-400) },
      { ...newDeal('Bad'), unknown: 1 },
      { ...newDeal('Bad'), locationId: 987_654 },
      { ...newDeal('Bad'), title: '' },
    ]
    for (const body of cases) {
      const res = await call('POST', '/admin/deals', admin.cookie, body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('INVALID')
    }
    const id = await createDeal('Validation target')
    expect((await call('PATCH', `/admin/deals/${id}`, admin.cookie, { price: 9999 })).status).toBe(
      400,
    )
    expect((await call('PATCH', `/admin/deals/${id}`, admin.cookie, {})).status).toBe(400)
    const products = (await (await call('GET', `/admin/deals/${id}`, admin.cookie)).json()) as {
      data: { deal: { products: { id: number }[] } }
    }
    const pid = products.data.deal.products[0]!.id
    const badProduct = await call('PATCH', `/admin/deals/${id}/products/${pid}`, admin.cookie, {
      vipPrice: 999_999,
    })
    expect(badProduct.status).toBe(400)
    expect((await call('GET', '/admin/deals/99999999', admin.cookie)).status).toBe(404)
    const notJson = await SELF.fetch(`${ORIGIN}/api/v1/admin/deals`, {
      method: 'POST',
      headers: { cookie: admin.cookie, origin: ORIGIN, 'content-type': 'application/json' },
      body: '{',
    })
    expect(notJson.status).toBe(400)
  })
})

describe('admin deals API: create and edit', () => {
  it('creates a deal with two products that shows in the feed, search and its page', async () => {
    const id = await createDeal('Zyxquorble Aquarium Day')
    const got = AdminDealResponse.parse(
      await (await call('GET', `/admin/deals/${id}`, admin.cookie)).json(),
    )
    expect(got.data.deal.products.map((p) => [p.title, p.price, p.position])).toEqual([
      ['Adult ticket', 1999, 0],
      ['Family ticket', 5999, 1],
    ])
    expect(got.data.deal.currency).toBe('GBP')
    expect(got.data.deal.names.location).toBe('London')

    const feed = await londonFeed()
    const card = [...(feed.mainDeal ? [feed.mainDeal] : []), ...feed.deals].find((d) => d.id === id)
    expect(card?.title).toBe('Zyxquorble Aquarium Day')

    const search = await SELF.fetch(`${ORIGIN}/api/v1/search/london?q=zyxquorble`)
    expect(search.status).toBe(200)
    const found = (await search.json()) as { deals: { id: number }[] }
    expect(found.deals.map((d) => d.id)).toContain(id)

    const page = await SELF.fetch(`${ORIGIN}${card!.urlPath}`)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('Zyxquorble Aquarium Day')
    expect(html).toContain('Family ticket')

    const list = await call('GET', '/admin/deals?q=zyxquorble', admin.cookie)
    expect(list.status).toBe(200)
    expect(list.headers.get('cache-control')).toBe('private, no-store')
    const listed = (await list.json()) as { data: { deals: { id: number }[] } }
    expect(listed.data.deals.map((d) => d.id)).toEqual([id])
    const byId = (await (await call('GET', `/admin/deals?q=${id}`, admin.cookie)).json()) as {
      data: { deals: { id: number }[] }
    }
    expect(byId.data.deals.map((d) => d.id)).toContain(id)
  })

  it('shows an edited title on the next request of the cached deal page and the feed', async () => {
    const id = await createDeal('Plinthwick Before')
    const card = (await londonFeed()).deals.concat((await londonFeed()).mainDeal ?? [])
    const path = card.find((d) => d.id === id)!.urlPath
    // Warm the page cache until it answers from the cache.
    let state = ''
    for (let i = 0; i < 40 && !/HIT|STALE/.test(state); i++) {
      const res = await SELF.fetch(`${ORIGIN}${path}`)
      state = res.headers.get('x-page-cache') ?? ''
      expect(await res.text()).toContain('Plinthwick Before')
      await new Promise((r) => setTimeout(r, 50))
    }
    expect(state).toMatch(/HIT|STALE/)

    const edit = await call('PATCH', `/admin/deals/${id}`, admin.cookie, {
      title: 'Plinthwick After',
      headline: 'Plinthwick After headline',
    })
    expect(edit.status).toBe(200)

    const page = await SELF.fetch(`${ORIGIN}${path}`)
    expect(page.headers.get('x-page-cache')).toBe('MISS')
    const html = await page.text()
    expect(html).toContain('Plinthwick After')
    expect(html).not.toContain('Plinthwick Before')
    const feed = await londonFeed()
    const after = [...feed.deals, ...(feed.mainDeal ? [feed.mainDeal] : [])].find(
      (d) => d.id === id,
    )
    expect(after?.title).toBe('Plinthwick After')
  })

  it('writes an audit row in the same save, with before and after', async () => {
    const id = await createDeal('Audit Trail Deal')
    await call('PATCH', `/admin/deals/${id}`, admin.cookie, { open: false, purchaseCap: 4 })
    const got = AdminDealResponse.parse(
      await (await call('GET', `/admin/deals/${id}`, admin.cookie)).json(),
    )
    const pid = got.data.deal.products[1]!.id
    const version = () =>
      env.DB.prepare('SELECT version FROM catalog_version WHERE id = 1').first<number>('version')
    const before = await version()
    const res = await call('PATCH', `/admin/deals/${id}/products/${pid}`, admin.cookie, {
      price: 4999,
      vipPrice: 3999,
      totalRemainingForDay: 5,
    })
    expect(res.status).toBe(200)
    // A product's price change retires the feed cache (migrations/0005 triggers).
    expect(await version()).toBeGreaterThan(before!)
    const { results } = await env.DB.prepare(
      `SELECT action, entity_id, actor_id, before_json, after_json FROM audit_log
       WHERE (entity = 'deal' AND entity_id = ?1) OR (entity = 'deal-product' AND entity_id = ?2)
       ORDER BY id`,
    )
      .bind(String(id), String(pid))
      .all<Record<string, string | number>>()
    const actions = results.map((r) => r.action)
    expect(actions).toEqual([
      'deal.create',
      'deal-product.create',
      'deal.update',
      'deal-product.update',
    ])
    expect(results.every((r) => r.actor_id === admin.id)).toBe(true)
    const update = results[2]!
    expect(JSON.parse(String(update.before_json))).toMatchObject({ open: true, purchaseCap: null })
    expect(JSON.parse(String(update.after_json))).toMatchObject({ open: false, purchaseCap: 4 })
    const productAfter = JSON.parse(String(results[3]!.after_json))
    expect(productAfter).toMatchObject({ price: 4999, vipPrice: 3999, totalRemainingForDay: 5 })
  })
})
