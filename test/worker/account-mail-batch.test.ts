import { env } from 'cloudflare:test'
import { allowMailAgain, refuseMailTo } from '../fixtures/refuse-mail'
import { afterEach, describe, expect, it } from 'vitest'
import { login, newestMail, post, register, send, tokenCookie } from './account-client'
import { count } from './orders-client'

// The outbox row is written in the same D1 batch as the change it reports. A
// trigger makes the outbox refuse one recipient's mail; the change must not be kept either, and
// the API answers the usual error shape. With the outbox working, both are written.

afterEach(() => allowMailAgain(env.DB))

const mails = (to: string, kind: string) =>
  count('SELECT COUNT(*) AS n FROM email_outbox WHERE to_address = ? AND kind = ?', to, kind)
const users = (email: string) => count('SELECT COUNT(*) AS n FROM users WHERE email = ?', email)
const tokens = (email: string) =>
  count('SELECT COUNT(*) AS n FROM account_tokens WHERE email = ?', email)

async function expectInternalError(res: Response) {
  expect(res.status).toBe(500)
  expect(await res.json()).toEqual({
    error: { code: 'INTERNAL', message: expect.any(String) as string },
  })
}

describe('registration and its mail', () => {
  it('keeps no account when its welcome cannot be written', async () => {
    await refuseMailTo(env.DB, 'wren@example.com')
    await expectInternalError(await register('wren@example.com', 'secret123', 'Wren'))
    expect(await users('wren@example.com')).toBe(0)
  })

  it('writes the account and its welcome together, and no welcome for a taken email', async () => {
    expect((await register('wade@example.com', 'secret123', 'Wade')).status).toBe(202)
    expect(await users('wade@example.com')).toBe(1)
    expect(await mails('wade@example.com', 'welcome')).toBe(1)
    // Taken: the insert changes nothing, so the welcome in its batch is not written.
    expect((await register('wade@example.com', 'other1234', 'Wade')).status).toBe(202)
    expect(await mails('wade@example.com', 'welcome')).toBe(1)
    expect((await newestMail('wade@example.com'))?.kind).toBe('already-registered')
  })

  it('spends no hourly allowance on an "already registered" note that cannot be written', async () => {
    await register('tess@example.com', 'secret123', 'Tess')
    await refuseMailTo(env.DB, 'tess@example.com')
    await expectInternalError(await register('tess@example.com', 'other1234', 'Tess'))
    await allowMailAgain(env.DB)
    // One note an hour: the failed one took none of it, so this one is written.
    expect((await register('tess@example.com', 'other1234', 'Tess')).status).toBe(202)
    expect(await mails('tess@example.com', 'already-registered')).toBe(1)
  })

  it('keeps no express account nor token when its activation mail cannot be written', async () => {
    await refuseMailTo(env.DB, 'xena@example.com')
    const body = { requestRegistration: { email: 'xena@example.com', firstName: 'Xena' } }
    await expectInternalError(await post('/customer/express-register', body))
    expect(await users('xena@example.com')).toBe(0)
    expect(await tokens('xena@example.com')).toBe(0)
  })

  it('writes the express account, its activation token and its mail together', async () => {
    const body = { requestRegistration: { email: 'xavi@example.com', firstName: 'Xavi' } }
    expect((await post('/customer/express-register', body)).status).toBe(201)
    expect(await users('xavi@example.com')).toBe(1)
    expect(await tokens('xavi@example.com')).toBe(1)
    expect(await mails('xavi@example.com', 'activation')).toBe(1)
    // A second try finds the email taken: no token and no mail without a new account.
    expect((await post('/customer/express-register', body)).status).toBe(409)
    expect(await tokens('xavi@example.com')).toBe(1)
    expect(await mails('xavi@example.com', 'activation')).toBe(1)
  })
})

describe('password mails', () => {
  const requestReset = (email: string, ip: string) =>
    post('/customer/password-reset', { email }, { 'cf-connecting-ip': ip })

  it('stores no reset token when its mail cannot be written; stores both when it can', async () => {
    await register('rita@example.com', 'secret123', 'Rita')
    await refuseMailTo(env.DB, 'rita@example.com')
    await expectInternalError(await requestReset('rita@example.com', '198.51.100.140'))
    expect(await tokens('rita@example.com')).toBe(0)
    await allowMailAgain(env.DB)
    expect((await requestReset('rita@example.com', '198.51.100.141')).status).toBe(202)
    expect(await tokens('rita@example.com')).toBe(1)
    expect(await mails('rita@example.com', 'password-reset')).toBe(1)
  })

  it('keeps the old password when the "password changed" note cannot be written', async () => {
    await register('cole@example.com', 'secret123', 'Cole')
    const cookie = tokenCookie(await login('cole@example.com', 'secret123', '198.51.100.142'))
    const change = () =>
      send(
        'PATCH',
        '/customer/password',
        {
          passwordChange: {
            currentPassword: 'secret123',
            newPassword: 'newsecret9',
            confirmPassword: 'newsecret9',
          },
        },
        { cookie },
      )
    await refuseMailTo(env.DB, 'cole@example.com')
    await expectInternalError(await change())
    expect((await login('cole@example.com', 'secret123', '198.51.100.143')).status).toBe(200)
    await allowMailAgain(env.DB)
    expect((await change()).status).toBe(200)
    expect(await mails('cole@example.com', 'password-changed')).toBe(1)
    expect((await login('cole@example.com', 'newsecret9', '198.51.100.144')).status).toBe(200)
  })
})

describe('subscription confirmation', () => {
  const subscribe = (email: string) => post('/subscriptions', { email, location: 'london' })
  const subscriptions = (email: string) =>
    count('SELECT COUNT(*) AS n FROM email_subscriptions WHERE email = ?', email)

  it('subscribes no one whose confirmation cannot be written; both when it can', async () => {
    await refuseMailTo(env.DB, 'sue@example.com')
    // The route's own answer for failed subscription storage (§8 'SUBSCRIPTION_FAILED').
    const refused = await subscribe('sue@example.com')
    expect(refused.status).toBe(503)
    expect((await refused.json()).error.code).toBe('SUBSCRIPTION_FAILED')
    expect(await subscriptions('sue@example.com')).toBe(0)
    await allowMailAgain(env.DB)
    expect((await subscribe('sue@example.com')).status).toBe(201)
    expect(await subscriptions('sue@example.com')).toBe(1)
    expect(await mails('sue@example.com', 'subscription-confirmation')).toBe(1)
    expect(
      await count(
        `SELECT COUNT(*) AS n FROM subscription_tokens t
         JOIN email_subscriptions s ON s.id = t.subscription_id WHERE s.email = ?`,
        'sue@example.com',
      ),
    ).toBe(1)
  })
})
