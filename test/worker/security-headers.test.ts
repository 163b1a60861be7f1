import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'

// Headers: HSTS on every response and a strict CSP with a fresh nonce on every
// page, cached ones included. Cookies, sessions and passwords are in security-cookies.

const get = (url: string, init: RequestInit = {}) =>
  SELF.fetch(url.startsWith('http') ? url : `http://localhost${url}`, {
    redirect: 'manual',
    ...init,
  })

/** Every kind of response the worker gives: pages of each page type, redirects, the 404 page,
 * API answers and errors, static files and SEO files. */
const RESPONSES: { kind: string; url: string; init?: RequestInit }[] = [
  { kind: 'homepage', url: '/' },
  { kind: 'category page', url: '/deals/london' },
  { kind: 'special page', url: '/deals/london/special/black-friday' },
  { kind: 'search page', url: '/search?q=spa' },
  { kind: 'gifts page', url: '/gifts' },
  { kind: 'early-bird page', url: '/early-bird' },
  { kind: 'map-view page', url: '/map-view' },
  { kind: 'travel page', url: '/travel' },
  { kind: 'recently-viewed page', url: '/recently-viewed' },
  { kind: 'recommended page', url: '/recommended-for-you' },
  { kind: 'ppc page', url: '/welcome' },
  { kind: 'account page', url: '/login' },
  { kind: 'register page', url: '/register' },
  { kind: 'forgot-password page', url: '/forgot-password' },
  { kind: 'email-preferences page', url: '/email-preferences' },
  { kind: 'admin sign-in page', url: '/admin/login' },
  { kind: 'merchant sign-in page', url: '/merchant/login' },
  { kind: 'buy-again page', url: '/buy-again' },
  { kind: 'claim-gift page', url: '/claim-gift' },
  { kind: 'extend landing', url: '/extend' },
  { kind: 'dashboard page', url: '/insights' },
  { kind: 'wishlist page', url: '/wishlist' },
  { kind: 'redirect to login', url: '/myaccount' },
  { kind: 'redirect to back-office login', url: '/admin' },
  { kind: 'permanent redirect', url: '/guides' },
  { kind: '404 page', url: '/this-is-not-a-page' },
  { kind: 'https homepage', url: 'https://localhost/' },
  { kind: 'API JSON', url: '/api/v1/health' },
  { kind: 'API 404', url: '/api/v1/no-such-route' },
  { kind: 'API 401', url: '/api/v1/orders/123' },
  {
    kind: 'API 400',
    url: '/api/v1/customer/login',
    init: {
      method: 'POST',
      headers: { origin: 'http://localhost', 'content-type': 'application/json' },
      body: '{"nope":',
    },
  },
  {
    kind: 'API 403 (CSRF)',
    url: '/api/v1/customer/logout',
    init: { method: 'POST', headers: { origin: 'https://evil.example' } },
  },
  { kind: 'HEAD of a page', url: '/deals/london', init: { method: 'HEAD' } },
  { kind: 'static asset', url: '/favicon.svg' },
  { kind: 'web manifest', url: '/manifest.webmanifest' },
  { kind: 'missing static asset', url: '/assets/nope.js' },
  { kind: 'robots.txt', url: '/robots.txt' },
  { kind: 'sitemap', url: '/sitemap.xml' },
  { kind: 'missing image', url: '/images/nope.jpg' },
]

const hstsOk = (value: string | null) => {
  const maxAge = Number(/max-age=(\d+)/i.exec(value ?? '')?.[1] ?? 0)
  return maxAge >= 31_536_000 && /includeSubDomains/i.test(value ?? '')
}

/** The CSP's directives by name. */
const directives = (csp: string) =>
  new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  )

const nonceOf = (res: Response) =>
  /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1] ?? ''

/** Checks a page's CSP and that every executable inline script carries this response's nonce. */
function expectStrictPage(res: Response, html: string) {
  const csp = res.headers.get('content-security-policy') ?? ''
  const d = directives(csp)
  const script = d.get('script-src') ?? d.get('default-src') ?? []
  expect(script).not.toContain("'unsafe-inline'")
  expect(script).not.toContain("'unsafe-eval'")
  expect(script.some((v) => v.startsWith("'nonce-"))).toBe(true)
  expect(d.get('object-src')).toEqual(["'none'"])
  expect(d.get('base-uri')).toEqual(["'none'"])
  expect(d.get('frame-ancestors')?.length).toBeGreaterThan(0)
  const nonce = nonceOf(res)
  expect(nonce.length).toBeGreaterThanOrEqual(16)
  for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
    const inert = /type="application\/(?:ld\+)?json"/.test(tag)
    if (inert || /\ssrc=/.test(tag)) continue
    expect(tag).toContain(`nonce="${nonce}"`)
  }
}

describe('every response carries HSTS for a year with subdomains', () => {
  it.each(RESPONSES)('$kind', async ({ url, init }) => {
    const res = await get(url, init)
    await res.arrayBuffer()
    expect(res.status).toBeLessThan(500)
    expect(res.headers.get('strict-transport-security')).toSatisfy(hstsOk)
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  })
})

describe('every page has a strict CSP with a nonce of its own', () => {
  const pages = RESPONSES.filter(
    (r) => !r.init && !/^(API|static|web|robots|sitemap|missing)/.test(r.kind),
  )

  it.each(pages)('$kind', async ({ url }) => {
    const [a, b] = [await get(url), await get(url)]
    const [htmlA, htmlB] = [await a.text(), await b.text()]
    expect(nonceOf(a)).not.toBe(nonceOf(b))
    if (a.headers.get('content-type')?.startsWith('text/html')) {
      expectStrictPage(a, htmlA)
      expectStrictPage(b, htmlB)
    } else {
      expect(directives(a.headers.get('content-security-policy') ?? '').get('object-src')).toEqual([
        "'none'",
      ])
    }
  })

  it('deal page (found from the homepage)', async () => {
    const home = await (await get('/')).text()
    const path = /data-testid="deal-card"[\s\S]*?href="(\/deal\/[^"]+)"/.exec(home)?.[1]
    expect(path).toBeDefined()
    const [a, b] = [await get(path!), await get(path!)]
    const [htmlA, htmlB] = [await a.text(), await b.text()]
    expect(a.status).toBe(200)
    expect(a.headers.get('strict-transport-security')).toSatisfy(hstsOk)
    expectStrictPage(a, htmlA)
    expectStrictPage(b, htmlB)
    expect(nonceOf(a)).not.toBe(nonceOf(b))
  })

  it('a cached page gets a fresh nonce on each hit, in the header and every script alike', async () => {
    const path = '/deals/london?csp=cached'
    const first = await get(path)
    const firstHtml = await first.text()
    const hits: { res: Response; html: string }[] = []
    for (let i = 0; i < 40 && hits.length < 2; i++) {
      const res = await get(path)
      const html = await res.text()
      if (/HIT|STALE/.test(res.headers.get('x-page-cache') ?? '')) hits.push({ res, html })
      else await new Promise((r) => setTimeout(r, 50))
    }
    expect(hits).toHaveLength(2)
    const nonces = [first, ...hits.map((h) => h.res)].map(nonceOf)
    expect(new Set(nonces).size).toBe(3)
    for (const [i, hit] of hits.entries()) {
      expectStrictPage(hit.res, hit.html)
      expect(hit.res.headers.get('strict-transport-security')).toSatisfy(hstsOk)
      // The nonce the cache was filled with appears nowhere: it must not be replayable.
      expect(hit.html).not.toContain(nonces[0]!)
      if (i === 1) expect(hit.html).not.toContain(nonces[1]!)
    }
    expect(firstHtml).toContain(nonces[0]!)
  })
})

describe('who may load what', () => {
  it('lets other sites show a deal picture (mail clients, share cards) but not a page', async () => {
    const html = await (await get('/')).text()
    const picture = /src="(\/images\/deal\/[^"]+)"/.exec(html)?.[1]
    expect(picture).toBeTruthy()
    const image = await get(picture!)
    await image.arrayBuffer()
    expect(image.status).toBe(200)
    expect(image.headers.get('cross-origin-resource-policy')).toBe('cross-origin')
    const page = await get('/deals/london')
    await page.arrayBuffer()
    expect(page.headers.get('cross-origin-resource-policy')).toBe('same-origin')
  })
})
