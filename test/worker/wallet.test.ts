import { env, SELF } from 'cloudflare:test'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { WalletResponse } from '../../src/shared/schemas/wallet'
import { expireWalletCredit } from '../../src/worker/services/wallet/wallet-expiry'
import { WalletLedgerRepository } from '../../src/worker/storage/wallet-ledger-repository'
import { WalletRepository } from '../../src/worker/storage/wallet-repository'
import { freshEmail } from '../fixtures/fresh'
import { ORIGIN, signIn } from './account-client'
import { clock, TEST_NOW } from './clock'

const walletOf = (cookie: string, page = 1) =>
  SELF.fetch(`${ORIGIN}/api/v1/wallet?page=${page}`, { headers: { cookie } })

const DAY_MS = 86_400_000
const YEAR_MS = 365 * DAY_MS

/** Day `n` of a timeline starting `yearsBack` years of 365 days before the run's instant. The
 * expiry job writes off every lapsed credit in the database worker files share (setup.ts): the
 * timelines lie decades back, apart from each other, where the credits are the test's own. */
const timeline = (yearsBack: number) => (n: number) =>
  new Date(Date.parse(TEST_NOW) - yearsBack * YEAR_MS + n * DAY_MS)

const ledger = new WalletLedgerRepository(env.DB)
const move = (
  userId: number,
  amount: number,
  on: Date,
  expiresAt: Date | null = null,
  reason = amount > 0 ? 'GIFT_CARD' : 'ORDER',
) =>
  env.DB.batch(
    ledger.entry(
      {
        userId,
        currency: 'GBP',
        kind: 'REFUNDABLE',
        amount,
        reason,
        reference: null,
        expiresAt: expiresAt?.toISOString() ?? null,
      },
      on.toISOString(),
    ),
  )

const sums = (userId: number) =>
  env.DB.prepare(
    `SELECT (SELECT balance FROM wallet_balances WHERE user_id = ?1 AND currency = 'GBP'
               AND kind = 'REFUNDABLE') AS balance,
            (SELECT COALESCE(SUM(amount), 0) FROM wallet_ledger WHERE user_id = ?1
               AND currency = 'GBP' AND kind = 'REFUNDABLE') AS ledger,
            (SELECT COUNT(*) FROM wallet_ledger WHERE user_id = ?1) AS rows`,
  )
    .bind(userId)
    .first<{ balance: number; ledger: number; rows: number }>()

describe('GET /api/v1/wallet', () => {
  it('needs a signed-in customer', async () => {
    const res = await SELF.fetch(`${ORIGIN}/api/v1/wallet`)
    expect(res.status).toBe(401)
    expect(await res.json()).toMatchObject({ error: { code: 'UNAUTHORISED' } })
  })

  it('answers an empty wallet with no balances and no transactions', async () => {
    const { cookie } = await signIn(freshEmail('wallet-empty'), '198.51.100.60')
    const res = await walletOf(cookie)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    expect(await res.json()).toEqual({
      data: { balances: [], transactions: [], page: 1, nextPage: null },
    })
  })

  it('shows per-currency balances split into marketing and refundable, 20 moves a page', async () => {
    const { cookie, id } = await signIn(freshEmail('wallet-shape'), '198.51.100.61')
    const now = clock.now()
    const year = new Date(now.getTime() + 365 * 86_400_000)
    for (let i = 0; i < 21; i += 1) await move(id, 100, now, year)
    await env.DB.batch(
      ledger.entry(
        {
          userId: id,
          currency: 'EUR',
          kind: 'MARKETING',
          amount: 500,
          reason: 'CREDIT_CLAIM',
          reference: 'campaign:1',
          expiresAt: year.toISOString(),
        },
        now.toISOString(),
      ),
    )
    const body = WalletResponse.parse(await (await walletOf(cookie)).json())
    expect(body.data.balances).toEqual([
      { currency: 'EUR', balance: 500, marketingBalance: 500, refundableBalance: 0 },
      { currency: 'GBP', balance: 2100, marketingBalance: 0, refundableBalance: 2100 },
    ])
    expect(body.data.transactions).toHaveLength(20)
    expect(body.data.transactions[0]).toMatchObject({
      amount: 500,
      currency: 'EUR',
      type: 'CREDIT',
      description: 'Offer credit',
    })
    expect(body.data.nextPage).toBe(2)
    const second = WalletResponse.parse(await (await walletOf(cookie, 2)).json())
    expect(second.data.transactions).toHaveLength(2)
    expect(second.data.nextPage).toBeNull()
    expect((await walletOf(cookie, 0)).status).toBe(400)
  })
})

describe('wallet credit expiry', () => {
  it(
    'writes off only the unspent part of a lapsed credit, once, and later spends still work',
    { tags: ['dated'] },
    async () => {
      // Before the random test's timeline, which may run first and leave credits lapsing later.
      const day = timeline(60)
      const { id } = await signIn(freshEmail('wallet-expiry'), '198.51.100.62')
      await move(id, 1000, day(0), day(30))
      await move(id, 1000, day(0), day(300))
      await move(id, -600, day(5))
      // FIFO by expiry: the spend came out of the 30-day credit, leaving 400 of it. Before the job
      // runs that lapsed 400 is not offered, though the guarded sum still holds it.
      const wallets = new WalletRepository(env.DB)
      expect(await wallets.balances(id, day(31).toISOString())).toEqual([
        { currency: 'GBP', refundable: 1000, marketing: 0 },
      ])
      expect(await sums(id)).toMatchObject({ balance: 1400, ledger: 1400 })
      expect(await expireWalletCredit(env, day(31))).toEqual({ expired: 1, failed: 0 })
      const expiry = await env.DB.prepare(
        `SELECT amount FROM wallet_ledger WHERE user_id = ? AND reason = 'EXPIRY'`,
      )
        .bind(id)
        .all()
      expect(expiry.results).toEqual([{ amount: -400 }])
      expect(await sums(id)).toMatchObject({ balance: 1000, ledger: 1000 })
      await move(id, -300, day(40))
      expect(await expireWalletCredit(env, day(301))).toEqual({ expired: 1, failed: 0 })
      const after = await sums(id)
      expect(after).toMatchObject({ balance: 0, ledger: 0 })
      await expireWalletCredit(env, day(302))
      expect(await sums(id)).toEqual(after)
      await move(id, 500, day(303), day(400))
      await move(id, -500, day(304))
      expect(await sums(id)).toMatchObject({ balance: 0, ledger: 0 })
    },
  )

  it('keeps balance == SUM(rows), never negative, through random credits, spends and expiry runs', async () => {
    const day = timeline(40)
    const { id: userId } = await signIn(freshEmail('wallet-random'), '198.51.100.63')
    const op = fc.oneof(
      fc.record({
        type: fc.constant('credit' as const),
        amount: fc.integer({ min: 1, max: 3000 }),
        life: fc.option(fc.integer({ min: 1, max: 40 }), { nil: null }),
      }),
      fc.record({ type: fc.constant('spend' as const), amount: fc.integer({ min: 1, max: 3000 }) }),
      fc.record({ type: fc.constant('expire' as const) }),
      fc.record({ type: fc.constant('wait' as const), days: fc.integer({ min: 1, max: 20 }) }),
    )
    let clock = 0
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 5, maxLength: 25 }), async (ops) => {
        for (const o of ops) {
          clock += o.type === 'wait' ? o.days : 0
          const now = day(clock)
          const before = (await sums(userId))!
          if (o.type === 'credit') {
            await move(userId, o.amount, now, o.life === null ? null : day(clock + o.life))
          }
          if (o.type === 'spend') {
            const spend = move(userId, -o.amount, now)
            if (o.amount > before.ledger) {
              await expect(spend).rejects.toThrow(/CHECK/)
              expect(await sums(userId)).toEqual(before)
            } else await spend
          }
          if (o.type === 'expire') await expireWalletCredit(env, now)
          const after = (await sums(userId))!
          expect(after.balance ?? 0).toBe(after.ledger)
          expect(after.ledger).toBeGreaterThanOrEqual(0)
        }
        // A second expiry run at the same instant changes nothing.
        await expireWalletCredit(env, day(clock))
        const once = await sums(userId)
        await expireWalletCredit(env, day(clock))
        expect(await sums(userId)).toEqual(once)
      }),
      { numRuns: 60 },
    )
  }, 120_000)
})

describe('wallet, gift card, gift and credit pages', () => {
  const page = (path: string, cookie = '') =>
    SELF.fetch(`${ORIGIN}${path}`, { headers: cookie ? { cookie } : {}, redirect: 'manual' })

  it('send signed-out visitors to login and back', async () => {
    for (const path of ['/giftcard/redeem', '/mygift', '/myaccount/wallet']) {
      const res = await page(path)
      expect(res.status).toBe(302)
      expect(res.headers.get('location')).toBe(`/login?redirect=${encodeURIComponent(path)}`)
    }
  })

  it('render each island for a signed-in customer, never page-cached', async () => {
    const { cookie } = await signIn(freshEmail('wallet-pages'), '198.51.100.64')
    for (const [path, island] of [
      ['/myaccount/wallet', 'wallet-panel'],
      ['/giftcard/redeem', 'giftcard-redeem-form'],
      ['/mygift', 'gift-claim-form'],
      ['/credit?credit_validation=1001', 'credit-claim-status'],
    ] as const) {
      const res = await page(path, cookie)
      expect(res.status, path).toBe(200)
      expect(res.headers.get('cache-control') ?? '').toMatch(/private|no-store/)
      expect(await res.text()).toContain(`data-island="${island}"`)
    }
  })

  it('ignores a credit_validation that is not all digits', async () => {
    const html = await (await page('/credit?credit_validation=12a')).text()
    expect(html).toContain('{"code":""}')
  })
})
