import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { hashPassword } from '../../src/worker/services/security/password-hash'
import { StaffRepository } from '../../src/worker/storage/staff-repository'
import { freshEmail } from '../fixtures/fresh'
import { login, post, register } from './account-client'
import { clock } from './clock'

// Login, registration and password reset answer a known email exactly as an
// unknown one (status, body and the set of headers), so none of them tells who has an account.

const KNOWN = freshEmail('enumeration-known')
const PASSWORD = 'secret123'

let ips = 0
const ip = () => `198.51.100.${150 + ++ips}`

/** What a caller can compare: everything but the values that differ on every response. */
async function answerOf(res: Response) {
  const headers = [...res.headers.keys()].sort()
  const cookies = res.headers.getSetCookie().map((line) => line.split('=')[0])
  return { status: res.status, body: await res.text(), headers, cookies }
}

const ASKS: { name: string; ask: (email: string) => Promise<Response> }[] = [
  {
    // The one refusal of the table: a wrong password and no account read the same.
    name: 'login with a wrong password',
    ask: (email) => login(email, 'wrong-password', ip()),
  },
  {
    name: 'login first step',
    ask: (email) =>
      post(
        '/customer/login/first-step',
        { loginRequest: { j_username: email } },
        { 'cf-connecting-ip': ip() },
      ),
  },
  { name: 'registration', ask: (email) => register(email, PASSWORD, 'Ann', ip()) },
  {
    name: 'password reset',
    ask: (email) => post('/customer/password-reset', { email }, { 'cf-connecting-ip': ip() }),
  },
]

describe('known and unknown emails get the same answer', () => {
  it.each(ASKS)('$name', async ({ name, ask }) => {
    if ((await register(KNOWN, PASSWORD, 'Ann', ip())).status >= 500) throw new Error('setup')
    const unknown = `enumeration-${crypto.randomUUID()}@example.com`
    const known = await answerOf(await ask(KNOWN))
    const other = await answerOf(await ask(unknown))
    expect(known.status, known.body).toBeLessThan(name.startsWith('login with') ? 500 : 400)
    expect(known).toEqual(other)
  })
})

describe('the lockout tells nobody who has an account', () => {
  it('six failed logins read the same for a known and an unknown email', async () => {
    const known = freshEmail('enumeration-locked')
    await register(known, PASSWORD, 'Ann', ip())
    const unknown = `enumeration-${crypto.randomUUID()}@example.com`
    const answers = async (email: string) => {
      const out = []
      for (let i = 0; i < 6; i++) out.push(await answerOf(await login(email, `wrong-${i}`, ip())))
      return out
    }
    const [a, b] = [await answers(known), await answers(unknown)]
    expect(a.map((x) => x.status)).toEqual(b.map((x) => x.status))
    expect(a).toEqual(b)
  })

  it('a burst of password-reset requests reads the same for a known and an unknown email', async () => {
    const known = freshEmail('enumeration-reset')
    await register(known, PASSWORD, 'Ann', ip())
    const burst = async (email: string) => {
      const out = []
      for (let i = 0; i < 8; i++) {
        const res = await post('/customer/password-reset', { email }, { 'cf-connecting-ip': ip() })
        out.push(await answerOf(res))
      }
      return out
    }
    const [a, b] = [await burst(known), await burst(`enumeration-${crypto.randomUUID()}@x.com`)]
    expect(a).toEqual(b)
  })

  it('six failed back-office sign-ins read the same for a staff and an unknown email', async () => {
    const hashed = await hashPassword('staff-pass-9', 1000)
    const staff = `enumeration-admin-${crypto.randomUUID().slice(0, 8)}@dealio.test`
    await new StaffRepository(env.DB).insertUser({
      email: staff,
      name: 'Ada',
      role: 'admin',
      merchantId: null,
      passwordHash: hashed.hash,
      passwordSalt: hashed.salt,
      passwordIterations: hashed.iterations,
      createdAt: clock.now().toISOString(),
    })
    const answers = async (email: string) => {
      const out = []
      for (let i = 0; i < 6; i++) {
        const res = await post(
          '/admin/login',
          { email, password: `wrong-${i}` },
          { 'cf-connecting-ip': ip() },
        )
        out.push(await answerOf(res))
      }
      return out
    }
    const a = await answers(staff)
    const b = await answers(`enumeration-${crypto.randomUUID()}@dealio.test`)
    expect(a.map((x) => x.status)).toEqual(b.map((x) => x.status))
    expect(a).toEqual(b)
  })
})
