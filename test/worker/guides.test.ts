import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { bumpPageCacheGeneration } from '../../src/worker/cache/page-cache-generation'

const get = (path: string, host = 'localhost') =>
  SELF.fetch(`http://${host}${path}`, { redirect: 'manual' })

const cardCount = (html: string) => html.match(/data-testid="deal-card"/g)?.length ?? 0

describe('the guides hub', () => {
  it('lists the brand’s guides, without moved slugs', async () => {
    const res = await get('/guides/hub')
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('<main')
    expect(html).toContain('<h1>Dealio Guides</h1>')
    expect(html).toContain('data-testid="guide-list"')
    for (const slug of ['holiday-deals', 'black-friday-deals', 'christmas-gift-guide']) {
      expect(html).toContain(`href="/guides/${slug}"`)
    }
    expect(html).not.toContain('href="/guides/black-friday"')
    expect(html).toMatch(/<link rel="canonical" href="https:\/\/dealio\.co\.uk\/guides\/hub"/)
  })

  it('is where /guides alone moves to', async () => {
    const res = await get('/guides')
    expect(res.status).toBe(301)
    expect(res.headers.get('location')).toBe('/guides/hub')
  })
})

describe('a guide page', () => {
  it('shows the headline, text, numbered picks and a feed of more deals', async () => {
    const res = await get('/guides/holiday-deals')
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('<h1>Holiday Deals</h1>')
    expect(html).toContain('<h2>How to get the best price</h2>')
    expect(html).toContain('Our top picks')
    expect(html).toMatch(/<ol class="[^"]*"><li><span class="[^"]*" aria-hidden="true">1<\/span>/)
    expect(html).toContain('More deals we love')
    expect(cardCount(html)).toBeGreaterThan(5)
    expect(html).toMatch(/<title>Holiday Deals \| Dealio<\/title>/)
    expect(html).toMatch(
      /<link rel="canonical" href="https:\/\/dealio\.co\.uk\/guides\/holiday-deals"/,
    )
    expect(html).toContain('"@type":"BreadcrumbList"')
  })

  it('shows a grid listicle and the brand’s own currency', async () => {
    const uk = await (await get('/guides/black-friday-deals')).text()
    expect(uk).toContain('<h1>Black Friday Deals</h1>')
    expect(cardCount(uk)).toBeGreaterThan(0)
    const ie = await get('/guides/spa-breaks-guide', 'ie.localhost')
    expect(ie.status).toBe(200)
    expect(await ie.text()).toContain('from €59')
  })

  it('follows a moved slug with a 301 that keeps the query', async () => {
    const res = await get('/guides/black-friday?utm_source=mail')
    expect(res.status).toBe(301)
    expect(res.headers.get('location')).toBe('/guides/black-friday-deals?utm_source=mail')
  })

  it('answers one address per guide: another spelling moves to the lower-case one', async () => {
    const res = await get('/guides/Holiday-Deals')
    expect(res.status).toBe(301)
    expect(res.headers.get('location')).toBe('/guides/holiday-deals')
  })

  it('answers a real 404 page for an unknown guide or a deeper path', async () => {
    for (const path of [
      '/guides/no-such-guide',
      '/guides/holiday-deals/extra',
      '/guides/bad_slug',
    ]) {
      const res = await get(path)
      expect(res.status, path).toBe(404)
      const html = await res.text()
      expect(html).toContain('<html')
      expect(html).toMatch(/can&#x27;t find that page|can't find that page/)
    }
  })

  it('answers 404 when the content cannot be read', async () => {
    await env.DB.prepare('ALTER TABLE content_pages RENAME TO content_pages_away').run()
    // A page sees (and the cache keys on) only the parameters it reads: retire the cached copy.
    await bumpPageCacheGeneration(env.FEED_CACHE)
    try {
      expect((await get('/guides/holiday-deals')).status).toBe(404)
    } finally {
      await env.DB.prepare('ALTER TABLE content_pages_away RENAME TO content_pages').run()
    }
  })

  it('leaves the claim-gift page to its own page type', async () => {
    const res = await get('/guides/gift?claim-my-gift=true')
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('Claim your gift')
  })
})
