import { env, SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { freshCode } from '../fixtures/fresh'
import { makeBasketDeal } from '../fixtures/make-basket-deal'
import { makeOrderBasket, makeShopper } from '../fixtures/make-shopper'
import { makeStaff } from '../fixtures/make-staff'
import { ORIGIN, post } from './account-client'
import { count } from './orders-client'
import { clock, inDays } from './clock'

// Money that is not a whole number of minor units (or is out of range) is
// refused at the schema of every route that takes money, with a 400 {error:{code,message}} and
// nothing written. NaN cannot travel in JSON: JSON.stringify sends it as null, and a raw NaN
// token is not JSON at all; both cases are sent.
const NOT_MONEY = [1.5, '150', 1e21, 2 ** 53, Number.NaN, -1, null, true, [150], { amount: 150 }]
let deal = { id: 0, productId: 0 }

let admin = ''
beforeAll(async () => {
  admin = (await makeStaff(env.DB, { role: 'admin' })).cookie
  const made = await makeBasketDeal(env.DB, { products: [{ price: 1500 }] })
  deal = { id: made.id, productId: made.productIds[0]! }
})

async function expectRefused(res: Response, label: string) {
  expect(res.status, label).toBe(400)
  const body = (await res.json()) as { error?: { code?: unknown; message?: unknown } }
  expect(body, label).toEqual({
    error: { code: expect.any(String), message: expect.any(String) },
  })
}

/** A body with a raw NaN token in place of the amount: not JSON, so a 400 too. */
const rawNaN = (path: string, json: string, headers: Record<string, string>) =>
  SELF.fetch(`${ORIGIN}/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN, ...headers },
    body: json,
  })

interface MoneyRoute {
  name: string
  path: () => Promise<{ path: string; cookie: string; key?: string }>
  body: (amount: unknown) => Record<string, unknown>
  /** Values the field may legitimately take that NOT_MONEY includes (0 or -1 where allowed). */
  extraBad?: unknown[]
  /** Rows that must not change when a request is refused. */
  written: () => Promise<number>
  valid: unknown
  validStatus: number
  /** The valid request is checked against now (an expiry that must be ahead). */
  dated?: boolean
}

/** What the routes below made: the shoppers whose baskets were posted, the codes sent. */
const shoppers: number[] = []
const codes: string[] = []
const sent = (code: string) => {
  codes.push(code)
  return code
}
/** Rows of `table` holding one of the codes this file sent. */
const withOurCodes = (table: string) =>
  count(
    `SELECT COUNT(*) AS n FROM ${table} WHERE code IN (SELECT value FROM json_each(?))`,
    JSON.stringify(codes),
  )

const shopperBasket = async () => {
  const shopper = await makeShopper(env.DB)
  shoppers.push(shopper.id)
  const token = await makeOrderBasket(env.DB, shopper.id, [
    { dealId: deal.id, productId: deal.productId, quantity: 1 },
  ])
  // The cookie carries the Idempotency-Key too, as the checkout sends one with every order.
  return { path: `/checkout/${token}/order`, cookie: shopper.cookie, key: crypto.randomUUID() }
}
const asAdmin = (path: string) => async () => ({ path, cookie: admin, key: undefined })
const headersOf = ({ cookie, key }: { cookie: string; key?: string }) => ({
  cookie,
  ...(key ? { 'idempotency-key': key } : {}),
})
let campaigns = 0

const ROUTES: MoneyRoute[] = [
  {
    name: 'place order: expectedTotal',
    path: shopperBasket,
    body: (expectedTotal) => ({
      payment: { method: 'credit_card', paymentToken: 'tok_not_used' },
      expectedTotal,
    }),
    // The order's authorisation is keyed 'order:{customer}:{Idempotency-Key}'.
    written: () =>
      count(
        `SELECT COUNT(*) AS n FROM payment_authorisations a JOIN json_each(?) s
         ON a.idempotency_key LIKE 'order:' || s.value || ':%'`,
        JSON.stringify(shoppers),
      ),
    valid: 1499,
    // A whole number that is not the total is the basket-changed conflict, not a schema error.
    validStatus: 409,
  },
  {
    name: 'admin gift cards: amount',
    path: asAdmin('/admin/gift-cards'),
    body: (amount) => ({ count: 1, amount, currency: 'GBP' }),
    extraBad: [0, 100_001],
    written: () => count('SELECT COUNT(*) AS n FROM gift_cards'),
    valid: 500,
    validStatus: 201,
  },
  {
    name: 'admin credit-claim campaigns: amount',
    path: asAdmin('/admin/campaigns'),
    body: (amount) => ({
      code: sent(`77${clock.ms()}${++campaigns}`.slice(0, 20)),
      amount,
      currency: 'GBP',
      expiresAt: inDays(40),
      creditDays: 30,
      maxClaims: 10,
    }),
    extraBad: [0, 100_001],
    written: () => withOurCodes('credit_campaigns'),
    valid: 500,
    validStatus: 201,
    dated: true,
  },
  {
    name: 'admin promo codes: fixed value',
    path: asAdmin('/admin/promo-codes'),
    body: (value) => ({ code: sent(freshCode('MONEY')), kind: 'fixed', value, currency: 'GBP' }),
    extraBad: [0],
    written: () => withOurCodes('promo_codes'),
    valid: 500,
    validStatus: 201,
  },
  {
    name: 'admin promo codes: minSpend',
    path: asAdmin('/admin/promo-codes'),
    body: (minSpend) => ({
      code: sent(freshCode('MIN')),
      kind: 'percentage',
      value: 10,
      minSpend,
    }),
    extraBad: [0],
    written: () => withOurCodes('promo_codes'),
    valid: 2000,
    validStatus: 201,
  },
  {
    name: 'admin promo codes: maxDiscount',
    path: asAdmin('/admin/promo-codes'),
    body: (maxDiscount) => ({
      code: sent(freshCode('MAX')),
      kind: 'percentage',
      value: 10,
      maxDiscount,
    }),
    extraBad: [0],
    written: () => withOurCodes('promo_codes'),
    valid: 500,
    validStatus: 201,
  },
]

describe('money on the routes that take it', () => {
  for (const route of ROUTES) {
    const tags = route.dated ? ['dated'] : []
    it(
      `${route.name}: refuses non-integer money with a 400 and writes nothing`,
      { tags },
      async () => {
        const before = await route.written()
        for (const bad of [...NOT_MONEY, ...(route.extraBad ?? [])]) {
          // Optional money fields accept null (no minimum spend, no cap): only the required
          // ones must refuse it.
          const nothing = bad === null || (typeof bad === 'number' && Number.isNaN(bad))
          if (nothing && route.name.includes('admin promo codes: m')) continue
          const target = await route.path()
          await expectRefused(
            await post(target.path, route.body(bad), headersOf(target)),
            `${route.name} ${bad}`,
          )
        }
        const target = await route.path()
        const json = JSON.stringify(route.body(123456789)).replace('123456789', 'NaN')
        await expectRefused(
          await rawNaN(target.path, json, headersOf(target)),
          `${route.name} raw NaN`,
        )
        expect(await route.written()).toBe(before)
        // The same route takes a whole number, so the refusals above are the schema's.
        const ok = await route.path()
        const res = await post(ok.path, route.body(route.valid), headersOf(ok))
        expect(res.status, `${route.name} valid`).toBe(route.validStatus)
      },
    )
  }

  it('loyalty exchange: points that are not a whole number are refused, nothing moves', async () => {
    const shopper = await makeShopper(env.DB)
    for (const points of ['1.5', '1e21', 'NaN', '-1', '150abc']) {
      const res = await post(`/customer/loyalty/exchange/${points}`, {}, { cookie: shopper.cookie })
      // The path is not a schema body: §5's own message answers a number it refuses (422).
      expect([400, 422], points).toContain(res.status)
      expect(await res.json()).toEqual({
        error: { code: expect.any(String), message: expect.any(String) },
      })
    }
    expect(
      await count('SELECT COUNT(*) AS n FROM wallet_ledger WHERE user_id = ?', shopper.id),
    ).toBe(0)
  })
})
