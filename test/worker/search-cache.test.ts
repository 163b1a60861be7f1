import { SELF, env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { SearchResponse } from '../../src/shared/schemas/feed'
import { makeBasketDeal } from '../fixtures/make-basket-deal'
import { makeStaff } from '../fixtures/make-staff'
import { clock } from './clock'

const ORIGIN = 'http://localhost'
// The Cache API outlives a test file's D1, so every test adds a marker no other file uses; the
// search ignores the unknown parameter, the cache key keeps it.
const run = `sc${clock.ms().toString(36)}`
let marker = 0
const fresh = () => `${run}=${++marker}`

const get = (path: string, headers: Record<string, string> = {}, host = 'localhost') =>
  SELF.fetch(`http://${host}/api/v1${path}`, { headers })

async function search(path: string, headers: Record<string, string> = {}, host = 'localhost') {
  const res = await get(path, headers, host)
  expect(res.status, path).toBe(200)
  const body = SearchResponse.parse(await res.json())
  return { res, body, state: res.headers.get('x-edge-cache') }
}

/** Everything but the sponsored session id, which is per visitor by design. */
const shared = (body: SearchResponse) => ({
  ...body,
  sponsored: { ...body.sponsored, sessionId: '' },
})

describe('search API edge cache', () => {
  it('serves the second identical anonymous call from the cache, the same answer', async () => {
    const path = `/search/london?q=spa&${fresh()}`
    const first = await search(path)
    const second = await search(path)
    expect(first.state).toBe('MISS')
    expect(second.state).toBe('HIT')
    expect(first.body.count).toBeGreaterThan(0)
    expect(shared(second.body)).toEqual(shared(first.body))
    // Only this visitor's browser may keep it: the body carries its sponsored session id.
    expect(second.res.headers.get('cache-control')).toBe('private, max-age=60')
  })

  it('keys on the normalised query: order and campaign tags do not matter', async () => {
    const tag = fresh()
    expect((await search(`/search/london?q=spa&orderBy=price-asc&${tag}`)).state).toBe('MISS')
    const again = await search(`/search/london?${tag}&utm_source=mail&orderBy=price-asc&q=spa`)
    expect(again.state).toBe('HIT')
  })

  it('misses on a different query, location or brand', async () => {
    const tag = fresh()
    expect((await search(`/search/london?q=spa&${tag}`)).state).toBe('MISS')
    const other = await search(`/search/london?q=dinner&${tag}`)
    expect(other.state).toBe('MISS')
    expect(other.body.searchResult.query).toBe('dinner')
    expect((await search(`/search/london?q=spa&page=1&${tag}`)).state).toBe('MISS')
    expect((await search(`/search/manchester?q=spa&${tag}`)).state).toBe('MISS')
    // The same path on another UK brand's host is its own entry, not dealio's answer.
    const brand = await search(`/search/london?q=spa&${tag}`, {}, 'livingsocial.localhost')
    expect(brand.state).toBe('MISS')
    expect((await search(`/search/dublin?q=spa&${tag}`, {}, 'ie.localhost')).state).toBe('MISS')
  })

  it('gives each visitor its own sponsored session id, cached or not', async () => {
    const path = `/search/london?q=spa&${fresh()}`
    const a = await search(path)
    const b = await search(path)
    expect(b.state).toBe('HIT')
    expect(a.body.sponsored.sessionId).not.toBe(b.body.sponsored.sessionId)
    const mine = 'visitor-session-1234'
    const c = await search(`${path}&sessionId=${mine}`)
    expect(c.state).toBe('HIT')
    expect(c.body.sponsored.sessionId).toBe(mine)
    const d = await search(path)
    expect(d.body.sponsored.sessionId).not.toBe(mine)
  })

  it('never serves or fills the shared cache for a personal request', async () => {
    const path = `/search/london?q=spa&${fresh()}`
    const personal = await search(path, { cookie: 'ct=someone-signed-in' })
    expect(personal.state).toBe('BYPASS')
    expect(personal.res.headers.get('cache-control')).toBe('private, no-store')
    // Nothing was stored for it: the first anonymous call still computes its answer.
    expect((await search(path)).state).toBe('MISS')
    expect((await search(path)).state).toBe('HIT')
    const otherPersonal: Record<string, string>[] = [
      { cookie: 'basket_token=b1' },
      { cookie: 'vip=1' },
      { authorization: 'Bearer x' },
    ]
    for (const headers of otherPersonal) {
      expect((await search(path, headers)).state).toBe('BYPASS')
    }
  })

  it('does not cache an error', async () => {
    const path = `/search/london?q=spa&minPrice=9&maxPrice=1&${fresh()}`
    expect((await get(path)).status).toBe(400)
    expect((await get(path)).status).toBe(400)
  })
})

describe('search API edge cache and admin changes', () => {
  let admin = { cookie: '' }
  let dealId = 0

  beforeAll(async () => {
    admin = await makeStaff(env.DB, { role: 'admin' })
    // A London deal of this file's own: the renames below must not reach the seed's deals,
    // which later files read (worker files share one database, setup.ts).
    dealId = (await makeBasketDeal(env.DB, { products: [{}] })).id
    await env.DB.prepare(
      `UPDATE deals SET location_id = (SELECT id FROM locations WHERE short_name = 'london')
       WHERE id = ?`,
    )
      .bind(dealId)
      .run()
  })

  const rename = (headline: string) =>
    SELF.fetch(`${ORIGIN}/api/v1/admin/deals/${dealId}`, {
      method: 'PATCH',
      headers: {
        cookie: admin.cookie,
        origin: ORIGIN,
        'content-type': 'application/json',
        'cf-connecting-ip': '203.0.113.31',
      },
      body: JSON.stringify({ headline }),
    })

  it('answers fresh on the next call after an admin deal save', async () => {
    expect((await rename('Vexmorrow spa escape')).status).toBe(200)
    const path = `/search/london?q=vexmorrow&${fresh()}`
    const before = await search(path)
    expect(before.body.deals.map((d) => d.id)).toContain(dealId)
    expect((await search(path)).state).toBe('HIT')

    expect((await rename('Glintharrow spa escape')).status).toBe(200)
    const after = await search(path)
    expect(after.state).toBe('MISS')
    expect(after.body.deals.map((d) => d.id)).not.toContain(dealId)
    const renamed = await search(`/search/london?q=glintharrow&${fresh()}`)
    expect(renamed.body.deals.map((d) => d.id)).toContain(dealId)
  })
})
