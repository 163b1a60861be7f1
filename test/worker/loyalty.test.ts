import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { pointsExpiry } from '../../src/shared/domain/loyalty/points'
import { creditLoyaltyPoints, expireLoyaltyPoints } from '../../src/worker/jobs/loyalty'
import { post } from './account-client'
import { inDays } from './clock'
import {
  get,
  givePoints,
  makeOrder,
  makeUser,
  pointsOf,
  setVoucherStatus,
  signedInCustomer,
  walletBalance,
  walletRows,
} from './loyalty-fixtures'

// A year before the pinned instant: the jobs below run at days after it, all in the past, so
// they meet no order another file makes now.
const DAY_MS = 86_400_000
const paidAt = inDays(-365)
const day = (n: number) => new Date(Date.parse(paidAt) + n * DAY_MS)

describe('creditLoyaltyPoints (scheduled)', { tags: ['dated'] }, () => {
  it('credits purchase points only from day 30 after payment, and only once', async () => {
    const userId = await makeUser()
    await makeOrder({ userId, total: 4599, paidAt })

    await creditLoyaltyPoints(env, day(29))
    expect(await pointsOf(userId)).toBe(0)

    const first = await creditLoyaltyPoints(env, day(30))
    expect(first.credited).toBeGreaterThanOrEqual(1)
    expect(await pointsOf(userId)).toBe(45)

    await creditLoyaltyPoints(env, day(30))
    await creditLoyaltyPoints(env, day(45))
    expect(await pointsOf(userId)).toBe(45)
  })

  it('gives a refunded order no points, and waits while a refund is under way', async () => {
    const refunded = await makeUser()
    const order = await makeOrder({ userId: refunded, paidAt, voucherStatus: 'REFUNDED' })
    const asking = await makeUser()
    const pending = await makeOrder({ userId: asking, paidAt, voucherStatus: 'CREDIT_REQUESTED' })

    await creditLoyaltyPoints(env, day(31))
    expect(await pointsOf(refunded)).toBe(0)
    expect(await pointsOf(asking)).toBe(0)
    const processed = await env.DB.prepare(
      'SELECT order_id AS id FROM order_events WHERE kind = ? AND processed_at IS NOT NULL',
    )
      .bind('LOYALTY_PURCHASE')
      .all<{ id: number }>()
    const ids = processed.results.map((row) => row.id)
    expect(ids).toContain(order)
    expect(ids).not.toContain(pending)

    await setVoucherStatus(pending, 'READY_TO_REDEEM')
    await creditLoyaltyPoints(env, day(32))
    expect(await pointsOf(asking)).toBe(50)
  })

  it('gives orders on other brands no points (main brand UK only)', async () => {
    const userId = await makeUser('dealioie')
    await makeOrder({ userId, paidAt, brand: 'dealioie', currency: 'EUR' })
    await creditLoyaltyPoints(env, day(40))
    expect(await pointsOf(userId)).toBe(0)
  })
})

describe('expireLoyaltyPoints (scheduled)', { tags: ['dated'] }, () => {
  it('lapses points after 6 months, once, leaving what was spent', async () => {
    const userId = await makeUser()
    await makeOrder({ userId, total: 10000, paidAt })
    await creditLoyaltyPoints(env, day(30))
    expect(await pointsOf(userId)).toBe(100)
    // Six calendar months after the credit: 181 to 184 days, by the months it spans.
    const lapse = Date.parse(pointsExpiry(day(30)))

    await expireLoyaltyPoints(env, new Date(lapse - DAY_MS))
    expect(await pointsOf(userId)).toBe(100)

    await expireLoyaltyPoints(env, new Date(lapse + DAY_MS))
    expect(await pointsOf(userId)).toBe(0)
    await expireLoyaltyPoints(env, new Date(lapse + 9 * DAY_MS))
    expect(await pointsOf(userId)).toBe(0)
    const expiries = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM points_ledger WHERE user_id = ? AND reason = 'EXPIRY'",
    )
      .bind(userId)
      .first<{ n: number }>()
    expect(expiries?.n).toBe(1)
  })
})

describe('GET /customer/loyalty', () => {
  it('shows a new member at Pink with nothing to exchange', async () => {
    const { cookie } = await signedInCustomer()
    const res = await get('/customer/loyalty', cookie)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    const { data } = (await res.json()) as { data: Record<string, unknown> }
    expect(data).toMatchObject({
      currentLevel: 'Pink',
      currentPoints: 0,
      lifetimePoints: 0,
      nextLevel: { name: 'Bronze' },
      pointsToNextLevel: 100,
      canExchange: false,
      conversions: [],
    })
  })

  it('asks for a login, and is not on the other brands', async () => {
    expect((await get('/customer/loyalty', '')).status).toBe(401)
    const { cookie } = await signedInCustomer()
    const res = await get('/customer/loyalty', cookie, 'http://ie.localhost')
    expect(res.status).toBe(404)
  })
})

describe('POST /customer/loyalty/exchange/{points}', () => {
  const exchange = (points: string | number, cookie: string, key?: string) =>
    post(
      `/customer/loyalty/exchange/${points}`,
      {},
      {
        cookie,
        ...(key ? { 'idempotency-key': key } : {}),
      },
    )

  it("answers 'You don't have enough points' with 0 points", async () => {
    const { cookie } = await signedInCustomer()
    const res = await exchange(1, cookie)
    expect(res.status).toBe(422)
    expect(await res.json()).toEqual({
      error: { code: 'UNPROCESSABLE', message: "You don't have enough points" },
    })
  })

  it('refuses a Pink member', async () => {
    const { id, cookie } = await signedInCustomer()
    await givePoints(id, 40)
    const res = await exchange(10, cookie)
    expect(res.status).toBe(422)
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/Pink/)
  })

  it('asks for a number between 1 and N for too many, zero or junk', async () => {
    const { id, cookie } = await signedInCustomer()
    await givePoints(id, 150)
    for (const points of [151, 0, 'abc']) {
      const res = await exchange(points, cookie)
      expect(res.status).toBe(422)
      expect(await res.json()).toEqual({
        error: {
          code: 'UNPROCESSABLE',
          message: 'Please select a number between 1 and 150 to exchange your points.',
        },
      })
    }
  })

  it('debits the points and credits marketing wallet credit in one go', async () => {
    const { id, cookie } = await signedInCustomer()
    await givePoints(id, 600) // Silver: 2p a point
    const key = `exchange-key-${crypto.randomUUID()}`
    const res = await exchange(250, cookie, key)
    expect(res.status).toBe(200)
    const { data } = (await res.json()) as {
      data: { exchangedPoints: number; credit: number; summary: { currentPoints: number } }
    }
    expect(data).toMatchObject({ exchangedPoints: 250, credit: 500, currency: 'GBP' })
    expect(data.summary.currentPoints).toBe(350)
    expect(await pointsOf(id)).toBe(350)
    expect(await walletBalance(id)).toBe(500)
    expect(await walletRows(id)).toEqual([
      expect.objectContaining({ amount: 500, kind: 'MARKETING', reason: 'LOYALTY' }),
    ])

    // The same request again (a retry) exchanges nothing more.
    const retry = await exchange(250, cookie, key)
    expect(retry.status).toBe(409)
    expect(await pointsOf(id)).toBe(350)
    expect(await walletBalance(id)).toBe(500)
  })

  it('never overspends under parallel exchanges, and never credits without the debit', async () => {
    const { id, cookie } = await signedInCustomer()
    await givePoints(id, 120)
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        exchange(100, cookie, `parallel-key-${i}-${crypto.randomUUID()}`),
      ),
    )
    expect(answers.filter((res: Response) => res.status === 200)).toHaveLength(1)
    expect(answers.every((res: Response) => res.status === 200 || res.status === 422)).toBe(true)
    expect(await pointsOf(id)).toBe(20)
    expect(await walletBalance(id)).toBe(100)
  })

  it('refuses a cross-site form post (CSRF)', async () => {
    const { id, cookie } = await signedInCustomer()
    await givePoints(id, 200)
    const res = await post(
      '/customer/loyalty/exchange/10',
      {},
      {
        cookie,
        origin: 'https://evil.test',
        'content-type': 'text/plain',
      },
    )
    expect(res.status).toBe(403)
    expect(await pointsOf(id)).toBe(200)
  })
})

describe('share-deal and view-deal through tracking data', () => {
  it('earns points once per deal per day for a signed-in member', { tags: ['dated'] }, async () => {
    const { id, cookie } = await signedInCustomer()
    const track = (body: unknown) => post('/tracking/data', body, { cookie })
    expect((await track({ shareDeal: 1234 })).status).toBe(204)
    expect((await track({ shareDeal: 1234 })).status).toBe(204)
    expect((await track({ viewDeal: 1234 })).status).toBe(204)
    expect(await pointsOf(id)).toBe(6)
  })

  it('still records tracking for anonymous visitors', async () => {
    expect((await post('/tracking/data', { viewDeal: 42 })).status).toBe(204)
  })
})

describe('/myaccount/rewards', () => {
  const page = (cookie: string, origin = 'http://localhost') =>
    SELF.fetch(`${origin}/myaccount/rewards`, { headers: { cookie }, redirect: 'manual' })

  it('renders the club with the summary for the island, making no request on load', async () => {
    const { id, cookie } = await signedInCustomer()
    await givePoints(id, 150)
    const res = await page(cookie)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('data-island="rewards-club"')
    expect(html).toContain('Bronze')
    expect(html).toContain('150 points = £1.50 at the Bronze rate')
    expect(html).toContain('150 points = £3.00 at the Silver rate')
  })

  it('explains on the Irish site that the club is UK only', async () => {
    const { cookie } = await signedInCustomer(undefined, { host: 'ie.localhost' })
    const res = await page(cookie, 'http://ie.localhost')
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('The club is only available on Dealio in the UK.')
  })
})
