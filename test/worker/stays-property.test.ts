import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import {
  AvailabilityResponse,
  ProductsResponse,
  type CalendarProduct,
} from '../../src/shared/schemas/availability'
import { BasketResponse } from '../../src/shared/schemas/basket'
import { CheckoutViewResponse } from '../../src/shared/schemas/checkout-view'
import { PlaceOrderResponse } from '../../src/shared/schemas/place-order'
import { PROCESSOR_DECLINED_AMOUNTS } from '../../src/shared/domain/payment/sandbox-test-cards'
import { addCalendarDays as addDays } from '../../src/shared/domain/dates'
import { sellsStayLength } from '../../src/shared/domain/travel/stay-lengths'
import { stayDates } from '../../src/shared/format/long-date'
import { stayUnits } from '../../src/shared/domain/travel/stay-charge'
import { cardToken, makeShopper } from '../fixtures/make-shopper'
import { clock, TEST_NOW } from './clock'
import { DEFAULT_TEST_NOW } from '../../scripts/lib/test-clock.mjs'
import { newKey } from './orders-client'
import { TEST_SEED } from './test-seed'

// As a property of the whole seed: every open calendar deal of every brand,
// every stay length its calendar offers, the next available stays of that length. A room
// offered for N nights is an N-night room (or one priced per night), titled as it is charged;
// the quote is what the checkout and the order charge; the order line, the voucher and the
// confirmation email carry the stay. Runs at the three pinned instants (it reads ./clock).

const BRANDS = [
  { id: 'dealio', origin: 'http://localhost', country: 'gb' },
  { id: 'dealioie', origin: 'http://ie.localhost', country: 'ie' },
  { id: 'livingsocial', origin: 'http://livingsocial.localhost', country: 'gb' },
  { id: 'livingsocialie', origin: 'http://livingsocial-ie.localhost', country: 'ie' },
] as const
type Brand = (typeof BRANDS)[number]

/** The next available stays checked of a length that is bought, and of any other length (the
 * runtime: a room priced per night offers up to 7 lengths). */
const STAYS_PER_BOUGHT_LENGTH = 2
const STAYS_PER_LENGTH = 1
const GUESTS = 2
/** Guests' birthday: adults of 36 whatever the instant the test runs at. */
const DATE_OF_BIRTH = `${clock.now().getUTCFullYear() - 36}-04-01`

interface CalendarDeal {
  id: number
  brand: string | null
  country: string
  pricePerPerson: number
  bookOnRedemption: number
}

interface ProductRow {
  id: number
  title: string
  nights: number | null
}

let ips = 0
const headers = (brand: Brand, cookie?: string) => ({
  'content-type': 'application/json',
  origin: brand.origin,
  // One address per request: the property buys far more than one shopper would.
  'cf-connecting-ip': `198.51.${100 + (Math.floor(++ips / 250) % 20)}.${(ips % 250) + 1}`,
  ...(cookie ? { cookie } : {}),
})

const api = (
  brand: Brand,
  path: string,
  init: { method?: string; body?: unknown; cookie?: string } = {},
) =>
  SELF.fetch(`${brand.origin}/api/v1${path}`, {
    method: init.method ?? 'GET',
    headers: headers(brand, init.cookie),
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  })

const getJson = async (brand: Brand, path: string) => {
  const res = await api(brand, path)
  expect(res.status, `${brand.id} ${path}: ${await res.clone().text()}`).toBe(200)
  return res.json()
}

/** Every calendar deal of the seed on sale now, each walked under one brand that sells it, so
 * all four brands are covered and no deal twice. Only the seed's (ids 1 to TEST_SEED.deals):
 * other worker files add calendar deals of their own to the database they share (setup.ts),
 * with calendars and caps made for their own tests. */
async function calendarDeals(): Promise<{ deal: CalendarDeal; brand: Brand }[]> {
  const now = clock.now().toISOString()
  const { results } = await env.DB.prepare(
    `SELECT id, brand, country_code AS country, price_per_person AS pricePerPerson,
            booking_calendar_on_redemption AS bookOnRedemption
       FROM deals
      WHERE product_display_type = 'calendar' AND open = 1 AND vip_only = 0
        AND opens_at <= ? AND closing_date > ? AND id <= ?
      ORDER BY id`,
  )
    .bind(now, now, TEST_SEED.deals)
    .all<CalendarDeal>()
  const all = results.map((deal) => {
    const sellers = BRANDS.filter(
      (b) => b.country === deal.country && (deal.brand === null || deal.brand === b.id),
    )
    return { deal, brand: sellers[deal.id % sellers.length]! }
  })
  if (TEST_NOW === DEFAULT_TEST_NOW) return all
  // At the date reruns' instants (scripts/lib/date-reruns.mjs), two deals per brand, a package
  // and a flexible one (the seed makes even ids flexible, rooms priced per night):
  // what the instant changes (the nights open, the stays' dates, the guests' ages, due days) is
  // the same for every deal of a kind, and the whole walk (~800 requests) was half of the
  // reruns' time. The suite's own instant walks every deal.
  const kinds = new Map<string, (typeof all)[number]>()
  for (const sold of all) {
    const { deal, brand } = sold
    const kind = `${brand.id} ${deal.id % 2}`
    if (!kinds.has(kind)) kinds.set(kind, sold)
  }
  return [...kinds.values()]
}

const productsOf = async (dealId: number) =>
  (
    await env.DB.prepare(
      `SELECT id, title, number_of_nights AS nights FROM deal_products WHERE deal_id = ?
        ORDER BY position`,
    )
      .bind(dealId)
      .all<ProductRow>()
  ).results

/** The title says the nights the room is for (or that it is priced per night) and how it is
 * charged: per person on a per-person deal, a room for two otherwise. */
function expectTitled(product: ProductRow, nights: number, perPerson: boolean) {
  const length = /^(\d+) Nights?\b/.exec(product.title)
  if (product.nights === null) expect(product.title).toMatch(/^Per Night\b/)
  else expect(Number(length?.[1]), product.title).toBe(product.nights)
  expect(sellsStayLength(product.nights, nights)).toBe(true)
  expect(product.title.includes('per Person'), product.title).toBe(perPerson)
  expect(product.title.includes('for 2'), product.title).toBe(!perPerson)
}

interface Checked {
  lengths: number
  stays: number
  orders: number
  brands: Set<string>
}

async function buy(
  brand: Brand,
  deal: CalendarDeal,
  offer: { productId: number; checkInDate: string; checkOutDate: string; totalPrice: number },
  units: number,
  nights: number,
  /** Place the order too (the runtime allows a few per deal), not only check the checkout. */
  order: boolean,
): Promise<boolean> {
  const shopper = await makeShopper(env.DB)
  const created = await api(brand, '/basket', {
    method: 'POST',
    cookie: shopper.cookie,
    body: {
      brand: brand.id,
      eligibleForVip: false,
      products: [
        {
          dealId: deal.id,
          dealProductId: offer.productId,
          quantity: units,
          checkInDate: offer.checkInDate,
          checkOutDate: offer.checkOutDate,
        },
      ],
    },
  })
  if (created.status === 409) return false // a purchase cap or stock below the party's units
  expect(created.status, await created.clone().text()).toBe(201)
  const token = BasketResponse.parse(await created.json()).data.basketToken
  const view = CheckoutViewResponse.parse(
    await (await api(brand, `/checkout/${token}`, { cookie: shopper.cookie })).json(),
  ).data
  const line = view.deals[0]!.lines[0]!
  if (line.quantity !== units) return false // trimmed to a cap: another total
  const quoted = offer.totalPrice * units
  expect(view.orderSummary.totalOrderAmount, `deal ${deal.id} checkout`).toBe(quoted)
  const { min, max } = PROCESSOR_DECLINED_AMOUNTS
  if (!order) return false
  if (quoted >= min && quoted <= max) return false // the sandbox declines these on purpose

  const res = await SELF.fetch(`${brand.origin}/api/v1/checkout/${token}/order`, {
    method: 'POST',
    headers: { ...headers(brand, shopper.cookie), 'idempotency-key': newKey() },
    body: JSON.stringify({
      payment: { method: 'credit_card', paymentToken: await cardToken(env.DB) },
      expectedTotal: quoted,
      passengers: Array.from({ length: GUESTS }, (_, n) => ({
        title: 'Ms',
        firstNames: `Guest ${n + 1}`,
        lastName: 'Smith',
        dateOfBirth: DATE_OF_BIRTH,
        phone: '07700 900123',
      })),
    }),
  })
  expect(res.status, `deal ${deal.id} order: ${await res.clone().text()}`).toBe(201)
  const placed = PlaceOrderResponse.parse(await res.json()).data
  const stay = { checkIn: offer.checkInDate, checkOut: offer.checkOutDate, nights }
  expect(placed.productOrder.cashAmount + placed.productOrder.walletAmountUsed).toBe(quoted)
  expect(placed.productOrder.orderLines.map((l) => l.stay)).toEqual([stay])
  expect(placed.vouchers.length).toBeGreaterThan(0)
  for (const voucher of placed.vouchers) expect(voucher.stay).toEqual(stay)
  const mail = await env.DB.prepare(
    `SELECT text_body AS text FROM email_outbox WHERE to_address = ? AND kind = 'order-confirmation'`,
  )
    .bind(shopper.email)
    .first<{ text: string }>()
  expect(mail?.text).toContain(stayDates(stay.checkIn, stay.checkOut))
  return true
}

async function walkDeal(brand: Brand, deal: CalendarDeal, checked: Checked) {
  const products = await productsOf(deal.id)
  const perPerson = deal.pricePerPerson === 1
  const units = stayUnits(GUESTS, perPerson)
  const supported = AvailabilityResponse.parse(
    await getJson(brand, `/availability/deal/${deal.id}`),
  ).supportedNumberOfNights
  // Every length offered is one a product sells.
  for (const n of supported) {
    expect(
      products.some((p) => sellsStayLength(p.nights, n)),
      `deal ${deal.id} offers ${n} nights`,
    ).toBe(true)
  }

  // A calendar product without dates is refused, unless its date is booked from the voucher.
  const undated = await api(brand, '/basket', {
    method: 'POST',
    body: {
      brand: brand.id,
      eligibleForVip: false,
      products: [{ dealId: deal.id, dealProductId: products[0]!.id, quantity: 1 }],
    },
  })
  if (deal.bookOnRedemption === 0) expect(undated.status).toBe(400)

  // Every length's quote goes through the checkout; orders are placed for the shortest and the
  // longest (a room priced per night offers up to 7 lengths; about a minute a run).
  const ordered = new Set([0, supported.length - 1])
  for (const [index, nights] of supported.entries()) {
    const heat = AvailabilityResponse.parse(
      await getJson(brand, `/availability/deal/${deal.id}?nights=${nights}&quantity=${units}`),
    ).pricePerDate
    const arrivals = Object.keys(heat)
      .sort()
      .slice(0, ordered.has(index) ? STAYS_PER_BOUGHT_LENGTH : STAYS_PER_LENGTH)
    if (arrivals.length > 0) checked.lengths++
    // Bought after all of the length's stays are checked: buying takes the nights' stock.
    let first: CalendarProduct | undefined
    for (const arrival of arrivals) {
      const offers = ProductsResponse.parse(
        await getJson(
          brand,
          `/products/${deal.id}?startDate=${arrival}&nights=${nights}&quantity=${units}`,
        ),
      ).calendarProductViewVOList
      expect(offers.length, `deal ${deal.id}: ${nights} nights from ${arrival}`).toBeGreaterThan(0)
      for (const offer of offers) {
        expect(offer.nights).toBe(nights)
        expect(offer.checkInDate).toBe(arrival)
        expect(offer.checkOutDate).toBe(addDays(arrival, nights))
        expectTitled(
          products.find((p) => p.id === offer.productId)!,
          nights,
          perPerson,
        )
      }
      // The heat map's nightly price is the cheapest offer's, over its nights.
      const cheapest = Math.min(...offers.map((o) => Math.round(o.price / nights)))
      expect(heat[arrival]).toBe(cheapest)
      checked.stays++
      first ??= offers[0]
    }
    if (first && (await buy(brand, deal, first, units, nights, ordered.has(index)))) {
      checked.orders++
    }
  }
  checked.brands.add(brand.id)
}

describe('every stay the seed sells', { tags: ['dated'] }, () => {
  it('is sold for the nights its room is for, at the price quoted, with its dates on the order, voucher and email', async () => {
    const deals = await calendarDeals()
    const checked: Checked = { lengths: 0, stays: 0, orders: 0, brands: new Set() }
    for (const { deal, brand } of deals) await walkDeal(brand, deal, checked)
    // Not vacuous: all four brands, and more orders than deals.
    console.log(
      `stays property: ${deals.length} deals, ${checked.lengths} lengths, ${checked.stays} stays, ${checked.orders} orders`,
    )
    expect([...checked.brands].sort()).toEqual(BRANDS.map((b) => b.id).sort())
    expect(checked.orders).toBeGreaterThan(deals.length)
  }, 300_000)
})
