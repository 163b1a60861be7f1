import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'

// A query string of its own per request: the page cache keys on it.
let requests = 0
const get = (path: string, host = 'localhost') =>
  SELF.fetch(`http://${host}${path}${path.includes('?') ? '&' : '?'}t=index-${++requests}`)

const robots = (html: string) => html.match(/<meta name="robots" content="([^"]+)"/)?.[1]
const title = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1]
const count = (html: string) =>
  Number(html.match(/data-testid="listing-count">(\d+)/)?.[1] ?? Number.NaN)

describe('/deals', () => {
  it("lists every one of the brand's towns, each linking to its page", async () => {
    const res = await get('/deals')
    expect(res.status).toBe(200)
    const html = await res.text()
    const { results } = await env.DB.prepare(
      "SELECT short_name, name FROM locations WHERE country_code = 'gb' AND kind = 'local'",
    ).all<{ short_name: string; name: string }>()
    expect(results.length).toBeGreaterThan(10)
    for (const town of results) {
      expect(html).toContain(`<a href="/deals/${town.short_name}">${town.name}</a>`)
    }
    expect(html).not.toContain('href="/deals/dublin"')
    for (const href of ['/deals/shop', '/travel', '/deals/escapes', '/deals/wellness-collection']) {
      expect(html).toContain(`href="${href}"`)
    }
    expect(html).toMatch(/<link rel="canonical" href="https:\/\/dealio\.co\.uk\/deals"/)
  })

  it("lists the Irish brand's towns on its own host", async () => {
    const html = await (await get('/deals', 'ie.localhost')).text()
    expect(html).toContain('<a href="/deals/cork">Cork</a>')
    expect(html).not.toContain('href="/deals/london"')
  })
})

describe('/deals/shop', () => {
  it("shows the national deals under the title 'Shop'", async () => {
    const res = await get('/deals/shop')
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(title(html)).toBe('Shop | Dealio')
    expect(html).toContain('<h1>Shop</h1>')
    expect(html).toContain('data-testid="deal-card"')
    expect(html).toMatch(/<link rel="canonical" href="https:\/\/dealio\.co\.uk\/deals\/shop"/)
  })
})

describe('gshop pages', () => {
  it('are NOINDEX and titled after their last segment', async () => {
    const res = await get('/gshop/garden-furniture')
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(robots(html)).toBe('NOINDEX, FOLLOW')
    expect(title(html)).toBe('Garden Furniture | Dealio')
    expect(html).toContain('data-testid="deal-card"')
  })

  it('index the one indexable slug on the main brand only', async () => {
    expect(robots(await (await get('/gshop/1001')).text())).toBe('INDEX, FOLLOW')
    expect(robots(await (await get('/gshop/1001', 'ie.localhost')).text())).toBe('NOINDEX, FOLLOW')
  })

  it('narrow the national listing by a tag in the last segment', async () => {
    const all = count(await (await get('/gshop/anything-else')).text())
    const tagged = count(await (await get('/gshop/gifts-for-mum')).text())
    expect(tagged).toBeGreaterThan(0)
    expect(tagged).toBeLessThan(all)
  })
})
