import { env, SELF } from 'cloudflare:test'
import { afterAll, beforeAll, describe, expect, it, type MockInstance } from 'vitest'
import { verifyGoogleIdToken } from '../../src/worker/services/accounts/google-id-token'
import {
  createFakeIdentityServer,
  FAKE_FACEBOOK_APP_ID,
  type FakeIdentityServer,
} from '../fixtures/fake-identity-server'
import { freshEmail } from '../fixtures/fresh'
import { inDays } from './clock'

const ORIGIN = 'http://localhost'
// A fresh address per request: sign-ins share the login's per-IP limit (account-hardening).
let requests = 0
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  SELF.fetch(`${ORIGIN}/api/v1${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: ORIGIN,
      'cf-connecting-ip': `203.0.113.${++requests % 250}`,
      ...headers,
    },
    body: JSON.stringify(body),
  })
/** The signed-in profile, or null; read whether or not it comes wrapped in `data`. */
async function profile(cookie: string): Promise<Record<string, unknown> | null> {
  const res = await SELF.fetch(`${ORIGIN}/api/v1/customer/profile`, { headers: { cookie } })
  if (!res.ok) return null
  const body = (await res.json()) as Record<string, unknown> & { data?: Record<string, unknown> }
  return body.data ?? body
}
/** A password account made directly, so these tests do not hang on the registration API. */
const insertPasswordUser = (email: string, firstName: string) =>
  env.DB.prepare(
    `INSERT INTO users (email, first_name, password_hash, password_salt, password_iterations,
       brand, created_at)
     VALUES (?, ?, 'hash', 'salt', 100000, 'dealio', ?)`,
  )
    .bind(email, firstName, inDays(-1))
    .run()
const tokenCookie = (res: Response) => (res.headers.get('set-cookie') ?? '').split(';')[0]!
const googleLogin = (idToken: string) => post('/customer/google/login', { idToken })
const googleRegister = (idToken: string) => post('/customer/google/register', { idToken })
const facebook = (accessToken: string) => post('/customer/facebook/authenticate', { accessToken })
const userRow = (email: string) =>
  env.DB.prepare('SELECT * FROM users WHERE email = ?').bind(email).first<Record<string, unknown>>()

let idp: FakeIdentityServer
let fetchSpy: MockInstance

beforeAll(async () => {
  idp = await createFakeIdentityServer()
  fetchSpy = idp.intercept()
})
afterAll(() => fetchSpy.mockRestore())

// Addresses and Google subjects are this run's own: worker files share one database (setup.ts).
const run = crypto.randomUUID().slice(0, 8)

describe('Google sign-in', () => {
  it("reaches the fake server through the worker's own fetch", async () => {
    // The worker may hold the keys from an earlier file's sign-in (an hour, per isolate): a key
    // URL of the probe's own has none cached, so the verifier fetches it through the global fetch.
    const token = await idp.mintGoogleIdToken({ email: freshEmail('probe') })
    const jwksUrl = `${idp.jwksUrl}?probe=${run}`
    await verifyGoogleIdToken(token, { clientId: env.GOOGLE_CLIENT_ID!, jwksUrl })
    expect(idp.hits.jwks).toBeGreaterThan(0)
    expect((await googleRegister(token)).status).toBe(200)
  })

  it('registers a new Google user, then signs them in with a cookie the profile accepts', async () => {
    const sub = `google-sub-ann-${run}`
    const email = freshEmail('ann.g')
    const claims = { sub, email, given_name: 'Ann', family_name: 'Gee' }
    const first = await googleLogin(await idp.mintGoogleIdToken(claims))
    expect(first.status).toBe(404)
    expect(await first.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'Not yet registered, please register' },
    })

    const reg = await googleRegister(await idp.mintGoogleIdToken(claims))
    expect(reg.status).toBe(200)
    expect(await reg.json()).toEqual({ data: { authenticated: true, firstName: 'Ann' } })
    expect(reg.headers.get('cache-control')).toBe('private, no-store')
    expect(reg.headers.get('set-cookie')).toMatch(/HttpOnly/i)

    const res = await googleLogin(await idp.mintGoogleIdToken(claims))
    expect(res.status).toBe(200)
    expect(await profile(tokenCookie(res))).toMatchObject({
      email,
      firstName: 'Ann',
      lastName: 'Gee',
    })

    const row = await userRow(email)
    expect(row).toMatchObject({ password_hash: null, third_party_login: 1 })
  })

  it("links an existing password account holding the token's verified email", async () => {
    const email = freshEmail('pat')
    const sub = `google-sub-pat-${run}`
    await insertPasswordUser(email, 'Pat')
    const res = await googleLogin(
      // The address as Google may spell it: the part before the @ in capitals.
      await idp.mintGoogleIdToken({
        sub,
        email: email.replace(/^[^@]+/, (name) => name.toUpperCase()),
      }),
    )
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ data: { authenticated: true, firstName: 'Pat' } })
    expect(await userRow(email)).toMatchObject({ third_party_login: 1 })
    const identity = await env.DB.prepare(
      "SELECT user_id FROM user_identities WHERE provider = 'google' AND subject = ?",
    )
      .bind(sub)
      .first<{ user_id: number }>()
    expect(identity?.user_id).toBe((await userRow(email))!.id)
  })

  it('refuses to link or register an unverified email', async () => {
    const email = freshEmail('pat')
    await insertPasswordUser(email, 'Pat')
    const token = await idp.mintGoogleIdToken({ email, email_verified: false })
    expect((await googleLogin(token)).status).toBe(401)
    expect((await googleRegister(token)).status).toBe(401)
  })

  it.each([
    ['the wrong audience', { aud: 'someone-else.apps' }, {}],
    ['an unknown issuer', { iss: 'https://evil.example' }, {}],
    ['an expired token', {}, { expiresIn: -3600 }],
  ])('answers 401 Invalid google token id for %s', async (_, claims, options) => {
    const res = await googleRegister(await idp.mintGoogleIdToken(claims, options))
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({
      error: { code: 'UNAUTHORISED', message: 'Invalid google token id' },
    })
  })

  it('answers 401 for a token signed by a key Google never published', async () => {
    const privateKey = await idp.otherPrivateKey()
    for (const kid of [undefined, 'unknown-kid']) {
      const res = await googleRegister(await idp.mintGoogleIdToken({}, { privateKey, kid }))
      expect(res.status).toBe(401)
      expect(await res.json()).toMatchObject({ error: { message: 'Invalid google token id' } })
    }
  })

  it('answers 401 for garbage and 400 for a missing token', async () => {
    expect((await googleLogin('not-a-jwt')).status).toBe(401)
    expect((await post('/customer/google/login', {})).status).toBe(400)
  })

  it('caches the published keys instead of fetching them per sign-in', async () => {
    // A first sign-in has the keys, fetched now or already held (tests may run in any order).
    expect(
      (await googleRegister(await idp.mintGoogleIdToken({ email: freshEmail('cache0') }))).status,
    ).toBe(200)
    const before = idp.hits.jwks
    await googleRegister(await idp.mintGoogleIdToken({ email: freshEmail('cache1') }))
    await googleRegister(await idp.mintGoogleIdToken({ email: freshEmail('cache2') }))
    expect(idp.hits.jwks).toBe(before)
  })

  it('refuses a cross-site form post', async () => {
    const res = await SELF.fetch(`${ORIGIN}/api/v1/customer/google/login`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: 'https://evil.example' },
      body: JSON.stringify({ idToken: 'x' }),
    })
    expect(res.status).toBe(403)
  })
})

describe('Facebook authenticate', () => {
  it('registers on first use and signs the same user in again', async () => {
    const email = freshEmail('fay.fb')
    const user = { id: `fb-1-${run}`, email, first_name: 'Fay', last_name: 'Bee' }
    idp.registerFacebookToken(`fb-token-1-${run}`, { user })
    const res = await facebook(`fb-token-1-${run}`)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ data: { authenticated: true, firstName: 'Fay' } })
    expect(await profile(tokenCookie(res))).toMatchObject({
      email,
      lastName: 'Bee',
    })
    idp.registerFacebookToken(`fb-token-2-${run}`, { user })
    expect((await facebook(`fb-token-2-${run}`)).status).toBe(200)
    const users = await env.DB.prepare('SELECT COUNT(*) AS n FROM users WHERE email = ?')
      .bind(email)
      .first<{ n: number }>()
    expect(users?.n).toBe(1)
  })

  it.each([
    ['a token issued to another app', 'fb-other-app', { appId: '999' }],
    ['a token Facebook calls invalid', 'fb-invalid', { isValid: false }],
  ])('answers 401 Invalid facebook token for %s', async (_, token, setup) => {
    idp.registerFacebookToken(token, {
      user: { id: `fb-2-${run}`, email: freshEmail('x') },
      ...setup,
    })
    const res = await facebook(token)
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({
      error: { code: 'UNAUTHORISED', message: 'Invalid facebook token' },
    })
  })

  it('answers 401 for a token Facebook has never seen', async () => {
    expect((await facebook('never-issued')).status).toBe(401)
  })

  it('asks for an email when Facebook shares none', async () => {
    idp.registerFacebookToken('fb-no-email', { user: { id: `fb-3-${run}`, first_name: 'Nemo' } })
    const res = await facebook('fb-no-email')
    expect(res.status).toBe(422)
  })

  it('says so, without a 5xx, when Facebook cannot be reached', async () => {
    idp.registerFacebookToken('fb-outage', {
      user: { id: `fb-4-${run}`, email: freshEmail('o') },
    })
    fetchSpy.mockImplementationOnce(() => Promise.reject(new TypeError('Network connection lost')))
    const res = await facebook('fb-outage')
    expect(res.status).toBe(401)
    expect(await res.json()).toMatchObject({
      error: { code: 'UNAUTHORISED', message: expect.stringMatching(/not available just now/) },
    })
  })

  it('checks the token with our own app credentials', async () => {
    expect(FAKE_FACEBOOK_APP_ID).toBe(env.FACEBOOK_APP_ID)
    // The fake's debug_token answers only our app token (fake-identity-server.ts).
    const before = idp.hits.debugToken
    idp.registerFacebookToken(`fb-token-own-${run}`, {
      user: { id: `fb-5-${run}`, email: freshEmail('own') },
    })
    expect((await facebook(`fb-token-own-${run}`)).status).toBe(200)
    expect(idp.hits.debugToken).toBeGreaterThan(before)
  })
})
