import { env, SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { BOOKING_WINDOW_DAYS } from '../../src/shared/domain/voucher/booking-on-redemption'
import { longDay } from '../../src/shared/format/long-date'
import {
  MerchantBookingResponse,
  MerchantBookingsResponse,
} from '../../src/shared/schemas/merchant'
import { VoucherDetailResponse } from '../../src/shared/schemas/voucher'
import { VoucherBookingResponse } from '../../src/shared/schemas/voucher-booking'
import { freshEmail } from '../fixtures/fresh'
import { makeBasketDeal } from '../fixtures/make-basket-deal'
import { makeShopper, type Shopper } from '../fixtures/make-shopper'
import { makeStaff } from '../fixtures/make-staff'
import { ORIGIN, post } from './account-client'
import { dayFromToday } from './clock'
import { buyVouchers, merchantGet, merchantPost } from './merchant-client'
import { count } from './orders-client'

// Booking on redemption (storefront §3 'bookingCalendarOnRedemption', transactions §4 'redeemed,
// then booked'), through the real routes: the shopper asks for a day from the voucher, the
// deal's merchant (and no other) sees the request and accepts, declines or proposes another
// day, and the voucher ends Booked with its history, audit row and emails.

// Merchants, deals and the merchant user's email of this file only, under fresh ids (other files'
// rows share the database).
const MERCHANT_EMAIL = freshEmail('bookings')
interface Sold {
  dealId: number
  productId: number
}
let BOOKING: Sold = { dealId: 0, productId: 0 }
let CALENDAR: Sold = BOOKING
let PLAIN: Sold = BOOKING

let merchant = { id: 0, cookie: '' }
let otherMerchant = ''

/** A merchant of its own with a deal of one product (price 1500) per flag, booked on
 * redemption or not (as merchant-client's makeMerchantDeal, under fresh ids). */
async function merchantWithDeals(...bookingCalendar: boolean[]): Promise<{
  merchantId: number
  deals: Sold[]
}> {
  const row = await env.DB.prepare(
    `INSERT INTO merchants (name, display_name, country_code)
     VALUES ('Bookings Merchant', 'Bookings Merchant', 'gb') RETURNING id`,
  ).first<{ id: number }>()
  const deals = []
  for (const calendar of bookingCalendar) {
    const { id, productIds } = await makeBasketDeal(env.DB, {
      products: [{ price: 1500, totalRemaining: 500 }],
    })
    await env.DB.prepare(
      'UPDATE deals SET merchant_id = ?, booking_calendar_on_redemption = ? WHERE id = ?',
    )
      .bind(row!.id, calendar ? 1 : 0, id)
      .run()
    deals.push({ dealId: id, productId: productIds[0]! })
  }
  return { merchantId: row!.id, deals }
}

beforeAll(async () => {
  const own = await merchantWithDeals(true, true, false)
  ;[BOOKING, CALENDAR, PLAIN] = own.deals as [Sold, Sold, Sold]
  const other = await merchantWithDeals(false)
  const staff = await makeStaff(env.DB, {
    role: 'merchant',
    merchantId: own.merchantId,
    email: MERCHANT_EMAIL,
  })
  merchant = { id: staff.user.id, cookie: staff.cookie }
  otherMerchant = (await makeStaff(env.DB, { role: 'merchant', merchantId: other.merchantId }))
    .cookie
  // The calendar product: 30 days from today; the 3rd sold out, the 4th closed for arrival.
  await env.DB.batch(
    Array.from({ length: 31 }, (_, day) =>
      env.DB.prepare(
        `INSERT INTO travel_calendar_days (deal_id, product_id, date, price, sold_out,
           open_for_arrival) VALUES (?, ?, ?, 1500, ?, ?)`,
      ).bind(
        CALENDAR.dealId,
        CALENDAR.productId,
        dayFromToday(day),
        day === 3 ? 1 : 0,
        day === 4 ? 0 : 1,
      ),
    ),
  )
})

interface Bought {
  shopper: Shopper
  id: number
  code: string
}

async function buy(deal = BOOKING): Promise<Bought> {
  const shopper = await makeShopper(env.DB)
  const [voucher] = await buyVouchers(deal.dealId, deal.productId, 1, shopper)
  return { shopper, ...voucher! }
}

const get = (path: string, cookie?: string) =>
  SELF.fetch(`${ORIGIN}${path}`, { headers: cookie ? { cookie } : {} })

const ask = (bought: Bought, date: string, cookie = bought.shopper.cookie) =>
  post(`/vouchers/${bought.id}/booking-request`, { date }, { cookie })

const acceptProposal = (bought: Bought, cookie = bought.shopper.cookie) =>
  post(`/vouchers/${bought.id}/booking-request/accept`, {}, { cookie })

async function booking(bought: Bought) {
  const res = await get(`/api/v1/vouchers/${bought.id}/booking`, bought.shopper.cookie)
  expect(res.status).toBe(200)
  expect(res.headers.get('cache-control')).toBe('private, no-store')
  return VoucherBookingResponse.parse(await res.json()).data
}

async function voucher(bought: Bought) {
  const res = await get(`/api/v1/vouchers/${bought.id}`, bought.shopper.cookie)
  expect(res.status).toBe(200)
  return VoucherDetailResponse.parse(await res.json()).data
}

/** The voucher page's HTML without React's text separators. */
async function page(bought: Bought) {
  const res = await get(`/myaccount/vouchers/${bought.id}`, bought.shopper.cookie)
  expect(res.status).toBe(200)
  return (await res.text()).replaceAll('<!-- -->', '')
}

async function requestsOf(bought: Bought) {
  const { bookings } = MerchantBookingsResponse.parse(
    await (await merchantGet('/bookings', merchant.cookie)).json(),
  ).data
  return bookings.filter((row) => row.voucherCode === bought.code)
}

async function openRequestId(bought: Bought) {
  const open = (await requestsOf(bought)).find((row) => row.status === 'REQUESTED')
  expect(open).toBeDefined()
  return open!.id
}

const answer = (id: number, body: unknown, cookie = merchant.cookie) =>
  merchantPost(`/bookings/${id}`, body, cookie)

const mails = (to: string, kind: string) =>
  count('SELECT COUNT(*) AS n FROM email_outbox WHERE to_address = ? AND kind = ?', to, kind)

const rows = (bought: Bought) =>
  count('SELECT COUNT(*) AS n FROM booking_requests WHERE voucher_id = ?', bought.id)

const history = async (bought: Bought) =>
  (
    await env.DB.prepare('SELECT event, actor FROM voucher_events WHERE voucher_id = ? ORDER BY id')
      .bind(bought.id)
      .all<{ event: string; actor: string }>()
  ).results

const messageOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; message: string } }).error

describe('booking on redemption', () => {
  it(
    'a shopper asks for a day, only the deal’s merchant sees it, accepts it, and the voucher is Booked',
    { tags: ['dated'] },
    async () => {
      const bought = await buy()
      const before = await booking(bought)
      expect(before).toMatchObject({ status: 'NONE', canRequest: true, canAcceptProposal: false })
      // No calendar for this product: the next 60 days from tomorrow.
      expect(before.dates).toHaveLength(BOOKING_WINDOW_DAYS)
      expect(before.dates[0]).toBe(dayFromToday(1))
      expect(before.dates.at(-1)).toBe(dayFromToday(BOOKING_WINDOW_DAYS))
      const offered = await page(bought)
      expect(offered).toContain('data-island="voucher-booking"')
      expect(offered).toContain('Request this date')
      expect(offered).toContain(`<option value="${dayFromToday(10)}">${longDay(dayFromToday(10))}`)

      const res = await ask(bought, dayFromToday(10))
      expect(res.status).toBe(201)
      expect(VoucherBookingResponse.parse(await res.json()).data).toMatchObject({
        status: 'REQUESTED',
        requestedDate: dayFromToday(10),
        canRequest: false,
        dates: [],
      })
      expect(await mails(bought.shopper.email, 'booking-requested')).toBe(1)
      expect(await mails(MERCHANT_EMAIL, 'merchant-booking-request')).toBe(1)
      expect(await page(bought)).toContain(`You asked for ${longDay(dayFromToday(10))}.`)

      const [listed] = await requestsOf(bought)
      expect(listed).toMatchObject({
        status: 'REQUESTED',
        requestedDate: dayFromToday(10),
        buyerFirstName: 'Ann',
      })
      const theirs = MerchantBookingsResponse.parse(
        await (await merchantGet('/bookings', otherMerchant)).json(),
      ).data.bookings
      expect(theirs.map((row) => row.voucherCode)).not.toContain(bought.code)
      expect((await answer(listed!.id, { action: 'accept' }, otherMerchant)).status).toBe(404)
      const portal = await (await get('/merchant/bookings', merchant.cookie)).text()
      expect(portal).toContain(bought.code)

      const accepted = await answer(listed!.id, { action: 'accept' })
      expect(accepted.status).toBe(200)
      expect(MerchantBookingResponse.parse(await accepted.json()).data.status).toBe('ACCEPTED')

      expect(await voucher(bought)).toMatchObject({ state: 'BOOKED', statusLabel: 'Booked' })
      expect(await booking(bought)).toMatchObject({
        status: 'ACCEPTED',
        bookedDate: dayFromToday(10),
        canRequest: false,
      })
      const booked = await page(bought)
      expect(booked).toContain(`Booked for ${longDay(dayFromToday(10))}.`)
      expect(booked).not.toContain('Request this date')
      expect(await history(bought)).toEqual([
        { event: 'REDEEM', actor: `merchant:${merchant.id}` },
        { event: 'BOOK', actor: `merchant:${merchant.id}` },
      ])
      expect(
        await count(
          `SELECT COUNT(*) AS n FROM audit_log
         WHERE entity = 'booking_request' AND entity_id = ? AND action = 'booking.accept'`,
          String(listed!.id),
        ),
      ).toBe(1)
      expect(await mails(bought.shopper.email, 'booking-confirmed')).toBe(1)

      // Booked is used: the till and a new request both say so.
      expect(
        (await merchantPost(`/vouchers/${bought.code}/redeem`, {}, merchant.cookie)).status,
      ).toBe(409)
      const again = await ask(bought, dayFromToday(12))
      expect(again.status).toBe(409)
      expect((await messageOf(again)).message).toMatch(/already been used/)
    },
  )

  it(
    'a declined day is not offered again; the shopper asks for another',
    { tags: ['dated'] },
    async () => {
      const bought = await buy()
      expect((await ask(bought, dayFromToday(5))).status).toBe(201)
      const id = await openRequestId(bought)
      const declined = await answer(id, { action: 'decline' })
      expect(declined.status).toBe(200)
      expect(MerchantBookingResponse.parse(await declined.json()).data.status).toBe('DECLINED')
      expect(await mails(bought.shopper.email, 'booking-declined')).toBe(1)
      expect((await answer(id, { action: 'accept' })).status).toBe(409)

      const view = await booking(bought)
      expect(view).toMatchObject({ status: 'DECLINED', canRequest: true })
      expect(view.dates).not.toContain(dayFromToday(5))
      expect(view.dates).toContain(dayFromToday(6))
      expect(await page(bought)).toContain(
        `The merchant cannot take your booking for ${longDay(dayFromToday(5))}. Please choose another date.`,
      )
      const same = await ask(bought, dayFromToday(5))
      expect(same.status).toBe(400)
      expect((await messageOf(same)).message).toMatch(/is not available for this voucher/)

      expect((await ask(bought, dayFromToday(6))).status).toBe(201)
      expect((await requestsOf(bought)).map((row) => row.status).sort()).toEqual([
        'DECLINED',
        'REQUESTED',
      ])
      expect((await voucher(bought)).state).toBe('READY_TO_REDEEM')
    },
  )

  it('a proposed day is shown to the shopper, who accepts it, which books it', async () => {
    const bought = await buy()
    expect((await ask(bought, dayFromToday(7))).status).toBe(201)
    const id = await openRequestId(bought)
    const proposed = await answer(id, { action: 'propose', date: dayFromToday(9) })
    expect(proposed.status).toBe(200)
    expect(await mails(bought.shopper.email, 'booking-proposed')).toBe(1)

    const view = await booking(bought)
    expect(view).toMatchObject({
      status: 'PROPOSED',
      proposedDate: dayFromToday(9),
      canAcceptProposal: true,
      canRequest: true,
    })
    expect(view.dates).not.toContain(dayFromToday(7))
    expect(await page(bought)).toContain(`Accept ${longDay(dayFromToday(9))}`)

    const stranger = await makeShopper(env.DB)
    expect((await acceptProposal(bought, stranger.cookie)).status).toBe(404)
    const res = await acceptProposal(bought)
    expect(res.status).toBe(200)
    expect(VoucherBookingResponse.parse(await res.json()).data).toMatchObject({
      status: 'ACCEPTED',
      bookedDate: dayFromToday(9),
    })
    expect((await voucher(bought)).state).toBe('BOOKED')
    expect(await page(bought)).toContain(`Booked for ${longDay(dayFromToday(9))}.`)
    expect(await history(bought)).toEqual([
      { event: 'REDEEM', actor: `customer:${bought.shopper.id}` },
      { event: 'BOOK', actor: `customer:${bought.shopper.id}` },
    ])
    expect(await mails(bought.shopper.email, 'booking-confirmed')).toBe(1)
    expect(await mails(MERCHANT_EMAIL, 'merchant-booking-confirmed')).toBeGreaterThanOrEqual(1)
    const twice = await acceptProposal(bought)
    expect(twice.status).toBe(409)
    expect((await messageOf(twice)).message).toBe('This voucher is already booked.')
  })

  it(
    'refuses a proposed day after the voucher expires, at the proposal and at the accept',
    { tags: ['dated'] },
    async () => {
      const bought = await buy()
      expect((await ask(bought, dayFromToday(8))).status).toBe(201)
      const id = await openRequestId(bought)
      // Vouchers are valid for 12 months: 400 days on is past any voucher's expiry.
      const afterExpiry = dayFromToday(400)
      const late = await answer(id, { action: 'propose', date: afterExpiry })
      expect(late.status).toBe(400)
      expect(await messageOf(late)).toEqual({
        code: 'INVALID',
        message: 'That date is after the voucher expires. Please propose a date it is valid on.',
      })
      expect((await requestsOf(bought)).map((row) => row.status)).toEqual(['REQUESTED'])
      expect(await mails(bought.shopper.email, 'booking-proposed')).toBe(0)
      // A proposal stored before the rule (or whose voucher's expiry moved since) is asked again.
      await env.DB.prepare(
        `UPDATE booking_requests SET status = 'PROPOSED', proposed_date = ? WHERE id = ?`,
      )
        .bind(afterExpiry, id)
        .run()
      const accepted = await acceptProposal(bought)
      expect(accepted.status).toBe(409)
      expect((await messageOf(accepted)).message).toMatch(/after this voucher expires/)
      expect((await voucher(bought)).state).toBe('READY_TO_REDEEM')
    },
  )

  it('asking for another day instead of a proposal sets the proposal aside', async () => {
    const bought = await buy()
    expect((await ask(bought, dayFromToday(11))).status).toBe(201)
    await answer(await openRequestId(bought), { action: 'propose', date: dayFromToday(12) })
    expect((await ask(bought, dayFromToday(13))).status).toBe(201)
    expect(
      (await requestsOf(bought)).map((row) => `${row.status} ${row.requestedDate}`).sort(),
    ).toEqual([`PROPOSAL_DECLINED ${dayFromToday(11)}`, `REQUESTED ${dayFromToday(13)}`])
    const refused = await acceptProposal(bought)
    expect(refused.status).toBe(409)
    expect((await messageOf(refused)).message).toMatch(/not proposed a date/)
  })

  it(
    'refuses past days, today, days not offered, a second open request and other vouchers, clearly',
    { tags: ['dated'] },
    async () => {
      const bought = await buy()
      const past = await ask(bought, dayFromToday(-1))
      expect(past.status).toBe(400)
      expect(await messageOf(past)).toEqual({
        code: 'INVALID',
        message: 'That date has passed. Please choose one of the dates offered.',
      })
      const today = await ask(bought, dayFromToday(0))
      expect(today.status).toBe(400)
      expect((await messageOf(today)).message).toMatch(/from tomorrow on/)
      const far = await ask(bought, dayFromToday(BOOKING_WINDOW_DAYS + 5))
      expect(far.status).toBe(400)
      expect((await messageOf(far)).message).toMatch(/is not available for this voucher/)
      expect((await ask(bought, '2026-13-45')).status).toBe(400)
      expect(
        (
          await post(
            `/vouchers/${bought.id}/booking-request`,
            {},
            { cookie: bought.shopper.cookie },
          )
        ).status,
      ).toBe(400)

      expect((await ask(bought, dayFromToday(20))).status).toBe(201)
      // The same day again is the same request (a double submit); another day waits its turn.
      expect((await ask(bought, dayFromToday(20))).status).toBe(200)
      const second = await ask(bought, dayFromToday(21))
      expect(second.status).toBe(409)
      expect((await messageOf(second)).message).toBe(
        `Your request for ${longDay(dayFromToday(20))} is waiting for the merchant’s answer. You can choose another date if they decline it.`,
      )
      expect(await rows(bought)).toBe(1)
      expect(await mails(bought.shopper.email, 'booking-requested')).toBe(1)

      const plain = await buy(PLAIN)
      const notBooking = await ask(plain, dayFromToday(20))
      expect(notBooking.status).toBe(422)
      expect((await messageOf(notBooking)).message).toMatch(/not for a deal booked on redemption/)
      expect(await page(plain)).not.toContain('data-island="voucher-booking"')

      const stranger = await makeShopper(env.DB)
      const theirs = await ask(bought, dayFromToday(22), stranger.cookie)
      expect(theirs.status).toBe(404)
      expect((await get(`/api/v1/vouchers/${bought.id}/booking`, stranger.cookie)).status).toBe(404)
      expect((await get(`/api/v1/vouchers/${bought.id}/booking`)).status).toBe(401)
      const crossSite = await SELF.fetch(`${ORIGIN}/api/v1/vouchers/${bought.id}/booking-request`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: 'https://evil.example',
          cookie: bought.shopper.cookie,
        },
        body: JSON.stringify({ date: dayFromToday(22) }),
      })
      expect(crossSite.status).toBe(403)
    },
  )

  it('a refunded voucher cannot be booked, nor its open request accepted', async () => {
    const bought = await buy()
    expect((await ask(bought, dayFromToday(15))).status).toBe(201)
    const id = await openRequestId(bought)
    await env.DB.prepare(`UPDATE vouchers SET status = 'REFUNDED' WHERE id = ?`)
      .bind(bought.id)
      .run()
    const accept = await answer(id, { action: 'accept' })
    expect(accept.status).toBe(409)
    expect((await messageOf(accept)).message).toBe(
      'This voucher is refunded and can no longer be booked.',
    )
    expect(await mails(bought.shopper.email, 'booking-confirmed')).toBe(0)
    expect((await requestsOf(bought))[0]!.status).toBe('REQUESTED')
    expect(await booking(bought)).toMatchObject({ canRequest: false, dates: [] })
  })

  it('offers a calendar product’s free arrival days only', { tags: ['dated'] }, async () => {
    const bought = await buy(CALENDAR)
    const { dates } = await booking(bought)
    expect(dates[0]).toBe(dayFromToday(1))
    expect(dates).not.toContain(dayFromToday(3))
    expect(dates).not.toContain(dayFromToday(4))
    expect(dates.at(-1)).toBe(dayFromToday(30))
    expect(dates).toHaveLength(28)
    const soldOut = await ask(bought, dayFromToday(3))
    expect(soldOut.status).toBe(400)
    expect((await ask(bought, dayFromToday(5))).status).toBe(201)
  })
})

describe('booking requests under parallel requests', () => {
  it('ten parallel submits of one day create one request and one email, each answered 2xx', async () => {
    const bought = await buy()
    const answers: Response[] = await Promise.all(
      Array.from({ length: 10 }, () => ask(bought, dayFromToday(25))),
    )
    expect(answers.map((res) => res.status).sort()).toEqual([...Array(9).fill(200), 201])
    expect(await rows(bought)).toBe(1)
    expect(await mails(bought.shopper.email, 'booking-requested')).toBe(1)
  })

  it('parallel submits of different days create exactly one request', async () => {
    const bought = await buy()
    const answers: Response[] = await Promise.all(
      Array.from({ length: 8 }, (_, i) => ask(bought, dayFromToday(30 + i))),
    )
    expect(answers.filter((res) => res.status === 201)).toHaveLength(1)
    expect(answers.filter((res) => res.status === 409)).toHaveLength(7)
    expect(await rows(bought)).toBe(1)
  })

  it('a proposal accepted in parallel books the voucher once', async () => {
    const bought = await buy()
    expect((await ask(bought, dayFromToday(40))).status).toBe(201)
    await answer(await openRequestId(bought), { action: 'propose', date: dayFromToday(41) })
    const answers: Response[] = await Promise.all(
      Array.from({ length: 8 }, () => acceptProposal(bought)),
    )
    expect(answers.filter((res) => res.status === 200)).toHaveLength(1)
    expect(answers.filter((res) => res.status === 409)).toHaveLength(7)
    expect((await history(bought)).map((row) => row.event)).toEqual(['REDEEM', 'BOOK'])
    expect(await mails(bought.shopper.email, 'booking-confirmed')).toBe(1)
  })
})
