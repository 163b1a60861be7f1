import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { AccountService } from '../../src/worker/services/accounts/account-service'

// The visitor's town. POST /location writes the `location` cookie (storefront §9: a
// year, renewed on every update) for one of the brand's towns only; the pages, and the page
// cache's key, follow it; the town saved in the account details is adopted at sign-in.

const YEAR_SECONDS = 365 * 86_400
let ips = 0
const nextIp = () => `198.51.100.${150 + (++ips % 90)}`

const post = (path: string, body: unknown, init: { host?: string; cookie?: string } = {}) => {
  const origin = `http://${init.host ?? 'localhost'}`
  return SELF.fetch(`${origin}/api/v1${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin,
      'cf-connecting-ip': nextIp(),
      ...(init.cookie ? { cookie: init.cookie } : {}),
    },
    body: JSON.stringify(body),
  })
}

const page = (path: string, cookie?: string, host = 'localhost') =>
  SELF.fetch(`http://${host}${path}`, { headers: cookie ? { cookie } : {} })

const locationCookie = (res: Response) =>
  res.headers
    .getSetCookie()
    .filter((line) => line.startsWith('location='))
    .at(-1)

/** The town a page was rendered for, from its page state. */
const townOf = (html: string) => /"locationShortName":"([^"]+)"/.exec(html)?.[1]

/** Reads a page until the cache answers with the wanted state (cache writes finish in waitUntil). */
async function until(path: string, cookie: string, wanted: RegExp) {
  for (let i = 0; i < 40; i++) {
    const res = await page(path, cookie)
    const state = res.headers.get('x-page-cache') ?? ''
    const body = await res.text()
    if (wanted.test(state)) return { state, body }
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`${path} never reached cache state ${wanted}`)
}

describe('choosing a town', () => {
  it("sets the location cookie for a year when the town is one of the brand's", async () => {
    const res = await post('/location', { shortName: 'Manchester' })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ data: { name: 'Manchester', shortName: 'manchester' } })
    const line = locationCookie(res)!
    expect(line).toMatch(/^location=manchester;/)
    expect(line).toMatch(new RegExp(`Max-Age=${YEAR_SECONDS}`, 'i'))
    expect(line).toMatch(/Path=\//i)
    expect(line).toMatch(/SameSite=Lax/i)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
  })

  it('gives the cookie a fresh year on every update', async () => {
    const first = await post('/location', { shortName: 'leeds' }, { cookie: 'location=york' })
    expect(locationCookie(first)).toMatch(
      new RegExp(`^location=leeds;.*Max-Age=${YEAR_SECONDS}`, 'i'),
    )
  })

  it('refuses an unknown town, a pseudo-location and another country’s town with a 400', async () => {
    for (const shortName of ['atlantis', 'national-deal', 'travel', 'dublin']) {
      const res = await post('/location', { shortName })
      expect(res.status).toBe(400)
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('INVALID')
      expect(locationCookie(res)).toBeUndefined()
    }
  })

  it('refuses a malformed body with a 400, never a 500', async () => {
    for (const body of [{}, { shortName: '' }, { shortName: 'x'.repeat(500) }, { town: 'leeds' }]) {
      const res = await post('/location', body)
      expect(res.status).toBe(400)
    }
  })

  it("offers each brand its own country's towns", async () => {
    const ie = await post('/location', { shortName: 'cork' }, { host: 'ie.localhost' })
    expect(ie.status).toBe(200)
    expect(locationCookie(ie)).toMatch(/^location=cork;/)
    expect((await post('/location', { shortName: 'cork' })).status).toBe(400)

    const list = await SELF.fetch('http://ie.localhost/api/v1/locations')
    const towns = ((await list.json()) as { data: { shortName: string }[] }).data.map(
      (t) => t.shortName,
    )
    expect(towns).toContain('cork')
    expect(towns).not.toContain('london')
    expect(towns).not.toContain('national-deal')
  })

  it('refuses a post from another site', async () => {
    const res = await SELF.fetch('http://localhost/api/v1/location', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ shortName: 'leeds' }),
    })
    expect(res.status).toBe(403)
    expect(locationCookie(res)).toBeUndefined()
  })

  it('takes a plain form post back to the page it came from, and an unknown town to /deals', async () => {
    const form = (fields: Record<string, string>) =>
      SELF.fetch('http://localhost/api/v1/location', {
        method: 'POST',
        redirect: 'manual',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: 'http://localhost',
        },
        body: new URLSearchParams(fields).toString(),
      })
    const ok = await form({ shortName: 'manchester', returnTo: '/deals/manchester' })
    expect(ok.status).toBe(303)
    expect(ok.headers.get('location')).toBe('/deals/manchester')
    expect(locationCookie(ok)).toMatch(/^location=manchester;/)

    const offsite = await form({ shortName: 'leeds', returnTo: '//evil.example/' })
    expect(offsite.headers.get('location')).toBe('/')

    const unknown = await form({ shortName: 'atlantis', returnTo: '/' })
    expect(unknown.status).toBe(303)
    expect(unknown.headers.get('location')).toBe('/deals')
    expect(locationCookie(unknown)).toBeUndefined()
  })
})

describe('pages follow the town', () => {
  it('renders the home page, the header chip and the Local tab for the chosen town', async () => {
    const html = await (await page('/?t=follow', 'location=manchester')).text()
    expect(townOf(html)).toBe('manchester')
    expect(html).toMatch(/Your location: <\/span><span>Manchester/)
    expect(html).toContain('href="/deals/manchester"')
  })

  it('keys the shared page cache on the town: two towns never get each other’s page', async () => {
    const path = '/?t=cache-key'
    const first = await page(path, 'location=manchester')
    expect(first.headers.get('x-page-cache')).toBe('MISS')
    await first.text()
    const manchester = await until(path, 'location=manchester', /HIT|STALE/)
    expect(townOf(manchester.body)).toBe('manchester')

    const leeds = await page(path, 'location=leeds')
    expect(leeds.headers.get('x-page-cache')).toBe('MISS')
    expect(townOf(await leeds.text())).toBe('leeds')
    const leedsAgain = await until(path, 'location=leeds', /HIT|STALE/)
    expect(townOf(leedsAgain.body)).toBe('leeds')

    const none = await page(path)
    const noneBody = await none.text()
    expect(townOf(noneBody)).toBe('london')
    expect(noneBody).not.toMatch(/Your location: <\/span><span>(Manchester|Leeds)/)
  })

  it("offers on a town's page to make it the visitor's town, and not on their own town's", async () => {
    const other = await (await page('/deals/manchester', 'location=leeds')).text()
    expect(other).toContain('Make Manchester my town')
    const own = await (await page('/deals/manchester', 'location=manchester')).text()
    expect(own).not.toContain('Make Manchester my town')
  })
})

describe('the saved location', () => {
  async function shopper(email: string, location: string | null) {
    const accounts = new AccountService(env.DB)
    await accounts.register({ email, password: 'secret123', firstName: 'Lou', brand: 'dealio' })
    if (location) {
      await env.DB.prepare('UPDATE users SET location_short_name = ? WHERE email = ?')
        .bind(location, email)
        .run()
    }
  }
  const login = (email: string, cookie?: string) =>
    post(
      '/customer/login',
      { loginRequest: { j_username: email, j_password: 'secret123' } },
      { cookie },
    )

  it('becomes the location cookie at sign-in', async () => {
    await shopper('lou.leeds@example.com', 'leeds')
    const res = await login('lou.leeds@example.com', 'location=york')
    expect(res.status).toBe(200)
    expect(locationCookie(res)).toMatch(
      new RegExp(`^location=leeds;.*Max-Age=${YEAR_SECONDS}`, 'i'),
    )
  })

  it("leaves the visitor's choice alone when none is saved or it is not this brand's town", async () => {
    await shopper('lou.none@example.com', null)
    expect(locationCookie(await login('lou.none@example.com', 'location=york'))).toBeUndefined()
    await shopper('lou.cork@example.com', 'cork')
    expect(locationCookie(await login('lou.cork@example.com'))).toBeUndefined()
  })

  it('updates the cookie when a town is saved in the account details', async () => {
    await shopper('lou.saves@example.com', null)
    const session = (await login('lou.saves@example.com')).headers
      .getSetCookie()
      .find((line: string) => line.startsWith('ct='))!
      .split(';')[0]!
    const res = await SELF.fetch('http://localhost/api/v1/customer/profile', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', origin: 'http://localhost', cookie: session },
      body: JSON.stringify({ user: { firstName: 'Lou', lastName: 'Saves', location: 'york' } }),
    })
    expect(res.status).toBe(200)
    expect(locationCookie(res)).toMatch(new RegExp(`^location=york;.*Max-Age=${YEAR_SECONDS}`, 'i'))
    const html = await (await page('/', `${session}; location=york`)).text()
    expect(townOf(html)).toBe('york')
  })
})
