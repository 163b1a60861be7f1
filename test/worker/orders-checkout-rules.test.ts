import { formatLongDate } from '../../src/shared/format/long-date'
import { env, SELF } from 'cloudflare:test'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { CheckoutViewResponse, type CheckoutView } from '../../src/shared/schemas/checkout-view'
import { PlaceOrderResponse } from '../../src/shared/schemas/place-order'
import { isVipMember } from '../../src/worker/services/vip/vip-membership'
import { makeBasketDeal } from '../fixtures/make-basket-deal'
import { cardToken, makeOrderBasket, makeShopper, type Shopper } from '../fixtures/make-shopper'
import { ORIGIN, newestMail, send } from './account-client'
import { basketStatus, count, placeOrder } from './orders-client'
import { clock } from './clock'

// Checkout rules end to end: VIP membership bought at checkout, deposits, purchase caps
// trimmed on load (and a cap lost at commit), the subcategory under-50 rule.

// This file's deals of one product each, made fresh (worker files share one database).
let vipDeal = 0
let vipProduct = 0
let depositDeal = 0
let depositProduct = 0
let cappedDeal = 0
let cappedProduct = 0
let specialDeal = 0
let specialProduct = 0

beforeAll(async () => {
  const vip = await makeBasketDeal(env.DB, { products: [{ price: 2500, totalRemaining: 100 }] })
  const deposit = await makeBasketDeal(env.DB, {
    products: [{ price: 30000, totalRemaining: 100 }],
  })
  const capped = await makeBasketDeal(env.DB, {
    purchaseCap: 2,
    products: [{ price: 1000, totalRemaining: 100 }],
  })
  const special = await makeBasketDeal(env.DB, {
    subcategoryId: 14,
    products: [{ price: 3000, totalRemaining: 100 }],
  })
  vipDeal = vip.id
  vipProduct = vip.productIds[0]!
  depositDeal = deposit.id
  depositProduct = deposit.productIds[0]!
  cappedDeal = capped.id
  cappedProduct = capped.productIds[0]!
  specialDeal = special.id
  specialProduct = special.productIds[0]!
  await env.DB.batch([
    env.DB.prepare(
      'UPDATE deals SET display_vip_discount_allowed = 1, vip_discount_percentage = 5 WHERE id = ?',
    ).bind(vipDeal),
    env.DB.prepare('UPDATE deal_products SET vip_price = 2000 WHERE id = ?').bind(vipProduct),
    env.DB.prepare(
      'UPDATE deal_products SET has_deposit = 1, deposit_price = 5000 WHERE id = ?',
    ).bind(depositProduct),
  ])
})

const checkoutOf = async (token: string, cookie?: string): Promise<CheckoutView> => {
  const res = await SELF.fetch(`${ORIGIN}/api/v1/checkout/${token}`, {
    headers: cookie ? { cookie } : {},
  })
  expect(res.status).toBe(200)
  return CheckoutViewResponse.parse(await res.json()).data
}

const eligibleForVip = async (token: string) =>
  (
    await env.DB.prepare('SELECT eligible_for_vip AS flag FROM baskets WHERE token = ?')
      .bind(token)
      .first<{ flag: number }>()
  )?.flag

const card = async () => ({ method: 'credit_card', paymentToken: await cardToken(env.DB) })

const authorisedAmount = async (orderId: string) =>
  (
    await env.DB.prepare('SELECT amount FROM payment_authorisations WHERE order_id = ?')
      .bind(Number(orderId))
      .first<{ amount: number }>()
  )?.amount

describe('VIP membership at checkout', () => {
  // One shopper per test: the one who buys the membership is a member for the next.
  let shopper: Shopper
  beforeEach(async () => {
    shopper = await makeShopper(env.DB)
  })

  it('offers it with the savings, needs sign-in to add, and prices VIP at once when added', async () => {
    const token = await makeOrderBasket(env.DB, shopper.id, [
      { dealId: vipDeal, productId: vipProduct, quantity: 2 },
    ])
    const before = await checkoutOf(token, shopper.cookie)
    // 2 × (25.00 − 20.00): the VIP price (its 5% is already in it, never taken again).
    expect(before.vip).toEqual({
      isMember: false,
      offered: true,
      added: false,
      price: { amount: 499, currency: 'GBP' },
      savings: 1000,
    })
    expect(before.orderSummary.totalOrderAmount).toBe(5000)
    expect(await eligibleForVip(token)).toBe(1)

    const anonymous = await send('POST', `/checkout/${token}/vip`, { add: true })
    expect(anonymous.status).toBe(401)
    expect(await anonymous.json()).toMatchObject({ error: { code: 'UNAUTHORISED' } })
    const junk = await send(
      'POST',
      `/checkout/${token}/vip`,
      { add: 'yes' },
      {
        cookie: shopper.cookie,
      },
    )
    expect(junk.status).toBe(400)

    const res = await send(
      'POST',
      `/checkout/${token}/vip`,
      { add: true },
      {
        cookie: shopper.cookie,
      },
    )
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    const added = CheckoutViewResponse.parse(await res.json()).data
    expect(added.vip).toMatchObject({ isMember: false, added: true })
    expect(added.orderSummary).toMatchObject({
      subtotal: 4000,
      vipDiscount: 0,
      vipMembership: 499,
      totalOrderAmount: 4499,
    })
    expect((await checkoutOf(token, shopper.cookie)).vip.added).toBe(true)

    const removed = await send(
      'POST',
      `/checkout/${token}/vip`,
      { add: false },
      {
        cookie: shopper.cookie,
      },
    )
    expect(CheckoutViewResponse.parse(await removed.json()).data.orderSummary).toMatchObject({
      vipMembership: 0,
      totalOrderAmount: 5000,
    })
  })

  it(
    'is bought with the order: a membership row for a year, and VIP prices on the next basket',
    { tags: ['dated'] },
    async () => {
      const token = await makeOrderBasket(env.DB, shopper.id, [
        { dealId: vipDeal, productId: vipProduct, quantity: 1 },
      ])
      await send('POST', `/checkout/${token}/vip`, { add: true }, { cookie: shopper.cookie })
      // 20.00 VIP price + 4.99 membership.
      const res = await placeOrder(
        token,
        { payment: await card(), expectedTotal: 2499 },
        { cookie: shopper.cookie },
      )
      expect(res.status).toBe(201)
      const { data } = PlaceOrderResponse.parse(await res.json())
      expect(data.productOrder.cashAmount).toBe(2499)
      expect(await authorisedAmount(data.productOrder.id)).toBe(2499)
      const row = await env.DB.prepare(
        `SELECT status, price, currency, started_at AS startedAt, expires_at AS expiresAt,
         order_id AS orderId FROM vip_memberships WHERE user_id = ?`,
      )
        .bind(shopper.id)
        .first<Record<string, unknown>>()
      expect(row).toMatchObject({
        status: 'ACTIVE',
        price: 499,
        currency: 'GBP',
        orderId: Number(data.productOrder.id),
      })
      const year =
        new Date(String(row!.expiresAt)).getTime() - new Date(String(row!.startedAt)).getTime()
      expect(Math.round(year / 86_400_000)).toBeGreaterThanOrEqual(365)
      expect(await isVipMember(env.DB, shopper.id, clock.now())).toBe(true)
      expect((await newestMail(shopper.email))?.text).toContain(
        `VIP membership until ${formatLongDate(String(row!.expiresAt))}`,
      )

      const next = await makeOrderBasket(env.DB, shopper.id, [
        { dealId: vipDeal, productId: vipProduct, quantity: 1 },
      ])
      const view = await checkoutOf(next, shopper.cookie)
      expect(view.vip).toMatchObject({ isMember: true, offered: false, added: false })
      expect(await eligibleForVip(next)).toBe(0)
      expect(view.orderSummary).toMatchObject({ subtotal: 2000, vipMembership: 0 })
      // A member ticking it again is not charged twice.
      const again = await send(
        'POST',
        `/checkout/${next}/vip`,
        { add: true },
        {
          cookie: shopper.cookie,
        },
      )
      expect(CheckoutViewResponse.parse(await again.json()).data.orderSummary.vipMembership).toBe(0)
    },
  )
})

describe('VIP membership under parallel orders', () => {
  it('is bought once: the other order is refused with a 409 and not charged', async () => {
    const shopper = await makeShopper(env.DB)
    const tokens = await Promise.all(
      [1, 2].map(() =>
        makeOrderBasket(env.DB, shopper.id, [
          { dealId: vipDeal, productId: vipProduct, quantity: 1 },
        ]),
      ),
    )
    for (const token of tokens) {
      await send('POST', `/checkout/${token}/vip`, { add: true }, { cookie: shopper.cookie })
    }
    const payments = await Promise.all(tokens.map(() => card()))
    const answers = await Promise.all(
      tokens.map((token, i) =>
        placeOrder(
          token,
          // 20.00 VIP price + 4.99 membership.
          { payment: payments[i]!, expectedTotal: 2499 },
          { cookie: shopper.cookie },
        ),
      ),
    )
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409])
    expect(
      await count('SELECT COUNT(*) AS n FROM vip_memberships WHERE user_id = ?', shopper.id),
    ).toBe(1)
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM payment_authorisations WHERE status = 'CAPTURED' AND amount = 2499 AND order_id IN (SELECT id FROM orders WHERE user_id = ?)",
        shopper.id,
      ),
    ).toBe(1)
  })
})

describe('a deposit line', () => {
  it('shows its split and charges only the deposit, keeping the balance on the order line', async () => {
    const shopper = await makeShopper(env.DB)
    const token = await makeOrderBasket(env.DB, shopper.id, [
      { dealId: depositDeal, productId: depositProduct, quantity: 2 },
    ])
    await env.DB.prepare('UPDATE basket_lines SET pay_deposit = 1 WHERE basket_token = ?')
      .bind(token)
      .run()
    const view = await checkoutOf(token, shopper.cookie)
    expect(view.deals[0]!.lines[0]!.deposit).toEqual({
      payNow: 10000,
      balanceLater: 50000,
      dueBy: null,
    })
    expect(view.orderSummary).toMatchObject({ totalOrderAmount: 10000, payLaterAmount: 50000 })

    const res = await placeOrder(
      token,
      { payment: await card(), expectedTotal: 10000 },
      { cookie: shopper.cookie },
    )
    expect(res.status).toBe(201)
    const { data } = PlaceOrderResponse.parse(await res.json())
    expect(data.productOrder.cashAmount).toBe(10000)
    expect(await authorisedAmount(data.productOrder.id)).toBe(10000)
    const line = await env.DB.prepare(
      `SELECT deposit_paid AS depositPaid, balance_due AS balanceDue, balance_due_by AS dueBy,
         cash_amount AS cash FROM order_lines WHERE order_id = ?`,
    )
      .bind(Number(data.productOrder.id))
      .first()
    expect(line).toEqual({ depositPaid: 10000, balanceDue: 50000, dueBy: null, cash: 10000 })
    expect((await newestMail(shopper.email))?.text).toContain('Balance to pay later: £500')
  })

  it('pays in full when the shopper did not choose the deposit', async () => {
    const shopper = await makeShopper(env.DB)
    const token = await makeOrderBasket(env.DB, shopper.id, [
      { dealId: depositDeal, productId: depositProduct, quantity: 1 },
    ])
    const view = await checkoutOf(token, shopper.cookie)
    expect(view.deals[0]!.lines[0]!.deposit).toBeNull()
    expect(view.orderSummary.totalOrderAmount).toBe(30000)
  })
})

describe('purchase caps at checkout', () => {
  it('trims a line over the cap on load, with a notice, and keeps the trim', async () => {
    const shopper = await makeShopper(env.DB)
    const token = await makeOrderBasket(env.DB, shopper.id, [
      { dealId: cappedDeal, productId: cappedProduct, quantity: 3 },
    ])
    const view = await checkoutOf(token, shopper.cookie)
    expect(view.deals[0]!.lines[0]!.quantity).toBe(2)
    expect(view.notices).toEqual([expect.stringContaining('reduced to 2')])
    expect(view.orderSummary.totalOrderAmount).toBe(2000)
    const again = await checkoutOf(token, shopper.cookie)
    expect(again.notices).toEqual([])
    expect(again.deals[0]!.lines[0]!.quantity).toBe(2)
  })

  it('removes a line the customer has no cap left for', async () => {
    const shopper = await makeShopper(env.DB)
    await env.DB.prepare(
      'INSERT INTO purchase_counters (user_id, scope, count, cap) VALUES (?, ?, 2, 2)',
    )
      .bind(shopper.id, `deal:${cappedDeal}`)
      .run()
    const token = await makeOrderBasket(env.DB, shopper.id, [
      { dealId: cappedDeal, productId: cappedProduct, quantity: 1 },
      { dealId: vipDeal, productId: vipProduct, quantity: 1 },
    ])
    const view = await checkoutOf(token, shopper.cookie)
    expect(view.deals.map((deal) => deal.dealId)).toEqual([vipDeal])
    expect(view.notices).toEqual([expect.stringContaining('was removed from your basket')])
  })

  it('answers 409 when the cap is reached between checkout and commit', async () => {
    const shopper = await makeShopper(env.DB)
    const token = await makeOrderBasket(env.DB, shopper.id, [
      { dealId: cappedDeal, productId: cappedProduct, quantity: 2 },
    ])
    const view = await checkoutOf(token, shopper.cookie)
    expect(view.notices).toEqual([])
    // Another tab's order took one unit meanwhile.
    await env.DB.prepare(
      'INSERT INTO purchase_counters (user_id, scope, count, cap) VALUES (?, ?, 1, 2)',
    )
      .bind(shopper.id, `deal:${cappedDeal}`)
      .run()
    const res = await placeOrder(
      token,
      { payment: await card(), expectedTotal: view.orderSummary.totalOrderAmount },
      { cookie: shopper.cookie },
    )
    expect(res.status).toBe(409)
    expect(await res.json()).toEqual({
      error: { code: 'CONFLICT', message: "You've reached the purchase limit for this deal." },
    })
    expect(await count('SELECT COUNT(*) AS n FROM orders WHERE basket_token = ?', token)).toBe(0)
  })
})

describe('the subcategory under-50 rule', () => {
  it('lets subcategory 14 through under 50', async () => {
    const shopper = await makeShopper(env.DB)
    const token = await makeOrderBasket(env.DB, shopper.id, [
      { dealId: specialDeal, productId: specialProduct, quantity: 1 },
    ])
    expect((await checkoutOf(token, shopper.cookie)).notices).toEqual([])
  })

  it('shows a notice at 50 or more and refuses the order with the same message', async () => {
    const shopper = await makeShopper(env.DB)
    const token = await makeOrderBasket(env.DB, shopper.id, [
      { dealId: specialDeal, productId: specialProduct, quantity: 2 },
    ])
    const view = await checkoutOf(token, shopper.cookie)
    expect(view.notices).toEqual([expect.stringContaining('under £50')])
    const payment = await card()
    const res = await placeOrder(
      token,
      { payment, expectedTotal: 6000 },
      { cookie: shopper.cookie },
    )
    expect(res.status).toBe(409)
    expect(await res.json()).toEqual({ error: { code: 'CONFLICT', message: view.notices[0] } })
    // Refused before paying: no authorisation, no order, the basket still open.
    // The order's authorisation would be keyed 'order:{customer}:{Idempotency-Key}'.
    expect(
      await count(
        'SELECT COUNT(*) AS n FROM payment_authorisations WHERE idempotency_key LIKE ?',
        `order:${shopper.id}:%`,
      ),
    ).toBe(0)
    expect(await count('SELECT COUNT(*) AS n FROM orders WHERE basket_token = ?', token)).toBe(0)
    expect(await basketStatus(token)).toBe('OPEN')
  })
})
