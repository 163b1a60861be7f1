import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { BRANDS } from '../../src/shared/config/brands'
import { AccountService } from '../../src/worker/services/accounts/account-service'
import { SubscriptionService } from '../../src/worker/services/accounts/subscription-service'

const ORIGIN = 'http://localhost'

const api = (path: string, init: { method?: string; cookie?: string; json?: unknown } = {}) =>
  SELF.fetch(`${ORIGIN}/api/v1${path}`, {
    method: init.method ?? 'GET',
    headers: {
      origin: ORIGIN,
      'cf-connecting-ip': '203.0.113.88',
      ...(init.cookie ? { cookie: init.cookie } : {}),
      ...(init.json === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
  })

const subscribe = (email: string, location?: string) =>
  api('/subscriptions', { method: 'POST', json: { email, ...(location ? { location } : {}) } })

/** Subscribes the address and returns the token its confirmation email carries. */
async function tokenFor(email: string) {
  expect((await subscribe(email, 'london')).status).toBe(201)
  const mail = await env.DB.prepare(
    'SELECT text_body AS text FROM email_outbox WHERE to_address = ? ORDER BY id DESC LIMIT 1',
  )
    .bind(email)
    .first<{ text: string }>()
  const link = /\/email-preferences\?token=([\w-]+)/.exec(mail?.text ?? '')
  expect(link).not.toBeNull()
  return link![1]!
}

describe('email subscriptions', () => {
  it('subscribes an address with a location, idempotently, without revealing a token', async () => {
    const first = await api('/subscriptions', {
      method: 'POST',
      json: { email: 'amy@example.com', location: 'london' },
    })
    expect(first.status).toBe(201)
    expect(await first.json()).toEqual({ data: { status: 'SUBSCRIBED' } })
    const again = await api('/subscriptions', {
      method: 'POST',
      json: { email: 'AMY@example.com', location: 'london' },
    })
    expect(again.status).toBe(201)
    const rows = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM email_subscriptions WHERE email = 'amy@example.com'",
    ).first<{ n: number }>()
    expect(rows!.n).toBe(1)
  })

  it('requires a known location for subscribing', async () => {
    const missing = await api('/subscriptions', {
      method: 'POST',
      json: { email: 'bea@example.com' },
    })
    expect(missing.status).toBe(400)
    expect((await missing.json()).error.message).toBe('A location is required for subscribing')
    const unknown = await api('/subscriptions', {
      method: 'POST',
      json: { email: 'bea@example.com', location: 'atlantis' },
    })
    expect(unknown.status).toBe(400)
    const badEmail = await api('/subscriptions', {
      method: 'POST',
      json: { email: 'bea', location: 'london' },
    })
    expect(badEmail.status).toBe(400)
  })

  it('reads and changes preferences by token, and unsubscribes by token', async () => {
    const token = await tokenFor('cal@example.com')
    const read = await api(`/subscriptions/preferences?token=${token}`)
    expect(read.status).toBe(200)
    expect((await read.json()).data).toMatchObject({
      email: 'cal@example.com',
      status: 'SUBSCRIBED',
      preferences: { frequency: 'daily', categories: [] },
    })
    const preferences = { frequency: 'weekly', categories: ['food-drink'] }
    const put = await api('/subscriptions/preferences', {
      method: 'PUT',
      json: { token, preferences },
    })
    expect((await put.json()).data.preferences).toEqual(preferences)
    const out = await api('/subscriptions/unsubscribe', { method: 'POST', json: { token } })
    expect(out.status).toBe(200)
    expect((await out.json()).data.status).toBe('UNSUBSCRIBED')
    const after = await api(`/subscriptions/preferences?token=${token}`)
    expect((await after.json()).data).toMatchObject({ status: 'UNSUBSCRIBED', preferences })
  })

  it('mails a link on the first subscription only, and older links keep working', async () => {
    const older = await tokenFor('dee@example.com')
    await subscribe('dee@example.com', 'london')
    const mails = await env.DB.prepare(
      'SELECT COUNT(*) AS n FROM email_outbox WHERE to_address = ?',
    )
      .bind('dee@example.com')
      .first<{ n: number }>()
    expect(mails!.n).toBe(1)
    const row = await env.DB.prepare(
      "SELECT id FROM email_subscriptions WHERE email = 'dee@example.com'",
    ).first<{ id: number }>()
    await new SubscriptionService(env.DB, BRANDS.dealio).issueToken(row!.id)
    const out = await api('/subscriptions/unsubscribe', { method: 'POST', json: { token: older } })
    expect(out.status).toBe(200)
  })

  it('answers a missing token and an unknown one with the spec messages', async () => {
    const missing = await api('/subscriptions/preferences')
    expect(missing.status).toBe(400)
    expect((await missing.json()).error.message).toBe('Unsubscribe token missing')
    const unknown = await api(`/subscriptions/preferences?token=${'A'.repeat(43)}`)
    expect(unknown.status).toBe(404)
    expect((await unknown.json()).error.message).toBe("Email wasn't registered")
    const noToken = await api('/subscriptions/unsubscribe', { method: 'POST', json: {} })
    expect((await noToken.json()).error.message).toBe('Unsubscribe token missing')
    const garbled = await api('/subscriptions/unsubscribe', {
      method: 'POST',
      json: { token: 'nope' },
    })
    expect(garbled.status).toBe(404)
  })

  it('refuses a subscription change from another origin', async () => {
    const res = await SELF.fetch(`${ORIGIN}/api/v1/subscriptions`, {
      method: 'POST',
      // A form-like content type is what a cross-site page can send without a preflight.
      headers: { origin: 'https://evil.example', 'content-type': 'text/plain' },
      body: JSON.stringify({ email: 'eve@example.com', location: 'london' }),
    })
    expect(res.status).toBe(403)
  })

  it("lets a signed-in shopper manage the account's own subscription", async () => {
    const accounts = new AccountService(env.DB)
    await accounts.register({
      email: 'fin@example.com',
      password: 'secret123',
      firstName: 'Fin',
      brand: 'dealio',
    })
    const { token } = await accounts.login({
      email: 'fin@example.com',
      password: 'secret123',
      rememberMe: false,
      ip: '198.51.100.60',
    })
    const cookie = `ct=${token}`
    const before = await api('/customer/subscriptions', { cookie })
    expect((await before.json()).data).toMatchObject({ status: 'UNSUBSCRIBED', location: null })
    const put = await api('/customer/subscriptions', {
      method: 'PUT',
      cookie,
      json: { status: 'SUBSCRIBED', location: null, preferences: { frequency: 'weekly' } },
    })
    expect(put.status).toBe(200)
    expect((await put.json()).data).toMatchObject({
      email: 'fin@example.com',
      status: 'SUBSCRIBED',
      location: 'london',
      preferences: { frequency: 'weekly' },
    })
    expect((await api('/customer/subscriptions')).status).toBe(401)
  })
})
