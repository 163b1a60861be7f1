import { SELF, env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import {
  AvailabilityResponse,
  FlightsResponse,
  FlightOption,
  ProductsResponse,
} from '../../src/shared/schemas/availability'
import { CALENDAR_MEMO_MS } from '../../src/worker/services/availability/availability-service'
import { TEST_TODAY, atInstant, clock, dayFromToday } from './clock'

const UK = 'http://localhost'
const IE = 'http://ie.localhost'
const TEN_MINUTES = 'public, max-age=600'
const TODAY = TEST_TODAY

const get = (path: string, host = UK) => SELF.fetch(`${host}/api/v1${path}`)

interface CalendarProductRow {
  deal_id: number
  product_id: number
  nights: number
}

interface DayRow {
  date: string
  price: number
  open_for_sale: number
  open_for_arrival: number
  open_for_departure: number
  sold_out: number
  min_length_of_stay: number
  max_length_of_stay: number
  remaining: number | null
}

/** The products and availability endpoints' default quantity. */
const QUANTITY = 2

/** A night that can be sold for `quantity`: open, not sold out, with stock enough. */
const sellsFor = (d: DayRow | undefined, quantity = QUANTITY): d is DayRow =>
  d !== undefined &&
  d.open_for_sale === 1 &&
  d.sold_out === 0 &&
  (d.remaining === null || d.remaining >= quantity)

/** Deals whose every product sells its own number of nights only (the seed makes about half
 * the calendar deals flexible); their first seeded day says which. */
const FIXED_LENGTH = `AND NOT EXISTS (SELECT 1 FROM travel_calendar_days t
  WHERE t.deal_id = d.id AND t.date = '${TODAY}' AND t.min_length_of_stay <> t.max_length_of_stay)`

/** The first product of a fixed-length UK calendar deal that is in stock for two, so every
 * night it has open with stock for two is on sale in the calendar. */
async function calendarProduct(extra = FIXED_LENGTH): Promise<CalendarProductRow> {
  const row = await env.DB.prepare(
    `SELECT d.id AS deal_id, p.id AS product_id, COALESCE(p.number_of_nights, 1) AS nights
     FROM deals d JOIN deal_products p ON p.deal_id = d.id
     WHERE d.product_display_type = 'calendar' AND d.country_code = 'gb' AND d.brand IS NULL
       AND p.sold_out = 0 AND (p.total_remaining IS NULL OR p.total_remaining >= 2) ${extra}
     ORDER BY d.id, p.position LIMIT 1`,
  ).first<CalendarProductRow>()
  if (!row) throw new Error('no calendar product in the seed')
  return row
}

const daysOf = async (productId: number, from: string, to: string): Promise<DayRow[]> =>
  (
    await env.DB.prepare(
      `SELECT date, price, open_for_sale, open_for_arrival, open_for_departure, sold_out,
              min_length_of_stay, max_length_of_stay, remaining
       FROM travel_calendar_days WHERE product_id = ? AND date >= ? AND date < ? ORDER BY date`,
    )
      .bind(productId, from, to)
      .all<DayRow>()
  ).results

const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

/** [year, month] of a YYYY-MM-DD date, and the month `by` months on. */
type YearMonth = readonly [number, number]
const monthOf = (date: string): YearMonth => [Number(date.slice(0, 4)), Number(date.slice(5, 7))]
const shiftMonth = ([year, month]: YearMonth, by: number): YearMonth => {
  const index = year * 12 + month - 1 + by
  return [Math.floor(index / 12), (index % 12) + 1]
}
const firstOf = ([year, month]: YearMonth) => `${year}-${String(month).padStart(2, '0')}-01`
/** The month after the test's today: wholly in the future, whatever the pinned date. */
const NEXT_MONTH = shiftMonth(monthOf(TODAY), 1)

/** The first arrival from `from` where every night of a `nights` stay is on sale for two. */
async function bookableArrival(product: CalendarProductRow, from: string): Promise<string> {
  const days = await daysOf(product.product_id, from, addDays(from, 120))
  const byDate = new Map(days.map((d) => [d.date, d]))
  const onSale = (d: DayRow | undefined) => sellsFor(d)
  const arrival = days.find(
    (d) =>
      d.open_for_arrival &&
      Array.from({ length: product.nights }, (_, i) => byDate.get(addDays(d.date, i))).every(
        onSale,
      ) &&
      byDate.get(addDays(d.date, product.nights))?.open_for_departure !== 0,
  )
  if (!arrival) throw new Error(`no bookable arrival for product ${product.product_id}`)
  return arrival.date
}

describe('GET /availability/deal/:id', () => {
  it(
    'draws each day of the month from the product’s calendar rows',
    { tags: ['dated'] },
    async () => {
      const product = await calendarProduct()
      const [year, month] = NEXT_MONTH
      const res = await get(
        `/availability/deal/${product.deal_id}?leadProductId=${product.product_id}&month=${month}&year=${year}`,
      )
      expect(res.status).toBe(200)
      expect(res.headers.get('cache-control')).toBe(TEN_MINUTES)
      const body = AvailabilityResponse.parse(await res.json())
      expect([body.currentMonth, body.currentYear]).toEqual([month, year])
      const rows = await daysOf(
        product.product_id,
        firstOf(NEXT_MONTH),
        firstOf(shiftMonth(NEXT_MONTH, 1)),
      )
      expect(body.calendarDateViewVOList.map((d) => d.date)).toEqual(rows.map((r) => r.date))
      rows.forEach((row, i) => {
        const day = body.calendarDateViewVOList[i]
        // Two rooms are asked for: a night with fewer left is sold out for this query.
        const onSale = sellsFor(row)
        expect(day).toMatchObject({
          date: row.date,
          minPrice: onSale ? row.price : null,
          openForSale: onSale,
          openForArrival: onSale && row.open_for_arrival === 1,
          soldOut: row.open_for_sale === 1 && !onSale,
        })
      })
      expect(body.currency).toBe('GBP')
      expect(body.supportedNumberOfNights).toEqual([product.nights])
    },
  )

  it(
    'opens on the first month with an arrival and links the months either side',
    { tags: ['dated'] },
    async () => {
      const product = await calendarProduct()
      const base = `/availability/deal/${product.deal_id}`
      const first = AvailabilityResponse.parse(await (await get(base)).json())
      // This month, or the next when no stay starts in what is left of this one.
      const opened = monthOf(first.calendarDateViewVOList[0]!.date)
      expect([first.currentYear, first.currentMonth]).toEqual([...opened])
      expect([monthOf(TODAY), NEXT_MONTH].map(String)).toContain(String(opened))
      expect(first.previousAvailableMonth).toBeNull()
      const following = shiftMonth(opened, 1)
      expect([first.nextAvailableYear, first.nextAvailableMonth]).toEqual([...following])
      // Days before today are never open, even when the data has them on sale.
      const past = first.calendarDateViewVOList.filter((d) => d.date < TODAY)
      expect(past.every((d) => !d.openForSale && d.minPrice === null)).toBe(true)

      const [year, month] = following
      const later = AvailabilityResponse.parse(
        await (await get(`${base}?month=${month}&year=${year}`)).json(),
      )
      expect([later.previousAvailableYear, later.previousAvailableMonth]).toEqual([...opened])
      expect([later.nextAvailableYear, later.nextAvailableMonth]).toEqual([
        ...shiftMonth(following, 1),
      ])

      // The seeded year of days ends a year from today: nothing after it.
      const [lastYear, lastMonth] = shiftMonth(monthOf(TODAY), 12)
      const last = AvailabilityResponse.parse(
        await (await get(`${base}?month=${lastMonth}&year=${lastYear}`)).json(),
      )
      expect(last.nextAvailableMonth).toBeNull()
      expect(last.lastAvailableStay).not.toBeNull()
      expect(last.lastAvailableStay! < addDays(TODAY, 365)).toBe(true)
    },
  )

  it('prices the heat map by full stays when nights are given', { tags: ['dated'] }, async () => {
    const product = await calendarProduct()
    const arrival = await bookableArrival(product, dayFromToday(10))
    const month = Number(arrival.slice(5, 7))
    const year = Number(arrival.slice(0, 4))
    const url = `/availability/deal/${product.deal_id}?leadProductId=${product.product_id}&nights=${product.nights}&month=${month}&year=${year}`
    const body = AvailabilityResponse.parse(await (await get(url)).json())
    const nights = await daysOf(product.product_id, arrival, addDays(arrival, product.nights))
    const perNight = Math.round(nights.reduce((sum, n) => sum + n.price, 0) / product.nights)
    expect(body.pricePerDate[arrival]).toBe(perNight)
  })

  it('answers 404 for a deal without a calendar and for another country’s deal', async () => {
    const plain = await env.DB.prepare(
      `SELECT id FROM deals WHERE product_display_type <> 'calendar' AND country_code = 'gb'
       AND brand IS NULL ORDER BY id LIMIT 1`,
    ).first<{ id: number }>()
    const res = await get(`/availability/deal/${plain!.id}`)
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'This deal has no availability calendar' },
    })
    const product = await calendarProduct()
    expect((await get(`/availability/deal/${product.deal_id}`, IE)).status).toBe(404)
    expect(
      (await get(`/products/${product.deal_id}?startDate=${dayFromToday(10)}`, IE)).status,
    ).toBe(404)
  })

  it.each([
    ['month=13', 'month'],
    ['year=abc', 'year'],
    ['nights=17', 'nights'],
    ['colour=red', 'colour'],
  ])('answers 400 INVALID for %s, naming the field', async (query, field) => {
    const product = await calendarProduct()
    const res = await get(`/availability/deal/${product.deal_id}?${query}`)
    expect(res.status).toBe(400)
    const body = (await res.json()) as { error: { code: string; message: string } }
    expect(body.error.code).toBe('INVALID')
    expect(body.error.message).toContain(field)
  })
})

describe('GET /products/:dealId', () => {
  it('prices a stay as the sum of its nightly prices', { tags: ['dated'] }, async () => {
    const product = await calendarProduct()
    const checkIn = await bookableArrival(product, dayFromToday(10))
    const checkOut = addDays(checkIn, product.nights)
    const res = await get(`/products/${product.deal_id}?checkIn=${checkIn}&checkOut=${checkOut}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe(TEN_MINUTES)
    const body = ProductsResponse.parse(await res.json())
    const offer = body.calendarProductViewVOList.find((p) => p.productId === product.product_id)
    const nights = await daysOf(product.product_id, checkIn, checkOut)
    expect(offer).toMatchObject({
      checkInDate: checkIn,
      checkOutDate: checkOut,
      nights: product.nights,
      price: nights.reduce((sum, n) => sum + n.price, 0),
      perNight: nights.map((n) => ({ date: n.date, price: n.price })),
      flight: null,
    })
    expect(offer?.totalPrice).toBe(offer?.price)
    expect(body.calendarRoomOnlyView.map((p) => p.productId)).toContain(product.product_id)
  })

  it('does not offer a stay across a sold-out night', { tags: ['dated'] }, async () => {
    const product = await calendarProduct()
    const checkIn = await bookableArrival(product, dayFromToday(44))
    const url = `/products/${product.deal_id}?startDate=${checkIn}&nights=${product.nights}`
    const ids = async () =>
      ProductsResponse.parse(await (await get(url)).json()).calendarProductViewVOList.map(
        (p) => p.productId,
      )
    expect(await ids()).toContain(product.product_id)
    const lastNight = addDays(checkIn, product.nights - 1)
    const soldOut = (flag: number) =>
      env.DB.prepare(
        'UPDATE travel_calendar_days SET sold_out = ? WHERE product_id = ? AND date = ?',
      )
        .bind(flag, product.product_id, lastNight)
        .run()
    await soldOut(1)
    try {
      expect(await ids()).not.toContain(product.product_id)
    } finally {
      await soldOut(0)
    }
  })

  it('keeps to each night’s minimum and maximum length of stay', { tags: ['dated'] }, async () => {
    const product = await calendarProduct(`AND p.number_of_nights BETWEEN 2 AND 15 ${FIXED_LENGTH}`)
    const checkIn = await bookableArrival(product, dayFromToday(72))
    const offered = async (nights: number) =>
      ProductsResponse.parse(
        await (
          await get(
            `/products/${product.deal_id}?startDate=${checkIn}&nights=${nights}&product_id=${product.product_id}`,
          )
        ).json(),
      ).calendarProductViewVOList.length
    expect(await offered(product.nights)).toBe(1)
    expect(await offered(product.nights - 1)).toBe(0)
    expect(await offered(product.nights + 1)).toBe(0)
  })

  it(
    'sells a night only while its stock covers the quantity, reporting the fewest left',
    { tags: ['dated'] },
    async () => {
      const product = await calendarProduct()
      const checkIn = await bookableArrival(product, dayFromToday(135))
      const nights = await daysOf(product.product_id, checkIn, addDays(checkIn, product.nights))
      const offer = async (quantity: number) =>
        ProductsResponse.parse(
          await (
            await get(
              `/products/${product.deal_id}?startDate=${checkIn}&nights=${product.nights}&product_id=${product.product_id}&quantity=${quantity}`,
            )
          ).json(),
        ).calendarProductViewVOList[0]
      expect((await offer(2))?.remaining).toBe(Math.min(...nights.map((n) => n.remaining!)))
      const lastNight = addDays(checkIn, product.nights - 1)
      const original = nights.at(-1)?.remaining ?? null
      const setRemaining = (remaining: number | null) =>
        env.DB.prepare(
          'UPDATE travel_calendar_days SET remaining = ? WHERE product_id = ? AND date = ?',
        )
          .bind(remaining, product.product_id, lastNight)
          .run()
      await setRemaining(1)
      try {
        expect(await offer(2)).toBeUndefined()
        expect(await offer(1)).toMatchObject({ productId: product.product_id, remaining: 1 })
        await setRemaining(0)
        expect(await offer(1)).toBeUndefined()
        const month = Number(lastNight.slice(5, 7))
        const year = Number(lastNight.slice(0, 4))
        const calendar = AvailabilityResponse.parse(
          await (
            await get(
              `/availability/deal/${product.deal_id}?leadProductId=${product.product_id}&month=${month}&year=${year}&quantity=1`,
            )
          ).json(),
        )
        expect(calendar.calendarDateViewVOList.find((d) => d.date === lastNight)).toMatchObject({
          soldOut: true,
          openForSale: false,
        })
      } finally {
        await setRemaining(original)
      }
    },
  )

  it(
    'offers stays of several lengths for a deal with flexible stay rules',
    { tags: ['dated'] },
    async () => {
      const product = await calendarProduct(`AND EXISTS (SELECT 1 FROM travel_calendar_days t
      WHERE t.deal_id = d.id AND t.date = '${TODAY}' AND t.min_length_of_stay < t.max_length_of_stay)`)
      const body = AvailabilityResponse.parse(
        await (await get(`/availability/deal/${product.deal_id}`)).json(),
      )
      expect(body.supportedNumberOfNights.length).toBeGreaterThan(1)
      // Each length offered is sold by the products endpoint from some arrival.
      const [shortest] = body.supportedNumberOfNights
      const byNights = AvailabilityResponse.parse(
        await (await get(`/availability/deal/${product.deal_id}?nights=${shortest}`)).json(),
      )
      const arrival = Object.keys(byNights.pricePerDate).sort()[0]
      expect(arrival).toBeDefined()
      const products = ProductsResponse.parse(
        await (
          await get(`/products/${product.deal_id}?startDate=${arrival}&nights=${shortest}`)
        ).json(),
      )
      expect(products.calendarProductViewVOList.length).toBeGreaterThan(0)
      expect(products.calendarProductViewVOList.every((p) => p.nights === shortest)).toBe(true)
    },
  )

  it(
    'offers a deposit with the balance due four weeks before check-in',
    { tags: ['dated'] },
    async () => {
      const product = await calendarProduct(`AND p.has_deposit = 1 ${FIXED_LENGTH}`)
      const deposit = await env.DB.prepare('SELECT deposit_price FROM deal_products WHERE id = ?')
        .bind(product.product_id)
        .first<{ deposit_price: number }>()
      const checkIn = await bookableArrival(product, dayFromToday(100))
      const body = ProductsResponse.parse(
        await (
          await get(
            `/products/${product.deal_id}?startDate=${checkIn}&product_id=${product.product_id}`,
          )
        ).json(),
      )
      const offer = body.calendarProductViewVOList[0]
      expect(offer).toMatchObject({
        depositPrice: deposit?.deposit_price,
        balance: offer!.totalPrice - deposit!.deposit_price,
        balanceDueDate: addDays(checkIn, -28),
      })
    },
  )

  it('answers 200 with empty lists when nothing sells the dates', { tags: ['dated'] }, async () => {
    const product = await calendarProduct()
    // Past the seeded year there are no calendar rows at all.
    const res = await get(`/products/${product.deal_id}?startDate=${dayFromToday(560)}&nights=2`)
    expect(res.status).toBe(200)
    const body = ProductsResponse.parse(await res.json())
    expect(body.calendarProductViewVOList).toEqual([])
    expect(body.calendarRoomView).toEqual([])
    expect(body.calendarRoomOnlyView).toEqual([])
  })

  const refuses = async (query: string, message: string) => {
    const product = await calendarProduct()
    const res = await get(`/products/${product.deal_id}?${query}`)
    expect(res.status).toBe(400)
    const body = (await res.json()) as { error: { code: string; message: string } }
    expect(body.error.code).toBe('INVALID')
    expect(body.error.message).toContain(message)
  }

  it.each([
    [`checkIn=${dayFromToday(14)}&checkOut=${dayFromToday(12)}`, 'checkOut must be after checkIn'],
    [`checkIn=${dayFromToday(14)}&checkOut=${dayFromToday(34)}`, 'at most 16 nights'],
    ['checkIn=2026-02-30&nights=2', 'checkIn'],
    [`startDate=${dayFromToday(14)}&nights=0`, 'nights'],
    [`startDate=${dayFromToday(14)}&sort=price`, 'sort'],
  ])('answers 400 INVALID for %s', refuses)

  it('answers 400 INVALID for a check-in in the past', { tags: ['dated'] }, () =>
    refuses(`checkIn=${dayFromToday(-20)}&nights=2`, 'in the past'),
  )
})

describe('flights', { tags: ['dated'] }, () => {
  const flightDeal = async () => {
    const row = await env.DB.prepare(
      `SELECT f.deal_id AS id, MIN(f.date) AS date FROM flights f JOIN deals d ON d.id = f.deal_id
       WHERE d.country_code = 'gb' AND d.brand IS NULL AND f.date > ?
       GROUP BY f.deal_id ORDER BY f.deal_id LIMIT 1`,
    )
      .bind(TODAY)
      .first<{ id: number; date: string }>()
    if (!row) throw new Error('no flights in the seed')
    return row
  }

  it('answers 202 while the cheapest flight is priced, then 200 with it', async () => {
    const { id, date } = await flightDeal()
    const cheapest = await env.DB.prepare(
      'SELECT departure_airport, price_diff FROM flights WHERE deal_id = ? AND date = ? ORDER BY price_diff, departure_airport LIMIT 1',
    )
      .bind(id, date)
      .first<{ departure_airport: string; price_diff: number }>()
    const pending = await get(`/flights/cheapest/${id}/${date}`)
    expect(pending.status).toBe(202)
    expect(pending.headers.get('cache-control')).toBe('no-store')
    expect(await pending.json()).toEqual({ status: 'pending' })

    const priced = await get(`/flights/cheapest/${id}/${date}`)
    expect(priced.status).toBe(200)
    expect(priced.headers.get('cache-control')).toBe(TEN_MINUTES)
    const { flight } = (await priced.json()) as { flight: unknown }
    expect(FlightOption.parse(flight)).toMatchObject({
      departureAirport: cheapest?.departure_airport,
      priceDiff: cheapest?.price_diff,
    })
  })

  it('answers 204 with no body on a day without flights', async () => {
    const { id } = await flightDeal()
    // Flights are seeded every other day from tomorrow: today has none.
    const res = await get(`/flights/cheapest/${id}/${TODAY}`)
    expect(res.status).toBe(204)
    expect(await res.text()).toBe('')
  })

  it('lists a day’s flights, filtered by departure airport', async () => {
    const { id, date } = await flightDeal()
    const all = FlightsResponse.parse(await (await get(`/flights/${id}/${date}`)).json())
    expect(all.flights.length).toBeGreaterThan(0)
    const diffs = all.flights.map((f) => f.priceDiff)
    expect(diffs).toEqual([...diffs].sort((a, b) => a - b))
    const airport = all.flights[0]!.departureAirport
    const one = FlightsResponse.parse(
      await (await get(`/flights/${id}/${date}?departureAirport=${airport}`)).json(),
    )
    expect(one.flights.map((f) => f.departureAirport)).toEqual([airport])
    const none = FlightsResponse.parse(await (await get(`/flights/${id}/${TODAY}`)).json())
    expect(none.flights).toEqual([])
    expect((await get(`/flights/99999999/${date}`)).status).toBe(404)
    expect((await get(`/flights/${id}/2026-13-01`)).status).toBe(400)
  })

  it('flies home on the stay’s check-out day when the nights are given', async () => {
    const { id, date } = await flightDeal()
    for (const nights of [2, 4, 9]) {
      const { flights } = FlightsResponse.parse(
        await (await get(`/flights/${id}/${date}?nights=${nights}`)).json(),
      )
      expect(flights.length).toBeGreaterThan(0)
      for (const flight of flights) {
        expect(flight.inbound.departAt.slice(0, 10)).toBe(addDays(date, nights))
      }
    }
    expect((await get(`/flights/${id}/${date}?nights=0`)).status).toBe(400)
  })

  it('adds the chosen airport’s flight to a product’s total price', async () => {
    const { id, date } = await flightDeal()
    const flights = FlightsResponse.parse(await (await get(`/flights/${id}/${date}`)).json())
    const airport = flights.flights[0]!.departureAirport
    const body = ProductsResponse.parse(
      await (await get(`/products/${id}?startDate=${date}&departureAirport=${airport}`)).json(),
    )
    for (const offer of body.calendarProductViewVOList) {
      expect(offer.flight?.departureAirport).toBe(airport)
      expect(offer.totalPrice).toBe(offer.price + offer.flight!.priceDiff)
    }
    expect(body.calendarRoomView).toEqual(body.calendarProductViewVOList)
  })
})

describe('the calendar month kept in the isolate', () => {
  it(
    'shows a night sold out within CALENDAR_MEMO_MS, while the products answer sees it at once',
    { tags: ['dated'] },
    async () => {
      const product = await calendarProduct()
      const checkIn = await bookableArrival(product, dayFromToday(160))
      const [year, month] = [Number(checkIn.slice(0, 4)), Number(checkIn.slice(5, 7))]
      const calendar = `/availability/deal/${product.deal_id}?leadProductId=${product.product_id}&month=${month}&year=${year}&quantity=1&nights=${product.nights}`
      const arrival = async () =>
        AvailabilityResponse.parse(await (await get(calendar)).json()).calendarDateViewVOList.find(
          (d) => d.date === checkIn,
        )
      const offered = async () =>
        ProductsResponse.parse(
          await (
            await get(
              `/products/${product.deal_id}?startDate=${checkIn}&nights=${product.nights}&product_id=${product.product_id}`,
            )
          ).json(),
        ).calendarProductViewVOList.length
      expect(await arrival()).toMatchObject({ openForSale: true, soldOut: false })
      expect(await offered()).toBe(1)
      const soldOut = (flag: number) =>
        env.DB.prepare(
          'UPDATE travel_calendar_days SET sold_out = ? WHERE product_id = ? AND date = ?',
        )
          .bind(flag, product.product_id, checkIn)
          .run()
      await soldOut(1)
      try {
        // What is sold is read afresh; only the calendar's picture may lag, by the memo's bound.
        expect(await offered()).toBe(0)
        expect(await arrival()).toMatchObject({ openForSale: true, soldOut: false })
        await atInstant(new Date(clock.ms() + CALENDAR_MEMO_MS + 1), async () => {
          expect(await arrival()).toMatchObject({ openForSale: false, soldOut: true })
        })
      } finally {
        await soldOut(0)
      }
    },
  )
})
