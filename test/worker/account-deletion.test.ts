import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { BRANDS } from '../../src/shared/config/brands'
import { completeAccountDeletions } from '../../src/worker/jobs/account-deletion'
import { AccountService } from '../../src/worker/services/accounts/account-service'
import { SubscriptionService } from '../../src/worker/services/accounts/subscription-service'
import { freshEmail } from '../fixtures/fresh'
import { clock } from './clock'

const ORIGIN = 'http://localhost'
const GUS = freshEmail('gus')
const HAL = freshEmail('hal')
const IDA = freshEmail('ida')
const JO = freshEmail('jo')
const KIM = freshEmail('kim')
const LEA = freshEmail('lea')
const MAX = freshEmail('max')
const NED = freshEmail('ned')
const OLA = freshEmail('ola')
let nextIp = 10

async function makeShopper(email: string, password = 'secret123') {
  const accounts = new AccountService(env.DB)
  await accounts.register({ email, password, firstName: 'Ann', brand: 'dealio' })
  const session = await accounts.login({
    email,
    password,
    rememberMe: false,
    ip: `198.51.100.${nextIp++}`,
  })
  const user = await env.DB.prepare('SELECT id FROM users WHERE email = ?')
    .bind(email)
    .first<{ id: number }>()
  return { cookie: `ct=${session.token}`, id: user!.id }
}

const api = (path: string, init: { method?: string; cookie?: string; json?: unknown } = {}) =>
  SELF.fetch(`${ORIGIN}/api/v1${path}`, {
    method: init.method ?? 'GET',
    headers: {
      origin: ORIGIN,
      'cf-connecting-ip': '203.0.113.99',
      ...(init.cookie ? { cookie: init.cookie } : {}),
      ...(init.json === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
  })

const signIn = (email: string, password: string) =>
  new AccountService(env.DB).login({ email, password, rememberMe: false, ip: '198.51.100.200' })

const count = async (sql: string, ...args: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...args)
    .first<{ n: number }>())!.n

const hasTable = async (name: string) =>
  Boolean(
    await env.DB.prepare("SELECT 1 AS found FROM sqlite_master WHERE type = 'table' AND name = ?")
      .bind(name)
      .first(),
  )
// Tables of other issues: the job clears them when they exist, so the checks follow suit.
const withIdentities = await hasTable('user_identities')
const withOutbox = await hasTable('email_outbox')

describe('account deletion', () => {
  it('asks for the password before deleting an account that has one', async () => {
    const { cookie } = await makeShopper(GUS)
    const none = await api('/customer', { method: 'DELETE', cookie, json: {} })
    expect(none.status).toBe(400)
    const wrong = await api('/customer', { method: 'DELETE', cookie, json: { password: 'nope' } })
    expect(wrong.status).toBe(403)
    expect((await api('/customer/profile', { cookie })).status).toBe(200)
  })

  it('anonymises the account at once: no sign-in, no profile, no personal data', async () => {
    const { cookie, id } = await makeShopper(HAL)
    await api('/customer/profile', {
      method: 'PUT',
      cookie,
      json: { user: { firstName: 'Hal', lastName: 'Hope', phone: '07700 900123' } },
    })
    const res = await api('/customer', {
      method: 'DELETE',
      cookie,
      json: { password: 'secret123' },
    })
    expect(res.status).toBe(202)
    const body = await res.json()
    expect(body.data.status).toBe('DELETION_REQUESTED')
    expect(Date.parse(body.data.completeBy) - clock.ms()).toBeGreaterThan(23 * 3_600_000)

    expect((await api('/customer/profile', { cookie })).status).toBe(401)
    await expect(signIn(HAL, 'secret123')).rejects.toThrow()
    const row = await env.DB.prepare('SELECT * FROM users WHERE id = ?')
      .bind(id)
      .first<Record<string, unknown>>()
    expect(row).toMatchObject({
      email: `deleted-${id}@invalid`,
      first_name: '',
      last_name: '',
      phone: null,
      password_hash: null,
      password_salt: null,
    })
    expect(JSON.stringify(row)).not.toMatch(new RegExp(`${HAL}|Hope|7700`))
    expect(row!.deletion_requested_at).toBeTruthy()
    const status = await api('/customer/account-status', { cookie })
    expect(await status.json()).toEqual({ data: { status: 'DELETION_REQUESTED' } })
  })

  it('answers ACTIVE for a live account and 401 when signed out', async () => {
    const { cookie } = await makeShopper(IDA)
    const status = await api('/customer/account-status', { cookie })
    expect(await status.json()).toEqual({ data: { status: 'ACTIVE' } })
    expect((await api('/customer/account-status')).status).toBe(401)
  })

  it('takes the spec path POST /customer/anonymize too', async () => {
    const { cookie } = await makeShopper(JO)
    const res = await api('/customer/anonymize', {
      method: 'POST',
      cookie,
      json: { password: 'secret123' },
    })
    expect(res.status).toBe(202)
  })

  it('unsubscribes at once, and the job clears sessions and subscriptions and marks it deleted', async () => {
    const { cookie, id } = await makeShopper(KIM)
    await new SubscriptionService(env.DB, BRANDS.dealio).subscribe(KIM, 'london', ORIGIN)
    await env.DB.prepare(
      `INSERT INTO back_in_stock_alerts (brand, deal_id, email, created_at)
       SELECT 'dealio', id, ?, ? FROM deals ORDER BY id LIMIT 1`,
    )
      .bind(KIM, clock.now().toISOString())
      .run()
    await signIn(KIM, 'wrong-password').catch(() => undefined)
    await api('/customer', { method: 'DELETE', cookie, json: { password: 'secret123' } })
    const subscribed = await count(
      "SELECT COUNT(*) AS n FROM email_subscriptions WHERE email = ? AND status = 'SUBSCRIBED'",
      KIM,
    )
    expect(subscribed).toBe(0)

    const finished = await completeAccountDeletions(env.DB, clock.now())
    expect(finished).toBeGreaterThanOrEqual(1)
    expect(await count('SELECT COUNT(*) AS n FROM sessions WHERE user_id = ?', id)).toBe(0)
    expect(await count('SELECT COUNT(*) AS n FROM email_subscriptions WHERE email = ?', KIM)).toBe(
      0,
    )
    expect(
      await count('SELECT COUNT(*) AS n FROM login_attempts WHERE key = ?', `email:${KIM}`),
    ).toBe(0)
    expect(await count('SELECT COUNT(*) AS n FROM back_in_stock_alerts WHERE email = ?', KIM)).toBe(
      0,
    )
    const user = await env.DB.prepare('SELECT deleted_at FROM users WHERE id = ?')
      .bind(id)
      .first<{ deleted_at: string | null }>()
    expect(user!.deleted_at).toBeTruthy()
    const request = await env.DB.prepare('SELECT email FROM account_deletions WHERE user_id = ?')
      .bind(id)
      .first<{ email: string | null }>()
    expect(request!.email).toBeNull()
    expect(await completeAccountDeletions(env.DB, clock.now())).toBe(0)
  })

  it('lets the address register again once the account is deleted', async () => {
    const { cookie } = await makeShopper(LEA)
    await api('/customer', { method: 'DELETE', cookie, json: { password: 'secret123' } })
    const again = await makeShopper(LEA, 'another123')
    expect((await api('/customer/profile', { cookie: again.cookie })).status).toBe(200)
  })

  it.runIf(withIdentities && withOutbox)(
    'the job removes social identities and mail to the old address',
    async () => {
      const { cookie, id } = await makeShopper(MAX)
      const at = new Date(clock.ms() - 60_000).toISOString()
      await env.DB.batch([
        env.DB.prepare(
          `INSERT INTO user_identities (provider, subject, user_id, email, created_at)
           VALUES ('google', ?, ?, ?, ?)`,
        ).bind(`sub-${MAX}`, id, MAX, at),
        env.DB.prepare(
          `INSERT INTO email_outbox (to_address, subject, text_body, html_body, kind, created_at)
           VALUES (?, 'Welcome', 'Hi', '<p>Hi</p>', 'welcome', ?)`,
        ).bind(MAX, at),
      ])
      await api('/customer', { method: 'DELETE', cookie, json: { password: 'secret123' } })
      await completeAccountDeletions(env.DB, clock.now())
      expect(await count('SELECT COUNT(*) AS n FROM user_identities WHERE user_id = ?', id)).toBe(0)
      const mail = 'SELECT COUNT(*) AS n FROM email_outbox WHERE to_address = ?'
      expect(await count(mail, MAX)).toBe(0)
    },
  )

  it("leaves a new subscriber's rows alone when the address is reused before the job runs", async () => {
    const { cookie } = await makeShopper(NED)
    await api('/customer', { method: 'DELETE', cookie, json: { password: 'secret123' } })
    const later = new Date(clock.ms() + 60_000)
    await new SubscriptionService(env.DB, BRANDS.dealio, () => later).subscribe(
      NED,
      'london',
      ORIGIN,
    )
    await completeAccountDeletions(env.DB, later)
    const sql =
      "SELECT COUNT(*) AS n FROM email_subscriptions WHERE email = ? AND status = 'SUBSCRIBED'"
    expect(await count(sql, NED)).toBe(1)
  })
})

describe('account deletion and orders', () => {
  it('clears the passengers on orders and the gift recipient on baskets at once', async () => {
    const { cookie, id } = await makeShopper(OLA)
    const at = new Date(clock.ms() - 60_000).toISOString()
    const basket = `basket-of-ola-${crypto.randomUUID()}`
    const passengers = [
      {
        title: 'Ms',
        firstNames: 'Ola',
        lastName: 'Nordmann',
        dateOfBirth: '1990-01-02',
        phone: '07700 900456',
      },
    ]
    const gifting = {
      type: 'e-gift',
      recipientEmail: 'friend@example.com',
      message: 'Happy birthday Pia',
    }
    await env.DB.batch([
      env.DB.prepare(
        `INSERT INTO baskets (token, brand, customer_id, currency, gifting, status, created_at,
           updated_at) VALUES (?, 'dealio', ?, 'GBP', ?, 'ORDERED', ?, ?)`,
      ).bind(basket, id, JSON.stringify(gifting), at, at),
      env.DB.prepare(
        `INSERT INTO orders (user_id, basket_token, brand, currency, total, cash_amount,
           status, idempotency_key, request_hash, passengers, payment_held, created_at)
         VALUES (?, ?, 'dealio', 'GBP', 0, 0, 'PAID', ?, 'hash', ?, 1, ?)`,
      ).bind(id, basket, `delete-test-key-${basket}`, JSON.stringify(passengers), at),
    ])
    const placed = await env.DB.prepare('SELECT id FROM orders WHERE basket_token = ?')
      .bind(basket)
      .first<{ id: number }>()

    const res = await api('/customer', {
      method: 'DELETE',
      cookie,
      json: { password: 'secret123' },
    })
    expect(res.status).toBe(202)

    const order = await env.DB.prepare('SELECT passengers, total FROM orders WHERE id = ?')
      .bind(placed!.id)
      .first<{ passengers: string | null; total: number }>()
    expect(order).toEqual({ passengers: null, total: 0 })
    const row = await env.DB.prepare('SELECT gifting FROM baskets WHERE token = ?')
      .bind(basket)
      .first<{ gifting: string }>()
    expect(row!.gifting).not.toMatch(/friend@example|Pia/)
    expect(JSON.parse(row!.gifting)).toEqual({ type: 'e-gift' })
  })
})
