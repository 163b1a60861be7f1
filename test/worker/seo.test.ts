import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { STATIC_PAGE_CONTENT } from '../../src/client/pages/content/static-pages'
import { parseDealPath } from '../../src/shared/domain/paths'
import { clock } from './clock'

const get = (path: string, host = 'localhost') => SELF.fetch(`http://${host}${path}`)

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!)

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')

/** Every deal file of a brand's sitemap, read through its index. */
async function dealLocs(host: string): Promise<string[]> {
  const index = await (await get('/sitemap.xml', host)).text()
  const files = locs(index).filter((loc) => /\/sitemaps\/deals-\d+\.xml$/.test(loc))
  const all: string[] = []
  for (const file of files) {
    all.push(...locs(await (await get(new URL(file).pathname, host)).text()))
  }
  return all
}

/** Deals open for viewing now in a country on both of its brands (brand IS NULL). */
const openDealIds = async (country: 'gb' | 'ie') =>
  (
    await env.DB.prepare(
      `SELECT id FROM deals WHERE country_code = ? AND brand IS NULL AND open = 1 AND vip_only = 0
       AND opens_at <= ? AND closing_date >= ? ORDER BY id LIMIT 20`,
    )
      .bind(country, clock.now().toISOString(), new Date(clock.ms() + 86_400_000).toISOString())
      .all<{ id: number }>()
  ).results.map((row) => row.id)

describe('robots.txt', () => {
  it.each([
    ['localhost', 'dealio.co.uk'],
    ['ie.localhost', 'dealio.ie'],
    ['livingsocial.localhost', 'livingsocial.co.uk'],
    ['livingsocial-ie.localhost', 'livingsocial.ie'],
  ])('on %s names its own sitemap and keeps crawlers out of checkout', async (host, prod) => {
    const res = await get('/robots.txt', host)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/plain')
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600')
    const text = await res.text()
    expect(text).toContain('Allow: /\n')
    expect(text).toContain('Disallow: /checkout\n')
    expect(text).toContain('Disallow: /myaccount\n')
    expect(text).toContain(`Sitemap: https://${prod}/sitemap.xml`)
  })
})

describe('the sitemap index', () => {
  it('lists the static, location, category and deal files on the brand host', async () => {
    const res = await get('/sitemap.xml')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('application/xml')
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600')
    const xml = await res.text()
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    const files = locs(xml)
    for (const name of ['static-1', 'locations-1', 'categories-1', 'deals-1']) {
      expect(files).toContain(`https://dealio.co.uk/sitemaps/${name}.xml`)
    }
  })

  it('serves every file it lists as a urlset with absolute URLs on the same host', async () => {
    const files = locs(await (await get('/sitemap.xml', 'ie.localhost')).text())
    expect(files.length).toBeGreaterThanOrEqual(4)
    for (const file of files) {
      expect(file.startsWith('https://dealio.ie/sitemaps/')).toBe(true)
      const res = await get(new URL(file).pathname, 'ie.localhost')
      expect(res.status, file).toBe(200)
      const urls = locs(await res.text())
      expect(urls.length, file).toBeGreaterThan(0)
      expect(urls.length, file).toBeLessThanOrEqual(5000)
      for (const url of urls) expect(url.startsWith('https://dealio.ie/'), url).toBe(true)
    }
  })

  it('answers 404 for a file it does not have', async () => {
    expect((await get('/sitemaps/deals-999.xml')).status).toBe(404)
    expect((await get('/sitemaps/passwords-1.xml')).status).toBe(404)
  })
})

describe('the deal sitemaps', () => {
  it(
    "list the brand's open deals on its host and no other country's deals",
    { tags: ['dated'] },
    async () => {
      const gbOpen = await openDealIds('gb')
      const ieOpen = await openDealIds('ie')
      expect(gbOpen.length).toBeGreaterThan(0)
      expect(ieOpen.length).toBeGreaterThan(0)

      const gb = await dealLocs('localhost')
      const gbIds = new Set(gb.map((loc) => parseDealPath(new URL(loc).pathname)?.dealId))
      for (const loc of gb) expect(loc).toMatch(/^https:\/\/dealio\.co\.uk\/deal\//)
      for (const id of gbOpen) expect(gbIds.has(id), `gb deal ${id}`).toBe(true)
      for (const id of ieOpen) expect(gbIds.has(id), `ie deal ${id}`).toBe(false)

      const ie = await dealLocs('ie.localhost')
      const ieIds = new Set(ie.map((loc) => parseDealPath(new URL(loc).pathname)?.dealId))
      for (const loc of ie) expect(loc).toMatch(/^https:\/\/dealio\.ie\/deal\//)
      expect(ieIds.has(ieOpen[0]!)).toBe(true)
      expect(ieIds.has(gbOpen[0]!)).toBe(false)
    },
  )

  it('list the same canonical URL the deal page declares', async () => {
    const [first] = await dealLocs('localhost')
    const res = await get(new URL(first!).pathname)
    expect(res.status).toBe(200)
    expect(await res.text()).toContain(`<link rel="canonical" href="${first}"`)
  })

  it('point at deal pages that carry Product and BreadcrumbList JSON-LD', async () => {
    const [first] = await dealLocs('localhost')
    const html = await (await get(new URL(first!).pathname)).text()
    const blocks = [
      ...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g),
    ].flatMap((m) => JSON.parse(m[1]!) as { '@type': string; url?: string }[])
    const product = blocks.find((block) => block['@type'] === 'Product')
    expect(product?.url).toBe(first)
    expect(blocks.some((block) => block['@type'] === 'BreadcrumbList')).toBe(true)
  })

  it('leave out closed deals and VIP-only deals', { tags: ['dated'] }, async () => {
    const hidden = await env.DB.prepare(
      `SELECT id FROM deals WHERE country_code = 'gb' AND (closing_date < ? OR vip_only = 1 OR open = 0)`,
    )
      .bind(new Date(clock.ms() - 2 * 86_400_000).toISOString())
      .all<{ id: number }>()
    const listed = new Set(
      (await dealLocs('localhost')).map((loc) => parseDealPath(new URL(loc).pathname)?.dealId),
    )
    expect(listed.size).toBeGreaterThan(0)
    expect(hidden.results.length).toBeGreaterThan(0)
    for (const { id } of hidden.results) expect(listed.has(id), `deal ${id}`).toBe(false)
  })
})

describe('the static pages', () => {
  it.each([...STATIC_PAGE_CONTENT.values()].map((page) => [page.path, page.title]))(
    '%s answers 200 with its title',
    async (path, title) => {
      const res = await get(path)
      expect(res.status).toBe(200)
      const html = await res.text()
      expect(html).toContain(`<title>${escapeHtml(title)} | Dealio</title>`)
      expect(html).toContain(`<h1 id="page-title">${escapeHtml(title)}</h1>`)
      expect(html).toContain('Last updated')
    },
  )

  it('on an Irish brand point the UK privacy policy at the Irish one', async () => {
    const html = await (await get('/page/privacypolicy', 'ie.localhost')).text()
    const note = html.match(/role="note">([\s\S]*?)<\/div>/)?.[1]
    expect(note).toContain('href="/page/privacypolicy-ie"')
    const uk = await (await get('/page/privacypolicy')).text()
    expect(uk).not.toContain('role="note"')
  })

  it('name LivingSocial, not Dealio, on the LivingSocial site', async () => {
    const html = await (await get('/page/aboutus', 'livingsocial.localhost')).text()
    expect(html).toContain('<title>About us | LivingSocial</title>')
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'))
    expect(main).toContain('LivingSocial')
    expect(main).not.toContain('Dealio')
  })
})
