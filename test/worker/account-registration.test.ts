import { env, SELF } from 'cloudflare:test'
import { describe, expect, it, vi } from 'vitest'
import { accountHousekeeping } from '../../src/worker/services/accounts/account-housekeeping'
import { devMailbox } from '../../src/worker/routes/dev-mailbox'
import { ExpressBuyTokenService } from '../../src/worker/services/accounts/express-buy-token-service'
import { HttpMailSender } from '../../src/worker/services/email/email-sender'
import { deliverOutboxRow } from '../../src/worker/services/email/mail-queue'
import { OutboxRepository } from '../../src/worker/storage/outbox-repository'
import { freshEmail } from '../fixtures/fresh'
import {
  ORIGIN,
  isSignedIn,
  login,
  mailedToken,
  newestMail,
  post,
  register,
  tokenCookie,
} from './account-client'
import { clock, inDays } from './clock'

const BUY = freshEmail('buy')
const ELI = freshEmail('eli')
const EMA = freshEmail('ema')
const EVA = freshEmail('eva')
const LOCAL = freshEmail('local')
const NED = freshEmail('ned')
const NONE = freshEmail('none')
const OLD = freshEmail('old')
const OUT = freshEmail('out')
const PAY = freshEmail('pay')
const SAM = freshEmail('sam')
const SUE = freshEmail('sue')
const XSS = freshEmail('xss')

const expressRegister = (email: string, firstName = 'Eli', path = '/customer/express-register') =>
  post(path, { requestRegistration: { email, firstName, lastName: 'Payer' } })
const details = (email: string, ip = '198.51.100.50') =>
  post(
    '/customer/subscription-details',
    { requestSubscriptionDetails: { email } },
    { 'cf-connecting-ip': ip },
  )
const flagsOf = async (res: Response) => ((await res.json()) as { data: unknown }).data

describe('express and PayPal registration', () => {
  it('opens a session at once and mails an activation link that sets a password', async () => {
    const res = await expressRegister(ELI)
    expect(res.status).toBe(201)
    const cookie = tokenCookie(res)
    expect(await isSignedIn(cookie)).toBe(true)
    const { page, token } = await mailedToken(ELI)
    expect(page).toBe('/activate-password')
    const activate = await post(
      '/customer/password_activate',
      { token, password: 'activated1', confirmPassword: 'activated1' },
      { cookie },
    )
    expect(activate.status).toBe(200)
    expect(await isSignedIn(cookie)).toBe(true)
    expect((await login(ELI, 'activated1', '198.51.100.51')).status).toBe(200)
    const row = await env.DB.prepare('SELECT express_registered FROM users WHERE email = ?')
      .bind(ELI)
      .first<{ express_registered: number }>()
    expect(row!.express_registered).toBe(0)
  })

  it('refuses an activation link at the reset endpoint', async () => {
    await expressRegister(EVA)
    const { token } = await mailedToken(EVA)
    const res = await post('/customer/password_reset', {
      token,
      password: 'activated1',
      confirmPassword: 'activated1',
    })
    expect(res.status).toBe(400)
  })

  it('tells an email that already has an account to log in', async () => {
    await register(EMA, 'secret123', 'Ema')
    const res = await expressRegister(EMA)
    expect(res.status).toBe(409)
    expect(await res.json()).toEqual({
      error: { code: 'ALREADY_REGISTERED', message: 'You are already registered, please log in' },
    })
    expect(res.headers.get('set-cookie')).toBeNull()
  })

  it('records a PayPal fast-lane registration with the payer names', async () => {
    const res = await expressRegister(PAY, 'Pia', '/customer/paypal-register')
    expect(res.status).toBe(201)
    const row = await env.DB.prepare(
      `SELECT first_name, last_name, registration_source, express_registered, password_hash
       FROM users WHERE email = ?`,
    )
      .bind(PAY)
      .first()
    expect(row).toEqual({
      first_name: 'Pia',
      last_name: 'Payer',
      registration_source: 'paypal',
      express_registered: 1,
      password_hash: null,
    })
  })

  it('mails a reset request from a passwordless user an activation link', async () => {
    await expressRegister(NED)
    await post('/customer/password-reset', { email: NED })
    expect((await mailedToken(NED)).page).toBe('/activate-password')
  })

  it('refuses a disposable address with a 400', async () => {
    const res = await expressRegister('eko@mailinator.com')
    expect(res.status).toBe(400)
  })
})

describe('subscription details', () => {
  it(
    'reports registration, password, lock and third-party login',
    { tags: ['dated'] },
    async () => {
      expect(await flagsOf(await details(NONE))).toEqual({
        hasPassword: false,
        isLocked: false,
        isRegistered: false,
        tpl: false,
      })
      await register(SUE, 'secret123', 'Sue')
      expect(await flagsOf(await details(SUE))).toMatchObject({
        hasPassword: true,
        isRegistered: true,
        isLocked: false,
      })
      await expressRegister(SAM)
      await env.DB.prepare(
        'UPDATE users SET third_party_login = 1, locked_until = ? WHERE email = ?',
      )
        .bind(inDays(365), SAM)
        .run()
      expect(
        await flagsOf(await details(SAM.replace(/^[^@]+/, (local) => local.toUpperCase()))),
      ).toEqual({
        hasPassword: false,
        isLocked: true,
        isRegistered: true,
        tpl: true,
      })
    },
  )

  it('limits lookups per IP', async () => {
    const statuses = []
    for (let i = 0; i < 31; i++)
      statuses.push((await details(freshEmail(`x${i}`), '192.0.2.77')).status)
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true)
    expect(statuses[30]).toBe(429)
  })
})

describe('express-buy token', () => {
  it('hands out a token that redeems to its email once', async () => {
    const res = await post('/customer/express-buy-token', {
      expressBuyTokenRequest: { email: BUY },
    })
    expect(res.status).toBe(200)
    const { data } = (await res.json()) as { data: { token: string } }
    expect(data.token).toMatch(/^[\w-]{43}$/)
    const service = new ExpressBuyTokenService(env.DB)
    expect(await service.redeemExpressBuyToken(data.token)).toBe(BUY)
    expect(await service.redeemExpressBuyToken(data.token)).toBeNull()
    expect(await service.redeemExpressBuyToken('made-up')).toBeNull()
  })
})

describe('dev mailbox and outbox', () => {
  it('escapes what shoppers typed', async () => {
    await register(XSS, 'secret123', '<img src=x onerror=alert(1)>')
    const html = await (await SELF.fetch(`${ORIGIN}/dev/mailbox?to=${XSS}`)).text()
    expect(html).not.toContain('<img src=x')
    expect(html).toContain('&lt;img src=x')
    expect((await newestMail(XSS))?.html).not.toContain('<img src=x')
  })

  it('is served only in development and tests, never in production or an unnamed environment', async () => {
    for (const environment of ['production', 'staging', '']) {
      const res = await devMailbox.request('/dev/mailbox', {}, { ...env, ENVIRONMENT: environment })
      expect(res.status).toBe(404)
    }
  })

  it('sends mail through the HTTP sender and records failures for a retry', async () => {
    // Written outside a request, so the queue does not deliver it first.
    const outbox = new OutboxRepository(env.DB)
    await outbox.insert(
      { to: OUT, subject: 'Hi', text: 'Hi', html: '<p>Hi</p>', kind: 'welcome' },
      clock.now().toISOString(),
    )
    const { id } = (await env.DB.prepare('SELECT id FROM email_outbox WHERE to_address = ?')
      .bind(OUT)
      .first<{ id: number }>())!
    const posted: { to: string }[] = []
    let status = 500
    const fetcher = (async (_url: string, init: RequestInit) => {
      posted.push(JSON.parse(String(init.body)))
      return new Response(null, { status })
    }) as unknown as typeof fetch
    const sender = new HttpMailSender('https://mail.test/send', 'key', fetcher)
    await expect(deliverOutboxRow(outbox, id, sender, clock.now())).rejects.toThrow('500')
    status = 202
    expect(await deliverOutboxRow(outbox, id, sender, clock.now())).toBe('sent')
    expect(await deliverOutboxRow(outbox, id, sender, clock.now())).toBe('skipped')
    expect(posted.map((m) => m.to)).toEqual([OUT, OUT])
    const row = await env.DB.prepare(
      'SELECT sent_at, attempts, last_error FROM email_outbox WHERE to_address = ?',
    )
      .bind(OUT)
      .first<{ sent_at: string | null; attempts: number; last_error: string }>()
    expect(row).toMatchObject({ attempts: 2, last_error: 'Mail API answered 500' })
    expect(row!.sent_at).not.toBeNull()
  })

  it('with no mail API, delivers into the dev mailbox: the message shows as sent there', async () => {
    await register(LOCAL, 'secret123', 'Lo')
    await vi.waitFor(
      async () => {
        const html = await (await SELF.fetch(`${ORIGIN}/dev/mailbox?to=${LOCAL}`)).text()
        expect(html).toContain('(sent ')
      },
      { timeout: 2000, interval: 25 },
    )
  })
})

describe('account housekeeping', () => {
  it('prunes old attempts, long-dead sessions and spent tokens', async () => {
    await register(OLD, 'secret123', 'Old', '198.51.100.89')
    await login(OLD, 'secret123', '198.51.100.90')
    await post('/customer/password-reset', { email: OLD }, { 'cf-connecting-ip': '198.51.100.91' })
    // Other files' rows share these tables (setup.ts): the test counts its own shopper's.
    const counts = async () => {
      const row = await env.DB.prepare(
        `SELECT
           (SELECT COUNT(*) FROM login_attempts WHERE key LIKE '%' || ?1 || '%'
              OR key LIKE '%:198.51.100.89' OR key LIKE '%:198.51.100.90'
              OR key LIKE '%:198.51.100.91') AS attempts,
           (SELECT COUNT(*) FROM account_tokens WHERE email = ?1) AS tokens,
           (SELECT COUNT(*) FROM sessions
              WHERE user_id = (SELECT id FROM users WHERE email = ?1)) AS sessions`,
      )
        .bind(OLD)
        .first<{ attempts: number; tokens: number; sessions: number }>()
      return row!
    }
    const before = await counts()
    expect(before.attempts).toBeGreaterThan(0)
    expect(before.tokens).toBeGreaterThan(0)
    expect(before.sessions).toBeGreaterThan(0)
    const later = new Date(clock.ms() + 400 * 86_400_000)
    await accountHousekeeping(env.DB, later)
    expect(await counts()).toEqual({ attempts: 0, tokens: 0, sessions: 0 })
  })
})
