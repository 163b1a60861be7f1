import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { AccountService } from '../../src/worker/services/accounts/account-service'
import { freshEmail } from '../fixtures/fresh'

const ORIGIN = 'http://localhost'
let nextIp = 10

/** A registered, signed-in shopper: the `ct` cookie of a fresh session, its raw token and the
 * address, fresh for each test (worker files share one database). */
async function makeShopper(name: string, password = 'secret123') {
  const email = freshEmail(name)
  const accounts = new AccountService(env.DB)
  await accounts.register({ email, password, firstName: 'Ann', brand: 'dealio' })
  const session = await accounts.login({
    email,
    password,
    rememberMe: false,
    ip: `198.51.100.${nextIp++}`,
  })
  return { cookie: `ct=${session.token}`, token: session.token, email }
}

const api = (path: string, init: RequestInit & { cookie?: string; json?: unknown } = {}) =>
  SELF.fetch(`${ORIGIN}/api/v1${path}`, {
    method: init.method ?? 'GET',
    headers: {
      origin: ORIGIN,
      'cf-connecting-ip': '203.0.113.77',
      ...(init.cookie ? { cookie: init.cookie } : {}),
      ...(init.json === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
  })

describe('customer profile', () => {
  it('answers the signed-in shopper with the profile flags and never the token', async () => {
    const { cookie, token, email } = await makeShopper('pam')
    const res = await api('/customer/profile', { cookie })
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    const text = await res.text()
    expect(text).not.toContain(token)
    expect(JSON.parse(text)).toEqual({
      data: {
        email,
        firstName: 'Ann',
        lastName: '',
        phone: null,
        location: null,
        vipUser: false,
        hasAddress: false,
        hasPassword: true,
        isFacebook: false,
        isLocked: false,
        isRegistered: true,
        isSubscribed: false,
        tpl: false,
      },
    })
  })

  it('answers 401 to a signed-out visitor', async () => {
    const res = await api('/customer/profile')
    expect(res.status).toBe(401)
    expect((await api('/customer/profile/origin')).status).toBe(401)
    expect((await api('/customer/raf-status')).status).toBe(401)
  })

  it('saves names, a normalised phone, the home location and the consent, and clears them', async () => {
    const { cookie } = await makeShopper('ray')
    const user = {
      firstName: ' Ray ',
      lastName: 'Jones',
      phone: '07700 900123',
      location: 'manchester',
      isSubscribed: true,
    }
    const put = await api('/customer/profile', { method: 'PUT', cookie, json: { user } })
    expect(put.status).toBe(200)
    const expected = {
      firstName: 'Ray',
      lastName: 'Jones',
      phone: '+447700900123',
      location: 'manchester',
      isSubscribed: true,
    }
    expect((await put.json()).data).toMatchObject(expected)
    const again = await api('/customer/profile', { cookie })
    expect((await again.json()).data).toMatchObject(expected)
    const own = await api('/customer/subscriptions', { cookie })
    expect((await own.json()).data).toMatchObject({ status: 'SUBSCRIBED', location: 'manchester' })
    const cleared = await api('/customer/profile', {
      method: 'PUT',
      cookie,
      json: { user: { firstName: 'Ray', lastName: 'Jones' } },
    })
    expect((await cleared.json()).data).toMatchObject({
      phone: null,
      location: null,
      isSubscribed: true,
    })
  })

  it('rejects a blank first name, a foreign phone and an unknown location with 400', async () => {
    const { cookie } = await makeShopper('sue')
    const put = (user: Record<string, unknown>) =>
      api('/customer/profile', { method: 'PUT', cookie, json: { user } })
    const blank = await put({ firstName: ' ', lastName: '' })
    expect(blank.status).toBe(400)
    expect((await blank.json()).error.message).toContain('firstName: Required field')
    const phone = await put({ firstName: 'Sue', lastName: '', phone: '+1 202 555 0100' })
    expect(phone.status).toBe(400)
    expect((await phone.json()).error.message).toContain('phone:')
    const place = await put({ firstName: 'Sue', lastName: '', location: 'atlantis' })
    expect(place.status).toBe(400)
    expect((await put({ firstName: 'Sue', lastName: '', extra: 1 })).status).toBe(400)
  })

  it('refuses a profile change from another origin', async () => {
    const { cookie } = await makeShopper('tom')
    const res = await SELF.fetch(`${ORIGIN}/api/v1/customer/profile`, {
      method: 'PUT',
      // A form-like content type is what a cross-site page can send without a preflight.
      headers: { origin: 'https://evil.example', cookie, 'content-type': 'text/plain' },
      body: JSON.stringify({ user: { firstName: 'Eve', lastName: '' } }),
    })
    expect(res.status).toBe(403)
  })

  it('tells where the account came from', async () => {
    const { cookie } = await makeShopper('uma')
    const res = await api('/customer/profile/origin', { cookie })
    expect(res.status).toBe(200)
    expect((await res.json()).data).toMatchObject({ origin: 'REGISTRATION', brand: 'dealio' })
  })

  it('calls an express-registered account EXPRESS', async () => {
    const { cookie, email } = await makeShopper('vic')
    await env.DB.prepare('UPDATE users SET express_registered = 1 WHERE email = ?')
      .bind(email)
      .run()
    const res = await api('/customer/profile/origin', { cookie })
    expect((await res.json()).data.origin).toBe('EXPRESS')
  })

  it('answers the refer-a-friend status of the brand (enrolled on the main brand)', async () => {
    const { cookie } = await makeShopper('val')
    const res = await api('/customer/raf-status', { cookie })
    // Enrolled on the main brand; the code appears once the customer opens their referral page.
    expect(await res.json()).toEqual({ data: { eligible: true, referralCode: null } })
  })
})

describe('customer token checks', () => {
  it('says whether a customer token is valid', async () => {
    const { token } = await makeShopper('wes')
    const valid = await api(`/customer/validity?ct=${encodeURIComponent(token)}`)
    expect(await valid.json()).toEqual({ data: { valid: true } })
    const invalid = await api('/customer/validity?ct=not-a-token')
    expect(await invalid.json()).toEqual({ data: { valid: false } })
  })

  it("gives the shopper's home location, or the brand default", async () => {
    const { token, cookie } = await makeShopper('xia')
    const ask = () => api(`/customer/eligible-locations?ct=${encodeURIComponent(token)}`)
    expect(await (await ask()).json()).toEqual({ data: { shortName: 'london' } })
    await api('/customer/profile', {
      method: 'PUT',
      cookie,
      json: { user: { firstName: 'Xia', lastName: '', location: 'brighton' } },
    })
    expect(await (await ask()).json()).toEqual({ data: { shortName: 'brighton' } })
  })

  it('classifies an email address and suggests a fix for a typo', async () => {
    const res = await api('/customer/email-verify?email=ann@gmial.com')
    expect(await res.json()).toEqual({
      data: { result: 'RISKY', suggestion: 'ann@gmail.com' },
    })
    expect((await api('/customer/email-verify')).status).toBe(400)
  })
})
