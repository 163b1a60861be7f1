import { SELF, env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { SearchResponse, SuggestResponse } from '../../src/shared/schemas/feed'
import { clock, inDays } from './clock'

const UK = 'http://localhost'
const IE = 'http://ie.localhost'

const get = (path: string, host = UK) =>
  SELF.fetch(`${host}${path.startsWith('/api/') ? '' : '/api/v1'}${path}`)

async function search(path: string, host = UK): Promise<SearchResponse> {
  const res = await get(path, host)
  expect(res.status, `${path}: ${res.status}`).toBe(200)
  return SearchResponse.parse(await res.json())
}

const q = (text: string) => encodeURIComponent(text)

// Deals a London visitor may see now: London's own and the UK's national deals.
const VISIBLE_IN_LONDON = `
  d.country_code = 'gb' AND (d.brand IS NULL OR d.brand = 'dealio') AND d.open = 1
  AND d.vip_only = 0 AND d.opens_at <= ? AND d.closing_date >= ?
  AND (d.location_id = (SELECT id FROM locations WHERE country_code = 'gb' AND short_name = 'london')
       OR d.deal_type = 'national')`
const visibleParams = () => [
  clock.now().toISOString(),
  `${clock.now().toISOString().slice(0, 10)}T00:00:00.000Z`,
]

describe('search relevance', () => {
  it('finds a deal first from the words of its own headline', async () => {
    const target = await env.DB.prepare(
      `SELECT d.id, d.headline FROM deals d WHERE ${VISIBLE_IN_LONDON}
       AND d.headline NOT LIKE '%&%' AND length(d.headline) > 25
       GROUP BY d.headline HAVING COUNT(*) = 1 ORDER BY d.id LIMIT 1`,
    )
      .bind(...visibleParams())
      .first<{ id: number; headline: string }>()
    expect(target).not.toBeNull()
    const result = await search(`/search/london?q=${q(target?.headline ?? '')}`)
    expect(result.deals[0]?.id).toBe(target?.id)
    expect(result.searchResult).toEqual({
      query: target?.headline,
      count: result.count,
      correctedQuery: null,
    })
  })

  it('narrows to VIP deals with the VIP toggle instead of adding them', async () => {
    const all = await search('/search/london?q=spa')
    const vip = await search('/search/london?q=spa&vip=true')
    expect(vip.count).toBeGreaterThan(0)
    expect(vip.count).toBeLessThan(all.count)
    const ids = vip.deals.map((d) => d.id)
    const vipDeals = await env.DB.prepare(
      `SELECT id FROM deals WHERE (vip_only = 1 OR vip_price IS NOT NULL)
         AND id IN (SELECT value FROM json_each(?))`,
    )
      .bind(JSON.stringify(ids))
      .all<{ id: number }>()
    expect(vipDeals.results.map((r) => r.id).sort()).toEqual([...ids].sort())
  })

  it('corrects a misspelt word: masage finds massage deals', async () => {
    const result = await search('/search/london?q=masage')
    expect(result.count).toBeGreaterThan(0)
    expect(result.searchResult.correctedQuery).toBe('massage')
    for (const deal of result.deals) {
      expect(`${deal.headline} ${deal.title} ${deal.category.name}`.toLowerCase()).toMatch(/massag/)
    }
  })

  it('matches a word being typed as a prefix of three letters or more', async () => {
    const result = await search('/search/london?q=massa')
    expect(result.count).toBeGreaterThan(0)
    expect(result.searchResult.correctedQuery).toBeNull()
  })

  it('finds nothing for stop words alone', async () => {
    const result = await search('/search/london?q=the%20and%20for')
    expect(result.count).toBe(0)
    expect(result.deals).toEqual([])
  })

  it('pages through the matches without repeating one', async () => {
    const first = await search('/search/london?q=spa&pageSize=10')
    const ids = first.deals.map((d) => d.id)
    let next = first.nomore ? null : first.nextPageUrl
    while (next !== null && ids.length < 500) {
      const page = await search(next)
      ids.push(...page.deals.map((d) => d.id))
      next = page.nomore ? null : page.nextPageUrl
    }
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids.length).toBe(first.count)
  })
})

describe('search facets and filters', () => {
  it('counts each category facet as a search filtered by it does', async () => {
    const result = await search('/search/london?q=spa')
    const links =
      result.facetedNavigation.navigations.find((n) => n.type === 'category')?.links ?? []
    expect(links.length).toBeGreaterThan(1)
    expect(links.reduce((sum, l) => sum + l.count, 0)).toBe(result.count)
    for (const link of links) {
      const filtered = await search(`/search/london?q=spa&categories=${link.shortName}`)
      expect(filtered.count, link.shortName).toBe(link.count)
      expect(filtered.deals.every((d) => d.category.shortName === link.shortName)).toBe(true)
    }
  })

  it('sorts by price and filters by price range in major units', async () => {
    const result = await search('/search/london?q=spa&sort=price-asc&minPrice=30&maxPrice=200')
    const prices = result.deals.map((d) => d.price)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    expect(prices.every((p) => p >= 3000 && p <= 20000)).toBe(true)
    expect(result.facetedNavigation.stats.count).toBe(result.count)
  })

  it('answers the IE brand in euros', async () => {
    const result = await search('/search/dublin-south?q=spa', IE)
    expect(result.count).toBeGreaterThan(0)
    expect(result.deals.every((d) => d.currency === 'EUR')).toBe(true)
  })
})

describe('sponsored deals', () => {
  it('shows the highest-bidding live ad whose deal matches, with the session id', async () => {
    const deal = await env.DB.prepare(
      `SELECT d.id FROM deals d JOIN deals_fts f ON f.rowid = d.id
       WHERE ${VISIBLE_IN_LONDON} AND deals_fts MATCH 'massage' ORDER BY d.id LIMIT 1`,
    )
      .bind(...visibleParams())
      .first<{ id: number }>()
    // Live from yesterday to tomorrow; its id from the table every worker file shares.
    const adId = (await env.DB.prepare(
      `INSERT INTO sponsored_ads (deal_id, bid, starts_at, ends_at, active)
       VALUES (?, 100000, ?, ?, 1) RETURNING ad_id AS adId`,
    )
      .bind(deal?.id, inDays(-1), inDays(1))
      .first<{ adId: number }>())!.adId
    try {
      const result = await search('/search/london?q=massage&sessionId=session-1234')
      expect(result.sponsored.sessionId).toBe('session-1234')
      expect(result.sponsored.deals[0]?.id).toBe(deal?.id)
      expect(result.sponsored.ads?.[0]).toEqual({ adId, dealId: deal?.id })
      expect(result.sponsored.deals.length).toBeLessThanOrEqual(3)
      const fresh = await search('/search/london?q=massage')
      expect(fresh.sponsored.sessionId).toMatch(/^[0-9a-f-]{36}$/)
    } finally {
      await env.DB.prepare('DELETE FROM sponsored_ads WHERE ad_id = ?').bind(adId).run()
    }
  })
})

describe('suggest', () => {
  it('suggests categories and deals for spa, at most eight', async () => {
    const res = await get('/suggest?q=spa&location=london')
    expect(res.status).toBe(200)
    const { suggestions } = SuggestResponse.parse(await res.json())
    expect(suggestions.length).toBeGreaterThan(0)
    expect(suggestions.length).toBeLessThanOrEqual(8)
    expect(suggestions).toContainEqual({
      text: 'Spa Days',
      type: 'category',
      url: '/deals/london/beauty/spa-days',
    })
    expect(suggestions.some((s) => s.type === 'deal')).toBe(true)
  })

  it('suggests the corrected spelling when nothing matches as typed', async () => {
    const { suggestions } = SuggestResponse.parse(await (await get('/suggest?q=masage')).json())
    expect(suggestions[0]).toEqual({
      text: 'massage',
      type: 'query',
      url: '/search/london?q=massage',
    })
  })

  it('suggests nothing for a single letter', async () => {
    const { suggestions } = SuggestResponse.parse(await (await get('/suggest?q=s')).json())
    expect(suggestions).toEqual([])
  })
})

describe('search errors', () => {
  it('requires a location', async () => {
    const res = await get('/search?q=spa')
    expect(res.status).toBe(400)
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('LOCATION_REQUIRED')
  })

  it.each([
    ['an unknown location', '/search/atlantis?q=spa', 404],
    ['an unknown category filter', '/search/london?q=spa&categories=nope', 400],
    ['a non-numeric page size', '/search/london?q=spa&pageSize=abc', 400],
    ['a reversed price range', '/search/london?minPrice=50&maxPrice=10', 400],
    ['an unknown sort', '/search/london?q=spa&sort=best', 400],
  ])('answers %s with %i', async (_label, path, status) => {
    expect((await get(path)).status).toBe(status)
  })

  it.each([
    '"',
    '*',
    'NEAR(',
    'a:b',
    '-',
    'spa"',
    '"spa" OR',
    'headline:spa',
    'NOT spa',
    '(spa',
    '^spa',
    "'; DROP TABLE deals; --",
    '\\',
    '%_%',
    'spa*',
    '{headline}: spa',
    'x'.repeat(5000),
    'ü'.repeat(150),
  ])('answers hostile q %j with 200 or 400, never 500', async (text) => {
    for (const path of [`/search/london?q=${q(text)}`, `/suggest?q=${q(text)}`]) {
      const res = await get(path)
      expect([200, 400], path.slice(0, 60)).toContain(res.status)
      if (res.status === 200 && path.startsWith('/search')) {
        SearchResponse.parse(await res.json())
      }
    }
    const feedRes = await get(`/deals/london?q=${q(text)}`)
    expect([200, 400]).toContain(feedRes.status)
  })
})
