import { env, SELF } from 'cloudflare:test'
import { afterAll, beforeAll, describe, expect, it, type MockInstance } from 'vitest'
import { createFakeIdentityServer, type FakeIdentityServer } from '../fixtures/fake-identity-server'
import { freshEmail } from '../fixtures/fresh'
import { ORIGIN, post, tokenCookie } from './account-client'
import { inDays } from './clock'

// Sign-ins share the login's per-IP limit: each request comes from its own address.
let requests = 0
const from = (cookie = 'location=manchester') => ({
  'cf-connecting-ip': `198.51.100.${(++requests % 200) + 20}`,
  cookie,
})

const register = (email: string, emailConsent?: boolean) =>
  post(
    '/customer/register',
    {
      requestRegistration: {
        email,
        password: 'secret123',
        confirmPassword: 'secret123',
        firstName: 'Cy',
      },
      ...(emailConsent === undefined ? {} : { emailConsent }),
    },
    from(),
  )
const login = (email: string, emailConsent?: boolean) =>
  post(
    '/customer/login',
    {
      loginRequest: { j_username: email, j_password: 'secret123' },
      ...(emailConsent === undefined ? {} : { emailConsent }),
    },
    from(),
  )

const subscription = (email: string) =>
  env.DB.prepare(
    `SELECT status, location_short_name AS location FROM email_subscriptions
     WHERE email = ? AND brand = 'dealio'`,
  )
    .bind(email)
    .first<{ status: string; location: string }>()
const confirmations = async (email: string) =>
  (
    await env.DB.prepare(
      `SELECT COUNT(*) AS n FROM email_outbox
       WHERE to_address = ? AND kind = 'subscription-confirmation'`,
    )
      .bind(email)
      .first<{ n: number }>()
  )?.n ?? 0

/** A password account with no subscription decision yet. */
async function account(email: string) {
  expect((await register(email)).status).toBe(202)
  expect(await subscription(email)).toBeNull()
}

describe('the consent line on sign-up', () => {
  it("subscribes the new shopper to their location's daily email, confirmed by email", async () => {
    const email = freshEmail('consent.signup')
    expect((await register(email, true)).status).toBe(202)
    expect(await subscription(email)).toEqual({ status: 'SUBSCRIBED', location: 'manchester' })
    expect(await confirmations(email)).toBe(1)

    // The form's login that follows changes nothing and sends no second confirmation.
    const res = await login(email, true)
    expect(res.status).toBe(200)
    const own = await SELF.fetch(`${ORIGIN}/api/v1/customer/subscriptions`, {
      headers: { cookie: tokenCookie(res) },
    })
    expect(await own.json()).toMatchObject({
      data: { status: 'SUBSCRIBED', location: 'manchester' },
    })
    expect(await confirmations(email)).toBe(1)
  })

  it('subscribes nobody without it', async () => {
    const email = freshEmail('consent.none')
    await account(email)
    expect(await confirmations(email)).toBe(0)
  })

  it("leaves a taken address's subscription as its owner set it", async () => {
    const email = freshEmail('consent.taken')
    await account(email)
    await env.DB.prepare(
      `INSERT INTO email_subscriptions (email, brand, location_short_name, status, preferences,
         created_at, updated_at)
       VALUES (?1, 'dealio', 'london', 'UNSUBSCRIBED', '{}', ?2, ?2)`,
    )
      .bind(email, inDays(-20))
      .run()
    expect((await register(email, true)).status).toBe(202)
    expect(await subscription(email)).toMatchObject({ status: 'UNSUBSCRIBED' })
  })
})

describe('the consent line on login', () => {
  it('subscribes an address that has never decided', async () => {
    const email = freshEmail('consent.login')
    await account(email)
    expect((await login(email, true)).status).toBe(200)
    expect(await subscription(email)).toEqual({ status: 'SUBSCRIBED', location: 'manchester' })
    expect(await confirmations(email)).toBe(1)
  })

  it('does not subscribe without it (a form that does not show it)', async () => {
    const email = freshEmail('consent.login.none')
    await account(email)
    expect((await login(email)).status).toBe(200)
    expect(await subscription(email)).toBeNull()
  })

  it('never re-subscribes someone who unsubscribed, with or without it', async () => {
    const email = freshEmail('consent.unsubscribed')
    await account(email)
    await login(email, true)
    await env.DB.prepare(`UPDATE email_subscriptions SET status = 'UNSUBSCRIBED' WHERE email = ?`)
      .bind(email)
      .run()
    for (const consent of [true, false, undefined]) {
      expect((await login(email, consent)).status).toBe(200)
      expect(await subscription(email)).toMatchObject({ status: 'UNSUBSCRIBED' })
    }
    expect(await confirmations(email)).toBe(1)
  })
})

describe('the consent line on social sign-in', () => {
  let idp: FakeIdentityServer
  let fetchSpy: MockInstance
  beforeAll(async () => {
    idp = await createFakeIdentityServer()
    fetchSpy = idp.intercept()
  })
  afterAll(() => fetchSpy.mockRestore())

  it('subscribes a shopper who signs up with Google', async () => {
    const email = freshEmail('consent.google')
    const idToken = await idp.mintGoogleIdToken({ sub: `consent-google-${email}`, email })
    const res = await post('/customer/google/register', { idToken, emailConsent: true }, from())
    expect(res.status).toBe(200)
    expect(await subscription(email)).toEqual({ status: 'SUBSCRIBED', location: 'manchester' })
    expect(await confirmations(email)).toBe(1)
  })

  it('leaves unsubscribed an existing shopper whose Google registration links their account', async () => {
    const email = freshEmail('consent.google.linked')
    await account(email)
    await login(email, true)
    await env.DB.prepare(`UPDATE email_subscriptions SET status = 'UNSUBSCRIBED' WHERE email = ?`)
      .bind(email)
      .run()
    const idToken = await idp.mintGoogleIdToken({ sub: `consent-google-linked-${email}`, email })
    const res = await post('/customer/google/register', { idToken, emailConsent: true }, from())
    expect(res.status).toBe(200)
    expect(await subscription(email)).toMatchObject({ status: 'UNSUBSCRIBED' })
    expect(await confirmations(email)).toBe(1)
  })

  it('subscribes a first-time Facebook shopper, and not one without the line', async () => {
    // Facebook ids and tokens, like the addresses, are this run's own.
    const email = freshEmail('consent.facebook')
    const [fbId, token] = [`consent-fb-${email}`, `consent-fb-token-${email}`]
    idp.registerFacebookToken(token, { user: { id: fbId, email, first_name: 'Fi' } })
    const res = await post(
      '/customer/facebook/authenticate',
      { accessToken: token, emailConsent: true },
      from(),
    )
    expect(res.status).toBe(200)
    expect(await subscription(email)).toMatchObject({ status: 'SUBSCRIBED' })

    const other = freshEmail('consent.facebook2')
    const otherToken = `consent-fb2-token-${other}`
    idp.registerFacebookToken(otherToken, {
      user: { id: `consent-fb2-${other}`, email: other, first_name: 'Fo' },
    })
    expect(
      (await post('/customer/facebook/authenticate', { accessToken: otherToken }, from())).status,
    ).toBe(200)
    expect(await subscription(other)).toBeNull()
  })
})
