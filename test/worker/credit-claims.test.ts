import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { post, signIn } from './account-client'
import { clock } from './clock'

const DAY = 86_400_000
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
    const { cookie, id } = await signIn('credit-one@example.com', '198.51.100.80')
    await campaign('7001')
    expect((await claim(7001, cookie)).body.data).toEqual({
      status: 'SUCCESS',
      creditAmount: 500,
      currency: 'GBP',
      message: SUCCESS,
    })
    expect((await claim('7001', cookie)).body.data).toEqual({
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

  it.each([
    ['an unknown code', '7999'],
    ['letters', '70a1'],
    ['an ended campaign', '7002'],
    ['a full campaign', '7003'],
  ])('calls %s an invalid link', async (_name, code) => {
    const { cookie } = await signIn(`credit-bad-${code}@example.com`, '198.51.100.81')
    await campaign('7002', { days: -1 }).catch(() => undefined)
    await campaign('7003', { max: 1 }).catch(() => undefined)
    const other = await signIn(`credit-first-${code}@example.com`, '198.51.100.82')
    await claim('7003', other.cookie)
    expect((await claim(code, cookie)).body.data).toEqual({
      status: 'INVALID',
      creditAmount: null,
      currency: null,
      message: 'Sorry, this offer link is no longer valid.',
    })
  })

  it('refuses a euro campaign to a UK session with a clear 422, crediting and counting nothing', async () => {
    const { cookie, id } = await signIn('credit-euro@example.com', '198.51.100.84')
    await campaign('7006', { currency: 'EUR' })
    const res = await post('/credit-claims', { id: '7006' }, { cookie })
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
    const count = await env.DB.prepare(
      `SELECT claims FROM credit_campaigns WHERE code = '7006'`,
    ).first<{ claims: number }>()
    expect(count).toEqual({ claims: 0 })
  })

  it('keeps the code for a signed-out visitor and claims it after login', async () => {
    await campaign('7004')
    const { res, body } = await claim('7004')
    expect(body.data).toMatchObject({
      status: 'LOGIN',
      message: 'Please log in to claim your credit.',
    })
    const kept = (res.headers.get('set-cookie') ?? '').split(';')[0]!
    expect(kept).toBe('pending_credit=7004')
    expect(res.headers.get('set-cookie')).toMatch(/HttpOnly/i)
    const { cookie } = await signIn('credit-later@example.com', '198.51.100.83')
    const after = await claim('', `${cookie}; ${kept}`)
    expect(after.body.data).toMatchObject({ status: 'SUCCESS', creditAmount: 500 })
    expect(after.res.headers.get('set-cookie')).toMatch(/pending_credit=;/)
  })

  it('gives exactly one claim of a one-claim campaign to 10 racing customers', async () => {
    await campaign('7005', { max: 1 })
    const customers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        signIn(`credit-race-${i}@example.com`, `198.51.100.${90 + i}`),
      ),
    )
    const outcomes = await Promise.all(customers.map(({ cookie }) => claim('7005', cookie)))
    const statuses = outcomes.map(({ body }) => body.data.status)
    expect(statuses.filter((status) => status === 'SUCCESS')).toHaveLength(1)
    const count = await env.DB.prepare(
      `SELECT claims FROM credit_campaigns WHERE code = '7005'`,
    ).first<{ claims: number }>()
    expect(count).toEqual({ claims: 1 })
  })
})
