import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import {
  ORIGIN,
  isSignedIn,
  login,
  mailedToken,
  newestMail,
  post,
  register,
  send,
  tokenCookie,
} from './account-client'

const requestReset = (email: string, ip = '198.51.100.2') =>
  post('/customer/password-reset', { email }, { 'cf-connecting-ip': ip })
const resetWith = (token: string, password: string) =>
  post('/customer/password_reset', { token, password, confirmPassword: password })
const changePassword = (cookie: string, currentPassword: string, newPassword: string) =>
  send(
    'PATCH',
    '/customer/password',
    { passwordChange: { currentPassword, newPassword, confirmPassword: newPassword } },
    { cookie },
  )

describe('password change', () => {
  it('replaces the password: the old one stops working and the new one signs in', async () => {
    await register('pam@example.com', 'secret123', 'Pam')
    const cookie = tokenCookie(await login('pam@example.com', 'secret123', '198.51.100.10'))
    const changed = await changePassword(cookie, 'secret123', 'newsecret9')
    expect(changed.status).toBe(200)
    expect(await changed.json()).toEqual({ data: { updated: true } })
    expect((await login('pam@example.com', 'secret123', '198.51.100.11')).status).toBe(401)
    expect((await login('pam@example.com', 'newsecret9', '198.51.100.12')).status).toBe(200)
    expect(await isSignedIn(cookie)).toBe(true)
    expect((await newestMail('pam@example.com'))?.kind).toBe('password-changed')
  })

  it('refuses a wrong current password or a bad new one with the spec message', async () => {
    await register('pat@example.com', 'secret123', 'Pat')
    const cookie = tokenCookie(await login('pat@example.com', 'secret123', '198.51.100.13'))
    for (const res of [
      await changePassword(cookie, 'wrong-one', 'newsecret9'),
      await changePassword(cookie, 'secret123', '123'),
    ]) {
      expect(res.status).toBe(400)
      expect(await res.json()).toEqual({
        error: { code: 'INVALID', message: 'Error: Change Unsuccessful' },
      })
    }
    expect((await changePassword('', 'secret123', 'newsecret9')).status).toBe(401)
  })

  it('signs out the other sessions but keeps the one that changed it', async () => {
    await register('peg@example.com', 'secret123', 'Peg')
    const here = tokenCookie(await login('peg@example.com', 'secret123', '198.51.100.14'))
    const there = tokenCookie(await login('peg@example.com', 'secret123', '198.51.100.15'))
    await changePassword(here, 'secret123', 'newsecret9')
    expect(await isSignedIn(here)).toBe(true)
    expect(await isSignedIn(there)).toBe(false)
  })
})

describe('password reset', () => {
  it('answers identically for known and unknown emails and mails only the known one', async () => {
    await register('rob@example.com', 'secret123', 'Rob')
    const known = await requestReset('rob@example.com', '198.51.100.20')
    const unknown = await requestReset('ghost@example.com', '198.51.100.21')
    expect(known.status).toBe(202)
    expect(unknown.status).toBe(202)
    expect(await known.json()).toEqual(await unknown.json())
    expect((await newestMail('rob@example.com'))?.kind).toBe('password-reset')
    expect(await newestMail('ghost@example.com')).toBeNull()
  })

  it('mails a /reset-password link whose token works once', async () => {
    await register('ray@example.com', 'secret123', 'Ray')
    await requestReset('ray@example.com', '198.51.100.22')
    const { page, token } = await mailedToken('ray@example.com')
    expect(page).toBe('/reset-password')
    expect((await resetWith(token, 'brandnew1')).status).toBe(200)
    const again = await resetWith(token, 'brandnew2')
    expect(again.status).toBe(400)
    expect(await again.json()).toEqual({
      error: { code: 'INVALID', message: 'This link has expired or was already used.' },
    })
    expect((await login('ray@example.com', 'brandnew1', '198.51.100.23')).status).toBe(200)
  })

  it('spends an earlier unused link when a newer one is sent', async () => {
    await register('rae@example.com', 'secret123', 'Rae')
    await requestReset('rae@example.com', '198.51.100.42')
    const { token: older } = await mailedToken('rae@example.com')
    await requestReset('rae@example.com', '198.51.100.43')
    const { token: newer } = await mailedToken('rae@example.com')
    expect(newer).not.toBe(older)
    const stale = await resetWith(older, 'brandnew1')
    expect(stale.status).toBe(400)
    expect(await stale.json()).toEqual({
      error: { code: 'INVALID', message: 'This link has expired or was already used.' },
    })
    expect((await resetWith(newer, 'brandnew2')).status).toBe(200)
    expect((await login('rae@example.com', 'brandnew2', '198.51.100.44')).status).toBe(200)
  })

  it('stores only the hash of the token', async () => {
    await register('rex@example.com', 'secret123', 'Rex')
    await requestReset('rex@example.com', '198.51.100.24')
    const { token } = await mailedToken('rex@example.com')
    const row = await env.DB.prepare('SELECT * FROM account_tokens WHERE email = ?')
      .bind('rex@example.com')
      .first<Record<string, unknown>>()
    expect(JSON.stringify(row)).not.toContain(token)
  })

  it('refuses an expired token', async () => {
    await register('roy@example.com', 'secret123', 'Roy')
    await requestReset('roy@example.com', '198.51.100.25')
    const { token } = await mailedToken('roy@example.com')
    await env.DB.prepare(
      `UPDATE account_tokens SET expires_at = '2000-01-01T00:00:00.000Z' WHERE email = ?`,
    )
      .bind('roy@example.com')
      .run()
    expect((await resetWith(token, 'brandnew1')).status).toBe(400)
    expect((await login('roy@example.com', 'secret123', '198.51.100.26')).status).toBe(200)
  })

  it('does not spend the token on a new password that breaks the rules', async () => {
    await register('rue@example.com', 'secret123', 'Rue')
    await requestReset('rue@example.com', '198.51.100.27')
    const { token } = await mailedToken('rue@example.com')
    const bad = await post('/customer/password_reset', {
      token,
      password: 'brandnew1',
      confirmPassword: 'brandnew2',
    })
    expect(await bad.json()).toMatchObject({ error: { message: 'Passwords must match' } })
    expect((await resetWith(token, 'brandnew1')).status).toBe(200)
  })

  it('lets only one of two parallel uses of a token succeed', async () => {
    await register('ria@example.com', 'secret123', 'Ria')
    await requestReset('ria@example.com', '198.51.100.28')
    const { token } = await mailedToken('ria@example.com')
    const answers: Response[] = await Promise.all([
      resetWith(token, 'brandnew1'),
      resetWith(token, 'brandnew2'),
    ])
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400])
  })

  it('signs out every session and lifts a lock', async () => {
    await register('rod@example.com', 'secret123', 'Rod')
    const cookie = tokenCookie(await login('rod@example.com', 'secret123', '198.51.100.30'))
    for (let i = 0; i < 5; i++) await login('rod@example.com', 'wrong-pass', `198.51.100.${31 + i}`)
    expect((await login('rod@example.com', 'secret123', '198.51.100.36')).status).toBe(403)
    await requestReset('rod@example.com', '198.51.100.37')
    const { token } = await mailedToken('rod@example.com')
    expect((await resetWith(token, 'brandnew1')).status).toBe(200)
    expect(await isSignedIn(cookie)).toBe(false)
    expect((await login('rod@example.com', 'brandnew1', '198.51.100.38')).status).toBe(200)
  })

  it('limits reset requests per email and per IP', async () => {
    const sameEmail = []
    for (let i = 0; i < 4; i++)
      sameEmail.push(await requestReset('flood@example.com', `192.0.2.${i}`))
    expect(sameEmail.map((r) => r.status)).toEqual([202, 202, 202, 429])
    const sameIp = []
    for (let i = 0; i < 11; i++) sameIp.push(await requestReset(`f${i}@example.com`, '192.0.2.99'))
    expect(sameIp.slice(0, 10).every((r) => r.status === 202)).toBe(true)
    expect(sameIp[10]!.status).toBe(429)
    expect(await sameIp[10]!.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } })
  })

  it('shows the reset mail at /dev/mailbox with a link to follow', async () => {
    await register('meg@example.com', 'secret123', 'Meg')
    await requestReset('meg@example.com', '198.51.100.40')
    const res = await SELF.fetch(`${ORIGIN}/dev/mailbox?to=meg@example.com`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/text\/html/)
    const html = await res.text()
    const { token } = await mailedToken('meg@example.com')
    expect(html).toContain(`href="${ORIGIN}/reset-password?token=${token}"`)
    expect(html).not.toContain('rob@example.com')
    expect(html.indexOf('Reset your Dealio password')).toBeLessThan(html.indexOf('Welcome'))
  })

  it('refuses a cross-site form request and is never cached', async () => {
    const cross = await SELF.fetch(`${ORIGIN}/api/v1/customer/password-reset`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
      },
      body: 'email=rob@example.com',
    })
    expect(cross.status).toBe(403)
    const res = await requestReset('nc@example.com', '198.51.100.41')
    expect(res.headers.get('cache-control')).toBe('private, no-store')
  })
})
