import { SELF, env } from 'cloudflare:test'
import { describe, expect, it, vi } from 'vitest'
import { BRANDS } from '../../src/shared/config/brands'
import { DealListResponse } from '../../src/shared/schemas/feed'
import { bumpPageCacheGeneration } from '../../src/worker/cache/page-cache-generation'
import { startOfLocalDayIso } from '../../src/worker/services/catalog/catalog-service'
import { FEED_CACHE_TTL, FeedCache } from '../../src/worker/storage/feed-cache'
import { CATALOG_VERSION_MEMO_MS } from '../../src/worker/services/feeds/catalog-version'
import { atInstant, clock } from './clock'

const UK = 'http://localhost'
const IE = 'http://ie.localhost'

async function get(path: string, host = UK): Promise<Response> {
  return SELF.fetch(`${host}${path.startsWith('/api/') ? '' : '/api/v1'}${path}`)
}

async function feed(path: string, host = UK): Promise<DealListResponse> {
  const res = await get(path, host)
  expect(res.status, `${path}: ${res.status}`).toBe(200)
  return DealListResponse.parse(await res.json())
}

async function errorOf(path: string, host = UK) {
  const res = await get(path, host)
  const body = (await res.json()) as { error: { code: string; message: string } }
  return { status: res.status, ...body.error }
}

/** Follows next-page URLs from page 0 until a page says there are no more. */
async function walk(path: string, host = UK) {
  const pages: DealListResponse[] = []
  let url: string | null = path
  while (url !== null && pages.length < 60) {
    const page: DealListResponse = await feed(url, host)
    pages.push(page)
    url = page.nomore ? null : page.nextPageUrl
  }
  const ids = pages.flatMap((p) => [
    ...(p.mainDeal ? [p.mainDeal.id] : []),
    ...p.deals.map((d) => d.id),
  ])
  return { pages, ids }
}

const sqlIds = async (sql: string, ...params: unknown[]): Promise<number[]> =>
  (
    await env.DB.prepare(sql)
      .bind(...params)
      .all<{ id: number }>()
  ).results.map((r) => r.id)

const paramsOf = (url: string | null) => new URL(url ?? '/', UK).searchParams

describe('feed paging', () => {
  it('walks a location feed to its end without repeating or skipping a deal', async () => {
    const { pages, ids } = await walk('/deals/london?pageSize=20')
    expect(pages.length).toBeGreaterThan(2)
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids.length).toBe(pages[0]?.total)
    expect(pages.at(-1)?.nomore).toBe(true)
    // Only page 0 carries the main deal.
    expect(pages.slice(1).every((p) => p.mainDeal === null)).toBe(true)
  })

  it(
    'lists only deals open for viewing, of the brand’s country, without the other brand’s exclusives',
    { tags: ['dated'] },
    async () => {
      const { ids } = await walk('/deals/london?pageSize=50')
      // A deal is shown until the end of its closing day in London.
      const startOfDay = startOfLocalDayIso(clock.now(), BRANDS.dealio.timeZone)
      const hidden = await sqlIds(
        `SELECT id FROM deals WHERE country_code <> 'gb' OR (brand IS NOT NULL AND brand <> 'dealio')
         OR open = 0 OR vip_only = 1 OR opens_at > ? OR closing_date < ?`,
        clock.now().toISOString(),
        startOfDay,
      )
      expect(ids.filter((id) => hidden.includes(id))).toEqual([])
    },
  )

  it('sets next-page offsets of §7: 2 on listings, 5 on deal pages, 0 for travel, +1 after a sold-out main deal', async () => {
    for (const [path, base] of [
      ['/deals/london?pageSize=9', 2],
      ['/deals/london?pageSize=9&pageType=deal', 5],
      ['/deals/travel?pageSize=9', 0],
    ] as const) {
      const page = await feed(path)
      const offset = base + (page.mainDeal?.soldOut ? 1 : 0)
      const next = paramsOf(page.nextPageUrl)
      expect(next.get('page'), path).toBe('1')
      expect(next.get('offset'), path).toBe(String(offset))
      expect(next.get('pageSize'), path).toBe('9')
      // Page 0 shows the main deal, the deals beside it and one page of the grid.
      expect(page.deals.length + 1, path).toBe(offset + 9)
    }
  })

  it('answers a page past the end as empty, with no more and no next page', async () => {
    const page = await feed('/deals/london?page=500&offset=2')
    expect(page.deals).toEqual([])
    expect(page.mainDeal).toBeNull()
    expect(page.nomore).toBe(true)
    expect(page.nextPageUrl).toBeNull()
  })

  it('keeps filters and sort in the next-page URL and the bare path as canonical', async () => {
    const page = await feed('/deals/london/beauty?orderBy=price-asc&minPrice=5')
    expect(page.canonicalUrl).toBe('/deals/london/beauty')
    expect(page.nextPageUrl).toMatch(/^\/api\/v1\/deals\/london\/beauty\?/)
    expect(paramsOf(page.nextPageUrl).get('orderBy')).toBe('price-asc')
    expect(paramsOf(page.nextPageUrl).get('minPrice')).toBe('5')
    const second = await feed('/deals/london/beauty?page=2&offset=2')
    expect(second.canonicalUrl).toBe('/deals/london/beauty?page=2')
  })
})

describe('listings', () => {
  it('lists a category, a subcategory and a special by their rules', async () => {
    const beauty = await feed('/deals/london/beauty?pageSize=50')
    expect(
      [beauty.mainDeal, ...beauty.deals].every((d) => d?.category.shortName === 'beauty'),
    ).toBe(true)
    const massage = await feed('/deals/london/beauty/massage?pageSize=50')
    const subs = massage.facetedNavigation?.navigations.find((n) => n.type === 'subcategory')
    expect(subs?.links.find((l) => l.isActive)?.shortName).toBe('massage')
    const massageIds = await sqlIds('SELECT id FROM deals WHERE subcategory_id = 102')
    expect(massage.deals.every((d) => massageIds.includes(d.id))).toBe(true)
    const earlyBird = await feed('/deals/national-deal/special/early-bird?pageSize=50')
    expect(
      [earlyBird.mainDeal, ...earlyBird.deals].every((d) => d === null || d.display.earlyBird),
    ).toBe(true)
    expect(earlyBird.canonicalUrl).toBe('/deals/national-deal/special/early-bird')
  })

  it('lists gift-finder tags as specials', async () => {
    const page = await feed('/deals/national-deal/special/gifts-for-mum?pageSize=50')
    const tagged = await sqlIds(
      "SELECT id FROM deals WHERE ',' || tags || ',' LIKE '%,gifts-for-mum,%'",
    )
    expect(page.deals.length).toBeGreaterThan(0)
    expect(page.deals.every((d) => tagged.includes(d.id))).toBe(true)
  })

  it('filters by price in major units and excludes deals, categories and the recently viewed deal', async () => {
    const page = await feed('/deals/london?minPrice=20&maxPrice=60&pageSize=50')
    for (const deal of [page.mainDeal, ...page.deals]) {
      expect(deal?.price).toBeGreaterThanOrEqual(2000)
      expect(deal?.price).toBeLessThanOrEqual(6000)
    }
    expect(page.facetedNavigation?.stats.count).toBe(page.total)
    const all = await feed('/deals/london?pageSize=20')
    const first = all.deals[0]?.id ?? 0
    const second = all.deals[1]?.id ?? 0
    const without = await feed(
      `/deals/london?pageSize=20&excludedealids=${first}&recentViewedDeal=${second}&excludecategory=travel`,
    )
    const shown = [without.mainDeal, ...without.deals].map((d) => d?.id)
    expect(shown).not.toContain(first)
    expect(shown).not.toContain(second)
    expect(without.deals.some((d) => d.category.shortName === 'travel')).toBe(false)
  })

  it('narrows to VIP deals with the VIP toggle, VIP-only ones included, sorted by VIP price', async () => {
    const vipOnly = await sqlIds("SELECT id FROM deals WHERE vip_only = 1 AND country_code = 'gb'")
    const vipDeals = await sqlIds(
      "SELECT id FROM deals WHERE (vip_only = 1 OR vip_price IS NOT NULL) AND country_code = 'gb'",
    )
    const plain = await walk('/deals/national-deal?pageSize=50')
    expect(plain.ids.filter((id) => vipOnly.includes(id))).toEqual([])
    const vip = await walk('/deals/national-deal?pageSize=50&vip=true&orderBy=price-asc')
    expect(vip.ids.some((id) => vipOnly.includes(id))).toBe(true)
    // A filter: only VIP deals, and fewer than the whole listing.
    expect(vip.ids.length).toBeGreaterThan(0)
    expect(vip.ids.every((id) => vipDeals.includes(id))).toBe(true)
    expect(vip.ids.length).toBeLessThan(plain.ids.length + vipOnly.length)
    const prices = vip.pages.flatMap((p) =>
      [p.mainDeal, ...p.deals].flatMap((d) => (d ? [d.vipPrice ?? d.price] : [])),
    )
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
  })

  it('counts each category facet as the category’s own listing does', async () => {
    const page = await feed('/deals/london')
    const links =
      page.facetedNavigation?.navigations.find((n) => n.type === 'category')?.links ?? []
    expect(links.length).toBeGreaterThan(3)
    for (const link of links) {
      expect(link.url).toBe(`/deals/london/${link.shortName}`)
      const listing = await feed(`/deals/london/${link.shortName}`)
      expect(listing.total, link.shortName).toBe(link.count)
    }
    const beauty = await feed('/deals/london/beauty')
    const subs =
      beauty.facetedNavigation?.navigations.find((n) => n.type === 'subcategory')?.links ?? []
    for (const link of subs) {
      const listing = await feed(`/deals/london/beauty/${link.shortName}`)
      expect(listing.total, link.shortName).toBe(link.count)
    }
  })

  it('answers the IE brand in euros and maps shop to the national deals', async () => {
    const ie = await feed('/deals/dublin-south?pageSize=50', IE)
    expect([ie.mainDeal, ...ie.deals].every((d) => d?.currency === 'EUR')).toBe(true)
    const shop = await feed('/deals/shop')
    const national = await feed('/deals/national-deal')
    expect(shop.canonicalUrl).toBe('/deals/shop')
    expect(shop.mainDeal?.id).toBe(national.mainDeal?.id)
    const moved = await feed('/deals/london/food-drink/massage')
    expect(moved.redirectUrl).toBe('/deals/london/beauty/massage')
  })
})

describe('feed errors', () => {
  it('requires a location', async () => {
    expect(await errorOf('/deals')).toEqual({
      status: 400,
      code: 'LOCATION_REQUIRED',
      message: 'A search or category feed requires a location',
    })
  })

  it.each([
    ['a non-numeric page size', '/deals/london?pageSize=abc'],
    ['a reversed price range', '/deals/london?minPrice=50&maxPrice=10'],
    ['a negative page', '/deals/london?page=-1'],
    ['an unknown sort', '/deals/london?orderBy=cheapest'],
    ['a VIP flag that is not true or false', '/deals/london?vip=maybe'],
    ['a deal id that is not a number', '/deals/london?excludedealids=x'],
    ['an unknown page type', '/deals/london?pageType=home'],
    ['an unknown category filter', '/deals/london?category=nope'],
    ['a 10 KB q', `/deals/london?q=${'x'.repeat(10_000)}`],
  ])('refuses %s with 400', async (_label, path) => {
    const error = await errorOf(path)
    expect(error.status).toBe(400)
    expect(error.code).toBe('INVALID')
  })

  it.each([
    ['/deals/atlantis', UK],
    ['/deals/london', IE],
    ['/deals/london/nope', UK],
    ['/deals/london/beauty/nope', UK],
    ['/deals/london/beauty/massage/no-such-tag', UK],
    ['/deals/london/special/nope', UK],
    ['/deals/london/special/gifts-for-nobody', UK],
    ['/deals/%ZZ', UK],
    [`/deals/${'x'.repeat(3000)}`, UK],
  ])('answers %s with 404', async (path, host) => {
    expect((await errorOf(path, host)).status).toBe(404)
  })
})

describe('feed cache', () => {
  const keysFor = async (fragment: string) =>
    (await env.FEED_CACHE.list({ prefix: 'feed:' })).keys
      .map((k) => k.name)
      .filter((name) => name.includes(fragment))

  it('serves the second request from KV', async () => {
    const first = await feed('/deals/manchester/activities')
    let key = ''
    await vi.waitFor(async () => {
      ;[key = ''] = await keysFor(':manchester:other:activities:')
      expect(key).not.toBe('')
    })
    expect(key).toMatch(/^feed:v\d+:dealio:manchester:other:activities:$/)
    // The feed's JSON as the value, when it was stored in the metadata.
    const stored = await env.FEED_CACHE.getWithMetadata<DealListResponse, { storedAt: number }>(
      key,
      'json',
    )
    expect(stored.metadata?.storedAt).toEqual(expect.any(Number))
    expect(stored.value?.mainDeal?.id).toBe(first.mainDeal?.id)
    // Marking the stored copy shows the next answer comes from KV, not D1.
    if (stored.value?.mainDeal) stored.value.mainDeal.headline = 'Served from KV'
    await env.FEED_CACHE.put(key, JSON.stringify(stored.value), { metadata: stored.metadata })
    const second = await feed('/deals/manchester/activities')
    expect(second.mainDeal?.headline).toBe('Served from KV')
  })

  it('answers a KV hit with the stored bytes, neither parsed nor serialised again', async () => {
    const path = '/deals/manchester/food-drink'
    await feed(path)
    let key = ''
    await vi.waitFor(async () => {
      ;[key = ''] = await keysFor(':manchester:other:food-drink:')
      expect(key).not.toBe('')
    })
    const stored = await env.FEED_CACHE.getWithMetadata<{ storedAt: number }>(key, 'text')
    // Spelt as no serialiser of ours would: an answer re-serialised from a parse would differ.
    const spelt = JSON.stringify(JSON.parse(stored.value!), null, 1)
    await env.FEED_CACHE.put(key, spelt, { metadata: stored.metadata })
    const res = await get(path, UK)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await res.text()).toBe(spelt)
  })

  it('takes an entry in the older { storedAt, value } form for a miss and rebuilds it', async () => {
    const path = '/deals/manchester/beauty'
    const first = await feed(path)
    let key = ''
    await vi.waitFor(async () => {
      ;[key = ''] = await keysFor(':manchester:other:beauty:')
      expect(key).not.toBe('')
    })
    await env.FEED_CACHE.put(key, JSON.stringify({ storedAt: clock.ms(), value: { stale: 1 } }))
    expect((await feed(path)).mainDeal?.id).toBe(first.mainDeal?.id)
  })

  it('normalises the query in the key: order, case and defaults do not matter', async () => {
    await feed('/deals/leeds?q=Spa&orderBy=recent&page=0&pageSize=9&minPrice=10')
    await vi.waitFor(async () => expect(await keysFor(':leeds:')).toHaveLength(1))
    await feed('/deals/leeds?minPrice=10&orderBy=recent&q=spa')
    expect(await keysFor(':leeds:')).toEqual([
      expect.stringMatching(/:leeds:other:all:minprice=10&orderby=recent&q=spa$/),
    ])
  })

  it('answers a stale entry at once and refreshes it in the background', async () => {
    let now = 1_000_000
    const cache = new FeedCache(env.FEED_CACHE, () => now)
    const key = 'feed:v0:test:swr'
    await cache.put(key, { n: 1 })
    const load = () => Promise.resolve({ n: 2 })
    expect(await cache.read(key, load)).toEqual({ value: { n: 1 }, status: 'hit' })
    now += FEED_CACHE_TTL * 1000 + 1
    const pending: Promise<unknown>[] = []
    expect(await cache.read(key, load, (p) => pending.push(p))).toEqual({
      value: { n: 1 },
      status: 'stale',
    })
    await Promise.all(pending)
    expect(await cache.read(key, load)).toEqual({ value: { n: 2 }, status: 'hit' })
  })

  /** env.FEED_CACHE counting the reads that reach KV. */
  function countingKv() {
    let reads = 0
    const kv = new Proxy(env.FEED_CACHE, {
      get(target, prop) {
        const value = Reflect.get(target, prop) as unknown
        if (prop === 'getWithMetadata') reads++
        return typeof value === 'function' ? value.bind(target) : value
      },
    })
    return { kv, reads: () => reads }
  }

  it('answers a fresh entry from the isolate without asking KV again, frozen, until it goes stale', async () => {
    let now = 2_000_000
    const counted = countingKv()
    const cache = new FeedCache(counted.kv, () => now)
    const key = 'feed:v0:test:isolate-tier'
    await cache.put(key, { deals: [{ id: 1 }] })
    const load = () => Promise.resolve({ deals: [{ id: 2 }] })
    const first = await cache.read(key, load)
    const second = await cache.read(key, load)
    expect(second).toEqual({ value: { deals: [{ id: 1 }] }, status: 'hit' })
    expect(counted.reads()).toBe(1)
    // One request cannot change what the next is served.
    expect(() => {
      ;(first.value as { deals: { id: number }[] }).deals[0]!.id = 99
    }).toThrow(TypeError)
    // Once stale, KV is asked again (another isolate may have refreshed it).
    now += FEED_CACHE_TTL * 1000
    await cache.read(key, load)
    expect(counted.reads()).toBe(2)
  })

  it('drops its isolate copies when the page-cache generation changes, as a back-office save does', async () => {
    const counted = countingKv()
    const cache = new FeedCache(counted.kv, () => 4_000_000)
    const key = 'feed:v0:test:isolate-generation'
    await cache.put(key, { deals: [] })
    await cache.get(key)
    await cache.get(key)
    expect(counted.reads()).toBe(1)
    await bumpPageCacheGeneration(env.FEED_CACHE)
    await cache.get(key)
    expect(counted.reads()).toBe(2)
  })

  it('keeps a bounded number of entries in the isolate', async () => {
    const counted = countingKv()
    const cache = new FeedCache(counted.kv, () => 3_000_000)
    const keys = Array.from({ length: 80 }, (_, i) => `feed:v0:test:bounded-${i}`)
    for (const key of keys) await cache.put(key, { key })
    for (const key of keys) await cache.get(key)
    expect(counted.reads()).toBe(80)
    await cache.get(keys.at(-1)!)
    expect(counted.reads()).toBe(80)
    await cache.get(keys[0]!)
    expect(counted.reads()).toBe(81)
  })

  it('drops every cached feed when the catalogue changes, within the version memo', async () => {
    const version = async () =>
      (await env.DB.prepare('SELECT version FROM catalog_version').first<{ version: number }>())
        ?.version
    const before = await feed('/deals/bristol')
    const main = before.mainDeal
    expect(main).not.toBeNull()
    const v0 = await version()
    await env.DB.prepare('UPDATE deals SET headline = ? WHERE id = ?')
      .bind('Freshly renamed deal', main?.id)
      .run()
    try {
      expect(await version()).toBeGreaterThan(v0 ?? 0)
      // The isolate believes the version it read for CATALOG_VERSION_MEMO_MS: a
      // change made behind the back office's back shows once that has passed, not before.
      expect((await feed('/deals/bristol')).mainDeal?.headline).toBe(main?.headline)
      const later = new Date(clock.ms() + CATALOG_VERSION_MEMO_MS)
      const after = await atInstant(later, () => feed('/deals/bristol'))
      expect(after.mainDeal?.headline).toBe('Freshly renamed deal')
    } finally {
      await env.DB.prepare('UPDATE deals SET headline = ? WHERE id = ?')
        .bind(main?.headline, main?.id)
        .run()
    }
  })

  it('keeps the version when only stock counters move', async () => {
    const read = async () =>
      (await env.DB.prepare('SELECT version FROM catalog_version').first<{ version: number }>())
        ?.version
    const product = await env.DB.prepare(
      'SELECT id, total_remaining FROM deal_products WHERE total_remaining > 5 LIMIT 1',
    ).first<{ id: number; total_remaining: number }>()
    const v0 = await read()
    await env.DB.prepare(
      'UPDATE deal_products SET total_remaining = total_remaining - 1 WHERE id = ?',
    )
      .bind(product?.id)
      .run()
    expect(await read()).toBe(v0)
    await env.DB.prepare('UPDATE deal_products SET total_remaining = ? WHERE id = ?')
      .bind(product?.total_remaining, product?.id)
      .run()
  })
})
