import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { bumpPageCacheGeneration } from '../../src/worker/cache/page-cache-generation'
import { AccountService } from '../../src/worker/services/accounts/account-service'
import { freshEmail } from '../fixtures/fresh'
import { makeStaff } from '../fixtures/make-staff'
import { dayFromToday } from './clock'

// Pages see, and the cache keys on, only the parameters they read: a test that needs an empty
// cache retires every entry, as a back-office save does.
const emptyCache = () => bumpPageCacheGeneration(env.FEED_CACHE)

const get = (path: string, init: RequestInit = {}, host = 'localhost') =>
  SELF.fetch(`http://${host}${path}`, init)

const dealPathFromHome = async (host = 'localhost') => {
  const html = await (await get('/', {}, host)).text()
  return html.match(/data-testid="deal-card"[\s\S]*?href="(\/deal\/[^"]+)"/)![1]!
}

/** Reads a page until the cache answers with the wanted state (cache writes finish in waitUntil). */
async function until(path: string, wanted: RegExp, init: RequestInit = {}) {
  for (let i = 0; i < 40; i++) {
    const res = await get(path, init)
    const state = res.headers.get('x-page-cache') ?? ''
    const body = await res.text()
    if (wanted.test(state)) return { res, body, state }
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`${path} never reached cache state ${wanted}`)
}

describe('the anonymous page cache', () => {
  it('serves a repeat anonymous visit from the cache with a fresh CSP nonce on every serve', async () => {
    // `pc` is read by no page, so this is /deals/london's entry, which other tests fill.
    await emptyCache()
    const path = '/deals/london?pc=1'
    const first = await get(path)
    expect(first.headers.get('x-page-cache')).toBe('MISS')
    await first.text()
    const a = await until(path, /HIT|STALE/)
    const b = await until(path, /HIT|STALE/)
    const nonceA = a.res.headers.get('content-security-policy')!.match(/'nonce-([^']+)'/)![1]!
    const nonceB = b.res.headers.get('content-security-policy')!.match(/'nonce-([^']+)'/)![1]!
    expect(nonceA).not.toBe(nonceB)
    const scriptNonces = [...a.body.matchAll(/<script nonce="([^"]+)"/g)].map((m) => m[1])
    expect(scriptNonces.length).toBeGreaterThan(0)
    expect(new Set(scriptNonces)).toEqual(new Set([nonceA]))
    expect(a.body).toContain('data-testid="deal-card"')
  })

  it('ignores campaign parameters but keys on the ones that change the page', async () => {
    await (await get('/deals/manchester?utm_source=x')).text()
    const tagged = await until('/deals/manchester?utm_source=y&gclid=z', /HIT|STALE/)
    expect(tagged.body).toContain('Manchester')
    expect((await get('/deals/manchester?page=1')).headers.get('x-page-cache')).toBe('MISS')
  })

  it('keeps unknown parameters out of the key and out of the page', async () => {
    await emptyCache()
    const first = await get('/deals/london/beauty?pc=unknown&zzz=ZQ18one')
    expect(first.headers.get('x-page-cache')).toBe('MISS')
    expect(await first.text()).not.toMatch(/zzz|ZQ18/)
    const second = await until('/deals/london/beauty?pc=unknown&zzz=ZQ18two', /HIT|STALE/)
    expect(second.body).not.toMatch(/zzz|ZQ18/)
    // One entry for both: the first request after the first fill was already a hit.
    const third = await get('/deals/london/beauty?zzz=ZQ18three&pc=unknown&yyy=1')
    expect(third.headers.get('x-page-cache')).toMatch(/HIT|STALE/)
    expect(await third.text()).not.toMatch(/zzz|yyy|ZQ18/)
  })

  it('keys a page only on the parameters its own page type reads', async () => {
    await emptyCache()
    /** The first request for `variant` once `plain` is cached: a hit only if they share an entry. */
    const firstVisit = async (plain: string, variant: string) => {
      await (await get(plain)).text()
      await until(plain, /HIT|STALE/)
      const res = await get(variant)
      return { state: res.headers.get('x-page-cache'), body: await res.text() }
    }
    // A deal page reads no search term, page or sort: they share the plain page's entry.
    const deal = await dealPathFromHome()
    const dealVariant = await firstVisit(deal, `${deal}?q=ZQ19deal&page=3&orderBy=recent`)
    expect(dealVariant.state).toMatch(/HIT|STALE/)
    expect(dealVariant.body).not.toMatch(/ZQ19|orderBy=recent/)
    // A listing reads the feed query but not a deal's hotel-ads dates.
    const listing = '/deals/london/beauty'
    const arrival = dayFromToday(10)
    const listingVariant = await firstVisit(listing, `${listing}?arrival=${arrival}&guests=3`)
    expect(listingVariant.state).toMatch(/HIT|STALE/)
    expect(listingVariant.body).not.toContain(arrival)
    // A guide reads none of them.
    const guide = '/guides/holiday-deals'
    const guideVariant = await firstVisit(guide, `${guide}?q=ZQ19guide&page=2&arrival=${arrival}`)
    expect(guideVariant.state).toMatch(/HIT|STALE/)
    // Search does read its term and a listing its sort: each is a page of its own, as before.
    expect((await firstVisit('/search?q=spa', '/search?q=massage')).state).toBe('MISS')
    expect((await firstVisit(listing, `${listing}?orderBy=recent`)).state).toBe('MISS')
  })

  it('drops unknown parameters from what a signed-in visitor’s page sees too', async () => {
    const res = await get('/deals/london/beauty?zzz=ZQ18signed', {
      headers: { cookie: 'ct=abc123' },
    })
    expect(res.status).toBe(200)
    expect(await res.text()).not.toMatch(/zzz|ZQ18/)
  })

  it('is bypassed by signed-in visitors and never stores what they see', async () => {
    const path = '/deals/leeds?pc=signed-in'
    await emptyCache()
    const personal = { headers: { cookie: 'ct=abc123; location=leeds' } }
    const res = await get(path, personal)
    expect(res.headers.get('x-page-cache')).toBeNull()
    await res.text()
    await new Promise((r) => setTimeout(r, 100))
    const anonymous = await get(path)
    expect(anonymous.headers.get('x-page-cache')).toBe('MISS')
    await anonymous.text()
  })

  it('a real signed-in customer bypasses it and nothing of theirs reaches an anonymous visitor', async () => {
    const accounts = new AccountService(env.DB)
    const email = freshEmail('zelda.cache')
    await accounts.register({
      email,
      password: 'secret123',
      firstName: 'Zeldacache',
      brand: 'dealio',
    })
    const { token } = await accounts.login({
      email,
      password: 'secret123',
      rememberMe: true,
      ip: '198.51.100.90',
    })
    const path = '/deals/leeds?pc=real-session'
    await emptyCache()
    const mine = await get(path, { headers: { cookie: `ct=${token}` } })
    expect(mine.status).toBe(200)
    expect(mine.headers.get('x-page-cache')).toBeNull()
    await mine.text()
    const anonymous = await get(path)
    expect(anonymous.headers.get('x-page-cache')).toBe('MISS')
    const html = await anonymous.text()
    expect(html).not.toContain('Zeldacache')
    expect(html).not.toContain(email)
    expect(html).not.toContain(token)
  })

  it('keeps bots and browsers apart: bots never get a cached page with the client script', async () => {
    const path = '/deals/bristol?pc=bot'
    await (await get(path)).text()
    await until(path, /HIT|STALE/)
    const botInit = { headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' } }
    const botFirst = await get(path, botInit)
    expect(botFirst.headers.get('x-page-cache')).toBe('MISS')
    expect(await botFirst.text()).not.toContain('type="module"')
    const botHit = await until(path, /HIT|STALE/, botInit)
    expect(botHit.body).not.toContain('type="module"')
  })

  it('keeps a separate entry per image quality, so Save-Data never gets full-quality images', async () => {
    const path = await dealPathFromHome()
    await (await get(path)).text()
    await until(path, /HIT|STALE/)
    const saver = await get(path, { headers: { 'save-data': 'on' } })
    expect(saver.headers.get('x-page-cache')).toBe('MISS')
    const html = await saver.text()
    expect(html).toMatch(/\/images\/deal\/\d+\/\d+\.svg\?v=\d+&(amp;)?q=35/)
    expect(saver.headers.get('accept-ch')).toBe('Save-Data, ECT')
  })

  it('ignores a client’s own refresh header: only the worker’s background refresh re-renders', async () => {
    const path = '/deals/london?pc=refresh-header'
    await (await get(path)).text()
    await until(path, /HIT/)
    for (const value of ['1', 'true', 'yes']) {
      const forced = await get(path, { headers: { 'x-page-cache-refresh': value } })
      await forced.text()
      expect(forced.headers.get('x-page-cache')).toMatch(/HIT|STALE/)
    }
  })

  it('never stores 404 pages', async () => {
    await (await get('/deals/atlantis')).text()
    expect((await get('/deals/atlantis')).headers.get('x-page-cache')).toBe('MISS')
  })

  it('lets a catalogue change reach a cached deal page within one TTL', async () => {
    // The test environment sets PAGE_CACHE_MAX_AGE=1: a page is fresh for one second.
    expect(env.PAGE_CACHE_MAX_AGE).toBe('1')
    const path = await dealPathFromHome()
    const id = Number(path.split('/')[4])
    await (await get(path)).text()
    await until(path, /HIT/)
    // A seeded deal every file shares: its headline is put back afterwards.
    const { headline } = (await env.DB.prepare('SELECT headline FROM deals WHERE id = ?')
      .bind(id)
      .first<{ headline: string | null }>())!
    const rename = (to: string | null) =>
      env.DB.prepare('UPDATE deals SET headline = ? WHERE id = ?').bind(to, id).run()
    await rename('Freshly Renamed Spa Escape')
    try {
      await new Promise((r) => setTimeout(r, 1100))
      // After one TTL the next visit still gets the stale copy and triggers the refresh …
      const stale = await get(path)
      expect(stale.headers.get('x-page-cache')).toBe('STALE')
      await stale.text()
      // … and the refreshed copy carries the change.
      let body = ''
      for (let i = 0; i < 40 && !body.includes('Freshly Renamed Spa Escape'); i++) {
        await new Promise((r) => setTimeout(r, 50))
        body = await (await get(path)).text()
      }
      expect(body).toContain('Freshly Renamed Spa Escape')
    } finally {
      await rename(headline)
    }
  })

  it('stores pages whose serialised state and island props hold nothing personal', async () => {
    // The cached HTML is shared by every anonymous visitor: user name, e-mail, basket count,
    // VIP status and tokens must reach the page only through islands fetching after load.
    const PERSONAL =
      /^(username|firstName|email|basketTotal|basketCount|customerToken|token|vipUser|isAuthenticated|wishlist)$/i
    const personalKeys = (value: unknown, found: string[] = []): string[] => {
      if (Array.isArray(value)) value.forEach((v) => personalKeys(v, found))
      else if (value && typeof value === 'object') {
        for (const [k, v] of Object.entries(value)) {
          if (PERSONAL.test(k)) found.push(k)
          personalKeys(v, found)
        }
      }
      return found
    }
    const dealPath = await dealPathFromHome()
    for (const path of ['/', '/deals/london/beauty', dealPath, '/search?q=spa', '/gifts']) {
      await (await get(path)).text()
      const { body } = await until(path, /HIT|STALE/)
      const blocks = [...body.matchAll(/<script type="application\/json"[^>]*>([^<]*)<\/script>/g)]
      expect(blocks.length).toBeGreaterThan(0)
      for (const [, json] of blocks) expect(personalKeys(JSON.parse(json!))).toEqual([])
    }
  })

  it('never fills the cache from a visitor with a VIP or basket cookie', async () => {
    for (const cookie of ['vip=1', 'basket_token=abcdefghijkl', '__Host-ct=secret']) {
      const path = `/deals/glasgow?pc=${encodeURIComponent(cookie)}`
      await emptyCache()
      const res = await get(path, { headers: { cookie } })
      expect(res.headers.get('x-page-cache')).toBeNull()
      await res.text()
      await new Promise((r) => setTimeout(r, 50))
      const anonymous = await get(path)
      expect(anonymous.headers.get('x-page-cache')).toBe('MISS')
      await anonymous.text()
    }
  })
})

// The staff cookie once did not make a request personal, so a staff render (with whatever
// only staff see) was stored for everyone, and staff were served the public copy.
describe('staff sessions and the page cache', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 300))

  it('never fill the shared cache with a page rendered for staff', async () => {
    const { cookie } = await makeStaff(env.DB, { role: 'admin' })
    await emptyCache()
    const path = '/deals/london/beauty'
    for (let i = 0; i < 2; i++) {
      const res = await get(path, { headers: { cookie } })
      expect(res.status).toBe(200)
      expect(res.headers.get('x-page-cache')).toBeNull()
      await res.text()
    }
    // Any cache write of the staff renders has landed by now.
    await settle()
    const anonymous = await get(path)
    expect(anonymous.headers.get('x-page-cache')).toBe('MISS')
    await anonymous.text()
  })

  it('never serve a staff request the public cached copy', async () => {
    const { cookie } = await makeStaff(env.DB, { role: 'admin' })
    await emptyCache()
    const path = '/deals/manchester'
    await (await get(path)).text()
    await until(path, /HIT|STALE/)
    const res = await get(path, { headers: { cookie } })
    expect(res.status).toBe(200)
    expect(res.headers.get('x-page-cache')).toBeNull()
    expect(res.headers.get('cache-control')).not.toMatch(/public/)
  })
})
