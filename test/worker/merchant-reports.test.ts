import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  MerchantBookingResponse,
  MerchantBookingsResponse,
  MerchantReportResponse,
  MerchantReviewsResponse,
} from '../../src/shared/schemas/merchant'
import { makeStaff } from '../fixtures/make-staff'
import { buyVouchers, makeFreshMerchantDeal, merchantGet, merchantPost } from './merchant-client'
import { clock, dayFromToday } from './clock'

/** Two merchants of this file's own, one deal each. */
let mine = { merchantId: 0, dealId: 0, productId: 0 }
let theirs = { merchantId: 0, dealId: 0, productId: 0 }

let cookie = ''
let otherCookie = ''

beforeAll(async () => {
  mine = await makeFreshMerchantDeal()
  theirs = await makeFreshMerchantDeal()
  cookie = (await makeStaff(env.DB, { role: 'merchant', merchantId: mine.merchantId })).cookie
  otherCookie = (await makeStaff(env.DB, { role: 'merchant', merchantId: theirs.merchantId }))
    .cookie
})

/** A merchant of the report tests' own, whose one deal ('Spa, day "deluxe"') sold 3 vouchers
 * today and redeemed 1, while another merchant sold 2: its id, cookie and today's London date.
 * Each test makes its own, as the booking tests sell more of `mine` in any order. */
async function merchantWithSales() {
  const deal = await makeFreshMerchantDeal()
  await env.DB.prepare('UPDATE deals SET title = \'Spa, day "deluxe"\' WHERE id = ?')
    .bind(deal.dealId)
    .run()
  const staff = (await makeStaff(env.DB, { role: 'merchant', merchantId: deal.merchantId })).cookie
  const vouchers = await buyVouchers(deal.dealId, deal.productId, 3)
  await buyVouchers(theirs.dealId, theirs.productId, 2)
  expect((await merchantPost(`/vouchers/${vouchers[0]!.code}/redeem`, {}, staff)).status).toBe(200)
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(clock.now())
  return { dealId: deal.dealId, cookie: staff, today }
}

describe('merchant reports', () => {
  it(
    'counts today’s sales and redemptions per deal and day, and vouchers outstanding',
    { tags: ['dated'] },
    async () => {
      const { dealId, cookie: staff, today } = await merchantWithSales()
      const res = await merchantGet(`/reports?from=${today}&to=${today}`, staff)
      expect(res.status).toBe(200)
      expect(res.headers.get('cache-control')).toBe('private, no-store')
      const { data } = MerchantReportResponse.parse(await res.json())
      expect(data).toMatchObject({ from: today, to: today, currency: 'GBP' })
      expect(data.deals).toEqual([
        {
          dealId,
          dealTitle: 'Spa, day "deluxe"',
          sold: 3,
          salesAmount: 4500,
          redeemed: 1,
          outstanding: 2,
        },
      ])
      expect(data.days).toEqual([{ date: today, sold: 3, salesAmount: 4500, redeemed: 1 }])
      expect(data.totals).toEqual({ sold: 3, salesAmount: 4500, redeemed: 1, outstanding: 2 })
    },
  )

  it(
    'exports the same numbers as a CSV attachment with a header row and quoted titles',
    { tags: ['dated'] },
    async () => {
      const { dealId, cookie: staff, today } = await merchantWithSales()
      const res = await merchantGet(`/reports.csv?from=${today}&to=${today}`, staff)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toMatch(/^text\/csv/)
      expect(res.headers.get('content-disposition')).toBe(
        `attachment; filename="dealio-report-${today}-${today}.csv"`,
      )
      const lines = (await res.text()).split('\r\n')
      expect(lines[0]).toBe('date,deal_id,deal_title,sold,sales_GBP,redeemed')
      expect(lines[1]).toBe(`${today},${dealId},"Spa, day ""deluxe""",3,45.00,1`)
      expect(lines.slice(2)).toEqual([''])
    },
  )

  it('refuses a backwards range or a bad date with a 400', async () => {
    const backwards = await merchantGet('/reports?from=2026-11-02&to=2026-11-01', cookie)
    expect(backwards.status).toBe(400)
    expect(await backwards.json()).toMatchObject({ error: { code: 'INVALID' } })
    expect((await merchantGet('/reports.csv?from=yesterday', cookie)).status).toBe(400)
  })

  it('needs a merchant user', async () => {
    expect((await merchantGet('/reports')).status).toBe(401)
    expect((await merchantGet('/reports.csv')).status).toBe(401)
    const admin = await makeStaff(env.DB, { role: 'admin' })
    expect((await merchantGet('/reports', admin.cookie)).status).toBe(403)
  })
})

describe('merchant reviews', () => {
  it('lists the merchant’s deals’ reviews, 10 a page, newest first, with the rating', async () => {
    const insert = env.DB.prepare(
      `INSERT INTO deal_reviews (deal_id, rating, author_first_name, body, created_at)
       VALUES (?, ?, 'Bea', 'Lovely', ?)`,
    )
    await env.DB.batch([
      ...Array.from({ length: 11 }, (_, i) =>
        insert.bind(
          mine.dealId,
          i % 2 === 0 ? 5 : 4,
          `2026-11-${String(i + 1).padStart(2, '0')}T10:00:00.000Z`,
        ),
      ),
      insert.bind(theirs.dealId, 1, '2026-11-20T10:00:00.000Z'),
    ])
    const first = MerchantReviewsResponse.parse(
      await (await merchantGet('/reviews', cookie)).json(),
    )
    expect(first.data).toMatchObject({ page: 1, pageSize: 10, total: 11, totalPages: 2 })
    expect(first.data.rating).toEqual({ average: 4.5, count: 11 })
    expect(first.data.reviews[0]).toMatchObject({
      dealId: mine.dealId,
      rating: 5,
      createdAt: '2026-11-11T10:00:00.000Z',
    })
    const second = MerchantReviewsResponse.parse(
      await (await merchantGet('/reviews?page=2', cookie)).json(),
    )
    expect(second.data.reviews).toHaveLength(1)
    const other = MerchantReviewsResponse.parse(
      await (await merchantGet('/reviews', otherCookie)).json(),
    )
    expect(other.data.rating).toEqual({ average: 1, count: 1 })
    expect((await merchantGet('/reviews?page=0', cookie)).status).toBe(400)
  })
})

describe('booking requests', () => {
  async function requestBooking(deal: typeof mine, date = dayFromToday(50)) {
    const [voucher] = await buyVouchers(deal.dealId, deal.productId)
    const row = await env.DB.prepare(
      `INSERT INTO booking_requests (voucher_id, requested_date, status, created_at, updated_at)
       VALUES (?1, ?2, 'REQUESTED', ?3, ?3) RETURNING id`,
    )
      .bind(voucher!.id, date, clock.now().toISOString())
      .first<{ id: number }>()
    return row!.id
  }

  it('lists only the merchant’s requests', async () => {
    const ours = await requestBooking(mine)
    const other = await requestBooking(theirs)
    const { data } = MerchantBookingsResponse.parse(
      await (await merchantGet('/bookings', cookie)).json(),
    )
    const ids = data.bookings.map((booking) => booking.id)
    expect(ids).toContain(ours)
    expect(ids).not.toContain(other)
    expect(data.bookings.find((booking) => booking.id === ours)).toMatchObject({
      status: 'REQUESTED',
      requestedDate: dayFromToday(50),
      buyerFirstName: 'Ann',
    })
  })

  it('accepts a request once, with an audit row', async () => {
    const id = await requestBooking(mine)
    const res = await merchantPost(`/bookings/${id}`, { action: 'accept' }, cookie)
    expect(res.status).toBe(200)
    expect(MerchantBookingResponse.parse(await res.json()).data).toMatchObject({
      id,
      status: 'ACCEPTED',
      proposedDate: null,
    })
    expect((await merchantPost(`/bookings/${id}`, { action: 'accept' }, cookie)).status).toBe(409)
    const audit = await env.DB.prepare(
      `SELECT action, before_json, after_json FROM audit_log
       WHERE entity = 'booking_request' AND entity_id = ?`,
    )
      .bind(String(id))
      .all<{ action: string; before_json: string; after_json: string }>()
    expect(audit.results).toHaveLength(1)
    expect(audit.results[0]!.action).toBe('booking.accept')
    expect(JSON.parse(audit.results[0]!.after_json)).toMatchObject({ status: 'ACCEPTED' })
  })

  it('proposes another date, refusing a past one', { tags: ['dated'] }, async () => {
    const id = await requestBooking(mine)
    const past = await merchantPost(
      `/bookings/${id}`,
      { action: 'propose', date: dayFromToday(-1) },
      cookie,
    )
    expect(past.status).toBe(400)
    const res = await merchantPost(
      `/bookings/${id}`,
      { action: 'propose', date: dayFromToday(52) },
      cookie,
    )
    expect(res.status).toBe(200)
    expect(MerchantBookingResponse.parse(await res.json()).data).toMatchObject({
      status: 'PROPOSED',
      proposedDate: dayFromToday(52),
    })
    expect((await merchantPost(`/bookings/${id}`, { action: 'maybe' }, cookie)).status).toBe(400)
  })

  it('answers exactly once under parallel answers', async () => {
    const id = await requestBooking(mine)
    const answers: Response[] = await Promise.all(
      Array.from({ length: 10 }, () =>
        merchantPost(`/bookings/${id}`, { action: 'accept' }, cookie),
      ),
    )
    expect(answers.filter((res) => res.status === 200)).toHaveLength(1)
    const audit = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM audit_log WHERE entity = 'booking_request' AND entity_id = ?",
    )
      .bind(String(id))
      .first<{ n: number }>()
    expect(audit!.n).toBe(1)
  })

  it('hides another merchant’s request as a 404', async () => {
    const other = await requestBooking(theirs)
    expect((await merchantPost(`/bookings/${other}`, { action: 'accept' }, cookie)).status).toBe(
      404,
    )
    expect((await merchantPost('/bookings/abc', { action: 'accept' }, cookie)).status).toBe(404)
  })
})
