import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import {
  MAX_FAILED_LOGINS,
  MAX_LOGIN_ATTEMPTS,
} from '../../src/worker/services/accounts/account-service'
import { RESET_LIMITS } from '../../src/worker/services/accounts/password-service'
import { REGISTRATION_LIMITS } from '../../src/worker/services/accounts/registration-service'
import { CREDIT_CLAIM_LIMITS } from '../../src/worker/services/credit-claims/credit-claim-service'
import { hashPassword } from '../../src/worker/services/security/password-hash'
import { StaffRepository } from '../../src/worker/storage/staff-repository'
import { freshEmail } from '../fixtures/fresh'
import { login, post, register, signIn } from './account-client'
import { atInstant, clock } from './clock'

// Every limit once counted first and recorded afterwards, so requests sent together
// all read the old count and all passed (gift-card guesses 40 of 10, reset mails 20 of 3, 24
// wrong passwords then the right one signed in). Each limit here is fired 40 times at once.
const BURST = 40

const burst = (n: number, send: (i: number) => Promise<Response>) =>
  Promise.all(Array.from({ length: n }, (_, i) => send(i)))

/** How many answers had each status, e.g. { 401: 5, 403: 5, 429: 30 }. */
const tally = (answers: Response[]) =>
  answers.reduce<Record<number, number>>(
    (acc, res) => ({ ...acc, [res.status]: (acc[res.status] ?? 0) + 1 }),
    {},
  )

const sessionsOf = async (email: string) =>
  (
    await env.DB.prepare(
      'SELECT COUNT(*) AS n FROM sessions WHERE user_id = (SELECT id FROM users WHERE email = ?)',
    )
      .bind(email)
      .first<{ n: number }>()
  )?.n ?? 0

const isLocked = async (email: string) => {
  const row = await env.DB.prepare('SELECT locked_until AS lockedUntil FROM users WHERE email = ?')
    .bind(email)
    .first<{ lockedUntil: string | null }>()
  return Boolean(row?.lockedUntil && row.lockedUntil > clock.now().toISOString())
}

describe('the login lockout under a burst', () => {
  it('lets exactly the allowed wrong passwords through, then locks', async () => {
    const email = freshEmail('burst-lock')
    expect((await register(email, 'secret123', 'Bo', '198.51.100.200')).status).toBe(202)
    const answers = await burst(BURST, () => login(email, 'wrong-pass', '198.51.100.201'))
    const counts = tally(answers)
    expect(counts[401]).toBe(MAX_FAILED_LOGINS)
    expect((counts[401] ?? 0) + (counts[403] ?? 0)).toBe(MAX_LOGIN_ATTEMPTS)
    expect(counts[429]).toBe(BURST - MAX_LOGIN_ATTEMPTS)
    expect(await isLocked(email)).toBe(true)
    // 429 now (the email's attempts are spent too), 403 once they are not: never signed in.
    expect((await login(email, 'secret123', '198.51.100.202')).status).not.toBe(200)
  })

  it('does not sign in the right password sent after 24 wrong ones in one burst', async () => {
    const email = freshEmail('burst-right')
    expect((await register(email, 'secret123', 'Bo', '198.51.100.203')).status).toBe(202)
    const before = await sessionsOf(email)
    const answers = await burst(25, (i) =>
      login(email, i === 24 ? 'secret123' : 'wrong-pass', `198.51.100.${204 + (i % 2)}`),
    )
    expect(answers[24]!.status).not.toBe(200)
    expect(answers.some((res) => res.status === 200)).toBe(false)
    expect(await sessionsOf(email)).toBe(before)
    expect(await isLocked(email)).toBe(true)
  })

  it('answers a burst on an unknown email as on a registered one', async () => {
    const known = freshEmail('burst-known')
    expect((await register(known, 'secret123', 'Bo', '198.51.100.207')).status).toBe(202)
    const fire = (email: string, ip: string) =>
      burst(8, () => login(email, 'wrong-pass', ip)).then(async (answers) =>
        (await Promise.all(answers.map(async (res) => `${res.status} ${await res.text()}`))).sort(),
      )
    const registered = await fire(known, '198.51.100.208')
    const unknown = await fire(freshEmail('burst-nobody'), '198.51.100.209')
    expect(unknown).toEqual(registered)
    expect(registered.filter((answer) => answer.startsWith('401'))).toHaveLength(MAX_FAILED_LOGINS)
  })
})

describe('the lock of an unknown email', () => {
  it(
    'locks on the same failure as an account, however slowly they come',
    { tags: ['dated'] },
    async () => {
      const known = freshEmail('slow-known')
      expect((await register(known, 'secret123', 'Bo', '198.51.100.217')).status).toBe(202)
      const start = clock.ms()
      const probe = async (email: string, ip: string) => {
        const answers: string[] = []
        // Four minutes apart: no 15-minute window ever holds more than four of them.
        for (let i = 0; i <= MAX_FAILED_LOGINS; i++) {
          const res = await atInstant(new Date(start + i * 4 * 60_000), () =>
            login(email, 'wrong-pass', ip),
          )
          answers.push(`${res.status} ${await res.text()}`)
        }
        return answers
      }
      const registered = await probe(known, '198.51.100.218')
      const unknown = await probe(freshEmail('slow-nobody'), '198.51.100.219')
      expect(unknown).toEqual(registered)
      expect(registered.at(-1)).toMatch(/^403/)
    },
  )
})

describe('the staff sign-in lock under a burst', () => {
  it('lets exactly the allowed wrong passwords through, then locks', async () => {
    const email = freshEmail('burst-admin')
    const hashed = await hashPassword('admin-pass-1', 1000)
    const id = await new StaffRepository(env.DB).insertUser({
      email,
      name: 'Ada',
      role: 'admin',
      merchantId: null,
      passwordHash: hashed.hash,
      passwordSalt: hashed.salt,
      passwordIterations: hashed.iterations,
      createdAt: clock.now().toISOString(),
    })
    const answers = await burst(BURST, (i) =>
      post(
        '/admin/login',
        { email, password: i === BURST - 1 ? 'admin-pass-1' : 'wrong-pass' },
        { 'cf-connecting-ip': '198.51.100.216' },
      ),
    )
    const counts = tally(answers)
    expect(counts[200]).toBeUndefined()
    expect(counts[401]).toBe(MAX_FAILED_LOGINS)
    expect(counts[429]).toBe(BURST - MAX_LOGIN_ATTEMPTS)
    const row = await env.DB.prepare(
      'SELECT locked_until AS lockedUntil FROM staff_users WHERE id = ?',
    )
      .bind(id)
      .first<{ lockedUntil: string | null }>()
    expect(row?.lockedUntil && row.lockedUntil > clock.now().toISOString()).toBe(true)
  })
})

describe('guessing limits under a burst', () => {
  it('refuses gift-card guesses past the allowed 10', async () => {
    const { cookie } = await signIn(freshEmail('burst-gift'), '198.51.100.210')
    const answers = await burst(BURST, (i) =>
      post(
        '/giftcards/redeem',
        { code: `NOPE-NOPE-${String(i).padStart(4, '0')}` },
        { cookie, 'cf-connecting-ip': '198.51.100.211' },
      ),
    )
    expect(tally(answers)).toEqual({ 422: 10, 429: BURST - 10 })
  })

  it('refuses credit-campaign guesses past the account allowance', async () => {
    const { cookie } = await signIn(freshEmail('burst-credit'), '198.51.100.212')
    // Codes no campaign has: 9 digits of this run, then the guess's number.
    const guesses = Array.from(crypto.getRandomValues(new Uint8Array(9)), (byte, i) =>
      i === 0 ? 1 + (byte % 9) : byte % 10,
    ).join('')
    const answers = await burst(BURST, (i) =>
      post(
        '/credit-claims',
        { id: `${guesses}${i}` },
        { cookie, 'cf-connecting-ip': `203.0.113.${i + 1}` },
      ),
    )
    const { perAccount } = CREDIT_CLAIM_LIMITS
    expect(tally(answers)).toEqual({ 200: perAccount, 429: BURST - perAccount })
  })
})

describe('mail and registration limits under a burst', () => {
  it('mails only the allowed reset links, and only the newest stays live', async () => {
    const email = freshEmail('burst-reset')
    expect((await register(email, 'secret123', 'Bo', '198.51.100.213')).status).toBe(202)
    const answers = await burst(BURST, (i) =>
      post('/customer/password-reset', { email }, { 'cf-connecting-ip': `192.0.2.${100 + i}` }),
    )
    expect(tally(answers)).toEqual({
      202: RESET_LIMITS.perEmail,
      429: BURST - RESET_LIMITS.perEmail,
    })
    const tokens = await env.DB.prepare(
      `SELECT COUNT(*) AS issued,
              SUM(used_at IS NULL AND expires_at > ?) AS live
         FROM account_tokens WHERE email = ? AND kind = 'reset'`,
    )
      .bind(clock.now().toISOString(), email)
      .first<{ issued: number; live: number }>()
    // Each new link spends the earlier ones (item 7), so of the links mailed one still works.
    expect(tokens).toEqual({ issued: RESET_LIMITS.perEmail, live: 1 })
    const mails = await env.DB.prepare(
      `SELECT COUNT(*) AS n FROM email_outbox WHERE to_address = ? AND kind = 'password-reset'`,
    )
      .bind(email)
      .first<{ n: number }>()
    expect(mails?.n).toBe(RESET_LIMITS.perEmail)
  })

  it("answers 'already registered' to express only the allowed number of times", async () => {
    const email = freshEmail('burst-express')
    expect((await register(email, 'secret123', 'Bo', '198.51.100.214')).status).toBe(202)
    const answers = await burst(BURST, (i) =>
      post(
        '/customer/express-register',
        { requestRegistration: { email, firstName: 'Eli', lastName: 'Payer' } },
        { 'cf-connecting-ip': `203.0.113.${100 + i}` },
      ),
    )
    const { expressPerEmail } = REGISTRATION_LIMITS
    expect(tally(answers)).toEqual({ 409: expressPerEmail, 429: BURST - expressPerEmail })
  })

  // Forty registrations hash forty passwords (a taken email costs what a new one does): 3 s on
  // an idle machine, past the default 5 s on a busy one.
  it(
    "mails a taken email's owner once, however many registrations arrive at once",
    { timeout: 20_000 },
    async () => {
      const email = freshEmail('burst-taken')
      expect((await register(email, 'secret123', 'Bo', '198.51.100.215')).status).toBe(202)
      const answers = await burst(BURST, (i) =>
        register(email, 'other-pass1', 'Bo', `203.0.113.${150 + (i % 100)}`),
      )
      expect(tally(answers)).toEqual({ 202: BURST })
      const notes = await env.DB.prepare(
        `SELECT COUNT(*) AS n FROM email_outbox WHERE to_address = ? AND kind = 'already-registered'`,
      )
        .bind(email)
        .first<{ n: number }>()
      expect(notes?.n).toBe(REGISTRATION_LIMITS.alreadyRegisteredMails.max)
    },
  )
})
