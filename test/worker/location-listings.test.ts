import { SELF, env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { DealListResponse } from '../../src/shared/schemas/feed'
import { bumpPageCacheGeneration } from '../../src/worker/cache/page-cache-generation'
import { TEST_SEED } from './test-seed'

const UK = 'http://localhost'
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

// Pages see, and the page cache keys on, only the parameters they read: each walk starts from
// an empty cache, as after a back-office save.
const emptyCache = () => bumpPageCacheGeneration(env.FEED_CACHE)
const withQuery = (path: string, q: string) => `${path}${path.includes('?') ? '&' : '?'}${q}`

async function page(path: string, userAgent?: string): Promise<string> {
  const res = await SELF.fetch(`${UK}${path}`, {
    headers: userAgent ? { 'user-agent': userAgent } : {},
  })
  expect(res.status, path).toBe(200)
  return res.text()
}

async function feed(path: string): Promise<DealListResponse> {
  const res = await SELF.fetch(`${UK}${path}`)
  expect(res.status, `${path}: ${res.status}`).toBe(200)
  return DealListResponse.parse(await res.json())
}

/** The listing's part of a page: from its count to the end of its load-more control (the
 * rails below it list deals too). */
function listing(html: string): string {
  const start = html.indexOf('data-testid="listing-count"')
  const end = html.indexOf('data-testid="load-more"', start)
  expect(start, 'listing count').toBeGreaterThan(0)
  expect(end, 'load-more control').toBeGreaterThan(start)
  return html.slice(start, html.indexOf('</div>', end))
}

const cardIds = (markup: string) =>
  [...markup.matchAll(/data-stock-deal="(\d+)"/g)].map((match) => Number(match[1]))

/** The no-JS 'Load more deals' link: the page's own next page. */
const nextLink = (markup: string) =>
  markup
    .match(/<a href="([^"]+)" rel="next"[^>]*data-testid="load-more-button"/)?.[1]
    ?.replaceAll('&amp;', '&') ?? null

/** Follows a page's 'Load more deals' links from `path` as a visitor without script would. */
async function walkPages(path: string) {
  const ids: number[] = []
  const visited: string[] = []
  let url: string | null = path
  while (url !== null && visited.length < 40) {
    visited.push(url)
    const part = listing(await page(url))
    ids.push(...cardIds(part))
    url = nextLink(part)
  }
  return { ids, visited }
}

/** Follows the API's next-page URLs from `path`. */
async function walkFeed(path: string) {
  const ids: number[] = []
  let url: string | null = path
  let total = 0
  for (let pages = 0; url !== null && pages < 80; pages++) {
    const body: DealListResponse = await feed(url)
    if (pages === 0) total = body.total ?? 0
    ids.push(...(body.mainDeal ? [body.mainDeal.id] : []), ...body.deals.map((d) => d.id))
    url = body.nomore ? null : body.nextPageUrl
  }
  return { ids, total }
}

describe('a location page pages through its whole feed', () => {
  it.each([
    ['a town', '/deals/manchester', '/api/v1/deals/manchester'],
    ['the homepage', '/', '/api/v1/deals/london'],
    ['the shop', '/deals/shop', '/api/v1/deals/shop'],
  ])('lists every deal of %s once following its ?page=N links', async (_, path, api) => {
    await emptyCache()
    const { ids, visited } = await walkPages(path)
    expect(visited.length).toBeGreaterThan(1)
    expect(visited[1]).toBe(withQuery(path, 'page=1'))
    expect(new Set(ids).size).toBe(ids.length)
    // Another page size walks other windows of the same list: the same deals, in order.
    const expected = await walkFeed(`${api}?pageSize=7`)
    expect(ids).toEqual(expected.ids)
    expect(ids.length).toBe(expected.total)
  })

  it('never offers a next page that comes back empty, whatever the page size', async () => {
    // Some page size ends a page exactly on the list's last deal: that page says no more.
    for (let pageSize = 4; pageSize <= 16; pageSize++) {
      for (let p = 0; p < 40; p++) {
        const body = await feed(`/api/v1/deals/manchester?pageSize=${pageSize}&page=${p}`)
        const shown = body.deals.length + (body.mainDeal ? 1 : 0)
        expect(shown, `pageSize ${pageSize}: page ${p} was offered but is empty`).toBeGreaterThan(0)
        if (body.nomore) break
      }
    }
  })

  it('answers a bare ?page=N with what the next-page URL (with its offset) gives', async () => {
    const first = await feed('/api/v1/deals/manchester?pageSize=9')
    const next = new URL(first.nextPageUrl ?? '', UK)
    expect(next.searchParams.get('offset')).toBe(String(first.deals.length + 1 - 9))
    const withOffset = await feed(`${next.pathname}${next.search}`)
    const bare = await feed('/api/v1/deals/manchester?pageSize=9&page=1')
    expect(bare.deals.map((d) => d.id)).toEqual(withOffset.deals.map((d) => d.id))
    const shown = [first.mainDeal?.id, ...first.deals.map((d) => d.id)]
    expect(bare.deals.filter((d) => shown.includes(d.id))).toEqual([])
  })

  it('walks the feed API by bare ?page=N without repeating or skipping a deal', async () => {
    const { ids, total } = await walkFeed('/api/v1/deals/manchester?pageSize=9')
    const bare: number[] = []
    for (let p = 0; p < 60; p++) {
      const body = await feed(`/api/v1/deals/manchester?pageSize=9&page=${p}`)
      bare.push(...(body.mainDeal ? [body.mainDeal.id] : []), ...body.deals.map((d) => d.id))
      if (body.nomore) break
    }
    expect(bare).toEqual(ids)
    expect(bare.length).toBe(total)
  })

  it('offers sort, filters and load-more on the homepage, the town page and the shop', async () => {
    for (const path of ['/', '/deals/manchester', '/deals/shop']) {
      const html = await page(path)
      for (const island of ['filter-panel', 'sort-form', 'load-more']) {
        expect(html, `${path} ${island}`).toContain(`data-island="${island}"`)
      }
      expect(html).toMatch(/<a href="[^"]*page=1" rel="next"/)
    }
  })
})

const idsOf = (body: DealListResponse) => [
  ...(body.mainDeal ? [body.mainDeal.id] : []),
  ...body.deals.map((d) => d.id),
]

const sqlIds = async (sql: string, ...params: unknown[]): Promise<Set<number>> =>
  new Set(
    (
      await env.DB.prepare(sql)
        .bind(...params)
        .all<{ id: number }>()
    ).results.map((r) => r.id),
  )

describe('every listing parameter narrows or reorders a location feed', () => {
  const base = '/api/v1/deals/london?pageSize=40'

  it('location', async () => {
    const london = await feed('/api/v1/deals?location=london&pageSize=40')
    const leeds = await feed('/api/v1/deals?location=leeds&pageSize=40')
    expect(idsOf(leeds)).not.toEqual(idsOf(london))
    expect(leeds.total).not.toBe(london.total)
  })

  it('category, subcategory and categories', async () => {
    const all = await feed(base)
    const category = all.deals[0]!.category.shortName
    const byCategory = await feed(`${base}&category=${category}`)
    expect(byCategory.total).toBeLessThan(all.total!)
    expect(byCategory.deals.every((d) => d.category.shortName === category)).toBe(true)

    // Another category London sells, from the seed: the feed's first page may be all one
    // category, as other files add London deals of their own (storage is shared).
    const other = (await env.DB.prepare(
      `SELECT c.short_name AS name FROM deals d
         JOIN categories c ON c.id = d.category_id JOIN locations l ON l.id = d.location_id
        WHERE l.short_name = 'london' AND d.open = 1 AND d.id <= ?1 AND c.short_name <> ?2
        GROUP BY c.short_name ORDER BY COUNT(*) DESC LIMIT 1`,
    )
      .bind(TEST_SEED.deals, category)
      .first<{ name: string }>())!.name
    const both = await feed(`${base}&categories=${category},${other}`)
    expect(both.total).toBeLessThan(all.total!)
    expect(both.total).toBeGreaterThan(byCategory.total!)
    expect(both.deals.every((d) => [category, other].includes(d.category.shortName))).toBe(true)

    const sub = await env.DB.prepare(
      `SELECT s.short_name AS name FROM deals d JOIN subcategories s ON s.id = d.subcategory_id
       WHERE d.id = ?`,
    )
      .bind(all.deals[0]!.id)
      .first<{ name: string }>()
    const bySub = await feed(`${base}&subcategory=${sub!.name}`)
    const inSub = await sqlIds(
      `SELECT d.id FROM deals d JOIN subcategories s ON s.id = d.subcategory_id
       WHERE s.short_name = ?`,
      sub!.name,
    )
    expect(bySub.total).toBeLessThan(all.total!)
    expect(idsOf(bySub).every((id) => inSub.has(id))).toBe(true)
  })

  it('searchTag', async () => {
    const all = await feed(base)
    const row = await env.DB.prepare(
      `SELECT t.tag AS tag FROM deal_tags t WHERE t.deal_id IN (${idsOf(all).join(',')})
       GROUP BY t.tag ORDER BY COUNT(*) DESC LIMIT 1`,
    ).first<{ tag: string }>()
    const tagged = await feed(`${base}&searchTag=${row!.tag}`)
    const carrying = await sqlIds('SELECT deal_id AS id FROM deal_tags WHERE tag = ?', row!.tag)
    expect(tagged.total).toBeGreaterThan(0)
    expect(tagged.total).toBeLessThan(all.total!)
    expect(idsOf(tagged).every((id) => carrying.has(id))).toBe(true)
  })

  it('order and orderBy', async () => {
    const popular = idsOf(await feed(base))
    const reversed = idsOf(await feed(`${base}&order=asc`))
    expect(reversed).not.toEqual(popular)
    const cheapest = await feed(`${base}&orderBy=price-asc`)
    const prices = cheapest.deals.map((d) => d.price)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    expect(idsOf(cheapest)).not.toEqual(popular)
  })

  it('minPrice, maxPrice and vip', async () => {
    const all = await feed(base)
    const ranged = await feed(`${base}&minPrice=20&maxPrice=60`)
    expect(ranged.total).toBeLessThan(all.total!)
    for (const deal of ranged.deals) {
      expect(deal.price).toBeGreaterThanOrEqual(2000)
      expect(deal.price).toBeLessThanOrEqual(6000)
    }
    const vip = await feed(`${base}&vip=true`)
    const vipDeals = await sqlIds(
      'SELECT id FROM deals WHERE vip_only = 1 OR vip_price IS NOT NULL',
    )
    expect(vip.total).toBeGreaterThan(0)
    expect(vip.total).not.toBe(all.total)
    expect(idsOf(vip).every((id) => vipDeals.has(id))).toBe(true)
  })

  it('all', async () => {
    const town = await feed('/api/v1/deals/leeds?pageSize=40')
    const everywhere = await feed('/api/v1/deals/leeds?pageSize=40&all=true')
    expect(everywhere.total).toBeGreaterThan(town.total!)
    expect(everywhere.deals.some((d) => d.locationName !== 'Leeds')).toBe(true)
    expect(everywhere.nextPageUrl).toContain('all=true')
  })

  it('page, pageSize and offset', async () => {
    const paged = '/api/v1/deals/london?pageSize=5'
    const first = await feed(paged)
    expect(first.deals.length + 1).toBe(2 + 5)
    const second = await feed(`${paged}&page=1&offset=2`)
    const shifted = await feed(`${paged}&page=1&offset=4`)
    expect(second.deals).toHaveLength(5)
    expect(second.deals.map((d) => d.id)).not.toEqual(first.deals.map((d) => d.id))
    expect(shifted.deals.slice(0, 3).map((d) => d.id)).toEqual(
      second.deals.slice(2).map((d) => d.id),
    )
  })

  it('reaches the town page too: its grid and next link keep the parameters', async () => {
    const html = listing(await page('/deals/london?orderBy=price-asc&minPrice=20'))
    expect(nextLink(html)).toMatch(/orderBy=price-asc/)
    expect(nextLink(html)).toMatch(/minPrice=20/)
    const api = await feed('/api/v1/deals/london?orderBy=price-asc&minPrice=20&pageSize=36')
    expect(cardIds(html)).toEqual(idsOf(api))
  })
})

describe('whole pages for bots and browsers without script', () => {
  it.each([
    ['/', '/api/v1/deals/london?pageSize=36'],
    ['/deals/manchester', '/api/v1/deals/manchester?pageSize=36'],
  ])(
    'gives a bot %s with its deal cards in order and no fallback or swap script',
    async (path, api) => {
      const html = await page(path, GOOGLEBOT)
      expect(html).not.toContain('Loading deals…')
      // React's outlined boundaries: a hidden segment and the script that moves it in place.
      expect(html).not.toMatch(/<div hidden id="S:/)
      expect(html).not.toMatch(/\$RC|\$RS|<template id="B:/)
      expect(html).not.toContain('<script type="module"')
      expect(cardIds(listing(html))).toEqual(idsOf(await feed(api)))
      // The rails follow the grid in place, their cards drawn.
      expect(html.indexOf('data-rail="rail-new"')).toBeGreaterThan(
        html.indexOf('data-testid="load-more"'),
      )
    },
  )

  it('puts the homepage grid in the first HTML, before any streamed part', async () => {
    const html = await page('/')
    const part = listing(html)
    expect(cardIds(part).length).toBeGreaterThan(30)
    const streamed = html.search(/<div hidden id="S:/)
    if (streamed >= 0) expect(html.indexOf(part)).toBeLessThan(streamed)
    expect(html.slice(0, html.indexOf(part))).not.toContain('Loading deals…')
  })
})
