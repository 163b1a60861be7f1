import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { BRANDS } from '../../src/shared/config/brands'
import { Deal, DealSummary } from '../../src/shared/schemas/deal'
import { FeedQuery } from '../../src/shared/schemas/feed'
import { Location } from '../../src/shared/schemas/location'
import { NavigationItem } from '../../src/shared/schemas/navigation'
import {
  CatalogService,
  startOfLocalDayIso,
} from '../../src/worker/services/catalog/catalog-service'
import { FeedService } from '../../src/worker/services/feeds/feed-service'
import { TEST_TODAY } from './clock'
import { recordingDb } from './recording-db'
import { TEST_SEED } from './test-seed'

// Midday on the seed's `today`: deals closing later today are still shown.
const NOW = new Date(`${TEST_TODAY}T12:00:00Z`)
/** When the visitor's day began in London (feeds keep deals that close later that day). */
const START_OF_DAY = startOfLocalDayIso(NOW, BRANDS.dealio.timeZone)
/** The seeded deals are ids 1 to TEST_SEED.deals; other files add their own. */
const SEEDED = `id <= ${TEST_SEED.deals}`

const catalog = () => new CatalogService(env.DB)

async function location(shortName: string, country: 'gb' | 'ie') {
  const found = await catalog().findLocation(shortName, country)
  if (!found) throw new Error(`seed has no ${shortName}`)
  return found
}

const ids = async (sql: string, ...params: unknown[]): Promise<number[]> =>
  (
    (
      await env.DB.prepare(sql)
        .bind(...params)
        .all<{ id: number }>()
    ).results ?? []
  ).map((r) => r.id)

describe('locations', () => {
  it('lists each country’s towns and pseudo-locations as schema-valid locations', async () => {
    const gb = await catalog().listLocations('gb')
    const ie = await catalog().listLocations('ie')
    for (const l of [...gb, ...ie]) Location.parse(l)
    expect(gb.map((l) => l.shortName)).toEqual(
      expect.arrayContaining(['london', 'manchester', 'national-deal']),
    )
    expect(ie.map((l) => l.shortName)).toEqual(
      expect.arrayContaining(['dublin', 'dublin-south', 'cork']),
    )
    expect(gb[0]?.shortName).toBe('london')
  })

  it('finds a location by short name within a country only', async () => {
    expect((await catalog().findLocation('London', 'gb'))?.name).toBe('London')
    expect(await catalog().findLocation('london', 'ie')).toBeNull()
    expect(await catalog().findLocation('atlantis', 'gb')).toBeNull()
    expect(await catalog().knownLocationShortNames('ie')).toContain('dublin-south')
  })
})

/** The home page's grid as production asks for it (routes/pages/home.tsx: FeedService.list). */
const homeGrid = (brandId: keyof typeof BRANDS, shortName: string, page: number, pageSize = 9) =>
  new FeedService(env).list({
    brand: BRANDS[brandId],
    location: shortName,
    pageType: 'other',
    now: NOW,
    query: FeedQuery.parse({ page, pageSize }),
  })

describe('the homepage grid', () => {
  it.each([
    ['dealio', 'london', 'gb', 'GBP'],
    ['dealioie', 'dublin-south', 'ie', 'EUR'],
  ] as const)(
    '%s in %s gives schema-valid %s deal cards by sort score',
    { tags: ['dated'] },
    async (brandId, shortName, country, currency) => {
      const brand = BRANDS[brandId]
      const feed = await homeGrid(brandId, shortName, 0)
      expect(feed.mainDeal).not.toBeNull()
      // A full page, and on page 0 the side deals of §7's offset besides.
      expect(feed.deals.length).toBeGreaterThanOrEqual(9)
      for (const deal of [feed.mainDeal, ...feed.deals]) {
        const card = DealSummary.parse(deal)
        expect(card.currency).toBe(currency)
        expect(card.urlPath).toMatch(new RegExp(`^/deal/[a-z-]+/[a-z-]+/${card.id}/[a-z0-9-]+$`))
        expect(card.image.imageUrl).toBe(`/images/deal/${card.id}/1.svg?v=2`)
      }
      expect(feed.deals.map((d) => d.id)).not.toContain(feed.mainDeal?.id)
      // Of every deal on sale now, other files' included (they share the database).
      const top = await ids(
        `SELECT d.id FROM deals d JOIN locations l ON l.id = d.location_id WHERE d.country_code = ?
       AND (l.short_name = ? OR d.deal_type = 'national') AND d.vip_only = 0 AND d.open = 1
       AND d.brand IS NULL AND d.opens_at <= ? AND d.closing_date >= ?
       ORDER BY d.sort_score DESC, d.id LIMIT 1`,
        country,
        shortName,
        NOW.toISOString(),
        startOfLocalDayIso(NOW, brand.timeZone),
      )
      expect(feed.mainDeal?.id).toBe(top[0])
    },
  )

  it('gives every town of both countries a non-empty feed', async () => {
    for (const [brandId, country] of [
      ['dealio', 'gb'],
      ['livingsocialie', 'ie'],
    ] as const) {
      for (const town of (await catalog().listLocations(country)).filter(
        (l) => l.kind === 'local',
      )) {
        const feed = await homeGrid(brandId, town.shortName, 0)
        expect(feed.deals.length, town.shortName).toBeGreaterThanOrEqual(9)
      }
    }
  })

  it(
    'pages on without repeating deals and ends with an empty page',
    { tags: ['dated'] },
    async () => {
      const seen = new Set<number>()
      let page = 0
      for (; page < 100; page++) {
        const { mainDeal, deals } = await homeGrid('dealio', 'london', page, 25)
        if (page === 0 && mainDeal) seen.add(mainDeal.id)
        if (page > 0) expect(mainDeal).toBeNull()
        for (const d of deals) {
          expect(seen.has(d.id)).toBe(false)
          seen.add(d.id)
        }
        if (deals.length === 0) break
      }
      expect(page).toBeGreaterThan(1)
      const notOpenYet = await ids(
        "SELECT id FROM deals WHERE country_code = 'gb' AND opens_at > ?",
        NOW.toISOString(),
      )
      const closedBeforeToday = await ids(
        "SELECT id FROM deals WHERE country_code = 'gb' AND closing_date < ?",
        START_OF_DAY,
      )
      const vipOnly = await ids("SELECT id FROM deals WHERE country_code = 'gb' AND vip_only = 1")
      const livingSocialOnly = await ids("SELECT id FROM deals WHERE brand = 'livingsocial'")
      const ireland = await ids("SELECT id FROM deals WHERE country_code = 'ie'")
      for (const hidden of [notOpenYet, closedBeforeToday, vipOnly, livingSocialOnly, ireland]) {
        expect(hidden.length).toBeGreaterThan(0)
        for (const id of hidden) expect(seen.has(id)).toBe(false)
      }
      const closingToday = await ids(
        `SELECT d.id FROM deals d JOIN locations l ON l.id = d.location_id WHERE l.short_name = 'london'
       AND d.closing_date BETWEEN ? AND ? AND d.open = 1 AND d.${SEEDED}`,
        START_OF_DAY,
        new Date(NOW.getTime() - 3_600_000).toISOString(),
      )
      for (const id of closingToday) expect(seen.has(id)).toBe(true)
    },
  )

  it('refuses a negative page or an oversized page size', () => {
    expect(FeedQuery.safeParse({ page: -1 }).success).toBe(false)
    expect(FeedQuery.safeParse({ pageSize: 1000 }).success).toBe(false)
  })
})

// Seeded deals only: other files' fixture deals (test/fixtures) have no pictures.
describe('dealById', () => {
  it('returns full schema-valid deals for every product display type', async () => {
    for (const type of ['default', 'dropdown', 'calendar']) {
      const [id] = await ids(
        `SELECT id FROM deals WHERE country_code = 'gb' AND brand IS NULL AND product_display_type = ?
         AND ${SEEDED} ORDER BY id LIMIT 1`,
        type,
      )
      const deal = Deal.parse(await catalog().dealById(BRANDS.dealio, id!))
      expect(deal.productDisplay.type).toBe(type)
      expect(deal.products.length).toBeGreaterThan(0)
      expect(deal.images[0]?.imageUrl).toBe(`/images/deal/${id}/1.svg?v=2`)
      expect(deal.business.mainAddress).not.toBeNull()
      expect(deal.shareUrl).toBe(`https://dealio.co.uk${deal.urlPath}`)
    }
  })

  it('maps every seeded deal to a schema-valid Deal on a brand that sells it', async () => {
    const rows = (
      await env.DB.prepare(`SELECT id, country_code, brand FROM deals WHERE ${SEEDED}`).all<{
        id: number
        country_code: 'gb' | 'ie'
        brand: keyof typeof BRANDS | null
      }>()
    ).results
    for (const row of rows) {
      const brand = BRANDS[row.brand ?? (row.country_code === 'gb' ? 'dealio' : 'dealioie')]
      const result = Deal.safeParse(await catalog().dealById(brand, row.id))
      expect(result.error?.message, `deal ${row.id}`).toBeUndefined()
    }
    // One D1 batch per seeded deal (400): over the default 5 s on a busy machine.
  }, 30_000)

  it('gives evergreen deals an evergreen URL and Irish deals euro prices', async () => {
    const [evergreen] = await ids(
      `SELECT id FROM deals WHERE is_evergreen = 1 AND country_code = 'ie' AND brand IS NULL
       AND ${SEEDED} ORDER BY id LIMIT 1`,
    )
    const deal = Deal.parse(await catalog().dealById(BRANDS.dealioie, evergreen!))
    expect(deal.isEvergreen).toBe(true)
    expect(deal.evergreenUrl).toMatch(/^\/deal\/[a-z-]+\/[a-z-]+\/e\/[a-z0-9-]+$/)
    expect(deal.currency).toBe('EUR')
  })

  it('returns null for a missing id, another country’s deal and the other brand’s exclusive', async () => {
    expect(await catalog().dealById(BRANDS.dealio, 99_999_999)).toBeNull()
    const [irish] = await ids(
      `SELECT id FROM deals WHERE country_code = 'ie' AND ${SEEDED} ORDER BY id LIMIT 1`,
    )
    expect(await catalog().dealById(BRANDS.dealio, irish!)).toBeNull()
    expect(await catalog().dealById(BRANDS.dealioie, irish!)).not.toBeNull()
    const [exclusive] = await ids(
      `SELECT id FROM deals WHERE brand = 'livingsocial' AND ${SEEDED} ORDER BY id LIMIT 1`,
    )
    expect(await catalog().dealById(BRANDS.dealio, exclusive!)).toBeNull()
    expect(await catalog().dealById(BRANDS.livingsocial, exclusive!)).not.toBeNull()
  })
})

describe('navigation', () => {
  it('starts with the local link for the visitor’s location and overflows the header', async () => {
    const items = await catalog().navigation(BRANDS.dealio, await location('manchester', 'gb'))
    for (const item of items) NavigationItem.parse(item)
    expect(items.length).toBeGreaterThanOrEqual(12)
    expect(items[0]).toMatchObject({ linkText: 'Local', url: '/deals/manchester', isLocal: true })
    expect(items.some((i) => i.url.includes('{location}'))).toBe(false)
    expect(items.find((i) => i.isVip)?.linkText).toBe('VIP Hub')
    expect(items.map((i) => i.url)).toEqual(
      expect.arrayContaining(['/gifts', '/deal/manchester/gift-finder']),
    )
  })

  it('gives the travel item UK or Ireland Travel and International Travel by country', async () => {
    const uk = await catalog().navigation(BRANDS.dealio, await location('london', 'gb'))
    const ie = await catalog().navigation(BRANDS.livingsocialie, await location('dublin', 'ie'))
    const texts = (items: NavigationItem[]) =>
      items.find((i) => i.navigationType === 'travel')?.subNavigations.map((s) => s.linkText)
    expect(texts(uk)).toEqual(['UK Travel', 'International Travel'])
    expect(texts(ie)).toEqual(['Ireland Travel', 'International Travel'])
    expect(ie.find((i) => i.navigationType === 'travel')?.url).toBe('/escapes')
  })

  it('marks only the most specific matching item active', async () => {
    const items = await catalog().navigation(
      BRANDS.dealio,
      await location('london', 'gb'),
      '/deals/london/beauty',
    )
    expect(items.filter((i) => i.isActive).map((i) => i.shortName)).toEqual(['beauty'])
  })

  it('has a travel menu of groups with their subcategories', async () => {
    const groups = await catalog().travelNavigation(BRANDS.dealio, await location('london', 'gb'))
    expect(groups.map((g) => [g.linkText, g.navigationType])).toEqual([
      ['UK Travel', 'travel'],
      ['International Travel', 'international travel'],
    ])
    expect(groups[1]?.subNavigations.map((s) => s.url)).toContain('/travel/beach-holidays')
  })

  it('reads each menu from D1 once per isolate while it is kept, per location', async () => {
    const recorded = recordingDb(env.DB)
    const counted = new CatalogService(recorded.db)
    const london = await location('london', 'gb')
    const leeds = await location('leeds', 'gb')
    const first = await counted.navigation(BRANDS.dealio, london)
    const afterFirst = recorded.batches()
    const again = await counted.navigation(BRANDS.dealio, leeds, '/deals/leeds/beauty')
    await counted.travelNavigation(BRANDS.dealio, london)
    await counted.travelNavigation(BRANDS.dealio, leeds)
    expect(recorded.batches() - afterFirst).toBeLessThanOrEqual(1)
    // The kept rows still fill in each request's location and active item.
    expect(first.find((i) => i.shortName === 'beauty')?.url).toBe('/deals/london/beauty')
    expect(again.find((i) => i.shortName === 'beauty')).toMatchObject({
      url: '/deals/leeds/beauty',
      isActive: true,
    })
  })
})
