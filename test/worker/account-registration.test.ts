import { env, SELF } from 'cloudflare:test'
import { describe, expect, it, vi } from 'vitest'
import { accountHousekeeping } from '../../src/worker/services/accounts/account-housekeeping'
import { devMailbox } from '../../src/worker/routes/dev-mailbox'
import { ExpressBuyTokenService } from '../../src/worker/services/accounts/express-buy-token-service'
import { HttpMailSender } from '../../src/worker/services/email/email-sender'
import { deliverOutboxRow } from '../../src/worker/services/email/mail-queue'
import { OutboxRepository } from '../../src/worker/storage/outbox-repository'
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
import { clock } from './clock'

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
    const res = await expressRegister('eli@example.com')
    expect(res.status).toBe(201)
    const cookie = tokenCookie(res)
    expect(await isSignedIn(cookie)).toBe(true)
    const { page, token } = await mailedToken('eli@example.com')
    expect(page).toBe('/activate-password')
    const activate = await post(
      '/customer/password_activate',
      { token, password: 'activated1', confirmPassword: 'activated1' },
      { cookie },
    )
    expect(activate.status).toBe(200)
    expect(await isSignedIn(cookie)).toBe(true)
    expect((await login('eli@example.com', 'activated1', '198.51.100.51')).status).toBe(200)
    const row = await env.DB.prepare('SELECT express_registered FROM users WHERE email = ?')
      .bind('eli@example.com')
      .first<{ express_registered: number }>()
    expect(row!.express_registered).toBe(0)
  })

  it('refuses an activation link at the reset endpoint', async () => {
    await expressRegister('eva@example.com')
    const { token } = await mailedToken('eva@example.com')
    const res = await post('/customer/password_reset', {
      token,
      password: 'activated1',
      confirmPassword: 'activated1',
    })
    expect(res.status).toBe(400)
  })

  it('tells an email that already has an account to log in', async () => {
    await register('ema@example.com', 'secret123', 'Ema')
    const res = await expressRegister('ema@example.com')
    expect(res.status).toBe(409)
    expect(await res.json()).toEqual({
      error: { code: 'ALREADY_REGISTERED', message: 'You are already registered, please log in' },
    })
    expect(res.headers.get('set-cookie')).toBeNull()
  })

  it('records a PayPal fast-lane registration with the payer names', async () => {
    const res = await expressRegister('pay@example.com', 'Pia', '/customer/paypal-register')
    expect(res.status).toBe(201)
    const row = await env.DB.prepare(
      `SELECT first_name, last_name, registration_source, express_registered, password_hash
       FROM users WHERE email = ?`,
    )
      .bind('pay@example.com')
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
    await expressRegister('ned@example.com')
    await post('/customer/password-reset', { email: 'ned@example.com' })
    expect((await mailedToken('ned@example.com')).page).toBe('/activate-password')
  })

  it('refuses a disposable address with a 400', async () => {
    const res = await expressRegister('eko@mailinator.com')
    expect(res.status).toBe(400)
  })
})

describe('subscription details', () => {
  it('reports registration, password, lock and third-party login', async () => {
    expect(await flagsOf(await details('none@example.com'))).toEqual({
      hasPassword: false,
      isLocked: false,
      isRegistered: false,
      tpl: false,
    })
    await register('sue@example.com', 'secret123', 'Sue')
    expect(await flagsOf(await details('sue@example.com'))).toMatchObject({
      hasPassword: true,
      isRegistered: true,
      isLocked: false,
    })
    await expressRegister('sam@example.com')
    await env.DB.prepare('UPDATE users SET third_party_login = 1, locked_until = ? WHERE email = ?')
      .bind('2999-01-01T00:00:00.000Z', 'sam@example.com')
      .run()
    expect(await flagsOf(await details('SAM@example.com'))).toEqual({
      hasPassword: false,
      isLocked: true,
      isRegistered: true,
      tpl: true,
    })
  })

  it('limits lookups per IP', async () => {
    const statuses = []
    for (let i = 0; i < 31; i++)
      statuses.push((await details(`x${i}@example.com`, '192.0.2.77')).status)
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true)
    expect(statuses[30]).toBe(429)
  })
})

describe('express-buy token', () => {
  it('hands out a token that redeems to its email once', async () => {
    const res = await post('/customer/express-buy-token', {
      expressBuyTokenRequest: { email: 'buy@example.com' },
    })
    expect(res.status).toBe(200)
    const { data } = (await res.json()) as { data: { token: string } }
    expect(data.token).toMatch(/^[\w-]{43}$/)
    const service = new ExpressBuyTokenService(env.DB)
    expect(await service.redeemExpressBuyToken(data.token)).toBe('buy@example.com')
    expect(await service.redeemExpressBuyToken(data.token)).toBeNull()
    expect(await service.redeemExpressBuyToken('made-up')).toBeNull()
  })
})

describe('dev mailbox and outbox', () => {
  it('escapes what shoppers typed', async () => {
    await register('xss@example.com', 'secret123', '<img src=x onerror=alert(1)>')
    const html = await (await SELF.fetch(`${ORIGIN}/dev/mailbox?to=xss@example.com`)).text()
    expect(html).not.toContain('<img src=x')
    expect(html).toContain('&lt;img src=x')
    expect((await newestMail('xss@example.com'))?.html).not.toContain('<img src=x')
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
      { to: 'out@example.com', subject: 'Hi', text: 'Hi', html: '<p>Hi</p>', kind: 'welcome' },
      clock.now().toISOString(),
    )
    const { id } = (await env.DB.prepare('SELECT id FROM email_outbox WHERE to_address = ?')
      .bind('out@example.com')
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
    expect(posted.map((m) => m.to)).toEqual(['out@example.com', 'out@example.com'])
    const row = await env.DB.prepare(
      'SELECT sent_at, attempts, last_error FROM email_outbox WHERE to_address = ?',
    )
      .bind('out@example.com')
      .first<{ sent_at: string | null; attempts: number; last_error: string }>()
    expect(row).toMatchObject({ attempts: 2, last_error: 'Mail API answered 500' })
    expect(row!.sent_at).not.toBeNull()
  })

  it('with no mail API, delivers into the dev mailbox: the message shows as sent there', async () => {
    await register('local@example.com', 'secret123', 'Lo')
    await vi.waitFor(
      async () => {
        const html = await (await SELF.fetch(`${ORIGIN}/dev/mailbox?to=local@example.com`)).text()
        expect(html).toContain('(sent ')
      },
      { timeout: 2000, interval: 25 },
    )
  })
})

describe('account housekeeping', () => {
  it('prunes old attempts, long-dead sessions and spent tokens', async () => {
    await register('old@example.com', 'secret123', 'Old')
    await login('old@example.com', 'secret123', '198.51.100.90')
    await post('/customer/password-reset', { email: 'old@example.com' })
    const later = new Date(clock.ms() + 400 * 86_400_000)
    await accountHousekeeping(env.DB, later)
    const count = async (sql: string) => (await env.DB.prepare(sql).first<{ n: number }>())!.n
    expect(await count('SELECT COUNT(*) AS n FROM login_attempts')).toBe(0)
    expect(await count('SELECT COUNT(*) AS n FROM account_tokens')).toBe(0)
    expect(await count('SELECT COUNT(*) AS n FROM sessions')).toBe(0)
  })
})
