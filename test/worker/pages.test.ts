import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'

const get = (path: string, host = 'localhost', init: RequestInit = {}) =>
  SELF.fetch(`http://${host}${path}`, init)

describe('every brand homepage', () => {
  it.each([
    ['localhost', 'Dealio', '£'],
    ['ie.localhost', 'Dealio', '€'],
    ['livingsocial.localhost', 'LivingSocial', '£'],
    ['livingsocial-ie.localhost', 'LivingSocial', '€'],
  ])(
    '%s answers 200 with the brand name, deal cards and its currency',
    async (host, name, symbol) => {
      const res = await get('/', host)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toContain('text/html')
      const html = await res.text()
      expect(html).toContain(`<title>`)
      expect(html).toContain(name)
      expect(html).toContain(symbol)
      expect(html).toContain('data-testid="deal-card"')
      expect(html).toMatch(/<meta name="robots" content="INDEX, FOLLOW"/)
    },
  )

  it('uses the location cookie when it names a known location and ignores it otherwise', async () => {
    const manchester = await get('/', 'localhost', { headers: { cookie: 'location=manchester' } })
    expect(await manchester.text()).toContain('Manchester')
    const garbage = await get('/', 'localhost', { headers: { cookie: 'location=%E0%A4%A' } })
    expect(garbage.status).toBe(200)
    expect(await garbage.text()).toContain('London')
  })
})

describe('the deal page', () => {
  it('answers 200 for a seeded deal and shows its headline and price', async () => {
    const home = await (await get('/')).text()
    const dealPath = home.match(/data-testid="deal-card"[\s\S]*?href="(\/deal\/[^"]+)"/)?.[1]
    expect(dealPath).toBeDefined()
    const id = Number(dealPath!.split('/')[4])
    const row = await env.DB.prepare('SELECT headline, price FROM deals WHERE id = ?')
      .bind(id)
      .first<{ headline: string; price: number }>()
    const res = await get(dealPath!)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain(row!.headline.replaceAll('&', '&amp;'))
    expect(html).toContain('£')
    expect(html).toMatch(/<link rel="canonical" href="https:\/\/dealio\.co\.uk\/deal\//)
  })

  it('answers a real 404 page for a missing deal', async () => {
    const res = await get('/deal/london/spa/999999999/no-such-deal')
    expect(res.status).toBe(404)
    const html = await res.text()
    expect(html).toContain('<html')
    expect(html).toMatch(/not found/i)
  })
})

describe('other page types', () => {
  it.each([
    '/gifts',
    '/search',
    '/early-bird',
    '/recently-viewed',
    '/guides/hub',
    '/page/aboutus',
    '/deals/travel',
  ])('%s renders its own page with a 200', async (path) => {
    const res = await get(path)
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('<main')
  })

  it('answers unknown paths with a 404 page', async () => {
    expect((await get('/page/no-such-page')).status).toBe(404)
    expect((await get('/deals/atlantis')).status).toBe(404)
  })
})

describe('security headers', () => {
  it('sends a strict CSP with a fresh nonce on every response, and React scripts carry it', async () => {
    const a = await get('/')
    const b = await get('/')
    const csp = a.headers.get('content-security-policy') ?? ''
    const nonce = csp.match(/'nonce-([^']+)'/)?.[1]
    expect(nonce).toBeTruthy()
    expect(b.headers.get('content-security-policy')).not.toContain(nonce)
    expect(csp).not.toContain('unsafe-inline')
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("base-uri 'none'")
    expect(csp).toContain("frame-ancestors 'none'")
    const html = await a.text()
    // JSON and JSON-LD blocks are data the browser never runs, so they need no nonce.
    for (const tag of html.match(
      /<script(?![^>]*type="application\/(?:ld\+)?json")(?![^>]*\ssrc=)[^>]*>/g,
    ) ?? []) {
      expect(tag).toContain(`nonce="${nonce}"`)
    }
    expect(a.headers.get('strict-transport-security')).toMatch(/max-age=(\d+)/)
    expect(
      Number(a.headers.get('strict-transport-security')?.match(/max-age=(\d+)/)?.[1]),
    ).toBeGreaterThanOrEqual(31536000)
    expect(a.headers.get('x-content-type-options')).toBe('nosniff')
    expect(a.headers.get('referrer-policy')).toBeTruthy()
  })

  it('puts the same headers on API answers and errors', async () => {
    const res = await get('/api/v1/nope')
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ error: { code: 'NOT_FOUND', message: expect.any(String) } })
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'")
  })
})

describe('bots', () => {
  it('get the finished HTML without the client script', async () => {
    const res = await get('/', 'localhost', {
      headers: {
        'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      },
    })
    const html = await res.text()
    expect(html).toContain('data-testid="deal-card"')
    expect(html).not.toMatch(/<script type="module"/)
  })
})
