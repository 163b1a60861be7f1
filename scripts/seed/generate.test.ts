import { describe, expect, it } from 'vitest'
import { SEEDED_TABLES, buildCatalogue, clearStatements, generateSeed } from './generate'
import { LOCATIONS } from './locations'
import { SPECIAL_SUBCATEGORY_IDS, SUBCATEGORIES } from './taxonomy'
import { dayFromToday, testToday } from '../lib/test-clock.mjs'

// The catalogue's today is the London date of the pinned instant, as the worker tests seed it
// (test/worker/clock.ts), and every expectation below is counted from this same day: taking
// the UTC date for one and the London date for the other fails between 23:00 and 24:00 UTC in
// summer time, when London is already on the next day.
const TODAY = testToday()
/** Midnight UTC starting the date `days` after today: the seed counts its days in UTC. */
const dayStart = (days: number) => `${dayFromToday(days)}T00:00:00.000Z`
const small = buildCatalogue({ seed: 42, deals: 400, today: TODAY })
const deals = small.deals.rows
const productsOf = (dealId: unknown) => small.products.rows.filter((p) => p.deal_id === dealId)

describe('generateSeed', () => {
  it('gives byte-identical SQL for the same options and different SQL for another seed', () => {
    const options = { seed: 7, deals: 150, today: TODAY }
    expect(generateSeed(options)).toEqual(generateSeed({ ...options }))
    expect(generateSeed({ ...options, seed: 8 })).not.toEqual(generateSeed(options))
  })

  it.each([0, 1, 57, 400])('writes exactly %i deals', (count) => {
    const sql = generateSeed({ seed: 1, deals: count, today: TODAY })
    const tuples = sql
      .filter((s) => s.startsWith('INSERT INTO deals ('))
      .reduce((sum, s) => sum + s.split('\n').length - 1, 0)
    expect(tuples).toBe(count)
  })

  it('keeps every statement under the D1 statement size limit', () => {
    for (const statement of generateSeed({ seed: 42, deals: 400, today: TODAY })) {
      expect(new TextEncoder().encode(statement).length).toBeLessThan(100_000)
    }
  })

  it('refuses a malformed today or deal count', () => {
    expect(() => generateSeed({ seed: 1, deals: 10, today: '2026-13-01' })).toThrow(/date/)
    expect(() => generateSeed({ seed: 1, deals: -1, today: TODAY })).toThrow(/deals/)
  })

  it('deletes children before parents, the reverse of the insert order', () => {
    const inserted = Object.values(small).map((table) => table.table)
    expect([...SEEDED_TABLES].reverse()).toEqual(inserted)
    expect(clearStatements()[0]).toBe('DELETE FROM flights')
  })
})

describe('the generated catalogue', () => {
  it('has deals in every subcategory, the spec’s special ones either side of 50', () => {
    const used = new Set(deals.map((d) => d.subcategory_id))
    for (const sub of SUBCATEGORIES) expect(used, sub.shortName).toContain(sub.id)
    for (const id of SPECIAL_SUBCATEGORY_IDS) {
      const prices = deals.filter((d) => d.subcategory_id === id).map((d) => d.price as number)
      expect(prices.some((p) => p < 5000)).toBe(true)
      expect(prices.some((p) => p >= 5000)).toBe(true)
    }
  })

  it(
    'has every product display type, with a year of calendar days and some flights',
    { tags: ['dated'] },
    () => {
      for (const type of ['default', 'dropdown', 'calendar']) {
        expect(deals.filter((d) => d.product_display_type === type).length).toBeGreaterThan(0)
      }
      const calendarDeal = deals.find((d) => d.product_display_type === 'calendar')
      const product = productsOf(calendarDeal?.id)[0]
      const days = small.calendarDays.rows.filter((d) => d.product_id === product?.id)
      expect(days).toHaveLength(365)
      expect(days[0]?.date).toBe(TODAY)
      expect(calendarDeal?.lead_in_price_date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(small.flights.size).toBeGreaterThan(0)
      expect(
        deals.some(
          (d) =>
            d.product_display_type === 'dropdown' &&
            productsOf(d.id).some((p) => p.column_id !== null),
        ),
      ).toBe(true)
    },
  )

  it(
    'gives calendar nights 0 to 12 rooms, sold out at 0, and flexible stays to half',
    { tags: ['dated'] },
    () => {
      const days = small.calendarDays.rows
      const open = days.filter((d) => d.open_for_sale === true)
      expect(open.every((d) => typeof d.remaining === 'number')).toBe(true)
      expect(open.every((d) => (d.remaining as number) >= 0 && (d.remaining as number) <= 12)).toBe(
        true,
      )
      expect(open.filter((d) => d.remaining === 0).every((d) => d.sold_out === true)).toBe(true)
      expect(open.some((d) => d.remaining === 0 && d.sold_out === true)).toBe(true)
      const firstDays = days.filter((d) => d.date === TODAY)
      const rules = firstDays.map((d) => [
        d.min_length_of_stay as number,
        d.max_length_of_stay as number,
      ])
      expect(rules.every(([min, max]) => min! >= 1 && max! <= 16 && max! >= min!)).toBe(true)
      const flexible = rules.filter(([min, max]) => min! < max!).length
      expect(flexible).toBeGreaterThan(firstDays.length / 4)
      expect(flexible).toBeLessThan((firstDays.length * 3) / 4)
    },
  )

  it(
    'has sold-out, capped, evergreen, VIP, closing-soon and early-bird deals',
    { tags: ['dated'] },
    () => {
      const soldOut = deals.filter((d) => productsOf(d.id).every((p) => p.sold_out === true))
      expect(soldOut.length).toBeGreaterThan(0)
      const dailyCapReached = deals.filter(
        (d) =>
          d.daily_purchase_cap !== null && productsOf(d.id).every((p) => p.remaining_for_day === 0),
      )
      expect(dailyCapReached.length).toBeGreaterThan(0)
      expect(deals.some((d) => d.weekly_purchase_cap !== null)).toBe(true)
      expect(
        deals.some((d) => d.is_evergreen === true && typeof d.evergreen_slug === 'string'),
      ).toBe(true)
      const vipOnly = deals.filter((d) => d.vip_only === true)
      expect(vipOnly.length).toBeGreaterThan(0)
      expect(vipOnly.every((d) => productsOf(d.id).every((p) => p.vip_exclusive === true))).toBe(
        true,
      )
      expect(deals.some((d) => d.vip_only === false && d.vip_price !== null)).toBe(true)
      const inTwoDays = dayStart(2)
      expect(
        deals.some(
          (d) => (d.closing_date as string) > TODAY && (d.closing_date as string) < inTwoDays,
        ),
      ).toBe(true)
      expect(deals.some((d) => d.display_early_bird === true)).toBe(true)
      expect(deals.some((d) => d.lead_gen === true && d.price === 0)).toBe(true)
    },
  )

  it('prices GB deals in pence and Irish deals in cents, never above the original', () => {
    expect(new Set(deals.map((d) => `${d.country_code}:${d.currency}`))).toEqual(
      new Set(['gb:GBP', 'ie:EUR']),
    )
    for (const row of [...deals, ...small.products.rows]) {
      expect(Number.isInteger(row.price)).toBe(true)
      expect(row.price as number).toBeGreaterThanOrEqual(0)
      expect(row.price as number).toBeLessThanOrEqual(row.original_price as number)
    }
    for (const d of deals) {
      const lead = productsOf(d.id).find((p) => p.price === d.price)
      expect(lead, `deal ${d.id} lead product`).toBeDefined()
    }
  })

  it('gives every merchant exactly one main address and every deal reviews of 1 to 5 stars', () => {
    const mains = small.merchantAddresses.rows.filter((a) => a.is_main === true)
    expect(mains).toHaveLength(small.merchants.size)
    expect(
      small.reviews.rows.every((r) => (r.rating as number) >= 1 && (r.rating as number) <= 5),
    ).toBe(true)
  })

  it(
    'has a few dozen sponsored ads on open deals and purchases over the two days to today',
    { tags: ['dated'] },
    () => {
      const ads = small.sponsoredAds.rows
      expect(ads.length).toBeGreaterThanOrEqual(24)
      expect(ads.length).toBeLessThanOrEqual(48)
      const open = new Set(
        deals.filter((d) => d.open === true && d.vip_only === false).map((d) => d.id),
      )
      expect(ads.every((a) => open.has(a.deal_id))).toBe(true)
      expect(new Set(ads.map((a) => a.deal_id)).size).toBe(ads.length)
      const purchases = small.purchases.rows
      expect(purchases.length).toBeGreaterThan(50)
      for (const p of purchases) {
        expect((p.purchased_at as string) >= dayStart(-2)).toBe(true)
        expect((p.purchased_at as string) < dayStart(1)).toBe(true)
      }
    },
  )

  // The full-size catalogue takes a few seconds alone and more on a busy machine (it timed out
  // at vitest's default 5 s beside other runs).
  it('gives every town 20 or more deals at the default size', { timeout: 90_000 }, () => {
    const full = buildCatalogue({ seed: 42, deals: 3000, today: TODAY })
    const perLocation = new Map<unknown, number>()
    for (const d of full.deals.rows)
      perLocation.set(d.location_id, (perLocation.get(d.location_id) ?? 0) + 1)
    for (const town of LOCATIONS.filter((l) => l.kind === 'local')) {
      expect(perLocation.get(town.id) ?? 0, town.shortName).toBeGreaterThanOrEqual(20)
    }
  })
})
