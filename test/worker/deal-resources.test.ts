import { SELF, env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { Deal } from '../../src/shared/schemas/deal'
import { DealReviewsResponse, SocialCueResponse } from '../../src/shared/schemas/feed'
import { clock } from './clock'
import { TEST_SEED } from './test-seed'

const UK = 'http://localhost'
const IE = 'http://ie.localhost'
const TEN_MINUTES = 'public, max-age=600'

const get = (path: string, host = UK) => SELF.fetch(`${host}/api/v1${path}`)

const firstId = async (sql: string, ...params: unknown[]): Promise<number> => {
  const row = await env.DB.prepare(sql)
    .bind(...params)
    .first<{ id: number }>()
  if (!row) throw new Error(`no row for ${sql}`)
  return row.id
}

/** A seeded UK deal on sale for days yet (other files change some deals: one still on sale). */
const ukDeal = () =>
  firstId(
    `SELECT id FROM deals WHERE country_code = 'gb' AND brand IS NULL AND open = 1
       AND vip_only = 0 AND opens_at <= ? AND closing_date > ? AND id <= ?
     ORDER BY id LIMIT 1`,
    clock.now().toISOString(),
    new Date(clock.ms() + 5 * 86_400_000).toISOString(),
    TEST_SEED.deals,
  )

describe('GET /deal/:id', () => {
  it('answers the full deal, cached for ten minutes', async () => {
    const id = await ukDeal()
    const res = await get(`/deal/${id}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe(TEN_MINUTES)
    const deal = Deal.parse(await res.json())
    expect(deal.id).toBe(id)
    expect(deal.products.length).toBeGreaterThan(0)
  })

  it('answers 404 for a missing deal or another country’s, 400 for a malformed id', async () => {
    expect((await get('/deal/99999999')).status).toBe(404)
    expect((await get(`/deal/${await ukDeal()}`, IE)).status).toBe(404)
    expect((await get('/deal/abc')).status).toBe(400)
    expect((await get('/deal/-3/reviews')).status).toBe(400)
  })
})

describe('GET /deal/:id/reviews', () => {
  it('pages reviews ten at a time, newest first, with the total and average', async () => {
    // Two pages, the second the last: a seeded deal with 11 to 19 reviews (other files may
    // review some deals further).
    const id = await firstId(
      `SELECT deal_id AS id FROM deal_reviews r JOIN deals d ON d.id = r.deal_id
       WHERE d.country_code = 'gb' AND d.brand IS NULL AND d.id <= ?
       GROUP BY deal_id HAVING COUNT(*) BETWEEN 11 AND 19 ORDER BY COUNT(*) DESC, deal_id LIMIT 1`,
      TEST_SEED.deals,
    )
    const summary = await env.DB.prepare(
      'SELECT COUNT(*) AS total, AVG(rating) AS average FROM deal_reviews WHERE deal_id = ?',
    )
      .bind(id)
      .first<{ total: number; average: number }>()
    const res = await get(`/deal/${id}/reviews`)
    expect(res.headers.get('cache-control')).toBe(TEN_MINUTES)
    const first = DealReviewsResponse.parse(await res.json())
    expect(first.reviews).toHaveLength(10)
    expect(first.total).toBe(summary?.total)
    expect(first.average).toBeCloseTo(summary?.average ?? 0, 1)
    expect(first.nomore).toBe(false)
    const dates = first.reviews.map((r) => r.createdAt)
    expect(dates).toEqual([...dates].sort().reverse())
    const second = DealReviewsResponse.parse(await (await get(`/deal/${id}/reviews?page=1`)).json())
    expect(second.reviews).toHaveLength((summary?.total ?? 0) - 10)
    expect(second.nomore).toBe(true)
    const ids = [...first.reviews, ...second.reviews].map((r) => r.id)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('refuses a bad page and answers 404 for a missing deal', async () => {
    expect((await get(`/deal/${await ukDeal()}/reviews?page=abc`)).status).toBe(400)
    expect((await get('/deal/99999999/reviews')).status).toBe(404)
  })
})

describe('GET /deal/:id/social-cue', () => {
  it('counts purchases in the last 6, 12 and 24 hours', { tags: ['dated'] }, async () => {
    const id = await ukDeal()
    const hoursAgo = (h: number) => new Date(clock.ms() - h * 3_600_000).toISOString()
    const saved = await env.DB.prepare('SELECT * FROM deal_purchases WHERE deal_id = ?')
      .bind(id)
      .all()
    await env.DB.prepare('DELETE FROM deal_purchases WHERE deal_id = ?').bind(id).run()
    const insert = env.DB.prepare(
      'INSERT INTO deal_purchases (deal_id, quantity, purchased_at) VALUES (?, ?, ?)',
    )
    await env.DB.batch([
      insert.bind(id, 2, hoursAgo(1)),
      insert.bind(id, 1, hoursAgo(5)),
      insert.bind(id, 1, hoursAgo(8)),
      insert.bind(id, 3, hoursAgo(20)),
      insert.bind(id, 1, hoursAgo(30)),
      insert.bind(id, 1, hoursAgo(-2)),
    ])
    try {
      const res = await get(`/deal/${id}/social-cue`)
      expect(res.headers.get('cache-control')).toBe(TEN_MINUTES)
      expect(SocialCueResponse.parse(await res.json())).toEqual({
        lastSixHours: 2,
        lastTwelveHours: 3,
        lastTwentyFourHours: 4,
      })
    } finally {
      await env.DB.prepare('DELETE FROM deal_purchases WHERE deal_id = ?').bind(id).run()
      for (const row of saved.results as {
        id: number
        product_id: number | null
        quantity: number
        purchased_at: string
      }[]) {
        await env.DB.prepare(
          'INSERT INTO deal_purchases (id, deal_id, product_id, quantity, purchased_at) VALUES (?, ?, ?, ?, ?)',
        )
          .bind(row.id, id, row.product_id, row.quantity, row.purchased_at)
          .run()
      }
    }
  })

  it('has recent purchases in the seed, so cues show on a fresh catalogue', async () => {
    const row = await env.DB.prepare(
      `SELECT COUNT(*) AS n, COUNT(DISTINCT deal_id) AS deals FROM deal_purchases
       WHERE deal_id <= ?`,
    )
      .bind(TEST_SEED.deals)
      .first<{ n: number; deals: number }>()
    expect(row?.n).toBeGreaterThan(50)
    expect(row?.deals).toBeGreaterThan(10)
  })

  it('answers 404 for a deal this brand does not sell', async () => {
    const exclusive = await firstId(
      "SELECT id FROM deals WHERE country_code = 'gb' AND brand = 'livingsocial' LIMIT 1",
    )
    expect((await get(`/deal/${exclusive}/social-cue`)).status).toBe(404)
    expect(
      (await get(`/deal/${exclusive}/social-cue`, 'http://livingsocial.localhost')).status,
    ).toBe(200)
  })
})
