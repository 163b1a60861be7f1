import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { DealReviewsResponse } from '../../src/shared/schemas/feed'
import { SubmitReviewResponse } from '../../src/shared/schemas/reviews'
import { call, Jar, liveUkDeals, signIn } from './wishlist-client'
import { clock, inDays } from './clock'

/** A voucher of a PAID order of `dealId` for the customer, in `status`. */
async function voucher(userId: number, dealId: number, status = 'REDEEMED'): Promise<number> {
  const at = clock.now().toISOString()
  // Keys unique in tables every worker file shares (setup.ts); the ids come from the database.
  const key = crypto.randomUUID()
  const order = await env.DB.prepare(
    `INSERT INTO orders (user_id, basket_token, brand, currency, total, cash_amount, status,
       idempotency_key, request_hash, payment_held, created_at, gateway_reference)
     VALUES (?, ?, 'dealio', 'GBP', 1000, 1000, 'PAID', ?, 'h', 1, ?, 'ref') RETURNING id`,
  )
    .bind(userId, `review-basket-${key}`, `review-key-${key}`, at)
    .first<{ id: number }>()
  const id = order!.id
  const [, inserted] = await env.DB.batch<{ id: number }>([
    env.DB.prepare(
      `INSERT INTO order_lines (id, order_id, position, deal_id, product_id, title, quantity,
         unit_price, discount, wallet_amount_used, cash_amount, balance_due)
       VALUES (?, ?, 0, ?, 1, 'Line', 1, 1000, 0, 0, 1000, 0)`,
    ).bind(`line-${id}`, id, dealId),
    env.DB.prepare(
      `INSERT INTO vouchers (code, order_id, order_line_id, user_id, deal_id, product_id,
         deal_title, product_title, status, expires_at, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, 1, 'Deal', 'Product', ?, ?, ?, ?) RETURNING id`,
    ).bind(`RVW${id}`, id, `line-${id}`, userId, dealId, status, inDays(400), at, at),
  ])
  return inserted!.results[0]!.id
}

const review = (jar: Jar, dealId: number, body: unknown) =>
  call(jar, 'POST', `/deal/${dealId}/reviews`, body)

const merchantRating = async (dealId: number) =>
  (
    await env.DB.prepare(
      'SELECT m.rating FROM merchants m JOIN deals d ON d.merchant_id = m.id WHERE d.id = ?',
    )
      .bind(dealId)
      .first<{ rating: number | null }>()
  )?.rating

describe('POST /deal/:id/reviews', () => {
  it('takes one review per redeemed voucher and recomputes the summary and merchant rating', async () => {
    const jar = new Jar()
    const { userId } = await signIn(jar)
    const [dealId] = (await liveUkDeals(1)) as [number]
    const before = DealReviewsResponse.parse(
      await (await call(jar, 'GET', `/deal/${dealId}/reviews`)).json(),
    )
    const voucherId = await voucher(userId, dealId)

    const res = await review(jar, dealId, {
      voucherId,
      rating: 5,
      title: 'Lovely',
      text: 'A lovely afternoon tea, would go again.',
    })
    expect(res.status).toBe(201)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    const body = SubmitReviewResponse.parse(await res.json())
    expect(body.review).toMatchObject({ rating: 5, authorFirstName: 'Wendy' })
    expect(body.reviewSummary.total).toBe(before.total + 1)

    const { average } = (await env.DB.prepare(
      `SELECT AVG(r.rating) AS average FROM deal_reviews r JOIN deals d ON d.id = r.deal_id
       WHERE d.merchant_id = (SELECT merchant_id FROM deals WHERE id = ?)`,
    )
      .bind(dealId)
      .first<{ average: number }>())!
    expect(await merchantRating(dealId)).toBeCloseTo(average, 2)
    expect(body.merchantReviewRating.average).toBeCloseTo(average, 2)

    const again = await review(jar, dealId, {
      voucherId,
      rating: 1,
      text: 'Changed my mind entirely.',
    })
    expect(again.status).toBe(409)
    const after = DealReviewsResponse.parse(
      await (await call(jar, 'GET', `/deal/${dealId}/reviews`)).json(),
    )
    expect(after.total).toBe(before.total + 1)
  })

  it('refuses a voucher not yet redeemed, someone else’s, and an anonymous visitor', async () => {
    const jar = new Jar()
    const { userId } = await signIn(jar)
    const [dealId, otherDeal] = (await liveUkDeals(2)) as [number, number]
    const ready = await voucher(userId, dealId, 'READY_TO_REDEEM')
    const body = { voucherId: ready, rating: 4, text: 'Looking forward to it a lot.' }
    expect((await review(jar, dealId, body)).status).toBe(403)
    expect((await review(new Jar(), dealId, body)).status).toBe(401)

    const stranger = new Jar()
    await signIn(stranger)
    const mine = await voucher(userId, dealId)
    expect((await review(stranger, dealId, { ...body, voucherId: mine })).status).toBe(404)
    expect((await review(jar, otherDeal, { ...body, voucherId: mine })).status).toBe(404)
  })

  it('answers 400 for a rating outside 1 to 5 or a missing text', async () => {
    const jar = new Jar()
    const { userId } = await signIn(jar)
    const [dealId] = (await liveUkDeals(1)) as [number]
    const voucherId = await voucher(userId, dealId)
    expect(
      (await review(jar, dealId, { voucherId, rating: 6, text: 'Too good to be true!' })).status,
    ).toBe(400)
    expect(
      (await review(jar, dealId, { voucherId, rating: 0, text: 'Too bad to be true!!' })).status,
    ).toBe(400)
    expect((await review(jar, dealId, { voucherId, rating: 3 })).status).toBe(400)
  })

  it('stores one review when the same voucher is submitted twice at once', async () => {
    const jar = new Jar()
    const { userId } = await signIn(jar)
    const [dealId] = (await liveUkDeals(1)) as [number]
    const voucherId = await voucher(userId, dealId)
    const body = { voucherId, rating: 3, text: 'Fine, nothing special.' }
    const statuses = (await Promise.all([1, 2, 3].map(() => review(jar, dealId, body)))).map(
      (r) => r.status,
    )
    expect(statuses.filter((s) => s === 201)).toHaveLength(1)
    expect(statuses.filter((s) => s === 409)).toHaveLength(2)
  })
})

describe('GET /deal/:id/reviews sorted', () => {
  it('sorts by rating, highest first, or by date, newest first, ten a page', async () => {
    const [dealId] = (await liveUkDeals(1)) as [number]
    const insert = env.DB.prepare(
      `INSERT INTO deal_reviews (deal_id, rating, author_first_name, body, created_at)
       VALUES (?, ?, 'Sam', 'Seeded review', ?)`,
    )
    await env.DB.batch(
      Array.from({ length: 12 }, (_, i) => insert.bind(dealId, (i % 5) + 1, inDays(-60 + i))),
    )
    const get = async (query: string) =>
      DealReviewsResponse.parse(
        await (await call(new Jar(), 'GET', `/deal/${dealId}/reviews?${query}`)).json(),
      )
    const byRating = await get('sortBy=rating')
    expect(byRating.reviews).toHaveLength(10)
    const ratings = byRating.reviews.map((r) => r.rating)
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a))
    const byDate = (await get('sortBy=date')).reviews.map((r) => r.createdAt)
    expect(byDate).toEqual([...byDate].sort().reverse())
    expect((await call(new Jar(), 'GET', `/deal/${dealId}/reviews?sortBy=stars`)).status).toBe(400)
  })
})

describe('GET /deal/:id/reviews lowest first and merchant-wide', () => {
  it('sorts by rating, lowest first, newest first among equals', async () => {
    const [, dealId] = (await liveUkDeals(2)) as [number, number]
    const insert = env.DB.prepare(
      `INSERT INTO deal_reviews (deal_id, rating, author_first_name, body, created_at)
       VALUES (?, ?, 'Lou', 'Seeded review', ?)`,
    )
    await env.DB.batch(
      Array.from({ length: 6 }, (_, i) => insert.bind(dealId, (i % 3) + 2, inDays(-90 + i))),
    )
    const res = await call(new Jar(), 'GET', `/deal/${dealId}/reviews?sortBy=lowest`)
    const { reviews } = DealReviewsResponse.parse(await res.json())
    const keys = reviews.map((r) => [r.rating, r.createdAt] as const)
    const expected = [...keys].sort((a, b) => a[0] - b[0] || b[1].localeCompare(a[1]))
    expect(keys).toEqual(expected)
  })

  it('reads every review of the deal’s merchant with filterByDeal=false, ten a page', async () => {
    const pair = await env.DB.prepare(
      `SELECT a.id AS dealId, b.id AS otherId FROM deals a JOIN deals b
         ON b.merchant_id = a.merchant_id AND b.id <> a.id
       WHERE a.id IN (${(await liveUkDeals(40)).join(',')}) LIMIT 1`,
    ).first<{ dealId: number; otherId: number }>()
    expect(pair).not.toBeNull()
    const { dealId, otherId } = pair!
    const insert = env.DB.prepare(
      `INSERT INTO deal_reviews (deal_id, rating, author_first_name, body, created_at)
       VALUES (?, 4, 'Mo', ?, ?)`,
    )
    await env.DB.batch(
      Array.from({ length: 14 }, (_, i) =>
        insert.bind(i % 2 ? dealId : otherId, `Merchant review ${i}`, inDays(-120 + i)),
      ),
    )
    const counted = await env.DB.prepare(
      `SELECT COUNT(*) AS n FROM deal_reviews WHERE deal_id IN
         (SELECT id FROM deals WHERE merchant_id = (SELECT merchant_id FROM deals WHERE id = ?))`,
    )
      .bind(dealId)
      .first<{ n: number }>()
    const get = async (query: string) => {
      const res = await call(new Jar(), 'GET', `/deal/${dealId}/reviews?${query}`)
      expect(res.status).toBe(200)
      return DealReviewsResponse.parse(await res.json())
    }
    const own = await get('filterByDeal=true')
    const first = await get('filterByDeal=false')
    expect(first.total).toBe(counted!.n)
    expect(first.total).toBeGreaterThan(own.total)
    expect(first.reviews).toHaveLength(10)
    expect(first.nomore).toBe(false)

    // Every page in turn: each review once, then the last page says there are no more.
    const seen = new Set(first.reviews.map((r) => r.id))
    let page = 0
    let last = first
    while (!last.nomore) {
      page += 1
      last = await get(`filterByDeal=false&page=${page}`)
      for (const r of last.reviews) seen.add(r.id)
    }
    expect(seen.size).toBe(counted!.n)
  })

  it('answers 400 for an unknown filterByDeal or sort, and 404 for an unknown deal', async () => {
    const [dealId] = (await liveUkDeals(1)) as [number]
    for (const query of ['filterByDeal=maybe', 'sortBy=helpful', 'page=-1']) {
      const res = await call(new Jar(), 'GET', `/deal/${dealId}/reviews?${query}`)
      expect(res.status).toBe(400)
      expect(await res.json()).toMatchObject({ error: { code: expect.any(String) } })
    }
    const missing = await call(new Jar(), 'GET', '/deal/999999999/reviews?filterByDeal=false')
    expect(missing.status).toBe(404)
  })
})
