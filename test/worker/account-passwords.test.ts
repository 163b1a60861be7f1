import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { freshEmail } from '../fixtures/fresh'
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
import { inDays } from './clock'

const FLOOD = freshEmail('flood')
const GHOST = freshEmail('ghost')
const MEG = freshEmail('meg')
const NC = freshEmail('nc')
const PAM = freshEmail('pam')
const PAT = freshEmail('pat')
const PEG = freshEmail('peg')
const RAE = freshEmail('rae')
const RAY = freshEmail('ray')
const REX = freshEmail('rex')
const RIA = freshEmail('ria')
const ROB = freshEmail('rob')
const ROD = freshEmail('rod')
const ROY = freshEmail('roy')
const RUE = freshEmail('rue')

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
    await register(PAM, 'secret123', 'Pam')
    const cookie = tokenCookie(await login(PAM, 'secret123', '198.51.100.10'))
    const changed = await changePassword(cookie, 'secret123', 'newsecret9')
    expect(changed.status).toBe(200)
    expect(await changed.json()).toEqual({ data: { updated: true } })
    expect((await login(PAM, 'secret123', '198.51.100.11')).status).toBe(401)
    expect((await login(PAM, 'newsecret9', '198.51.100.12')).status).toBe(200)
    expect(await isSignedIn(cookie)).toBe(true)
    expect((await newestMail(PAM))?.kind).toBe('password-changed')
  })

  it('refuses a wrong current password or a bad new one with the spec message', async () => {
    await register(PAT, 'secret123', 'Pat')
    const cookie = tokenCookie(await login(PAT, 'secret123', '198.51.100.13'))
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
    await register(PEG, 'secret123', 'Peg')
    const here = tokenCookie(await login(PEG, 'secret123', '198.51.100.14'))
    const there = tokenCookie(await login(PEG, 'secret123', '198.51.100.15'))
    await changePassword(here, 'secret123', 'newsecret9')
    expect(await isSignedIn(here)).toBe(true)
    expect(await isSignedIn(there)).toBe(false)
  })
})

describe('password reset', () => {
  it('answers identically for known and unknown emails and mails only the known one', async () => {
    await register(ROB, 'secret123', 'Rob')
    const known = await requestReset(ROB, '198.51.100.20')
    const unknown = await requestReset(GHOST, '198.51.100.21')
    expect(known.status).toBe(202)
    expect(unknown.status).toBe(202)
    expect(await known.json()).toEqual(await unknown.json())
    expect((await newestMail(ROB))?.kind).toBe('password-reset')
    expect(await newestMail(GHOST)).toBeNull()
  })

  it('mails a /reset-password link whose token works once', async () => {
    await register(RAY, 'secret123', 'Ray')
    await requestReset(RAY, '198.51.100.22')
    const { page, token } = await mailedToken(RAY)
    expect(page).toBe('/reset-password')
    expect((await resetWith(token, 'brandnew1')).status).toBe(200)
    const again = await resetWith(token, 'brandnew2')
    expect(again.status).toBe(400)
    expect(await again.json()).toEqual({
      error: { code: 'INVALID', message: 'This link has expired or was already used.' },
    })
    expect((await login(RAY, 'brandnew1', '198.51.100.23')).status).toBe(200)
  })

  it('spends an earlier unused link when a newer one is sent', async () => {
    await register(RAE, 'secret123', 'Rae')
    await requestReset(RAE, '198.51.100.42')
    const { token: older } = await mailedToken(RAE)
    await requestReset(RAE, '198.51.100.43')
    const { token: newer } = await mailedToken(RAE)
    expect(newer).not.toBe(older)
    const stale = await resetWith(older, 'brandnew1')
    expect(stale.status).toBe(400)
    expect(await stale.json()).toEqual({
      error: { code: 'INVALID', message: 'This link has expired or was already used.' },
    })
    expect((await resetWith(newer, 'brandnew2')).status).toBe(200)
    expect((await login(RAE, 'brandnew2', '198.51.100.44')).status).toBe(200)
  })

  it('stores only the hash of the token', async () => {
    await register(REX, 'secret123', 'Rex')
    await requestReset(REX, '198.51.100.24')
    const { token } = await mailedToken(REX)
    const row = await env.DB.prepare('SELECT * FROM account_tokens WHERE email = ?')
      .bind(REX)
      .first<Record<string, unknown>>()
    expect(JSON.stringify(row)).not.toContain(token)
  })

  it('refuses an expired token', { tags: ['dated'] }, async () => {
    await register(ROY, 'secret123', 'Roy')
    await requestReset(ROY, '198.51.100.25')
    const { token } = await mailedToken(ROY)
    await env.DB.prepare(`UPDATE account_tokens SET expires_at = ? WHERE email = ?`)
      .bind(inDays(-1), ROY)
      .run()
    expect((await resetWith(token, 'brandnew1')).status).toBe(400)
    expect((await login(ROY, 'secret123', '198.51.100.26')).status).toBe(200)
  })

  it('does not spend the token on a new password that breaks the rules', async () => {
    await register(RUE, 'secret123', 'Rue')
    await requestReset(RUE, '198.51.100.27')
    const { token } = await mailedToken(RUE)
    const bad = await post('/customer/password_reset', {
      token,
      password: 'brandnew1',
      confirmPassword: 'brandnew2',
    })
    expect(await bad.json()).toMatchObject({ error: { message: 'Passwords must match' } })
    expect((await resetWith(token, 'brandnew1')).status).toBe(200)
  })

  it('lets only one of two parallel uses of a token succeed', async () => {
    await register(RIA, 'secret123', 'Ria')
    await requestReset(RIA, '198.51.100.28')
    const { token } = await mailedToken(RIA)
    const answers: Response[] = await Promise.all([
      resetWith(token, 'brandnew1'),
      resetWith(token, 'brandnew2'),
    ])
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400])
  })

  it('signs out every session and lifts a lock', async () => {
    await register(ROD, 'secret123', 'Rod')
    const cookie = tokenCookie(await login(ROD, 'secret123', '198.51.100.30'))
    for (let i = 0; i < 5; i++) await login(ROD, 'wrong-pass', `198.51.100.${31 + i}`)
    expect((await login(ROD, 'secret123', '198.51.100.36')).status).toBe(403)
    await requestReset(ROD, '198.51.100.37')
    const { token } = await mailedToken(ROD)
    expect((await resetWith(token, 'brandnew1')).status).toBe(200)
    expect(await isSignedIn(cookie)).toBe(false)
    expect((await login(ROD, 'brandnew1', '198.51.100.38')).status).toBe(200)
  })

  it('limits reset requests per email and per IP', async () => {
    const sameEmail = []
    for (let i = 0; i < 4; i++) sameEmail.push(await requestReset(FLOOD, `192.0.2.${i}`))
    expect(sameEmail.map((r) => r.status)).toEqual([202, 202, 202, 429])
    const sameIp = []
    for (let i = 0; i < 11; i++) sameIp.push(await requestReset(freshEmail(`f${i}`), '192.0.2.99'))
    expect(sameIp.slice(0, 10).every((r) => r.status === 202)).toBe(true)
    expect(sameIp[10]!.status).toBe(429)
    expect(await sameIp[10]!.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } })
  })

  it('shows the reset mail at /dev/mailbox with a link to follow', async () => {
    await register(MEG, 'secret123', 'Meg')
    await requestReset(MEG, '198.51.100.40')
    const res = await SELF.fetch(`${ORIGIN}/dev/mailbox?to=${MEG}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/text\/html/)
    const html = await res.text()
    const { token } = await mailedToken(MEG)
    expect(html).toContain(`href="${ORIGIN}/reset-password?token=${token}"`)
    expect(html).not.toContain(ROB)
    expect(html.indexOf('Reset your Dealio password')).toBeLessThan(html.indexOf('Welcome'))
  })

  it('refuses a cross-site form request and is never cached', async () => {
    const cross = await SELF.fetch(`${ORIGIN}/api/v1/customer/password-reset`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
      },
      body: `email=${ROB}`,
    })
    expect(cross.status).toBe(403)
    const res = await requestReset(NC, '198.51.100.41')
    expect(res.headers.get('cache-control')).toBe('private, no-store')
  })
})
