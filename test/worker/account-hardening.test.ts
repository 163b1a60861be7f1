import { env, SELF } from 'cloudflare:test'
import { afterAll, beforeAll, describe, expect, it, type MockInstance } from 'vitest'
import { INVALID_NAME_MESSAGE } from '../../src/shared/domain/account/name-rule'
import { STAFF_LOCK_UNTIL } from '../../src/shared/domain/account/staff-lock'
import {
  LOCKED_MESSAGE,
  RATE_LIMITED_MESSAGE,
} from '../../src/worker/services/accounts/account-service'
import { PASSWORD_CHANGE_FAILED } from '../../src/worker/services/accounts/password-service'
import { createFakeIdentityServer, type FakeIdentityServer } from '../fixtures/fake-identity-server'
import { makeShopper } from '../fixtures/make-shopper'
import { login, mailedToken, post, register, send, tokenCookie } from './account-client'

// Account gaps found while proving the rest under load and attack. Each test
// here failed before its fix.

const changeTo = (newPassword: string, cookie: string) =>
  send(
    'PATCH',
    '/customer/password',
    { passwordChange: { currentPassword: 'secret123', newPassword, confirmPassword: newPassword } },
    { cookie },
  )

describe('concurrent password changes', () => {
  it('lets exactly one of 8 parallel changes from one session win', async () => {
    await register('race@example.com', 'secret123', 'Rae')
    const cookie = tokenCookie(await login('race@example.com', 'secret123', '198.51.100.40'))
    const candidates = Array.from({ length: 8 }, (_, i) => `newsecret${i}`)
    const responses: Response[] = await Promise.all(
      candidates.map((password) => changeTo(password, cookie)),
    )
    const statuses = responses.map((res) => res.status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(1)
    for (const res of responses.filter((r) => r.status !== 200)) {
      expect(res.status).toBe(400)
      expect(await res.json()).toEqual({
        error: { code: 'INVALID', message: PASSWORD_CHANGE_FAILED },
      })
    }
    const winner = candidates[statuses.indexOf(200)]!
    // Each login from its own address, so the per-IP login limit plays no part.
    const works = []
    for (const [i, password] of [...candidates, 'secret123'].entries()) {
      const res = await login('race@example.com', password, `198.51.100.${50 + i}`)
      if (res.status === 200) works.push(password)
    }
    expect(works).toEqual([winner])
  })
})

describe('names with control characters', () => {
  const refusesName = async (res: Response) => {
    expect(res.status).toBe(400)
    const body = (await res.json()) as { error: { code: string; message: string } }
    expect(body.error.code).toBe('INVALID')
    expect(body.error.message).toContain(INVALID_NAME_MESSAGE)
  }

  it('are refused at registration, express and PayPal registration', async () => {
    await refusesName(await register('nul@example.com', 'secret123', 'Ann\u0000'))
    for (const path of ['/customer/express-register', '/customer/paypal-register']) {
      await refusesName(
        await post(path, { requestRegistration: { email: 'x@example.com', firstName: 'A\u0007' } }),
      )
    }
    const rows = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM users WHERE email IN ('nul@example.com', 'x@example.com')",
    ).first<{ n: number }>()
    expect(rows?.n).toBe(0)
  })

  it('are refused in a profile update, and a clean name is trimmed', async () => {
    const { cookie } = await makeShopper(env.DB)
    const update = (firstName: string, lastName: string) =>
      send('PUT', '/customer/profile', { user: { firstName, lastName } }, { cookie })
    await refusesName(await update('Ann', 'Lee\u0085'))
    await refusesName(await update('Ann\nBob', 'Lee'))
    expect((await update('  Ann ', ' Lee ')).status).toBe(200)
    const res = await SELF.fetch('http://localhost/api/v1/customer/profile', {
      headers: { cookie },
    })
    expect(await res.json()).toMatchObject({ data: { firstName: 'Ann', lastName: 'Lee' } })
  })
})

describe('social sign-in', () => {
  let idp: FakeIdentityServer
  let fetchSpy: MockInstance
  beforeAll(async () => {
    idp = await createFakeIdentityServer()
    fetchSpy = idp.intercept()
  })
  afterAll(() => fetchSpy.mockRestore())

  const googleLogin = async (claims: Record<string, unknown>, ip: string) =>
    post(
      '/customer/google/login',
      { idToken: await idp.mintGoogleIdToken(claims) },
      { 'cf-connecting-ip': ip },
    )

  it("shares the password login's per-IP limit: 10 in 10 minutes, then the same 429", async () => {
    const ip = '203.0.113.160'
    const endpoints = [
      ['/customer/google/login', { idToken: 'garbage' }],
      ['/customer/google/register', { idToken: 'garbage' }],
      ['/customer/facebook/authenticate', { accessToken: 'garbage' }],
    ] as const
    for (let i = 0; i < 10; i++) {
      const [path, body] = endpoints[i % endpoints.length]!
      expect((await post(path, body, { 'cf-connecting-ip': ip })).status).toBe(401)
    }
    for (const [path, body] of endpoints) {
      const res = await post(path, body, { 'cf-connecting-ip': ip })
      expect(res.status).toBe(429)
      expect(await res.json()).toEqual({
        error: { code: 'RATE_LIMITED', message: RATE_LIMITED_MESSAGE },
      })
    }
    // One budget: the password login from that address is spent too.
    expect((await login('anyone@example.com', 'secret123', ip)).status).toBe(429)
  })

  it('signs in through Google past the failed-password lock, never past an admin lock', async () => {
    await register('locky@example.com', 'secret123', 'Lou')
    for (let i = 0; i < 5; i++)
      await login('locky@example.com', 'wrong-pass', `198.51.100.${70 + i}`)
    expect((await login('locky@example.com', 'secret123', '198.51.100.75')).status).toBe(403)
    const claims = { sub: 'google-sub-locky', email: 'locky@example.com' }
    expect((await googleLogin(claims, '203.0.113.170')).status).toBe(200)

    await env.DB.prepare('UPDATE users SET locked_until = ? WHERE email = ?')
      .bind(STAFF_LOCK_UNTIL, 'locky@example.com')
      .run()
    const res = await googleLogin(claims, '203.0.113.171')
    expect(res.status).toBe(403)
    expect(await res.json()).toEqual({ error: { code: 'FORBIDDEN', message: LOCKED_MESSAGE } })
    expect(res.headers.get('set-cookie')).toBeNull()
  })
})

describe('an admin lock', () => {
  it('outlasts a password reset, which still lifts the failed-password lock', async () => {
    await register('held@example.com', 'secret123', 'Hal')
    await env.DB.prepare('UPDATE users SET locked_until = ? WHERE email = ?')
      .bind(STAFF_LOCK_UNTIL, 'held@example.com')
      .run()
    await post(
      '/customer/password-reset',
      { email: 'held@example.com' },
      { 'cf-connecting-ip': '198.51.100.80' },
    )
    const { token } = await mailedToken('held@example.com')
    const password = 'brandnew1'
    const reset = await post('/customer/password_reset', {
      token,
      password,
      confirmPassword: password,
    })
    expect(reset.status).toBe(200)
    expect((await login('held@example.com', password, '198.51.100.81')).status).toBe(403)
  })
})

// Whether a response came from the page cache is timing, not the method's doing.
const CACHE_STATE = new Set(['age', 'cf-cache-status', 'date', 'x-page-cache'])
const headerNames = (res: Response) => [...res.headers.keys()].filter((n) => !CACHE_STATE.has(n))

describe('HEAD', () => {
  it.each(['/', '/deals/london', '/api/v1/customer/session'])(
    'answers %s with the status and headers of GET and no body',
    async (path) => {
      const get = await SELF.fetch(`http://localhost${path}`)
      await get.arrayBuffer()
      const head = await SELF.fetch(`http://localhost${path}`, { method: 'HEAD' })
      expect(head.status).toBe(get.status)
      expect(await head.text()).toBe('')
      // Values like the nonce and request id differ per response; the names must not (before
      // the fix HEAD lost the GET's cookies, and the renderer logged an uncaught error).
      expect(headerNames(head)).toEqual(headerNames(get))
      expect(head.headers.get('content-type')).toBe(get.headers.get('content-type'))
      // Its value depends on whether the page cache answered (a hit is public), so only present.
      expect(head.headers.get('cache-control')).toBeTruthy()
    },
  )
})
