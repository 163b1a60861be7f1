import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import {
  hashPassword,
  PASSWORD_ITERATIONS,
  verifyPassword,
} from '../../src/worker/services/security/password-hash'
import { StaffRepository } from '../../src/worker/storage/staff-repository'
import { freshEmail } from '../fixtures/fresh'
import { makeShopper } from '../fixtures/make-shopper'
import { makeStaff } from '../fixtures/make-staff'
import { inDays } from './clock'

// Cookies and passwords: session cookies that scripts and other sites cannot
// use (`__Host-` over https), a session rotated on login, PBKDF2 at 100,000 iterations inside
// workerd, and a lock after repeated failed logins.

let ips = 0
const nextIp = () => `203.0.113.${100 + (++ips % 150)}`

const postJson = (
  origin: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) =>
  SELF.fetch(`${origin}/api/v1${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin,
      'cf-connecting-ip': nextIp(),
      ...headers,
    },
    body: JSON.stringify(body),
  })

/** The cookie a browser ends up with: the last Set-Cookie of that name (a login first clears
 * the old session cookie, then sets the new one, in the same response). */
const cookieLine = (res: Response, name: string) =>
  res.headers
    .getSetCookie()
    .filter((line) => line.startsWith(`${name}=`))
    .at(-1)

const attributesOf = (line: string) =>
  new Set(
    line
      .split(';')
      .slice(1)
      .map((a) => a.trim().toLowerCase()),
  )

async function registerAndLogin(
  origin: string,
  email: string,
  headers: Record<string, string> = {},
) {
  const registered = await postJson(origin, '/customer/register', {
    requestRegistration: {
      email,
      password: 'secret123',
      confirmPassword: 'secret123',
      firstName: 'Sam',
    },
  })
  expect(registered.status).toBeLessThan(300)
  return postJson(
    origin,
    '/customer/login',
    { loginRequest: { j_username: email, j_password: 'secret123' } },
    headers,
  )
}

describe('session cookies', () => {
  it('over https: __Host-ct, HttpOnly, Secure, SameSite, Path=/, no Domain', async () => {
    const res = await registerAndLogin('https://localhost', freshEmail('cookie-https'))
    expect(res.status).toBe(200)
    const line = cookieLine(res, '__Host-ct')
    expect(line).toBeDefined()
    const attrs = attributesOf(line!)
    expect(attrs).toContain('httponly')
    expect(attrs).toContain('secure')
    expect(attrs).toContain('path=/')
    expect([...attrs].some((a) => /^samesite=(lax|strict)$/.test(a))).toBe(true)
    expect([...attrs].some((a) => a.startsWith('domain='))).toBe(false)
    expect(cookieLine(res, 'ct')).toBeUndefined()
    const cookie = line!.split(';')[0]!
    const me = await SELF.fetch('https://localhost/api/v1/customer/profile', {
      headers: { cookie },
    })
    expect(me.status).toBe(200)
  })

  it('over plain http (local development): ct, HttpOnly and SameSite, not Secure', async () => {
    const res = await registerAndLogin('http://localhost', freshEmail('cookie-http'))
    const line = cookieLine(res, 'ct')
    expect(line).toBeDefined()
    const attrs = attributesOf(line!)
    expect(attrs).toContain('httponly')
    expect([...attrs].some((a) => /^samesite=(lax|strict)$/.test(a))).toBe(true)
  })

  it('the staff cookie over https: __Host-staff, HttpOnly, Secure, SameSite=Strict', async () => {
    const hashed = await hashPassword('staff-pass-1', 1000)
    const email = freshEmail('cookie-admin')
    await new StaffRepository(env.DB).insertUser({
      email,
      name: 'Ada',
      role: 'admin',
      merchantId: null,
      passwordHash: hashed.hash,
      passwordSalt: hashed.salt,
      passwordIterations: hashed.iterations,
      createdAt: inDays(-20),
    })
    const res = await postJson('https://localhost', '/admin/login', {
      email,
      password: 'staff-pass-1',
    })
    expect(res.status).toBe(200)
    const line = cookieLine(res, '__Host-staff')
    expect(line).toBeDefined()
    const attrs = attributesOf(line!)
    for (const a of ['httponly', 'secure', 'path=/', 'samesite=strict']) expect(attrs).toContain(a)
  })

  // The point of __Host-: only this host, over https, can have set it. A plain `ct` or `staff`
  // cookie may have been tossed in by a sibling subdomain or a plain-http hop, so over https it
  // must not sign anybody in (login CSRF / session fixation with the attacker's own session).
  it('over https, a plain ct or staff cookie signs nobody in', async () => {
    const shopper = await makeShopper(env.DB)
    const staff = await makeStaff(env.DB, { role: 'admin' })
    const at = (origin: string, path: string, cookie: string) =>
      SELF.fetch(`${origin}/api/v1${path}`, { headers: { cookie } })
    expect((await at('http://localhost', '/customer/profile', shopper.cookie)).status).toBe(200)
    expect((await at('https://localhost', '/customer/profile', shopper.cookie)).status).toBe(401)
    const hostCookie = shopper.cookie.replace(/^ct=/, '__Host-ct=')
    expect((await at('https://localhost', '/customer/profile', hostCookie)).status).toBe(200)
    expect((await at('http://localhost', '/staff/me', staff.cookie)).status).toBe(200)
    expect((await at('https://localhost', '/staff/me', staff.cookie)).status).toBe(401)
    const hostStaff = staff.cookie.replace(/^staff=/, '__Host-staff=')
    expect((await at('https://localhost', '/staff/me', hostStaff)).status).toBe(200)
  })

  it('over https the basket and wishlist cookies are Secure and SameSite too', async () => {
    const deal = await env.DB.prepare(
      `SELECT d.id, p.id AS productId FROM deals d JOIN deal_products p ON p.deal_id = d.id
       WHERE d.country_code = 'gb' AND d.open = 1 AND d.brand IS NULL LIMIT 1`,
    ).first<{ id: number; productId: number }>()
    const basket = await postJson('https://localhost', '/basket', {
      brand: 'dealio',
      eligibleForVip: false,
      products: [{ dealId: deal!.id, dealProductId: deal!.productId, quantity: 1 }],
    })
    const wishlist = await postJson('https://localhost', `/wishlist/deal/${deal!.id}`, {})
    for (const line of [cookieLine(basket, 'basket_token'), cookieLine(wishlist, 'wishlist_id')]) {
      expect(line, `${basket.status} ${wishlist.status}`).toBeDefined()
      const attrs = attributesOf(line!)
      expect(attrs).toContain('secure')
      expect([...attrs].some((a) => /^samesite=(lax|strict)$/.test(a))).toBe(true)
    }
    expect(attributesOf(cookieLine(wishlist, 'wishlist_id')!)).toContain('httponly')
  })

  it('a logout ends the session on the server, not just in the browser', async () => {
    const res = await registerAndLogin('https://localhost', freshEmail('logout'))
    const cookie = cookieLine(res, '__Host-ct')!.split(';')[0]!
    const out = await postJson('https://localhost', '/customer/logout', {}, { cookie })
    expect(out.status).toBeLessThan(300)
    const cleared = cookieLine(out, '__Host-ct')
    expect(cleared).toMatch(/max-age=0|expires=thu, 01 jan 1970/i)
    const me = await SELF.fetch('https://localhost/api/v1/customer/profile', {
      headers: { cookie },
    })
    expect(me.status).toBe(401)
  })

  it('a staff login rotates the staff session too', async () => {
    const hashed = await hashPassword('staff-pass-2', 1000)
    const email = freshEmail('rotate-admin')
    await new StaffRepository(env.DB).insertUser({
      email,
      name: 'Ada',
      role: 'admin',
      merchantId: null,
      passwordHash: hashed.hash,
      passwordSalt: hashed.salt,
      passwordIterations: hashed.iterations,
      createdAt: inDays(-20),
    })
    const signIn = (cookie = '') =>
      postJson(
        'https://localhost',
        '/admin/login',
        { email, password: 'staff-pass-2' },
        cookie ? { cookie } : {},
      )
    const before = cookieLine(await signIn(), '__Host-staff')!.split(';')[0]!
    const after = cookieLine(await signIn(before), '__Host-staff')!.split(';')[0]!
    expect(after).not.toBe(before)
    const me = (cookie: string) =>
      SELF.fetch('https://localhost/api/v1/staff/me', { headers: { cookie } })
    expect((await me(before)).status).toBe(401)
    expect((await me(after)).status).toBe(200)
  })

  it('a login rotates the session: the cookie the browser had stops working', async () => {
    const origin = 'https://localhost'
    const email = freshEmail('rotate')
    const first = await registerAndLogin(origin, email)
    const before = cookieLine(first, '__Host-ct')!.split(';')[0]!
    const again = await postJson(
      origin,
      '/customer/login',
      { loginRequest: { j_username: email, j_password: 'secret123' } },
      { cookie: before },
    )
    expect(again.status).toBe(200)
    const after = cookieLine(again, '__Host-ct')!.split(';')[0]!
    expect(after).not.toBe(before)
    const profile = (cookie: string) =>
      SELF.fetch(`${origin}/api/v1/customer/profile`, { headers: { cookie } })
    expect((await profile(before)).status).toBe(401)
    expect((await profile(after)).status).toBe(200)
  })
})

describe('passwords', () => {
  it('hashes with PBKDF2 at 100,000 iterations inside workerd, and verifies', async () => {
    expect(PASSWORD_ITERATIONS).toBe(100_000)
    const started = performance.now()
    const stored = await hashPassword('correct horse')
    expect(stored.iterations).toBe(100_000)
    expect(await verifyPassword('correct horse', stored)).toBe(true)
    expect(await verifyPassword('correct horsf', stored)).toBe(false)
    console.log(`PBKDF2 100k: hash + 2 verifies in ${performance.now() - started} ms`)
  })

  it('registration stores the 100,000-iteration hash and signs in through it', async () => {
    const email = freshEmail('pbkdf2')
    const res = await registerAndLogin('http://localhost', email)
    expect(res.status).toBe(200)
    const row = await env.DB.prepare(
      'SELECT password_iterations AS n, password_hash AS hash FROM users WHERE email = ?',
    )
      .bind(email)
      .first<{ n: number; hash: string }>()
    expect(row!.n).toBe(100_000)
    expect(row!.hash).not.toContain('secret123')
  })

  it('repeated failed logins lock the account (or answer 429)', async () => {
    const email = freshEmail('lockout')
    await registerAndLogin('http://localhost', email)
    const attempt = (password: string) =>
      postJson('http://localhost', '/customer/login', {
        loginRequest: { j_username: email, j_password: password },
      })
    for (let i = 0; i < 5; i++) expect((await attempt(`wrong-${i}`)).status).toBe(401)
    const locked = await attempt('secret123')
    expect([403, 423, 429]).toContain(locked.status)
    expect(cookieLine(locked, 'ct')).toBeUndefined()
  })
})
