import { env, SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { vipMembershipPrice } from '../../src/shared/domain/checkout/vip'
import { paymentErrorMessage } from '../../src/shared/domain/payment/payment-errors'
import type { PaymentFor } from '../../src/shared/schemas/three-d-secure'
import type { ApprovalMethod } from '../../src/shared/domain/payment/sandbox-approval'
import { makeBasketDeal } from '../fixtures/make-basket-deal'
import { cardToken, makeOrderBasket, makeShopper, type Shopper } from '../fixtures/make-shopper'
import { ORIGIN, post } from './account-client'
import { basketStatus, count, newKey, placeOrder, remaining } from './orders-client'

// A payment token (a sandbox card token, a sandbox approval) pays once, for
// the basket, the shopper, the method and the amount it was made for. Anything else is refused
// as an invalid payment token, nothing is authorised, and the basket is as it was.

const PRICE = 2500
const INVALID_TOKEN = {
  error: { code: 'INVALID_PAYMENT_TOKEN', message: paymentErrorMessage('INVALID_PAYMENT_TOKEN') },
}

let deal = 0
let product = 0

beforeAll(async () => {
  const made = await makeBasketDeal(env.DB, { products: [{ price: PRICE, totalRemaining: 500 }] })
  deal = made.id
  product = made.productIds[0]!
})

async function shopperWithBasket(dealId = deal, productId = product) {
  const shopper = await makeShopper(env.DB)
  const basket = await makeOrderBasket(env.DB, shopper.id, [{ dealId, productId, quantity: 1 }])
  return { shopper, basket }
}

const json = (cookie: string, body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: ORIGIN, cookie, ...headers },
  body: JSON.stringify(body),
})

async function openApproval(shopper: Shopper, basket: string, method: ApprovalMethod) {
  const opened = await SELF.fetch(
    `${ORIGIN}/api/v1/payments/approvals`,
    json(shopper.cookie, { basketToken: basket, method }),
  )
  expect(opened.status).toBe(201)
  return ((await opened.json()) as { data: { approvalPath: string } }).data.approvalPath
}

/** The shopper's answer on the sandbox page; where it sends them back to. */
async function decide(path: string, decision: 'APPROVED' | 'DECLINED') {
  const decided = await SELF.fetch(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
    body: new URLSearchParams({ decision }).toString(),
    redirect: 'manual',
  })
  expect(decided.status).toBe(303)
  return new URL(decided.headers.get('location')!, ORIGIN)
}

/** An approved sandbox approval for the shopper's basket, as the checkout gets it back. */
const approved = async (shopper: Shopper, basket: string, method: ApprovalMethod) =>
  (await decide(await openApproval(shopper, basket, method), 'APPROVED')).searchParams.get(
    'approval',
  )!

/** A card token from the HTTP tokenizer, made in the shopper's session as the checkout does. */
async function tokenisedBy(shopper: Shopper) {
  const res = await SELF.fetch(
    `${ORIGIN}/api/v1/payments/tokenize`,
    json(shopper.cookie, {
      name: 'Ann Shopper',
      number: '4111111111111111',
      expiryMonth: 12,
      expiryYear: 2030,
      cvv: '123',
    }),
  )
  expect(res.status).toBe(201)
  return ((await res.json()) as { data: { token: string } }).data.token
}

const order = (shopper: Shopper, basket: string, method: string, paymentToken: string) =>
  placeOrder(
    basket,
    { payment: { method, paymentToken }, expectedTotal: PRICE },
    { cookie: shopper.cookie, key: newKey() },
  )

const lines = (basket: string) =>
  env.DB.prepare(
    'SELECT product_id AS productId, quantity FROM basket_lines WHERE basket_token = ? ORDER BY position',
  )
    .bind(basket)
    .all()
    .then((result) => result.results)

/** What a refused payment must leave as it was: the basket open with its lines, the stock,
 * no order, and no money held for it. */
async function snapshot(basket: string) {
  return {
    status: await basketStatus(basket),
    lines: await lines(basket),
    stock: await remaining(product),
    orders: await count('SELECT COUNT(*) AS n FROM orders WHERE basket_token = ?', basket),
  }
}

async function expectRefusedAndUntouched(res: Response, basket: string, before: unknown) {
  expect(res.status).toBe(402)
  expect(await res.json()).toEqual(INVALID_TOKEN)
  expect(await snapshot(basket)).toEqual(before)
}

describe('an approval pays only the basket and shopper it was opened for', () => {
  it("refuses shopper A's approved PayPal approval on shopper B's basket of the same amount", async () => {
    const a = await shopperWithBasket()
    const b = await shopperWithBasket()
    const token = await approved(a.shopper, a.basket, 'paypal')
    const before = await snapshot(b.basket)
    const stolen = await order(b.shopper, b.basket, 'paypal', token)
    await expectRefusedAndUntouched(stolen, b.basket, before)
    // Refused, not spent: it still pays for what A approved.
    expect((await order(a.shopper, a.basket, 'paypal', token)).status).toBe(201)
  })

  it("refuses A's approval on another basket of A's of the same amount", async () => {
    const shopper = await makeShopper(env.DB)
    const first = await makeOrderBasket(env.DB, shopper.id, [
      { dealId: deal, productId: product, quantity: 1 },
    ])
    const second = await makeOrderBasket(env.DB, shopper.id, [
      { dealId: deal, productId: product, quantity: 1 },
    ])
    const token = await approved(shopper, first, 'paypal')
    const before = await snapshot(second)
    await expectRefusedAndUntouched(await order(shopper, second, 'paypal', token), second, before)
  })
})

describe('an approval pays only the thing it was opened for', () => {
  it('refuses a Klarna approval for a basket as payment of a deposit balance', async () => {
    const DEPOSIT = 5000
    const BALANCE = 20_000
    const { id: depositDeal, productIds } = await makeBasketDeal(env.DB, {
      products: [{ price: DEPOSIT + BALANCE, totalRemaining: 100 }],
    })
    await env.DB.prepare('UPDATE deal_products SET has_deposit = 1, deposit_price = ? WHERE id = ?')
      .bind(DEPOSIT, productIds[0])
      .run()
    const shopper = await makeShopper(env.DB)
    const depositBasket = await makeOrderBasket(env.DB, shopper.id, [
      { dealId: depositDeal, productId: productIds[0]!, quantity: 1 },
    ])
    await env.DB.prepare('UPDATE basket_lines SET pay_deposit = 1 WHERE basket_token = ?')
      .bind(depositBasket)
      .run()
    const bought = await placeOrder(
      depositBasket,
      {
        payment: { method: 'credit_card', paymentToken: await cardToken(env.DB) },
        expectedTotal: DEPOSIT,
      },
      { cookie: shopper.cookie },
    )
    expect(bought.status).toBe(201)
    const orderId = Number(
      ((await bought.json()) as { data: { productOrder: { id: string } } }).data.productOrder.id,
    )
    const voucher = await env.DB.prepare('SELECT id FROM vouchers WHERE order_id = ?')
      .bind(orderId)
      .first<{ id: number }>()

    // A basket whose total is the balance, and Klarna approved for it.
    const { id: sameDeal, productIds: same } = await makeBasketDeal(env.DB, {
      products: [{ price: BALANCE, totalRemaining: 100 }],
    })
    const basket = await makeOrderBasket(env.DB, shopper.id, [
      { dealId: sameDeal, productId: same[0]!, quantity: 1 },
    ])
    const token = await approved(shopper, basket, 'klarna')
    const paid = await post(
      `/vouchers/${voucher!.id}/pay-balance`,
      { paymentToken: token },
      { cookie: shopper.cookie },
    )
    expect(paid.status).toBe(422)
    expect(((await paid.json()) as { error: { message: string } }).error.message).toBe(
      'Payment failed.',
    )
    // The balance's attempts (after-sale-service.ts keys them by the order line): one, refused.
    const attempts = await env.DB.prepare(
      `SELECT a.status, a.failure_code AS code FROM payment_authorisations a
       JOIN order_lines l ON a.idempotency_key LIKE 'balance-' || l.id || '-%'
       WHERE l.order_id = ?`,
    )
      .bind(orderId)
      .all()
    expect(attempts.results).toEqual([{ status: 'DECLINED', code: 'INVALID_PAYMENT_TOKEN' }])
    expect(
      await count(
        `SELECT COUNT(*) AS n FROM deposit_balance_payments
         WHERE order_line_id IN (SELECT id FROM order_lines WHERE order_id = ?)`,
        orderId,
      ),
    ).toBe(0)
    expect(
      await count('SELECT SUM(balance_due) AS n FROM order_lines WHERE order_id = ?', orderId),
    ).toBe(BALANCE)
  })
})

describe('a card token pays only by card, for the shopper who made it', () => {
  it('refuses a card token posted for an order paid by PayPal', async () => {
    const { shopper, basket } = await shopperWithBasket()
    const before = await snapshot(basket)
    const res = await order(shopper, basket, 'paypal', await tokenisedBy(shopper))
    await expectRefusedAndUntouched(res, basket, before)
  })

  it("refuses shopper A's card token on shopper B's basket", async () => {
    const a = await makeShopper(env.DB)
    const b = await shopperWithBasket()
    const before = await snapshot(b.basket)
    const res = await order(b.shopper, b.basket, 'credit_card', await tokenisedBy(a))
    await expectRefusedAndUntouched(res, b.basket, before)
  })

  it('pays by card with a token the shopper made', async () => {
    const { shopper, basket } = await shopperWithBasket()
    expect((await order(shopper, basket, 'credit_card', await tokenisedBy(shopper))).status).toBe(
      201,
    )
  })
})

/** The card's 3-D Secure check, as the card client asks for it before paying. */
async function checkedFor(
  shopper: Shopper,
  paymentToken: string,
  amount: number,
  purpose: PaymentFor,
) {
  const res = await SELF.fetch(
    `${ORIGIN}/api/v1/payments/3ds/verify`,
    json(shopper.cookie, { paymentToken, amount, purpose }),
  )
  expect(await res.json()).toEqual({ data: { status: 'AUTHENTICATED' } })
  return paymentToken
}

const VIP_PRICE = vipMembershipPrice('GBP').amount
const joinVip = (shopper: Shopper, paymentToken: string) =>
  post('/vip/subscribe', { paymentToken, idempotencyKey: newKey() }, { cookie: shopper.cookie })

describe('a card checked by 3-D Secure pays only the payment it was checked for', () => {
  it("refuses a card checked for the shopper's VIP membership on their basket; it still joins VIP", async () => {
    const { shopper, basket } = await shopperWithBasket()
    const token = await checkedFor(shopper, await tokenisedBy(shopper), VIP_PRICE, { kind: 'vip' })
    const before = await snapshot(basket)
    await expectRefusedAndUntouched(
      await order(shopper, basket, 'credit_card', token),
      basket,
      before,
    )
    expect((await joinVip(shopper, token)).status).toBe(201)
  })

  it('refuses a card checked for a deposit balance as payment of a VIP membership', async () => {
    const shopper = await makeShopper(env.DB)
    const token = await checkedFor(shopper, await tokenisedBy(shopper), VIP_PRICE, {
      kind: 'deposit-balance',
      voucherId: 1,
    })
    const joined = await joinVip(shopper, token)
    expect(joined.status).toBe(422)
    const member = await SELF.fetch(`${ORIGIN}/api/v1/vip/membership`, {
      headers: { cookie: shopper.cookie },
    })
    expect(((await member.json()) as { data: { member: boolean } }).data.member).toBe(false)
  })

  it("refuses a card checked for the shopper's basket at another amount or for another basket", async () => {
    const { shopper, basket } = await shopperWithBasket()
    const other = await makeOrderBasket(env.DB, shopper.id, [
      { dealId: deal, productId: product, quantity: 1 },
    ])
    const forOther = await checkedFor(shopper, await tokenisedBy(shopper), PRICE, {
      kind: 'basket',
      basketToken: other,
    })
    const cheaper = await checkedFor(shopper, await tokenisedBy(shopper), PRICE - 1, {
      kind: 'basket',
      basketToken: basket,
    })
    const before = await snapshot(basket)
    await expectRefusedAndUntouched(
      await order(shopper, basket, 'credit_card', forOther),
      basket,
      before,
    )
    await expectRefusedAndUntouched(
      await order(shopper, basket, 'credit_card', cheaper),
      basket,
      before,
    )
    const right = await checkedFor(shopper, await tokenisedBy(shopper), PRICE, {
      kind: 'basket',
      basketToken: basket,
    })
    expect((await order(shopper, basket, 'credit_card', right)).status).toBe(201)
  })
})

describe('a token pays once', () => {
  it("refuses a card token the second time, on the same shopper's next basket", async () => {
    const { shopper, basket } = await shopperWithBasket()
    const token = await tokenisedBy(shopper)
    expect((await order(shopper, basket, 'credit_card', token)).status).toBe(201)
    const next = await makeOrderBasket(env.DB, shopper.id, [
      { dealId: deal, productId: product, quantity: 1 },
    ])
    const before = await snapshot(next)
    await expectRefusedAndUntouched(await order(shopper, next, 'credit_card', token), next, before)
  })

  it('refuses an approval the second time, even for its own basket and shopper', async () => {
    const { shopper, basket } = await shopperWithBasket()
    const path = await openApproval(shopper, basket, 'paypal')
    await decide(path, 'DECLINED')
    const token = decodeURIComponent(path.split('/').pop()!)
    const first = await order(shopper, basket, 'paypal', token)
    expect(first.status).toBe(402)
    expect(((await first.json()) as { error: { code: string } }).error.code).toBe('PAYPAL_REJECTED')
    const before = await snapshot(basket)
    await expectRefusedAndUntouched(await order(shopper, basket, 'paypal', token), basket, before)
  })
})
