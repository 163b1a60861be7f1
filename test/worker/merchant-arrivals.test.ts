import { env, SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { longDay } from '../../src/shared/format/long-date'
import {
  MerchantArrivalsResponse,
  MerchantVoucherResponse,
} from '../../src/shared/schemas/merchant'
import { makeStaff } from '../fixtures/make-staff'
import { dayFromToday } from './clock'
import { buyVouchers, makeFreshMerchantDeal, merchantGet } from './merchant-client'

// A hotel (the merchant under test) and another hotel, each with stays sold: order lines given
// dates and passengers as the checkout stores them, after a real order made the vouchers.
const BIRTH_DAY = '1971-03-09'

const passenger = (firstNames: string, lastName: string, phone: string) => ({
  title: 'Ms',
  firstNames,
  lastName,
  dateOfBirth: BIRTH_DAY,
  phone,
})

type Deal = Awaited<ReturnType<typeof makeFreshMerchantDeal>>

/** A stay of `rooms` rooms on `deal` from `checkIn` (days from today) for `nights`. */
async function bookStay(
  deal: Deal,
  options: { rooms?: number; checkIn: number; nights: number; guests: object[] },
) {
  const vouchers = await buyVouchers(deal.dealId, deal.productId, options.rooms ?? 1)
  const first = vouchers[0]!.id
  await env.DB.batch([
    env.DB.prepare(
      `UPDATE order_lines SET check_in = ?, check_out = ?
       WHERE id = (SELECT order_line_id FROM vouchers WHERE id = ?)`,
    ).bind(dayFromToday(options.checkIn), dayFromToday(options.checkIn + options.nights), first),
    env.DB.prepare(
      'UPDATE orders SET passengers = ? WHERE id = (SELECT order_id FROM vouchers WHERE id = ?)',
    ).bind(JSON.stringify(options.guests), first),
  ])
  return vouchers.map((voucher) => voucher.code)
}

let hotel: Deal
let cookie = ''
let otherCookie = ''
let emptyCookie = ''
const codes = { soon: [] as string[], later: [] as string[], past: [] as string[] }
let refunded = ''
let otherHotels = ''

beforeAll(async () => {
  hotel = await makeFreshMerchantDeal()
  const other = await makeFreshMerchantDeal()
  const empty = await makeFreshMerchantDeal()
  cookie = (await makeStaff(env.DB, { role: 'merchant', merchantId: hotel.merchantId })).cookie
  otherCookie = (await makeStaff(env.DB, { role: 'merchant', merchantId: other.merchantId })).cookie
  emptyCookie = (await makeStaff(env.DB, { role: 'merchant', merchantId: empty.merchantId })).cookie

  // Booked in an order other than their check-in order, so the list's order is its own.
  codes.later = await bookStay(hotel, {
    checkIn: 30,
    nights: 2,
    guests: [passenger('Ada', 'Lovelace', '07700900111')],
  })
  codes.soon = await bookStay(hotel, {
    rooms: 2,
    checkIn: 5,
    nights: 3,
    guests: [
      passenger('Grace', 'Hopper', '07700900222'),
      passenger('Alan Mathison', 'Turing', '07700900333'),
    ],
  })
  codes.past = await bookStay(hotel, {
    checkIn: -10,
    nights: 2,
    guests: [passenger('Edith', 'Clarke', '07700900444')],
  })
  refunded = (
    await bookStay(hotel, {
      checkIn: 12,
      nights: 1,
      guests: [passenger('Mary', 'Somerville', '07700900555')],
    })
  )[0]!
  await env.DB.prepare(`UPDATE vouchers SET status = 'REFUNDED' WHERE code = ?`)
    .bind(refunded)
    .run()
  otherHotels = (
    await bookStay(other, {
      checkIn: 6,
      nights: 2,
      guests: [passenger('Emmy', 'Noether', '07700900666')],
    })
  )[0]!
  // Not a stay: a voucher of the hotel with no dates is no arrival.
  await buyVouchers(hotel.dealId, hotel.productId, 1)
})

const arrivals = async (query: string, as = cookie) => {
  const res = await merchantGet(`/arrivals${query}`, as)
  expect(res.status).toBe(200)
  const text = await res.text()
  return { text, data: MerchantArrivalsResponse.parse(JSON.parse(text)).data }
}

const page = (path: string, as?: string) =>
  SELF.fetch(`http://localhost${path}`, { headers: as ? { cookie: as } : {}, redirect: 'manual' })

describe('the merchant arrivals list', () => {
  it('lists the upcoming stays by check-in with their rooms, guests and vouchers', async () => {
    const { data } = await arrivals('')
    expect(data.view).toBe('upcoming')
    expect(data.arrivals.map((stay) => stay.checkIn)).toEqual([
      dayFromToday(5),
      dayFromToday(12),
      dayFromToday(30),
    ])
    expect(data.arrivals[0]).toEqual({
      checkIn: dayFromToday(5),
      checkOut: dayFromToday(8),
      nights: 3,
      dealTitle: `Test deal ${hotel.dealId}`,
      roomTitle: expect.any(String),
      quantity: 2,
      guests: ['Ms Grace Hopper', 'Ms Alan Mathison Turing'],
      leadGuestPhone: '07700900222',
      vouchers: [...codes.soon].sort().map((code) => ({ code, statusLabel: 'Ready to Redeem' })),
      statusLabel: 'Ready to Redeem',
      cancelled: false,
    })
    expect(data.total).toBe(3)
  })

  it('shows a refunded stay as cancelled rather than hiding it', async () => {
    const { data } = await arrivals('?view=upcoming')
    const stay = data.arrivals.find((arrival) => arrival.vouchers[0]?.code === refunded)
    expect(stay).toMatchObject({
      statusLabel: 'Cancelled',
      cancelled: true,
      vouchers: [{ code: refunded, statusLabel: 'Cancelled' }],
    })
  })

  it('keeps stays checked out before today under Past, latest first', async () => {
    const { data } = await arrivals('?view=past')
    expect(data.arrivals).toHaveLength(1)
    expect(data.arrivals[0]).toMatchObject({
      checkIn: dayFromToday(-10),
      guests: ['Ms Edith Clarke'],
      vouchers: [{ code: codes.past[0] }],
    })
  })

  it('never shows another merchant’s stays, nor any guest’s date of birth', async () => {
    const mine = await arrivals('')
    const past = await arrivals('?view=past')
    expect(mine.text).not.toContain(otherHotels)
    expect(mine.text).not.toContain('Noether')
    expect(`${mine.text}${past.text}`).not.toContain(BIRTH_DAY)
    expect(`${mine.text}${past.text}`).not.toMatch(/dateOfBirth/)
    const theirs = await arrivals('', otherCookie)
    expect(theirs.data.arrivals.map((stay) => stay.vouchers[0]?.code)).toEqual([otherHotels])
    expect(theirs.text).not.toContain('Hopper')
  })

  it('answers 401 without a staff session and 400 for an unknown view', async () => {
    expect((await merchantGet('/arrivals')).status).toBe(401)
    expect((await merchantGet('/arrivals?view=soon', cookie)).status).toBe(400)
  })
})

describe('the merchant arrivals page', () => {
  it('draws the stays in a table with a caption, dates in words and no date of birth', async () => {
    const res = await page('/merchant/arrivals', cookie)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    const html = await res.text()
    expect(html).toContain('<caption')
    expect(html).toContain('Upcoming stays, by check-in date')
    expect(html).toContain('scope="col"')
    expect(html).toContain(longDay(dayFromToday(5)))
    expect(html).toContain(longDay(dayFromToday(8)))
    expect(html).toContain('Ms Grace Hopper')
    expect(html).toContain(codes.soon[0])
    expect(html).toMatch(/data-testid="arrival-status">Cancelled</)
    expect(html).not.toContain(BIRTH_DAY)
    expect(html).not.toContain(longDay(BIRTH_DAY))
    expect(html).not.toContain('Noether')
    expect(html).toContain('href="/merchant/arrivals"')
  })

  it('says so when there are no stays, and falls back to upcoming for a nonsense view', async () => {
    const empty = await (await page('/merchant/arrivals', emptyCookie)).text()
    expect(empty).toContain('data-testid="arrivals-empty"')
    const past = await (await page('/merchant/arrivals?view=past', cookie)).text()
    expect(past).toContain('Ms Edith Clarke')
    expect(past).not.toContain('Ms Grace Hopper')
    const nonsense = await page('/merchant/arrivals?view=%00&page=-1', cookie)
    expect(nonsense.status).toBe(200)
    expect(await nonsense.text()).toContain('Ms Grace Hopper')
  })

  it('sends a visitor without a staff session to the merchant sign-in', async () => {
    const res = await page('/merchant/arrivals')
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toMatch(/^\/merchant\/login/)
  })
})

describe('a stay at the till', () => {
  it('shows the stay’s dates and its lead guest; anything else has none', async () => {
    const res = await merchantGet(`/vouchers/${codes.soon[1]}`, cookie)
    const text = await res.text()
    const { data } = MerchantVoucherResponse.parse(JSON.parse(text))
    expect(data.stay).toEqual({ checkIn: dayFromToday(5), checkOut: dayFromToday(8), nights: 3 })
    expect(data.leadGuest).toBe('Ms Grace Hopper')
    expect(text).not.toContain(BIRTH_DAY)
    expect((await merchantGet(`/vouchers/${otherHotels}`, cookie)).status).toBe(404)
  })
})
