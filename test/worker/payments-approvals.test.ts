import { env, SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { payLaterCopy } from '../../src/shared/domain/payment/pay-later-copy'
import { paymentErrorMessage } from '../../src/shared/domain/payment/payment-errors'
import {
  cancelledMessage,
  type ApprovalDecision,
  type ApprovalMethod,
} from '../../src/shared/domain/payment/sandbox-approval'
import { formatMoney } from '../../src/shared/format/money'
import type { CheckoutView } from '../../src/shared/schemas/checkout-view'
import { makeBasketDeal } from '../fixtures/make-basket-deal'
import { makeOrderBasket, makeShopper, type Shopper } from '../fixtures/make-shopper'
import { ORIGIN } from './account-client'
import { basketStatus, count, newKey, placeOrder } from './orders-client'

// Every payment method through the local sandbox: the checkout opens an approval, the shopper
// answers on the sandbox page (Approve, Decline, Cancel, Time out), and the order is placed
// with the approval's token through the same order path and gateway as a card.

const PRICE = 2500
// This file's deals, made fresh (worker files share one database).
let dealId = 0
let productId = 0
let dearDeal = 0
let dearProduct = 0

beforeAll(async () => {
  const deal = await makeBasketDeal(env.DB, {
    products: [{ price: PRICE, totalRemaining: 500 }],
  })
  dealId = deal.id
  productId = deal.productIds[0]!
  // Over Clearpay's 1,000 limit (§5).
  const dear = await makeBasketDeal(env.DB, {
    products: [{ price: 120_000, totalRemaining: 50 }],
  })
  dearDeal = dear.id
  dearProduct = dear.productIds[0]!
})

async function shopperWithBasket(product = productId, deal = dealId) {
  const shopper = await makeShopper(env.DB)
  const basket = await makeOrderBasket(env.DB, shopper.id, [
    { dealId: deal, productId: product, quantity: 1 },
  ])
  return { shopper, basket }
}

const api = (path: string, cookie: string, body?: unknown, headers: Record<string, string> = {}) =>
  SELF.fetch(`${ORIGIN}/api/v1${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'content-type': 'application/json',
      origin: ORIGIN,
      cookie,
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })

async function openApproval(
  shopper: Shopper,
  basket: string,
  method: ApprovalMethod,
): Promise<string> {
  const res = await api(
    '/payments/approvals',
    shopper.cookie,
    { basketToken: basket, method },
    {
      // Apple Pay shows only where the browser supports it (§5).
      'alt-payment-methods': method === 'apple_pay' ? 'apple_pay' : '',
    },
  )
  expect(res.status).toBe(201)
  const { data } = (await res.json()) as { data: { approvalPath: string } }
  return data.approvalPath
}

const decide = (path: string, decision: ApprovalDecision) =>
  SELF.fetch(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
    body: new URLSearchParams({ decision }).toString(),
    redirect: 'manual',
  })

/** The approval token the sandbox hands back to the checkout, as PayPal returns its token. */
async function approvalTokenAfter(path: string, decision: ApprovalDecision) {
  const res = await decide(path, decision)
  expect(res.status).toBe(303)
  const back = new URL(res.headers.get('location')!, ORIGIN)
  return { back, token: back.searchParams.get('approval') }
}

const order = (
  shopper: Shopper,
  basket: string,
  method: string,
  paymentToken: string,
  key = newKey(),
) =>
  placeOrder(
    basket,
    { payment: { method, paymentToken }, expectedTotal: PRICE },
    {
      cookie: shopper.cookie,
      key,
    },
  )

describe('paying through the sandbox approval of each method', () => {
  it.each([
    ['paypal', 'paypal'],
    ['paypal_credit', 'paypal'],
    ['klarna', 'klarna'],
    ['clearpay', 'clearpay'],
    ['google_pay', 'google_pay'],
    ['apple_pay', 'apple_pay'],
  ] as const)('places a paid order with %s once approved', async (choice, method) => {
    const { shopper, basket } = await shopperWithBasket()
    const path = await openApproval(shopper, basket, choice)
    const { back, token } = await approvalTokenAfter(path, 'APPROVED')
    expect(back.pathname).toBe(`/checkout/${basket}`)
    const res = await order(shopper, basket, method, token!)
    expect(res.status).toBe(201)
    const { data } = (await res.json()) as {
      data: { productOrder: { id: string; paymentMethod: string }; vouchers: unknown[] }
    }
    expect(data.productOrder.paymentMethod).toBe(method)
    expect(data.vouchers).toHaveLength(1)
    const row = await env.DB.prepare(
      'SELECT status, gateway, payment_method AS method, cash_amount AS cash FROM orders WHERE id = ?',
    )
      .bind(Number(data.productOrder.id))
      .first()
    expect(row).toEqual({ status: 'PAID', gateway: 'SANDBOX', method, cash: PRICE })
    expect(await basketStatus(basket)).toBe('ORDERED')
  })

  it.each([
    ['paypal', 'paypal', 'PAYPAL_REJECTED'],
    ['paypal_credit', 'paypal', 'PAYPAL_REJECTED'],
    ['klarna', 'klarna', 'KLARNA_FAILED'],
    ['clearpay', 'clearpay', 'CLEARPAY_FAILED'],
    ['google_pay', 'google_pay', 'DECLINED'],
  ] as const)(
    'refuses %s declined on the sandbox page and keeps the basket',
    async (choice, method, code) => {
      const { shopper, basket } = await shopperWithBasket()
      const { token } = await approvalTokenAfter(
        await openApproval(shopper, basket, choice),
        'DECLINED',
      )
      const res = await order(shopper, basket, method, token!)
      expect(res.status).toBe(402)
      expect(await res.json()).toEqual({ error: { code, message: paymentErrorMessage(code) } })
      expect(await basketStatus(basket)).toBe('OPEN')
      expect(await count('SELECT COUNT(*) AS n FROM orders WHERE basket_token = ?', basket)).toBe(0)
    },
  )

  it('answers a timed-out provider as unreachable, nothing taken, basket kept', async () => {
    const { shopper, basket } = await shopperWithBasket()
    const { token } = await approvalTokenAfter(
      await openApproval(shopper, basket, 'klarna'),
      'TIMED_OUT',
    )
    const res = await order(shopper, basket, 'klarna', token!)
    expect(res.status).toBe(402)
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe(
      'GATEWAY_UNREACHABLE',
    )
    expect(await basketStatus(basket)).toBe('OPEN')
  })

  it('sends a cancelled approval back to the checkout without a token, and the basket stays', async () => {
    const { shopper, basket } = await shopperWithBasket()
    const path = await openApproval(shopper, basket, 'paypal')
    const { back, token } = await approvalTokenAfter(path, 'CANCELLED')
    expect(token).toBeNull()
    expect(back.pathname).toBe(`/checkout/${basket}`)
    expect(back.searchParams.get('cancelled')).toBe('paypal')
    expect(cancelledMessage('paypal')).toContain('Your basket is unchanged')
    // The cancelled approval cannot pay either, whatever a page might post.
    const approvalToken = decodeURIComponent(path.split('/').pop()!)
    const res = await order(shopper, basket, 'paypal', approvalToken)
    expect(res.status).toBe(402)
    expect(await basketStatus(basket)).toBe('OPEN')
  })
})

describe('an approval pays only for the method approved', () => {
  it('refuses a PayPal approval posted as Klarna, and it still pays as PayPal', async () => {
    const { shopper, basket } = await shopperWithBasket()
    const { token } = await approvalTokenAfter(
      await openApproval(shopper, basket, 'paypal'),
      'APPROVED',
    )
    const wrong = await order(shopper, basket, 'klarna', token!)
    expect(wrong.status).toBe(400)
    expect(await basketStatus(basket)).toBe('OPEN')
    expect((await order(shopper, basket, 'paypal', token!)).status).toBe(201)
  })
})

describe('returning to the checkout is idempotent', () => {
  it('answers a reloaded return or a double click with the one order, charged once', async () => {
    const { shopper, basket } = await shopperWithBasket()
    const { token } = await approvalTokenAfter(
      await openApproval(shopper, basket, 'paypal'),
      'APPROVED',
    )
    const key = newKey()
    const [first, second] = await Promise.all([
      order(shopper, basket, 'paypal', token!, key),
      order(shopper, basket, 'paypal', token!, key),
    ])
    const again = await order(shopper, basket, 'paypal', token!, key)
    const ids = await Promise.all(
      [first, second, again].map(async (res) => {
        expect(res.status).toBe(201)
        return ((await res.json()) as { data: { productOrder: { id: string } } }).data.productOrder
          .id
      }),
    )
    expect(new Set(ids).size).toBe(1)
    expect(await count('SELECT COUNT(*) AS n FROM orders WHERE basket_token = ?', basket)).toBe(1)
    expect(
      await count(
        `SELECT COUNT(*) AS n FROM payment_authorisations WHERE order_id = ? AND status = 'CAPTURED'`,
        Number(ids[0]),
      ),
    ).toBe(1)
  })

  it('never spends one approval twice, even under a new attempt', async () => {
    const { shopper, basket } = await shopperWithBasket()
    const { token } = await approvalTokenAfter(
      await openApproval(shopper, basket, 'clearpay'),
      'APPROVED',
    )
    expect((await order(shopper, basket, 'clearpay', token!)).status).toBe(201)
    const other = await shopperWithBasket()
    const res = await order(other.shopper, other.basket, 'clearpay', token!)
    expect(res.status).toBe(402)
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe(
      'INVALID_PAYMENT_TOKEN',
    )
  })

  it('keeps the first answer when the sandbox page is pressed twice', async () => {
    const { shopper, basket } = await shopperWithBasket()
    const path = await openApproval(shopper, basket, 'google_pay')
    const first = await approvalTokenAfter(path, 'APPROVED')
    const second = await approvalTokenAfter(path, 'DECLINED')
    expect(second.back.toString()).toBe(first.back.toString())
    const reloaded = await SELF.fetch(`${ORIGIN}${path}`, { redirect: 'manual' })
    expect(reloaded.status).toBe(303)
    expect(await (await order(shopper, basket, 'google_pay', first.token!)).status).toBe(201)
  })
})

describe('the sandbox approval page', () => {
  it('shows the Klarna schedule the checkout quotes, from the same order total', async () => {
    const { shopper, basket } = await shopperWithBasket()
    const checkout = (await (
      await api(`/checkout/${basket}?timestamp=1`, shopper.cookie)
    ).json()) as {
      data: CheckoutView
    }
    const total = checkout.data.orderSummary.totalOrderAmount
    const copy = payLaterCopy('klarna', total, 'GBP')!
    const page = await (
      await SELF.fetch(`${ORIGIN}${await openApproval(shopper, basket, 'klarna')}`)
    ).text()
    expect(page).toContain('Klarna (sandbox)')
    expect(page).toContain(formatMoney(total, 'GBP', { zeroAsAmount: true }))
    const shown = [...page.matchAll(/data-testid="instalment"[^]*?<strong>([^<]+)<\/strong>/g)].map(
      (match) => match[1],
    )
    expect(shown).toEqual(
      copy.instalments.map((part) => formatMoney(part, 'GBP', { zeroAsAmount: true })),
    )
    expect(copy.headline).toContain(shown[0])
    for (const label of ['Approve', 'Decline', 'Cancel', 'Time out']) {
      expect(page).toContain(`>${label}</button>`)
    }
  })

  it('shows PayPal Credit its representative example and Google Pay a payment sheet', async () => {
    const { shopper, basket } = await shopperWithBasket()
    const credit = await (
      await SELF.fetch(`${ORIGIN}${await openApproval(shopper, basket, 'paypal_credit')}`)
    ).text()
    expect(credit).toContain(payLaterCopy('paypal_credit', PRICE, 'GBP')!.headline)
    expect(credit).not.toContain('data-testid="instalment"')
    const sheet = await (
      await SELF.fetch(`${ORIGIN}${await openApproval(shopper, basket, 'google_pay')}`)
    ).text()
    expect(sheet).toMatch(/Google Pay(<!-- -->)?&#x27;s payment sheet/)
  })

  it('is not found for an unknown approval', async () => {
    const res = await SELF.fetch(`${ORIGIN}/sandbox/pay/apv_sbx_nothing-here`)
    expect(res.status).toBe(404)
  })
})

describe('opening an approval follows the eligibility rules', () => {
  it('refuses Clearpay over its 1,000 limit but opens Klarna', async () => {
    const { shopper, basket } = await shopperWithBasket(dearProduct, dearDeal)
    const refused = await api('/payments/approvals', shopper.cookie, {
      basketToken: basket,
      method: 'clearpay',
    })
    expect(refused.status).toBe(422)
    expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(
      /^Clearpay is not available/,
    )
    const klarna = await api('/payments/approvals', shopper.cookie, {
      basketToken: basket,
      method: 'klarna',
    })
    expect(klarna.status).toBe(201)
  })

  it('refuses Apple Pay where the browser has no Apple Pay', async () => {
    const { shopper, basket } = await shopperWithBasket()
    const res = await api('/payments/approvals', shopper.cookie, {
      basketToken: basket,
      method: 'apple_pay',
    })
    expect(res.status).toBe(422)
  })

  it("refuses another shopper's basket", async () => {
    const { basket } = await shopperWithBasket()
    const stranger = await makeShopper(env.DB)
    const res = await api('/payments/approvals', stranger.cookie, {
      basketToken: basket,
      method: 'paypal',
    })
    expect(res.status).toBeGreaterThanOrEqual(400)
    expect(res.status).toBeLessThan(500)
  })
})
