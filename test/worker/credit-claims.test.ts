import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { freshEmail } from '../fixtures/fresh'
import { post, signIn } from './account-client'
import { clock } from './clock'

const DAY = 86_400_000

/** A campaign code (digits, no leading zero) no other test or run holds. */
const freshDigits = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte, i) =>
    i === 0 ? 1 + (byte % 9) : byte % 10,
  ).join('')

// Campaign codes of this run only: codes are unique across the shared database.
const ONE = freshDigits()
const UNKNOWN = freshDigits()
const ENDED = freshDigits()
const FULL = freshDigits()
const LATER = freshDigits()
const RACE = freshDigits()
const EURO = freshDigits()

async function campaign(
  code: string,
  over: { days?: number; max?: number; amount?: number; currency?: 'GBP' | 'EUR' } = {},
) {
  await env.DB.prepare(
    `INSERT INTO credit_campaigns (code, amount, currency, kind, expires_at, credit_days, max_claims)
     VALUES (?, ?, ?, 'MARKETING', ?, 90, ?)`,
  )
    .bind(
      code,
      over.amount ?? 500,
      over.currency ?? 'GBP',
      new Date(clock.ms() + (over.days ?? 30) * DAY).toISOString(),
      over.max ?? 100,
    )
    .run()
}

const claim = async (id: unknown, cookie = '') => {
  const res = await post('/credit-claims', { id }, cookie ? { cookie } : {})
  expect(res.status).toBe(200)
  return { res, body: (await res.json()) as { data: Record<string, unknown> } }
}

const SUCCESS =
  "Your £5 credit has been applied to your account. You'll see it when you get to checkout!"

describe('POST /api/v1/credit-claims', () => {
  it('credits marketing credit once, then says it was already received', async () => {
    const { cookie, id } = await signIn(freshEmail('credit-one'), '198.51.100.80')
    await campaign(ONE)
    // A number or a string of digits: the same campaign.
    expect((await claim(Number(ONE), cookie)).body.data).toEqual({
      status: 'SUCCESS',
      creditAmount: 500,
      currency: 'GBP',
      message: SUCCESS,
    })
    expect((await claim(ONE, cookie)).body.data).toEqual({
      status: 'ALREADY_CLAIMED',
      creditAmount: 500,
      currency: 'GBP',
      message: "You've already received your £5 credit from this offer.",
    })
    const rows = await env.DB.prepare(
      `SELECT amount, kind, reason FROM wallet_ledger WHERE user_id = ?`,
    )
      .bind(id)
      .all()
    expect(rows.results).toEqual([{ amount: 500, kind: 'MARKETING', reason: 'CREDIT_CLAIM' }])
  })

  const callsInvalid = async (code: string) => {
    const { cookie } = await signIn(freshEmail('credit-bad'), '198.51.100.81')
    await campaign(ENDED, { days: -1 }).catch(() => undefined)
    await campaign(FULL, { max: 1 }).catch(() => undefined)
    const other = await signIn(freshEmail('credit-first'), '198.51.100.82')
    await claim(FULL, other.cookie)
    expect((await claim(code, cookie)).body.data).toEqual({
      status: 'INVALID',
      creditAmount: null,
      currency: null,
      message: 'Sorry, this offer link is no longer valid.',
    })
  }

  it.each([
    ['an unknown code', UNKNOWN],
    ['letters', '70a1'],
    ['a full campaign', FULL],
  ])('calls %s an invalid link', (_name, code) => callsInvalid(code))

  it('calls an ended campaign an invalid link', { tags: ['dated'] }, () => callsInvalid(ENDED))

  it('refuses a euro campaign to a UK session with a clear 422, crediting and counting nothing', async () => {
    const { cookie, id } = await signIn(freshEmail('credit-euro'), '198.51.100.84')
    await campaign(EURO, { currency: 'EUR' })
    const res = await post('/credit-claims', { id: EURO }, { cookie })
    expect(res.status).toBe(422)
    expect(await res.json()).toEqual({
      error: {
        code: 'UNPROCESSABLE',
        message: 'This offer is for our euro (€) site. Please claim it there.',
      },
    })
    const ledger = await env.DB.prepare('SELECT COUNT(*) AS n FROM wallet_ledger WHERE user_id = ?')
      .bind(id)
      .first<{ n: number }>()
    expect(ledger).toEqual({ n: 0 })
    const count = await env.DB.prepare('SELECT claims FROM credit_campaigns WHERE code = ?')
      .bind(EURO)
      .first<{ claims: number }>()
    expect(count).toEqual({ claims: 0 })
  })

  it('keeps the code for a signed-out visitor and claims it after login', async () => {
    await campaign(LATER)
    const { res, body } = await claim(LATER)
    expect(body.data).toMatchObject({
      status: 'LOGIN',
      message: 'Please log in to claim your credit.',
    })
    const kept = (res.headers.get('set-cookie') ?? '').split(';')[0]!
    expect(kept).toBe(`pending_credit=${LATER}`)
    expect(res.headers.get('set-cookie')).toMatch(/HttpOnly/i)
    const { cookie } = await signIn(freshEmail('credit-later'), '198.51.100.83')
    const after = await claim('', `${cookie}; ${kept}`)
    expect(after.body.data).toMatchObject({ status: 'SUCCESS', creditAmount: 500 })
    expect(after.res.headers.get('set-cookie')).toMatch(/pending_credit=;/)
  })

  // Ten customers registered and signed in at once hash twenty passwords: 20 s, not the default
  // 5 s, on a loaded machine.
  it(
    'gives exactly one claim of a one-claim campaign to 10 racing customers',
    { timeout: 20_000 },
    async () => {
      await campaign(RACE, { max: 1 })
      const customers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          signIn(freshEmail(`credit-race-${i}`), `198.51.100.${90 + i}`),
        ),
      )
      const outcomes = await Promise.all(customers.map(({ cookie }) => claim(RACE, cookie)))
      const statuses = outcomes.map(({ body }) => body.data.status)
      expect(statuses.filter((status) => status === 'SUCCESS')).toHaveLength(1)
      const count = await env.DB.prepare('SELECT claims FROM credit_campaigns WHERE code = ?')
        .bind(RACE)
        .first<{ claims: number }>()
      expect(count).toEqual({ claims: 1 })
    },
  )
})
