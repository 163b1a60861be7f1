import { createExecutionContext, env, SELF, waitOnExecutionContext } from 'cloudflare:test'
import { Hono } from 'hono'
import { describe, expect, it, vi } from 'vitest'
import {
  ContentPage,
  DealsResponse,
  MenuResponse,
  ScrollerResponse,
  TilesResponse,
  TravelFacetsResponse,
} from '../../src/shared/schemas/discovery'
import { app } from '../../src/worker/app'
import type { AppEnv } from '../../src/worker/http/app-env'
import { requestServices } from '../../src/worker/middleware/request-services'
import { visitRecords } from '../../src/worker/middleware/visit-records'
import { requestContext } from '../../src/worker/http/request-context'
import { hashCustomerToken } from '../../src/worker/services/security/customer-token'
import { makeBasketDeal } from '../fixtures/make-basket-deal'
import { clock, inDays } from './clock'

const UK = 'http://localhost'
const PUBLIC = 'public, max-age=600'
const PERSONAL = 'private, no-store'
const DAY_MS = 86_400_000

const get = (path: string, init: RequestInit = {}, host = UK) =>
  SELF.fetch(`${host}/api/v1${path}`, init)
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  SELF.fetch(`${UK}/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; message: string } }).error

const ids = async (sql: string, ...params: unknown[]): Promise<number[]> =>
  (
    await env.DB.prepare(sql)
      .bind(...params)
      .all<{ id: number }>()
  ).results.map((row) => row.id)

/** Live London or national deals every UK brand sells, most popular first. */
const liveUkDeals = (limit: number) =>
  ids(
    `SELECT d.id FROM deals d JOIN locations l ON l.id = d.location_id
     WHERE d.country_code = 'gb' AND d.brand IS NULL AND d.open = 1 AND d.vip_only = 0
       AND d.opens_at <= ? AND d.closing_date > ? AND (l.short_name = 'london' OR d.deal_type = 'national')
     ORDER BY d.sort_score DESC, d.id LIMIT ?`,
    clock.now().toISOString(),
    new Date(clock.ms() + 30 * DAY_MS).toISOString(),
    limit,
  )

/** A UK deal closed two days ago, so before the start of any visitor's day: one of its own, as
 * other files read the seeded deals. */
const closedUkDeal = async (): Promise<number> =>
  (await makeBasketDeal(env.DB, { closingDate: inDays(-2), products: [{}] })).id

/** Letters no other test or run writes: what finds this file's own log rows. */
const MARK = `mark${crypto.randomUUID().replace(/[^a-f]/g, '')}`

describe('GET /content/:slug', () => {
  it('answers a guide with its ranked deals in the editor’s order and a feed without repeats', async () => {
    const res = await get('/content/holiday-deals')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe(PUBLIC)
    const page = ContentPage.parse(await res.json())
    expect(page).toMatchObject({ slug: 'holiday-deals', displayName: 'Holiday Deals' })
    expect(page.listicleView).toBe('list')
    expect(page.redirectUrl).toBeNull()
    const stored = await env.DB.prepare(
      "SELECT listicle_deal_ids AS ids FROM content_pages WHERE slug = 'holiday-deals' AND brand = 'dealio'",
    ).first<{ ids: string }>()
    const order = JSON.parse(stored?.ids ?? '[]') as number[]
    expect(page.listicleDeals.length).toBeGreaterThan(0)
    expect(page.listicleDeals.map((d) => d.id)).toEqual(
      order.filter((id) => page.listicleDeals.some((d) => d.id === id)),
    )
    expect(page.dealsFeed.length).toBeGreaterThan(0)
    expect(page.dealsFeed.every((d) => !order.includes(d.id))).toBe(true)
    expect(page.dealsFeed.every((d) => d.category.shortName === 'travel')).toBe(true)
  })

  it('skips closed and unknown listicle deals', { tags: ['dated'] }, async () => {
    const [live] = await liveUkDeals(1)
    const closed = await closedUkDeal()
    const slug = `test-listicle-${MARK}`
    await env.DB.prepare(
      `INSERT INTO content_pages (slug, brand, display_name, listicle_deal_ids, updated_at)
       VALUES (?, 'dealio', 'Test', ?, ?)`,
    )
      .bind(slug, JSON.stringify([closed, 999_999_999, live]), clock.now().toISOString())
      .run()
    try {
      const page = ContentPage.parse(await (await get(`/content/${slug}`)).json())
      expect(page.listicleDeals.map((d) => d.id)).toEqual([live])
      expect(page.dealsFeed).toEqual([])
    } finally {
      await env.DB.prepare('DELETE FROM content_pages WHERE slug = ?').bind(slug).run()
    }
  })

  it('answers a moved slug with its redirectUrl and no deals', async () => {
    const page = ContentPage.parse(await (await get('/content/black-friday')).json())
    expect(page.redirectUrl).toBe('/guides/black-friday-deals')
    expect(page.dealsFeed).toEqual([])
    expect(page.listicleDeals).toEqual([])
  })

  it('answers 404 for an unknown slug and 400 for a malformed one or location', async () => {
    expect((await get('/content/no-such-guide')).status).toBe(404)
    expect((await get('/content/bad_slug!')).status).toBe(400)
    expect((await get('/content/hub?location=Not%20A%20Slug')).status).toBe(400)
    expect((await get('/content/hub?location=atlantis')).status).toBe(404)
  })
})

describe('GET /preview/:category', () => {
  it(
    'lists the category’s deals with those opening within 7 days, not later ones',
    { tags: ['dated'] },
    async () => {
      const [soon, later] = await ids(
        `SELECT d.id FROM deals d JOIN locations l ON l.id = d.location_id
       WHERE d.country_code = 'gb' AND d.brand IS NULL AND d.open = 1 AND d.vip_only = 0
         AND l.short_name = 'london' AND d.category_id = 1 AND d.closing_date > ?
       ORDER BY d.id LIMIT 2`,
        new Date(clock.ms() + 40 * DAY_MS).toISOString(),
      )
      const saved = await env.DB.prepare(
        'SELECT id, opens_at, created_at FROM deals WHERE id IN (?, ?)',
      )
        .bind(soon, later)
        .all<{ id: number; opens_at: string; created_at: string }>()
      const set = env.DB.prepare('UPDATE deals SET opens_at = ?, created_at = ? WHERE id = ?')
      const now = clock.now().toISOString()
      await env.DB.batch([
        set.bind(new Date(clock.ms() + 3 * DAY_MS).toISOString(), now, soon),
        set.bind(new Date(clock.ms() + 10 * DAY_MS).toISOString(), now, later),
      ])
      try {
        const res = await get('/preview/beauty?preview=true&page=0&pageSize=20')
        expect(res.status).toBe(200)
        expect(res.headers.get('cache-control')).toBe(PUBLIC)
        const { deals } = DealsResponse.parse(await res.json())
        expect(deals.length).toBeGreaterThan(1)
        expect(deals.map((d) => d.id)).toContain(soon)
        expect(deals.map((d) => d.id)).not.toContain(later)
        expect(deals.every((d) => d.category.shortName === 'beauty')).toBe(true)
      } finally {
        await env.DB.batch(
          saved.results.map((row) => set.bind(row.opens_at, row.created_at, row.id)),
        )
      }
    },
  )

  it('refuses a request without preview=true and answers 404 for an unknown category', async () => {
    expect((await get('/preview/beauty')).status).toBe(400)
    expect((await get('/preview/beauty?preview=false')).status).toBe(400)
    expect((await get('/preview/beauty?preview=true&pageSize=0')).status).toBe(400)
    expect((await get('/preview/no-such-category?preview=true')).status).toBe(404)
  })
})

describe('GET /menu/:slug', () => {
  it('answers the header list by position range, with the location filled in', async () => {
    const all = MenuResponse.parse(await (await get('/menu/header')).json())
    const res = await get('/menu/header?range=2-3')
    expect(res.headers.get('cache-control')).toBe(PUBLIC)
    const { items } = MenuResponse.parse(await res.json())
    expect(items).toEqual(all.items.slice(1, 3))
    expect(all.items[0]).toMatchObject({ isLocal: true, url: '/deals/london' })
    const manchester = MenuResponse.parse(
      await (await get('/menu/header?range=1-1&location=manchester')).json(),
    )
    expect(manchester.items[0]?.url).toBe('/deals/manchester')
  })

  it('answers the travel menu and a category’s subcategories with deal counts', async () => {
    const travel = MenuResponse.parse(await (await get('/menu/travel?range=1-30')).json())
    expect(travel.items.map((i) => i.linkText)).toEqual(['UK Travel', 'International Travel'])
    expect(travel.items[0]?.subNavigations.length).toBeGreaterThan(0)
    const beauty = MenuResponse.parse(await (await get('/menu/beauty?location=london')).json())
    expect(beauty.items.length).toBeGreaterThan(0)
    for (const item of beauty.items) {
      expect(item.url).toBe(`/deals/london/beauty/${item.shortName}`)
      expect(item.count).toBeGreaterThan(0)
    }
  })

  it('refuses a bad range and answers 404 for an unknown menu', async () => {
    for (const range of ['abc', '0-5', '5-1', '1-500', '1-']) {
      const res = await get(`/menu/header?range=${range}`)
      expect(res.status, range).toBe(400)
      expect((await errorOf(res)).code).toBe('INVALID')
    }
    expect((await get('/menu/no-such-menu')).status).toBe(404)
  })
})

describe('GET /tiles', () => {
  it('answers a tile per category with deals, each with its picture and feed apiUrl', async () => {
    const res = await get('/tiles?brand=dealio&country=GB&location=london')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe(PUBLIC)
    const tiles = TilesResponse.parse(await res.json())
    expect(tiles.length).toBeGreaterThan(3)
    for (const tile of tiles) {
      expect(tile.url).toMatch(/^\/deals\/london\/[a-z-]+$/)
      expect(tile.apiUrl).toBe(`/api/v1${tile.url}`)
      expect(tile.imageUrl).toMatch(/^\/images\/deal\/\d+\/1\.svg\?v=\d+$/)
    }
    expect((await SELF.fetch(`${UK}${tiles[0]?.apiUrl}`)).status).toBe(200)
  })

  it('answers the subcategory tiles of a navigation, the subNavigation first', async () => {
    const tiles = TilesResponse.parse(
      await (await get('/tiles?navigation=beauty&subNavigation=massage')).json(),
    )
    expect(tiles[0]).toMatchObject({ title: 'Massage', url: '/deals/london/beauty/massage' })
    expect(tiles.length).toBeGreaterThan(1)
  })

  it('refuses unexpected parameters and values as unexpected data', async () => {
    for (const query of [
      'foo=1',
      'country=ie',
      'brand=acme',
      'location=atlantis',
      'navigation=nope',
      'subNavigation=massage',
      'navigation=beauty&subNavigation=brunch',
    ]) {
      const res = await get(`/tiles?${query}`)
      expect(res.status, query).toBe(400)
      expect(await errorOf(res)).toEqual({ code: 'INVALID', message: 'Tiles api unexpected data' })
    }
  })
})

describe('GET /recently-viewed', () => {
  it(
    'answers the deals in the order asked, skipping unknown and closed ones',
    { tags: ['dated'] },
    async () => {
      const [a, b, c] = await liveUkDeals(3)
      const closed = await closedUkDeal()
      const query = [c, 999_999_999, a, closed, b, a].map((id) => `id=${id}`).join('&')
      const res = await get(`/recently-viewed?${query}`)
      expect(res.status).toBe(200)
      expect(res.headers.get('cache-control')).toBe(PUBLIC)
      const { deals } = DealsResponse.parse(await res.json())
      expect(deals.map((d) => d.id)).toEqual([c, a, b])
    },
  )

  it('refuses no ids, more than 20 and ids that are not whole numbers', async () => {
    expect((await get('/recently-viewed')).status).toBe(400)
    const many = Array.from({ length: 21 }, (_, i) => `id=${i + 1}`).join('&')
    expect((await get(`/recently-viewed?${many}`)).status).toBe(400)
    expect((await get('/recently-viewed?id=abc')).status).toBe(400)
    expect((await get('/recently-viewed?id=-4')).status).toBe(400)
  })
})

describe('GET /recommendations/:customerToken', () => {
  it('pages popular local and national deals for a customer without purchases, up to the limit', async () => {
    const first = await get('/recommendations/anonymous-customer?limit=40&pageSize=25&page=0')
    expect(first.status).toBe(200)
    expect(first.headers.get('cache-control')).toBe(PERSONAL)
    const page0 = DealsResponse.parse(await first.json()).deals
    const page1 = DealsResponse.parse(
      await (await get('/recommendations/anonymous-customer?limit=40&pageSize=25&page=1')).json(),
    ).deals
    expect(page0).toHaveLength(25)
    expect(page1).toHaveLength(15)
    expect(new Set([...page0, ...page1].map((d) => d.id)).size).toBe(40)
    const scores = await Promise.all(
      page0.map(
        async (d) =>
          (
            await env.DB.prepare('SELECT sort_score AS s FROM deals WHERE id = ?')
              .bind(d.id)
              .first<{ s: number }>()
          )?.s ?? 0,
      ),
    )
    expect(scores).toEqual([...scores].sort((a, b) => b - a))
  })

  it(
    'recommends from the customer’s purchases, never a deal they already bought',
    { tags: ['dated'] },
    async () => {
      const token = `customer-with-history-${MARK}`
      const [bought] = await ids(
        `SELECT d.id FROM deals d JOIN locations l ON l.id = d.location_id
       WHERE d.country_code = 'gb' AND d.brand IS NULL AND d.category_id = 3
         AND l.short_name = 'london' AND d.open = 1 LIMIT 1`,
      )
      await env.DB.prepare(
        `INSERT INTO deal_purchases (deal_id, quantity, purchased_at, customer_token_hash)
       VALUES (?, 1, ?, ?)`,
      )
        .bind(
          bought,
          new Date(clock.ms() - 20 * DAY_MS).toISOString(),
          await hashCustomerToken(token),
        )
        .run()
      try {
        const { deals } = DealsResponse.parse(
          await (await get(`/recommendations/${token}?limit=10&pageSize=10`)).json(),
        )
        expect(deals).toHaveLength(10)
        expect(deals.map((d) => d.id)).not.toContain(bought)
        expect(deals[0]?.category.shortName).toBe('activities')
      } finally {
        await env.DB.prepare('DELETE FROM deal_purchases WHERE customer_token_hash = ?')
          .bind(await hashCustomerToken(token))
          .run()
      }
    },
  )

  it('refuses a malformed token or paging', async () => {
    expect((await get('/recommendations/short')).status).toBe(400)
    expect((await get('/recommendations/anonymous-customer?limit=abc')).status).toBe(400)
    expect((await get('/recommendations/anonymous-customer?pageSize=0')).status).toBe(400)
  })
})

describe('GET /new-products/:location', () => {
  it('answers the location’s newest deals first', async () => {
    const res = await get('/new-products/london?pageSize=12&page=0')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe(PUBLIC)
    const { deals } = DealsResponse.parse(await res.json())
    expect(deals).toHaveLength(12)
    const created = await Promise.all(
      deals.map(
        async (d) =>
          (
            await env.DB.prepare('SELECT created_at FROM deals WHERE id = ?')
              .bind(d.id)
              .first<{ created_at: string }>()
          )?.created_at ?? '',
      ),
    )
    expect(created).toEqual([...created].sort().reverse())
    const next = DealsResponse.parse(await (await get('/new-products/london?page=1')).json())
    expect(next.deals.some((d) => deals.some((e) => e.id === d.id))).toBe(false)
  })

  it('answers 404 for an unknown location and 400 for bad paging', async () => {
    expect((await get('/new-products/atlantis')).status).toBe(404)
    expect((await get('/new-products/london?pageSize=0')).status).toBe(400)
    expect((await get('/new-products/london?page=x')).status).toBe(400)
  })
})

describe('GET /buy-again', () => {
  it('answers an empty list, not an error, without a session', async () => {
    const res = await get('/buy-again?page=0&pageSize=10')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe(PERSONAL)
    expect(await res.json()).toEqual({ deals: [] })
    const garbled = await get('/buy-again', { headers: { cookie: 'ct=%00' } })
    expect(await garbled.json()).toEqual({ deals: [] })
  })

  it('refuses bad paging', async () => {
    expect((await get('/buy-again?pageSize=500')).status).toBe(400)
  })
})

describe('GET /scroller/:brand and /travel/facets', () => {
  it('answers the brand’s scroller slides and autoplay pace', async () => {
    const res = await get('/scroller/dealio')
    expect(res.headers.get('cache-control')).toBe(PUBLIC)
    const { config } = ScrollerResponse.parse(await res.json())
    expect(config.items.length).toBeGreaterThan(2)
    expect(config.items[0]?.label).toContain('£59')
    expect(config.autoplayMs).toBeGreaterThan(0)
    expect((await get('/scroller/acme')).status).toBe(404)
  })

  it('answers the travel location’s subcategories with counts, grouped as the travel menu', async () => {
    const res = await get('/travel/facets')
    expect(res.headers.get('cache-control')).toBe(PUBLIC)
    const { facets } = TravelFacetsResponse.parse(await res.json())
    expect(facets.map((f) => f.name)).toEqual(['UK Travel', 'International Travel'])
    for (const link of facets.flatMap((f) => f.links)) {
      expect(link.count).toBeGreaterThan(0)
      expect(link.url).toBe(`/travel/${link.shortName}`)
    }
    const escapes = TravelFacetsResponse.parse(
      await (await get('/travel/facets', {}, 'http://livingsocial.localhost')).json(),
    )
    expect(escapes.facets[0]?.links[0]?.url).toMatch(/^\/escapes\//)
  })
})

/** This file's log rows of `kind` (other files write logs to the same table): those whose
 * record carries MARK, or those of one user agent. */
const logRows = async (kind: string, userAgent?: string) =>
  (
    await env.DB.prepare(
      `SELECT source, brand, path, user_agent, payload FROM client_logs
       WHERE kind = ?1 AND (?2 IS NULL AND payload LIKE '%' || ?3 || '%' OR user_agent = ?2)
       ORDER BY id`,
    )
      .bind(kind, userAgent ?? null, MARK)
      .all<{
        source: string
        brand: string
        path: string | null
        user_agent: string
        payload: string
      }>()
  ).results

describe('POST /log records', () => {
  it('stores page-not-found, bot and error records and answers 204', async () => {
    const visit = {
      additionalData: { step: 'load' },
      brand: 'dealio',
      dateTime: '21/November/2026 10:00:00',
      pageNotFound: '/deals/atlantis?token=abc123',
      userAgent: 'Mozilla/5.0 test',
      reason: `no such location ${MARK}`,
    }
    expect((await post('/log/page-not-found', visit)).status).toBe(204)
    expect((await post('/log/bot', { ...visit, pageNotFound: false })).status).toBe(204)
    const error = {
      message: `boom ${MARK}`,
      name: 'TypeError',
      referrer: '/deals/london',
      client: true,
    }
    expect((await post('/log/error', error)).status).toBe(204)
    const notFound = (await logRows('page-not-found')).filter((r) => r.source === 'client')
    expect(notFound).toHaveLength(1)
    expect(notFound[0]).toMatchObject({ brand: 'dealio', path: '/deals/atlantis?token=[redacted]' })
    expect(notFound[0]?.payload).not.toContain('abc123')
    expect((await logRows('bot')).filter((r) => r.source === 'client')).toHaveLength(1)
    const errors = await logRows('error')
    expect(errors).toHaveLength(1)
    expect(JSON.parse(errors[0]!.payload)).toMatchObject(error)
  })

  it('drops tokens, passwords and card data and never stores the authorization header', async () => {
    const record = {
      brand: 'dealio',
      bt: 'basket-token-value',
      ct: 'customer-token-value',
      client: 'WEBAPP-DESKTOP',
      dateTime: '21/November/2026 10:00:00',
      description: `checkout ${MARK} failed for 4111 1111 1111 1111`,
      ip: '203.0.113.9',
      extras: { password: 'hunter2', cardNumber: '4111', accessToken: 'secret-access', step: 3 },
    }
    const res = await post('/log', record, { authorization: 'Bearer header-secret' })
    expect(res.status).toBe(204)
    const rows = await logRows('log')
    expect(rows).toHaveLength(1)
    const [row] = rows
    const stored = JSON.parse(row?.payload ?? '{}') as Record<string, unknown>
    expect(stored).toMatchObject({ brand: 'dealio', client: 'WEBAPP-DESKTOP', extras: { step: 3 } })
    expect(stored.description).toBe(`checkout ${MARK} failed for [card number]`)
    for (const secret of [
      'basket-token',
      'customer-token',
      'hunter2',
      'secret-access',
      'header-secret',
    ]) {
      expect(row?.payload).not.toContain(secret)
    }
    expect(Object.keys(stored)).not.toContain('ct')
    expect(Object.keys(stored.extras as object)).toEqual(['step'])
  })

  it('refuses bad JSON, unknown or empty records and bodies over 16 KB', async () => {
    expect((await post('/log/error', '{not json')).status).toBe(400)
    expect((await post('/log/error', { password: 'x' })).status).toBe(400)
    expect((await post('/log/bot', {})).status).toBe(400)
    expect((await post('/log', { ip: 'not-an-ip' })).status).toBe(400)
    const big = await post('/log/error', { message: 'x', description: 'y'.repeat(17_000) })
    expect(big.status).toBe(413)
    expect((await errorOf(big)).code).toBe('PAYLOAD_TOO_LARGE')
  })

  it('requires the log token in the authorization header when LOG_TOKEN is set', async () => {
    const send = async (authorization?: string) => {
      const ctx = createExecutionContext()
      const res = await app.fetch(
        new Request(`${UK}/api/v1/log`, {
          method: 'POST',
          headers: authorization ? { authorization } : {},
          body: JSON.stringify({ description: 'hello' }),
        }),
        { ...env, LOG_TOKEN: 'log-secret' },
        ctx,
      )
      await waitOnExecutionContext(ctx)
      return res.status
    }
    expect(await send()).toBe(401)
    expect(await send('Bearer wrong')).toBe(401)
    expect(await send('Bearer log-secret')).toBe(204)
  })

  it('refuses every record outside local development when LOG_TOKEN is not set', async () => {
    // Outside ENVIRONMENT=test the request log writes a line per request.
    const quiet = vi.spyOn(console, 'log').mockImplementation(() => {})
    const send = async (environment: string | undefined, origin = UK) => {
      const vars: Record<string, unknown> = { ...env, ENVIRONMENT: environment }
      delete vars.LOG_TOKEN
      if (environment === undefined) delete vars.ENVIRONMENT
      const ctx = createExecutionContext()
      const res = await app.fetch(
        new Request(`${origin}/api/v1/log`, {
          method: 'POST',
          headers: { authorization: 'Bearer anything' },
          body: JSON.stringify({ description: 'hello' }),
        }),
        vars,
        ctx,
      )
      await waitOnExecutionContext(ctx)
      return res
    }
    try {
      for (const environment of ['production', 'staging', '', undefined]) {
        const res = await send(environment)
        expect(res.status, `ENVIRONMENT=${environment}`).toBe(503)
        expect(await res.json()).toEqual({
          error: { code: 'UNAVAILABLE', message: 'The log service is not configured' },
        })
      }
      // A development config deployed by mistake is reached through a brand host, not localhost.
      expect((await send('development', 'https://dealio.co.uk')).status).toBe(503)
      expect((await send('development')).status).toBe(204)
      expect((await send('test')).status).toBe(204)
    } finally {
      quiet.mockRestore()
    }
  })
})

describe('visitRecords()', () => {
  const pagesLike = new Hono<AppEnv>()
  pagesLike.use(async (c, next) => {
    c.set('requestId', 'visit-test')
    await next()
  })
  // The app's own request context: brand from the host, bot from the user agent.
  pagesLike.use(requestContext(), requestServices(), visitRecords())
  pagesLike.get('/missing', (c) => c.text('gone', 404))
  pagesLike.get('/found', (c) => c.text('here'))
  // This file's own user agents: other files' requests write to the same table.
  const BROWSER = `Mozilla/5.0 (Macintosh) Safari/605 ${MARK}`
  const visit = async (path: string, userAgent = BROWSER) => {
    const ctx = createExecutionContext()
    const res = await pagesLike.fetch(
      new Request(`${UK}${path}`, { headers: { 'user-agent': userAgent } }),
      env,
      ctx,
    )
    await waitOnExecutionContext(ctx)
    return res.status
  }
  const workerRows = async (kind: string, userAgent: string) =>
    (await logRows(kind, userAgent)).filter((row) => row.source === 'worker')

  it('records a served 404 after the response, without the query string', async () => {
    const userAgent = `${BROWSER} 404`
    expect(await visit('/missing?reset=abc&token=xyz', userAgent)).toBe(404)
    const rows = await workerRows('page-not-found', userAgent)
    expect(rows).toHaveLength(1)
    expect(rows.at(-1)).toMatchObject({ brand: 'dealio', path: '/missing' })
    expect(JSON.parse(rows.at(-1)?.payload ?? '{}')).toMatchObject({
      pageNotFound: '/missing',
      reason: 'status 404',
    })
  })

  it('records a search bot’s visit and nothing for an ordinary page view', async () => {
    const bot = `Mozilla/5.0 (compatible; Googlebot/2.1; ${MARK})`
    expect(await visit('/found', bot)).toBe(200)
    expect(await visit('/found')).toBe(200)
    expect(await workerRows('bot', bot)).toHaveLength(1)
    expect(await workerRows('page-not-found', bot)).toHaveLength(0)
    expect(await workerRows('bot', BROWSER)).toHaveLength(0)
    expect(await workerRows('page-not-found', BROWSER)).toHaveLength(0)
  })
})
