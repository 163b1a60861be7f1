import { env, SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { BasketResponse } from '../../src/shared/schemas/basket'
import { CheckoutViewResponse, type CheckoutView } from '../../src/shared/schemas/checkout-view'
import { promoCodeStatements } from '../../scripts/seed/promo-codes'
import { freshCode, freshEmail } from '../fixtures/fresh'
import { makeBasketDeal } from '../fixtures/make-basket-deal'
import { ORIGIN, send, signIn } from './account-client'
import { inDays, TEST_TODAY } from './clock'

const call = (method: string, path: string, body?: unknown, cookie?: string) =>
  body === undefined
    ? SELF.fetch(`${ORIGIN}/api/v1${path}`, {
        method,
        headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
      })
    : send(method, path, body, cookie ? { cookie } : {})

const checkoutOf = async (res: Response): Promise<CheckoutView> => {
  expect(res.status).toBe(200)
  return CheckoutViewResponse.parse(await res.json()).data
}

// The deals of this file, under fresh ids (other files' deals share the database).
let PRODUCTS: { dealId: number; dealProductId: number; quantity: number }[] = []
let OTHER_DEAL = 0

async function newBasket(cookie?: string, products: unknown[] = PRODUCTS): Promise<string> {
  const res = await call(
    'POST',
    '/basket',
    { brand: 'dealio', eligibleForVip: false, products },
    cookie,
  )
  expect(res.status).toBe(201)
  return BasketResponse.parse(await res.json()).data.basketToken
}

const promo = (code: string, columns: Record<string, unknown> = {}) => {
  const row = {
    code,
    kind: 'percentage',
    value: 10,
    created_at: inDays(-60),
    ...columns,
  }
  const names = Object.keys(row)
  return env.DB.prepare(
    `INSERT INTO promo_codes (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')})`,
  )
    .bind(...Object.values(row))
    .run()
}

beforeAll(async () => {
  const deal = await makeBasketDeal(env.DB, {
    products: [{ price: 2500, totalRemaining: 20 }, { price: 1500 }],
  })
  PRODUCTS = [
    { dealId: deal.id, dealProductId: deal.productIds[0]!, quantity: 2 },
    { dealId: deal.id, dealProductId: deal.productIds[1]!, quantity: 1 },
  ]
  OTHER_DEAL = (await makeBasketDeal(env.DB, { products: [{ price: 1000 }] })).id
})

describe('checkout data', () => {
  it('totals the basket lines by deal, with the payment methods on offer', async () => {
    const token = await newBasket()
    const data = await checkoutOf(
      await call('GET', `/checkout/${token}?timestamp=1&timerElapsed=false`),
    )
    expect(data.deals).toHaveLength(1)
    expect(data.deals[0]!.lines.map((line) => line.quantity)).toEqual([2, 1])
    expect(data.orderSummary).toMatchObject({
      currency: 'GBP',
      subtotal: 6500,
      promoDiscount: 0,
      totalOrderAmount: 6500,
    })
    expect(data.promoCode).toBeNull()
    expect(data.wallet).toBeNull()
    expect(data.userInfo.paymentOptions).toEqual({ creditBalances: [], paymentInstruments: [] })
    expect(data.paymentMethods.methods).toMatchObject({ credit_card: true, paypal: true })
  })

  it('answers 422 once a product in the basket sells out', async () => {
    const {
      id: dealId,
      productIds: [dealProductId],
    } = await makeBasketDeal(env.DB, { products: [{}] })
    const token = await newBasket(undefined, [{ dealId, dealProductId, quantity: 1 }])
    await env.DB.prepare('UPDATE deal_products SET sold_out = 1 WHERE id = ?')
      .bind(dealProductId!)
      .run()
    const res = await call('GET', `/checkout/${token}`)
    expect(res.status).toBe(422)
    expect(await res.json()).toMatchObject({ error: { code: 'UNPROCESSABLE' } })
  })

  it("gives another visitor nothing of a customer's checkout", async () => {
    const { cookie } = await signIn(freshEmail('checkout-owner'), '198.51.100.31')
    const token = await newBasket(cookie)
    expect((await call('GET', `/checkout/${token}`, undefined, cookie)).status).toBe(200)
    expect((await call('GET', `/checkout/${token}`)).status).toBe(404)
    expect((await call('GET', '/checkout/undefined')).status).toBe(400)
  })

  it(
    'classifies each kind of promo code and applies the good one',
    { tags: ['dated'] },
    async () => {
      const { cookie, id } = await signIn(freshEmail('checkout-promo'), '198.51.100.32')
      const other = await signIn(freshEmail('checkout-other'), '198.51.100.33')
      // Codes of this run only: promo codes are unique across the shared database.
      const EXPIRED = freshCode('T-EXPIRED-')
      const DEAL = freshCode('T-DEAL-')
      const USER = freshCode('T-USER-')
      const ONCE = freshCode('T-ONCE-')
      const WELCOME = freshCode('T-WELCOME-')
      const SAVE = freshCode('T-SAVE-')
      const EXTRA = freshCode('T-EXTRA-')
      const NONE = freshCode('NO-SUCH-CODE-')
      await promo(EXPIRED, { expires_at: inDays(-30) })
      await promo(DEAL, { deal_id: OTHER_DEAL })
      await promo(USER, { user_id: other.id })
      await promo(ONCE, { single_use: 1 })
      await env.DB.prepare(
        `INSERT INTO promo_redemptions (code, user_id, order_id, single_use_key, redeemed_at)
       VALUES (?1, ?2, ?3, ?1, ?4)`,
      )
        .bind(ONCE, other.id, `order-${ONCE}`, inDays(-20))
        .run()
      await promo(WELCOME, { max_uses_per_user: 1 })
      await env.DB.prepare(
        `INSERT INTO promo_redemptions (code, user_id, order_id, redeemed_at)
       VALUES (?, ?, ?, ?)`,
      )
        .bind(WELCOME, id, `order-${WELCOME}`, inDays(-20))
        .run()
      await promo(SAVE, { kind: 'fixed', value: 500, currency: 'GBP', min_spend: 10000 })
      await promo(EXTRA, {})
      const token = await newBasket(cookie)
      // Login comes first (§5), so a visitor learns nothing about the basket or the code.
      const anonymous = await call('POST', `/checkout/${token}/promocode`, { code: EXTRA })
      expect(anonymous.status).toBe(401)
      const anonymousBasket = await newBasket()
      const refused = await call('POST', `/checkout/${anonymousBasket}/promocode`, {
        code: EXTRA,
      })
      expect(refused.status).toBe(401)

      const apply = async (code: string) =>
        (await checkoutOf(await call('POST', `/checkout/${token}/promocode`, { code }, cookie)))
          .promoCode
      expect(await apply(EXPIRED)).toMatchObject({ applicable: false, status: 'expired' })
      expect(await apply(NONE)).toMatchObject({ applicable: false, status: 'invalid' })
      expect(await apply(DEAL)).toMatchObject({ status: 'not_applicable' })
      expect(await apply(USER)).toMatchObject({ status: 'not_eligible' })
      expect(await apply(ONCE)).toMatchObject({ status: 'already_used' })
      expect(await apply(WELCOME)).toMatchObject({ status: 'already_used' })
      expect(await apply(SAVE)).toMatchObject({ status: 'not_applicable' })
      // Typed in lower case, applied as stored.
      expect(await apply(EXTRA.toLowerCase())).toMatchObject({ code: EXTRA, applicable: true })

      const kept = await checkoutOf(await call('GET', `/checkout/${token}`, undefined, cookie))
      expect(kept.orderSummary).toMatchObject({ promoDiscount: 650, totalOrderAmount: 5850 })
      const removed = await checkoutOf(
        await call('DELETE', `/checkout/${token}/promocode`, {}, cookie),
      )
      expect(removed.promoCode).toBeNull()
      expect(removed.orderSummary.totalOrderAmount).toBe(6500)
    },
  )

  it(
    'seeds the demo promo codes, SPA20 on a spa deal, and leaves them alone on a re-seed',
    { tags: ['dated'] },
    async () => {
      const seed = () =>
        env.DB.batch(promoCodeStatements(TEST_TODAY).map((sql) => env.DB.prepare(sql)))
      await seed()
      await seed()
      const { results } = await env.DB.prepare(
        `SELECT code, deal_id AS dealId FROM promo_codes
       WHERE code IN ('EXTRA10', 'SAVE5', 'SPA20', 'WELCOME15', 'ONCEONLY', 'OLDCODE')`,
      ).all<{ code: string; dealId: number | null }>()
      expect(results).toHaveLength(6)
      expect(results.find((row) => row.code === 'SPA20')!.dealId).not.toBeNull()
      const { cookie } = await signIn(freshEmail('checkout-seeded'), '198.51.100.35')
      const token = await newBasket(cookie)
      const apply = async (code: string) =>
        (await checkoutOf(await call('POST', `/checkout/${token}/promocode`, { code }, cookie)))
          .promoCode
      expect(await apply('OLDCODE')).toMatchObject({ status: 'expired' })
      expect(await apply('SPA20')).toMatchObject({ status: 'not_applicable' })
      expect(await apply('SAVE5')).toMatchObject({ status: 'applied' })
    },
  )

  it('pays with wallet credit in the basket currency only, marketing credit capped', async () => {
    const { cookie, id } = await signIn(freshEmail('checkout-wallet'), '198.51.100.34')
    const ledger = env.DB.prepare(
      `INSERT INTO wallet_ledger (user_id, currency, amount, kind, reason, created_at)
       VALUES (?, ?, ?, ?, 'test', ?)`,
    )
    await env.DB.batch([
      ledger.bind(id, 'GBP', 5000, 'MARKETING', inDays(-20)),
      ledger.bind(id, 'EUR', 9000, 'REFUNDABLE', inDays(-20)),
    ])
    const token = await newBasket(cookie)
    expect((await call('POST', `/checkout/${token}/wallet`, { use: true })).status).toBe(401)
    const data = await checkoutOf(
      await call('POST', `/checkout/${token}/wallet`, { use: true }, cookie),
    )
    expect(data.userInfo.paymentOptions.creditBalances).toEqual([
      { currency: 'EUR', balance: 9000, marketingBalance: 0, refundableBalance: 9000 },
      { currency: 'GBP', balance: 5000, marketingBalance: 5000, refundableBalance: 0 },
    ])
    // 10% of each item's line: 500 of the 5000 line (cap 2 x 500), 150 of the 1500 one.
    expect(data.wallet).toMatchObject({
      applied: true,
      currency: 'GBP',
      refundableUsed: 0,
      marketingUsed: 650,
      walletAmountUsed: 650,
      cardAmount: 5850,
      walletOnly: false,
    })
    const off = await checkoutOf(
      await call('POST', `/checkout/${token}/wallet`, { use: false }, cookie),
    )
    expect(off.wallet).toBeNull()
  })

  it('adds gift wrap with its toast and needs a recipient for an e-gift', async () => {
    const token = await newBasket()
    const wrapped = await checkoutOf(
      await call('POST', `/checkout/${token}/gifting`, { type: 'wrapped', wrap: 2 }),
    )
    expect(wrapped.toast).toBe('Gift Wrap Added')
    expect(wrapped.orderSummary).toMatchObject({ giftingTotal: 398, totalOrderAmount: 6898 })
    expect(wrapped.giftingDetails.giftWrap).not.toBeNull()
    const egift = await call('POST', `/checkout/${token}/gifting`, { type: 'e-gift' })
    expect(egift.status).toBe(400)
    const none = await checkoutOf(
      await call('POST', `/checkout/${token}/gifting`, { type: 'none' }),
    )
    expect(none.orderSummary.giftingTotal).toBe(0)
  })

  it('answers an anonymous shopper the VIP offer, no deposits and no notices', async () => {
    const token = await newBasket()
    const data = await checkoutOf(await call('GET', `/checkout/${token}`))
    expect(data.vip).toEqual({
      isMember: false,
      offered: true,
      added: false,
      price: { amount: 499, currency: 'GBP' },
      savings: 0,
    })
    expect(data.deals[0]!.lines.every((line) => line.deposit === null)).toBe(true)
    expect(data.notices).toEqual([])
    const add = await call('POST', `/checkout/${token}/vip`, { add: true })
    expect(add.status).toBe(401)
  })
})
