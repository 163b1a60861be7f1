import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { freshCode } from '../fixtures/fresh'
import { makeBasketDeal } from '../fixtures/make-basket-deal'
import type { RouteContract } from './fuzz/contract'
import { baseFixtures } from './fuzz/fixtures'
import { publicRoutes } from '../../src/worker/routes/api/contracts/public'
import { formatFailures, formatReport, fuzzRoutes } from './fuzz/runner'
import { scale } from './stress'
import { clock, dayFromToday, inDays } from './clock'

// The public area: the catalogue, discovery, travel, logs, tracking and the
// tokenizer, driven from their zod schemas with valid and invalid requests.

const PER_ROUTE = scale(64, 320)

const column = async (sql: string) =>
  (await env.DB.prepare(sql).all<{ v: string | number }>()).results.map((r) => String(r.v))

/** Real values for the routes' path parameters and query keys: seeded deals, their locations,
 * categories and subcategories, guide and special slugs, menus. */
async function publicIds(): Promise<Record<string, string[]>> {
  const dealIds = await column(
    `SELECT d.id AS v FROM deals d JOIN locations l ON l.id = d.location_id
      WHERE l.country_code = 'gb' ORDER BY d.id LIMIT 20`,
  )
  const locations = await column(
    `SELECT DISTINCT l.short_name AS v FROM deals d JOIN locations l ON l.id = d.location_id
      WHERE l.country_code = 'gb' LIMIT 8`,
  )
  const categories = await column('SELECT short_name AS v FROM categories LIMIT 8')
  const subcategories = await column('SELECT short_name AS v FROM subcategories LIMIT 8')
  const contentSlugs = await column(
    `SELECT slug AS v FROM content_pages WHERE brand IS NULL OR brand = 'dealio' LIMIT 8`,
  )
  const tags = await column('SELECT DISTINCT tag AS v FROM deal_tags LIMIT 8')
  // Deals with a travel calendar, so the availability and products routes answer 200 too.
  const travelDeals = await column(
    `SELECT DISTINCT t.deal_id AS v FROM travel_calendar_days t JOIN deals d ON d.id = t.deal_id
      WHERE d.country_code = 'gb' ORDER BY t.deal_id LIMIT 6`,
  )
  const travelDays = (
    await env.DB.prepare(
      `SELECT DISTINCT date AS v FROM travel_calendar_days WHERE date >= ? ORDER BY date LIMIT 6`,
    )
      .bind(dayFromToday(1))
      .all<{ v: string }>()
  ).results.map((r) => r.v)
  const travelProducts = await column(
    `SELECT DISTINCT product_id AS v FROM travel_calendar_days ORDER BY deal_id LIMIT 6`,
  )
  const navigation = await column(
    `SELECT DISTINCT short_name AS v FROM navigation WHERE brand = 'dealio' LIMIT 8`,
  )
  return {
    id: [...dealIds, ...travelDeals],
    dealId: [...dealIds, ...travelDeals],
    location: locations,
    category: categories,
    subcategory: subcategories,
    subsub: tags,
    slug: [...contentSlugs, ...tags, 'header', 'travel', ...categories],
    date: travelDays,
    startDate: travelDays,
    checkIn: travelDays,
    navigation: [...navigation, ...categories],
    leadProductId: travelProducts,
    product_id: travelProducts,
    brand: ['dealio', 'livingsocial'],
  }
}

/** `count` redeemed vouchers of one paid order line of `dealId` for the customer: what a review
 * needs (as test/worker/reviews.test.ts builds them). */
async function redeemedVouchers(userId: number, dealId: number, count: number) {
  const at = clock.now().toISOString()
  // Ids and codes of their own: other files' orders and vouchers share the tables.
  const keys = Array.from({ length: count }, () => `fuzz-review-${crypto.randomUUID()}`)
  const orders = await env.DB.batch<{ id: number }>(
    keys.map((key) =>
      env.DB.prepare(
        `INSERT INTO orders (user_id, basket_token, brand, currency, total, cash_amount, status,
           idempotency_key, request_hash, payment_held, created_at, gateway_reference)
         VALUES (?, ?, 'dealio', 'GBP', 1000, 1000, 'PAID', ?, 'h', 1, ?, 'ref') RETURNING id`,
      ).bind(userId, `${key}-basket`, `${key}-key`, at),
    ),
  )
  const orderIds = orders.map((result) => result.results[0]!.id)
  const vouchers = await env.DB.batch<{ id: number }>(
    keys.flatMap((key, i) => [
      env.DB.prepare(
        `INSERT INTO order_lines (id, order_id, position, deal_id, product_id, title, quantity,
           unit_price, discount, wallet_amount_used, cash_amount, balance_due)
         VALUES (?, ?, 0, ?, 1, 'Line', 1, 1000, 0, 0, 1000, 0)`,
      ).bind(`${key}-line`, orderIds[i], dealId),
      env.DB.prepare(
        `INSERT INTO vouchers (code, order_id, order_line_id, user_id, deal_id, product_id,
           deal_title, product_title, status, expires_at, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, 1, 'Deal', 'Product', 'REDEEMED', ?, ?, ?) RETURNING id`,
      ).bind(freshCode('FZR'), orderIds[i], `${key}-line`, userId, dealId, inDays(365), at, at),
    ]),
  )
  // Every second statement is a voucher's.
  return vouchers.filter((_, i) => i % 2 === 1).map((result) => String(result.results[0]!.id))
}

describe('the public API under fuzzing', () => {
  it('answers every request without a 5xx, in the error shape, or matching its schema', async () => {
    const fixtures = await baseFixtures(env.DB)
    fixtures.ids = { ...fixtures.ids, ...(await publicIds()) }
    const started = performance.now()
    const report = await fuzzRoutes(publicRoutes, fixtures, { requestsPerRoute: PER_ROUTE })
    console.log(`${formatReport(report)}\n${performance.now() - started} ms`)

    expect(formatFailures(report.failures)).toBe('')
    expect(report.requests).toBeGreaterThanOrEqual(publicRoutes.length * PER_ROUTE)
    const reached = Object.values(report.byRoute).filter((s) => s.valid2xx > 0).length
    expect(reached / publicRoutes.length).toBeGreaterThan(0.7)
  }, 600_000)

  // The main run's ids cannot pair a deal with a voucher for it, so its reviews are all 4xx:
  // this run aims one deal and its redeemed vouchers at the route, so 201s are checked too.
  // Its 128 requests take over the default 5 s on a loaded machine.
  it(
    'takes reviews of redeemed vouchers, answering with the review schema',
    { timeout: 60_000 },
    async () => {
      const fixtures = await baseFixtures(env.DB)
      // A deal of its own: the reviews it takes would change a seeded deal's review pages, which
      // other files read.
      const { id: dealId } = await makeBasketDeal(env.DB, { products: [{}] })
      fixtures.ids = {
        id: [String(dealId)],
        voucherId: await redeemedVouchers(fixtures.customer.id, dealId, 24),
      }
      const reviews = publicRoutes.filter((r) => r.path === '/deal/:id/reviews')
      const report = await fuzzRoutes(reviews, fixtures, { requestsPerRoute: PER_ROUTE })
      console.log(formatReport(report))
      expect(formatFailures(report.failures)).toBe('')
      expect(report.byRoute['POST /deal/:id/reviews']!.valid2xx).toBeGreaterThan(0)
      expect(report.byRoute['GET /deal/:id/reviews']!.valid2xx).toBeGreaterThan(0)
    },
  )

  it('flags an answer that breaks a rule, with the request to replay it', async () => {
    const fixtures = await baseFixtures(env.DB)
    const wrong: RouteContract[] = [
      // /health answers { ok: true, brand }: a schema that wants ok false must fail every 2xx.
      {
        method: 'GET',
        path: '/health',
        actor: 'anonymous',
        response: z.object({ ok: z.literal(false) }),
      },
      // A redirect nobody allowed is a failure too (3xx are only allowed by allowStatus).
      {
        method: 'GET',
        path: '/deal/:id',
        actor: 'anonymous',
        response: z.never(),
        params: { id: z.literal('1') },
      },
    ]
    const report = await fuzzRoutes(wrong, fixtures, { requestsPerRoute: 8 })
    const problems = report.failures.map((f) => `${f.route} ${f.problem}`)
    expect(problems.some((p) => p.startsWith('GET /health 2xx does not match'))).toBe(true)
    expect(problems.some((p) => p.startsWith('GET /deal/:id 2xx does not match'))).toBe(true)
    expect(report.failures[0]!.request.url).toMatch(/^http:\/\/localhost\/api\/v1\//)
  })

  it('draws the same requests from the same seed, so a failure replays', async () => {
    const fixtures = await baseFixtures(env.DB)
    fixtures.ids = await publicIds()
    const routes = publicRoutes.filter((r) => r.path === '/deals/:location' || r.path === '/log')
    const urls = async () => {
      const seen: string[] = []
      await fuzzRoutes(routes, fixtures, {
        requestsPerRoute: 16,
        seed: 42,
        concurrency: 1,
        onAnswer: (a) => seen.push(`${a.request.method} ${a.request.url} ${a.request.body ?? ''}`),
      })
      return seen
    }
    expect(await urls()).toEqual(await urls())
  })

  // Found by this fuzzer: /deals/constructor looked 'constructor' up in a plain object of
  // location aliases, got Object's constructor function and answered 500.
  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'])(
    'answers 404 for a location named %s, an Object.prototype key',
    async (name) => {
      const paths = [
        `/deals/${name}`,
        `/deals/${name}/special/x`,
        `/deals/london/special/${name}`,
        `/search/${name}`,
      ]
      for (const path of paths) {
        const res = await SELF.fetch(`http://localhost/api/v1${path}`)
        expect(res.status, path).toBe(404)
        expect(await res.json()).toMatchObject({ error: { code: 'NOT_FOUND' } })
      }
    },
  )

  // Found while following up: a repeated `__proto__` query key made a list the query object's
  // prototype, so FeedQuery read Array.prototype.sort as `sort` and refused the request.
  it('ignores a __proto__ query parameter on deal lists and search', async () => {
    for (const path of ['/deals/london', '/search/london']) {
      const res = await SELF.fetch(`http://localhost/api/v1${path}?__proto__=a&__proto__=b`)
      expect(res.status, path).toBe(200)
      await res.arrayBuffer()
    }
  })
})
