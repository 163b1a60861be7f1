import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'

const ORIGIN = 'http://localhost'
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  SELF.fetch(`${ORIGIN}/api/v1${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: ORIGIN,
      'cf-connecting-ip': '203.0.113.9',
      ...headers,
    },
    body: JSON.stringify(body),
  })
const profile = (cookie: string) =>
  SELF.fetch(`${ORIGIN}/api/v1/customer/profile`, { headers: { cookie } })
const login = (email: string, password: string, ip = '203.0.113.9', rememberMe?: boolean) =>
  post(
    '/customer/login',
    { loginRequest: { j_username: email, j_password: password }, rememberMe },
    {
      'cf-connecting-ip': ip,
    },
  )
const register = (email: string, password: string, firstName: string) =>
  post('/customer/register', {
    requestRegistration: { email, password, confirmPassword: password, firstName },
  })
const tokenCookie = (res: Response) => (res.headers.get('set-cookie') ?? '').split(';')[0]!

describe('customer accounts', () => {
  it('registers, signs in, reads the profile, and signs out for good', async () => {
    const reg = await register('ann@example.com', 'secret123', 'Ann')
    expect(reg.status).toBe(202)
    const res = await login('ann@example.com', 'secret123')
    expect(res.status).toBe(200)
    const setCookie = res.headers.get('set-cookie') ?? ''
    expect(setCookie).toMatch(/HttpOnly/i)
    expect(setCookie).toMatch(/SameSite=Lax/i)
    const cookie = tokenCookie(res)
    const me = await profile(cookie)
    expect(me.status).toBe(200)
    // The profile helper's richer route wraps the same fields in `data`; either shape passes.
    const body = (await me.json()) as { data?: unknown }
    expect(body.data ?? body).toMatchObject({ email: 'ann@example.com', firstName: 'Ann' })
    expect((await post('/customer/logout', {}, { cookie })).status).toBe(204)
    expect((await profile(cookie)).status).toBe(401)
  })

  it('stores only a PBKDF2 hash with its iteration count', async () => {
    await register('bob@example.com', 'hunter22', 'Bob')
    const row = await env.DB.prepare('SELECT * FROM users WHERE email = ?')
      .bind('bob@example.com')
      .first<Record<string, unknown>>()
    expect(row!.password_iterations).toBe(100000)
    expect(JSON.stringify(row)).not.toContain('hunter22')
  })

  it('rotates the session on every sign-in', async () => {
    await register('cat@example.com', 'secret123', 'Cat')
    const first = tokenCookie(await login('cat@example.com', 'secret123', '203.0.113.20'))
    const second = tokenCookie(await login('cat@example.com', 'secret123', '203.0.113.21'))
    expect(second).not.toBe(first)
    expect((await profile(second)).status).toBe(200)
  })

  it('answers a wrong password and an unknown email identically, and registration alike', async () => {
    await register('dan@example.com', 'secret123', 'Dan')
    const wrong = await login('dan@example.com', 'nope-nope', '203.0.113.30')
    const unknown = await login('nobody@example.com', 'nope-nope', '203.0.113.31')
    expect(wrong.status).toBe(unknown.status)
    expect(await wrong.json()).toEqual(await unknown.json())
    const again = await register('dan@example.com', 'other123', 'Dan')
    const fresh = await register('eve@example.com', 'other123', 'Eve')
    expect(again.status).toBe(fresh.status)
    expect(await again.json()).toEqual(await fresh.json())
  })

  it('locks the account after five failures, even against the right password', async () => {
    await register('fay@example.com', 'secret123', 'Fay')
    for (let i = 0; i < 5; i++) await login('fay@example.com', 'wrong-pass', `203.0.113.${40 + i}`)
    const locked = await login('fay@example.com', 'secret123', '203.0.113.50')
    expect(locked.status).toBe(403)
    expect(await locked.json()).toMatchObject({
      error: { message: expect.stringMatching(/locked/i) },
    })
  })

  it('refuses bad input with a 400 and a cross-site form sign-in outright', async () => {
    const bad = await post('/customer/register', {
      requestRegistration: {
        email: 'not-an-email',
        password: 'secret123',
        confirmPassword: 'secret123',
        firstName: 'Al',
      },
    })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({
      error: { code: 'INVALID', message: 'Please enter a valid email' },
    })
    const short = await register('short@example.com', '12345', 'Sho')
    expect(await short.json()).toMatchObject({
      error: { message: 'Password must be at least 6 characters' },
    })
    const mismatch = await post('/customer/register', {
      requestRegistration: {
        email: 'mis@example.com',
        password: 'secret123',
        confirmPassword: 'secret124',
        firstName: 'Mis',
      },
    })
    expect(await mismatch.json()).toMatchObject({ error: { message: 'Passwords must match' } })
    // A cross-site JSON POST needs a CORS preflight browsers refuse; the CSRF risk is a form
    // or text/plain POST from another site, which is refused outright.
    const cross = await SELF.fetch(`${ORIGIN}/api/v1/customer/login`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: 'https://evil.example' },
      body: JSON.stringify({ loginRequest: { j_username: 'a@example.com', j_password: 'x' } }),
    })
    expect(cross.status).toBe(403)
  })

  it('gives a remembered sign-in a cookie that lasts a year and a plain one a session cookie', async () => {
    await register('gus@example.com', 'secret123', 'Gus')
    const remembered = await login('gus@example.com', 'secret123', '203.0.113.60', true)
    // The session cookie (ct) among the others a sign-in sets (email, location).
    const session = (res: Response) =>
      res.headers.getSetCookie().find((c: string) => c.startsWith('ct=')) ?? ''
    const maxAge = Number(/Max-Age=(\d+)/i.exec(session(remembered))?.[1])
    expect(maxAge).toBeGreaterThan(364 * 86_400)
    expect(maxAge).toBeLessThanOrEqual(365 * 86_400)
    const plain = await login('gus@example.com', 'secret123', '203.0.113.61', false)
    expect(session(plain)).toMatch(/^ct=/)
    expect(session(plain)).not.toMatch(/Max-Age|Expires/i)
    expect((await profile(tokenCookie(plain))).status).toBe(200)
  })

  it('welcomes a new registration by email and tells a taken email to log in instead', async () => {
    await register('hal@example.com', 'secret123', 'Hal')
    await register('hal@example.com', 'other1234', 'Hal')
    const { results } = await env.DB.prepare(
      'SELECT kind FROM email_outbox WHERE to_address = ? ORDER BY id',
    )
      .bind('hal@example.com')
      .all<{ kind: string }>()
    expect(results.map((r) => r.kind)).toEqual(['welcome', 'already-registered'])
  })

  it('refuses a disposable email at registration', async () => {
    const res = await register('ivy@mailinator.com', 'secret123', 'Ivy')
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ error: { code: 'INVALID' } })
  })

  it('answers the login first step the same for known and unknown emails', async () => {
    await register('jon@example.com', 'secret123', 'Jon')
    const known = await post('/customer/login/first-step', {
      loginRequest: { j_username: 'jon@example.com' },
    })
    const unknown = await post('/customer/login/first-step', {
      loginRequest: { j_username: 'nobody-here@example.com' },
    })
    expect(known.status).toBe(200)
    expect(unknown.status).toBe(200)
    expect(await known.json()).toEqual({ data: { next: 'PASSWORD' } })
    expect(await unknown.json()).toEqual({ data: { next: 'PASSWORD' } })
  })

  it('clears a dead session cookie at the session pre-step', async () => {
    await register('kim@example.com', 'secret123', 'Kim')
    const cookie = tokenCookie(await login('kim@example.com', 'secret123', '203.0.113.70'))
    const live = await post('/customer/session/pre-step', {}, { cookie })
    expect(await live.json()).toEqual({ data: { authenticated: true } })
    await post('/customer/logout', {}, { cookie })
    const dead = await post('/customer/session/pre-step', {}, { cookie })
    expect(await dead.json()).toEqual({ data: { authenticated: false } })
    expect(dead.headers.get('set-cookie') ?? '').toMatch(/Max-Age=0/i)
    expect(dead.headers.get('cache-control')).toBe('private, no-store')
  })
})
