import { env, SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { hashPassword } from '../../src/worker/services/security/password-hash'
import { StaffRepository } from '../../src/worker/storage/staff-repository'
import { makeShopper } from '../fixtures/make-shopper'
import { freshEmail } from '../fixtures/fresh'
import { makeStaff } from '../fixtures/make-staff'
import { inDays } from './clock'

const ORIGIN = 'http://localhost'
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  SELF.fetch(`${ORIGIN}/api/v1${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: ORIGIN,
      'cf-connecting-ip': '203.0.113.20',
      ...headers,
    },
    body: JSON.stringify(body),
  })
const get = (path: string, cookie = '') =>
  SELF.fetch(`${ORIGIN}/api/v1${path}`, { headers: cookie ? { cookie } : {} })
const cookieOf = (res: Response) => (res.headers.get('set-cookie') ?? '').split(';')[0]!
let ips = 0
/** Each login from its own address, so the per-IP limit of one test does not reach another. */
const login = (role: 'merchant' | 'admin', email: string, password: string) =>
  post(`/${role}/login`, { email, password }, { 'cf-connecting-ip': `203.0.113.${++ips}` })

// The merchant and the staff addresses are this run's own: worker files share one database
// (setup.ts), and staff emails are unique.
let MERCHANT_ID = 0
const BOSS = freshEmail('boss')
const TILL = freshEmail('till')

async function addStaff(email: string, role: 'merchant' | 'admin', password: string) {
  const hashed = await hashPassword(password, 1000)
  return new StaffRepository(env.DB).insertUser({
    email,
    name: role === 'admin' ? 'Ada' : 'Mo',
    role,
    merchantId: role === 'merchant' ? MERCHANT_ID : null,
    passwordHash: hashed.hash,
    passwordSalt: hashed.salt,
    passwordIterations: hashed.iterations,
    createdAt: inDays(-20),
  })
}

beforeAll(async () => {
  MERCHANT_ID = (await env.DB.prepare(
    `INSERT INTO merchants (name, display_name, country_code) VALUES ('Spa Co', 'Spa Co', 'gb')
     RETURNING id`,
  ).first<{ id: number }>())!.id
  await addStaff(BOSS, 'admin', 'admin-pass-1')
  await addStaff(TILL, 'merchant', 'merchant-pass-1')
})

describe('staff sign-in', () => {
  it('signs an admin in with a strict HttpOnly cookie of its own, reads me, and signs out for good', async () => {
    // The address typed in capitals: staff emails are matched without case.
    const res = await login('admin', BOSS.toUpperCase(), 'admin-pass-1')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    const setCookie = res.headers.get('set-cookie') ?? ''
    expect(setCookie).toMatch(/^staff=/)
    expect(setCookie).toMatch(/HttpOnly/i)
    expect(setCookie).toMatch(/SameSite=Strict/i)
    expect(await res.json()).toEqual({
      data: expect.objectContaining({ email: BOSS, role: 'admin', merchantId: null }),
    })
    const cookie = cookieOf(res)
    const me = await get('/staff/me', cookie)
    expect(me.status).toBe(200)
    expect(me.headers.get('cache-control')).toBe('private, no-store')
    expect(((await me.json()) as { data: { role: string } }).data.role).toBe('admin')
    expect((await post('/staff/logout', {}, { cookie })).status).toBe(204)
    expect((await get('/staff/me', cookie)).status).toBe(401)
  })

  it('signs a merchant in with its merchant', async () => {
    const res = await login('merchant', TILL, 'merchant-pass-1')
    expect(res.status).toBe(200)
    const body = (await res.json()) as { data: { merchantId: number; role: string } }
    expect(body.data).toMatchObject({ role: 'merchant', merchantId: MERCHANT_ID })
  })

  it('answers an unknown email, a wrong password and the other role alike', async () => {
    const answers: Response[] = await Promise.all([
      login('admin', freshEmail('nobody'), 'admin-pass-1'),
      login('admin', BOSS, 'wrong-pass'),
      login('admin', TILL, 'merchant-pass-1'),
    ])
    const bodies: unknown[] = await Promise.all(answers.map((res) => res.json()))
    expect(answers.map((res) => res.status)).toEqual([401, 401, 401])
    expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1)
    expect(answers.every((res) => !res.headers.get('set-cookie'))).toBe(true)
  })

  it('locks an account after five wrong passwords, even against the right one', async () => {
    const locked = freshEmail('locked')
    await addStaff(locked, 'admin', 'right-pass-1')
    for (let i = 0; i < 5; i++) {
      expect((await login('admin', locked, 'wrong')).status).toBe(401)
    }
    const res = await login('admin', locked, 'right-pass-1')
    expect(res.status).toBe(403)
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/locked/)
  })

  it('rate limits sign-in attempts from one address', async () => {
    const ip = { 'cf-connecting-ip': '198.51.100.77' }
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) {
      const res = await post('/admin/login', { email: `x${i}@dealio.test`, password: 'p' }, ip)
      statuses.push(res.status)
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true)
    expect(statuses[10]).toBe(429)
  })

  it('refuses a sign-in from another origin and a malformed body', async () => {
    const foreign = await post(
      '/admin/login',
      { email: BOSS, password: 'admin-pass-1' },
      // hono/csrf checks what a cross-site form can send; JSON from elsewhere needs CORS.
      { origin: 'https://evil.example', 'content-type': 'text/plain' },
    )
    expect(foreign.status).toBe(403)
    const bad = await post('/admin/login', { email: BOSS })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ error: { code: 'INVALID' } })
  })
})

describe('back-office access', () => {
  it('answers 401 without a staff session and 403 for the wrong role', async () => {
    expect((await get('/admin/audit')).status).toBe(401)
    expect(await (await get('/admin/audit')).json()).toMatchObject({
      error: { code: 'UNAUTHORISED' },
    })
    const merchant = await makeStaff(env.DB, { role: 'merchant', merchantId: MERCHANT_ID })
    const res = await get('/admin/audit', merchant.cookie)
    expect(res.status).toBe(403)
    expect(await res.json()).toMatchObject({ error: { code: 'FORBIDDEN' } })
  })

  it("never takes a shopper's session for a staff one", async () => {
    const shopper = await makeShopper(env.DB)
    expect((await get('/staff/me', shopper.cookie)).status).toBe(401)
    expect((await get('/admin/audit', shopper.cookie)).status).toBe(401)
    // Not even a shopper token put under the staff cookie's name.
    const token = shopper.cookie.split('=').slice(1).join('=')
    expect((await get('/admin/audit', `staff=${token}`)).status).toBe(401)
  })

  it('ends a session after 12 hours and for a disabled user', async () => {
    const admin = await makeStaff(env.DB, { role: 'admin' })
    expect((await get('/staff/me', admin.cookie)).status).toBe(200)
    await env.DB.prepare('UPDATE staff_users SET disabled_at = ? WHERE id = ?')
      .bind(inDays(-1), admin.user.id)
      .run()
    expect((await get('/staff/me', admin.cookie)).status).toBe(401)
    const other = await makeStaff(env.DB, { role: 'admin' })
    // Its 12 hours ran out a minute ago.
    await env.DB.prepare('UPDATE staff_sessions SET expires_at = ? WHERE staff_id = ?')
      .bind(inDays(-1 / 1440), other.user.id)
      .run()
    expect((await get('/staff/me', other.cookie)).status).toBe(401)
  })
})
