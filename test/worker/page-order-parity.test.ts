import { env, SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { BasketResponse } from '../../src/shared/schemas/basket'
import { CheckoutViewResponse, type CheckoutView } from '../../src/shared/schemas/checkout-view'
import { PlaceOrderResponse } from '../../src/shared/schemas/place-order'
import { WalletResponse } from '../../src/shared/schemas/wallet'
import { KlarnaSessionService } from '../../src/worker/services/checkout/klarna-sessions'
import { OrderService } from '../../src/worker/services/orders/order-service'
import { FAKE_PROVIDER_ENV, installFakePaymentProviders } from '../fixtures/fake-payment-providers'
import { makeBasketDeal } from '../fixtures/make-basket-deal'
import {
  cardToken,
  makeShopper,
  makeVipMember,
  sessionUserOf,
  type Shopper,
} from '../fixtures/make-shopper'
import { inDays } from './clock'
import { newKey } from './orders-client'

// What a page shows is what the order charges, for the kinds of shopper and deal no other file
// follows from the page to the order: a member buying several of one option, several options of
// one deal, a deposit, gift wrap, a promo code, wallet credit, and each brand in its currency.
// Each case reads the figures the deal page's picker shows, puts them in a basket as the page
// does, and checks that the checkout and the placed order charge exactly those figures.
// (VIP prices and stays are followed the same way in vip-one-price and travel-quote.)

const HOSTS = {
  dealio: 'http://localhost',
  dealioie: 'http://ie.localhost',
  livingsocial: 'http://livingsocial.localhost',
  livingsocialie: 'http://livingsocial-ie.localhost',
} as const
type Brand = keyof typeof HOSTS

const headers = (brand: Brand, who: Shopper | null) => ({
  origin: HOSTS[brand],
  ...(who ? { cookie: who.cookie } : {}),
})

const get = (brand: Brand, path: string, who: Shopper | null) =>
  SELF.fetch(`${HOSTS[brand]}${path}`, { headers: headers(brand, who) })

const post = (brand: Brand, path: string, body: unknown, who: Shopper | null) =>
  SELF.fetch(`${HOSTS[brand]}/api/v1${path}`, {
    method: 'POST',
    headers: { ...headers(brand, who), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

/** The options the deal page's picker offers, with the unit price it shows for each. */
async function pickerPrices(brand: Brand, dealId: number, who: Shopper | null) {
  const deal = (await (await get(brand, `/api/v1/deal/${dealId}`, who)).json()) as {
    urlPath: string
    currency: string
  }
  const html = await (await get(brand, deal.urlPath, who)).text()
  const props = /data-island-props="deal-product-picker">([^<]*)<\/script>/.exec(html)?.[1]
  const options = props
    ? (JSON.parse(props) as { options: { id: number; price: number }[] }).options
    : []
  return {
    currency: deal.currency.toUpperCase(),
    price: new Map(options.map((o) => [o.id, o.price])),
  }
}

async function checkout(res: Response): Promise<CheckoutView> {
  expect(res.status).toBe(200)
  return CheckoutViewResponse.parse(await res.json()).data
}

interface Pick {
  /** Index into the deal's products. */
  option: number
  quantity: number
  payDeposit?: boolean
}

type Who = 'anonymous' | 'signed-in' | 'vip'

interface Case {
  name: string
  brand: Brand
  country: 'gb' | 'ie'
  /** Who reads the page and fills the basket: an anonymous shopper signs in only to pay. */
  who?: Who
  prices: number[]
  /** Each product's VIP price, on a deal that allows VIP prices. */
  vipPrices?: number[]
  /** The deposit per unit on every product, or none. */
  deposit?: number
  picks: Pick[]
  /** The checkout steps the shopper takes before paying. */
  steps?: (token: string, who: Shopper) => Promise<Response>
  /** More of the order's body, as the checkout page sends it. */
  order?: Record<string, unknown>
  /** What the order charges, from the unit prices the page showed. */
  expected: (shown: number[]) => { now: number; later?: number; discount?: number; wallet?: number }
}

const PROMO = `PARITY${crypto.randomUUID().slice(0, 8).toUpperCase()}`

const credit = async (who: Shopper, amount: number) =>
  env.DB.prepare(
    `INSERT INTO wallet_ledger (user_id, currency, amount, kind, reason, created_at)
     VALUES (?, 'GBP', ?, 'REFUNDABLE', 'test', ?)`,
  )
    .bind(who.id, amount, inDays(-5))
    .run()

const ADDRESS = {
  line1: '10 Downing Street',
  line2: null,
  town: 'London',
  county: null,
  postcode: 'SW1A 2AA',
}

const CASES: Case[] = [
  {
    name: 'an anonymous shopper is charged, once signed in, what the page showed them',
    brand: 'dealio',
    country: 'gb',
    who: 'anonymous',
    prices: [2250],
    picks: [{ option: 0, quantity: 2 }],
    expected: (shown) => ({ now: 2 * shown[0]! }),
  },
  {
    name: 'a signed-in member buying 3 of one option pays 3 times the option’s price',
    brand: 'dealio',
    country: 'gb',
    prices: [1999],
    picks: [{ option: 0, quantity: 3 }],
    expected: (shown) => ({ now: 3 * shown[0]! }),
  },
  {
    name: 'several options of one deal cost the sum of the prices the picker shows',
    brand: 'dealio',
    country: 'gb',
    prices: [2500, 1499, 999],
    picks: [
      { option: 0, quantity: 1 },
      { option: 1, quantity: 2 },
      { option: 2, quantity: 1 },
    ],
    expected: (shown) => ({ now: shown[0]! + 2 * shown[1]! + shown[2]! }),
  },
  {
    name: 'a VIP member buying 2 of two options pays the VIP prices the picker shows',
    brand: 'dealio',
    country: 'gb',
    who: 'vip',
    prices: [3000, 2000],
    vipPrices: [2700, 1860],
    picks: [
      { option: 0, quantity: 2 },
      { option: 1, quantity: 1 },
    ],
    expected: (shown) => ({ now: 2 * shown[0]! + shown[1]! }),
  },
  {
    name: 'a deposit line takes the deposit per unit now and leaves the rest for later',
    brand: 'dealio',
    country: 'gb',
    prices: [12_000],
    deposit: 3_000,
    picks: [{ option: 0, quantity: 2, payDeposit: true }],
    expected: (shown) => ({ now: 2 * 3_000, later: 2 * (shown[0]! - 3_000) }),
  },
  {
    name: 'a VIP member’s deposit leaves the rest of the VIP price for later',
    brand: 'dealio',
    country: 'gb',
    who: 'vip',
    prices: [12_000],
    vipPrices: [11_000],
    deposit: 3_000,
    picks: [{ option: 0, quantity: 2, payDeposit: true }],
    expected: (shown) => ({ now: 2 * 3_000, later: 2 * (shown[0]! - 3_000) }),
  },
  {
    name: 'bought as a gift, wrapped, the order is the page’s price plus the wrap',
    brand: 'dealio',
    country: 'gb',
    prices: [3000],
    picks: [{ option: 0, quantity: 2 }],
    steps: (token, who) =>
      post('dealio', `/checkout/${token}/gifting`, { type: 'wrapped', wrap: 2 }, who),
    expected: (shown) => ({ now: 2 * shown[0]! + 2 * 199 }),
  },
  {
    name: 'bought as a gift in a next-day gift pack, the order is the page’s price plus the pack',
    brand: 'dealio',
    country: 'gb',
    prices: [3000],
    picks: [{ option: 0, quantity: 1 }],
    steps: (token, who) => post('dealio', `/checkout/${token}/gifting`, { type: 'ndd-gpk' }, who),
    // A gift pack is posted.
    order: { deliveryAddress: ADDRESS },
    expected: (shown) => ({ now: shown[0]! + 499 }),
  },
  {
    name: 'a 10% promo code takes 10% off what the page showed',
    brand: 'dealio',
    country: 'gb',
    prices: [4000],
    picks: [{ option: 0, quantity: 2 }],
    steps: (token, who) => post('dealio', `/checkout/${token}/promocode`, { code: PROMO }, who),
    expected: (shown) => ({ now: 2 * shown[0]! - 800, discount: 800 }),
  },
  {
    name: 'a 10% promo code takes 10% off the VIP price a member was shown',
    brand: 'dealio',
    country: 'gb',
    who: 'vip',
    prices: [4000],
    vipPrices: [3600],
    picks: [{ option: 0, quantity: 1 }],
    steps: (token, who) => post('dealio', `/checkout/${token}/promocode`, { code: PROMO }, who),
    expected: (shown) => ({ now: shown[0]! - 360, discount: 360 }),
  },
  {
    name: 'wallet credit pays part of the page’s price, and the ledger goes down by as much',
    brand: 'dealio',
    country: 'gb',
    prices: [2000],
    picks: [{ option: 0, quantity: 1 }],
    steps: async (token, who) => {
      await credit(who, 700)
      return post('dealio', `/checkout/${token}/wallet`, { use: true }, who)
    },
    expected: (shown) => ({ now: shown[0]!, wallet: 700 }),
  },
  {
    name: 'wallet credit pays a deposit, never the balance left for later',
    brand: 'dealio',
    country: 'gb',
    prices: [10_000],
    deposit: 2_000,
    picks: [{ option: 0, quantity: 1, payDeposit: true }],
    steps: async (token, who) => {
      await credit(who, 5_000)
      return post('dealio', `/checkout/${token}/wallet`, { use: true }, who)
    },
    expected: () => ({ now: 2_000, later: 8_000, wallet: 2_000 }),
  },
  ...(['dealioie', 'livingsocialie'] as const).map((brand): Case => ({
    name: `${brand} charges the page’s euro price, 2 of an option`,
    brand,
    country: 'ie',
    prices: [3500],
    picks: [{ option: 0, quantity: 2 }],
    expected: (shown) => ({ now: 2 * shown[0]! }),
  })),
  {
    name: 'livingsocial charges the page’s pound price',
    brand: 'livingsocial',
    country: 'gb',
    prices: [1750],
    picks: [{ option: 0, quantity: 1 }],
    expected: (shown) => ({ now: shown[0]! }),
  },
]

const member = () => makeVipMember(env.DB, inDays(200))

/** A deal as the case describes it, with VIP prices and deposits where it has them. */
async function dealOf(c: Case) {
  const deal = await makeBasketDeal(env.DB, {
    country: c.country,
    products: c.prices.map((price) => ({ price, totalRemaining: 50 })),
  })
  const updates = []
  if (c.vipPrices) {
    updates.push(
      env.DB.prepare(
        `UPDATE deals SET display_vip_discount_allowed = 1, vip_price = ?, vip_only = 0
         WHERE id = ?`,
      ).bind(Math.min(...c.vipPrices), deal.id),
      ...c.vipPrices.map((vip, i) =>
        env.DB.prepare('UPDATE deal_products SET vip_price = ? WHERE id = ?').bind(
          vip,
          deal.productIds[i],
        ),
      ),
    )
  }
  if (c.deposit !== undefined) {
    updates.push(
      env.DB.prepare('UPDATE deals SET deposit_available = 1, deposit_price = ? WHERE id = ?').bind(
        c.deposit,
        deal.id,
      ),
      env.DB.prepare(
        'UPDATE deal_products SET has_deposit = 1, deposit_price = ? WHERE deal_id = ?',
      ).bind(c.deposit, deal.id),
    )
  }
  if (updates.length > 0) await env.DB.batch(updates)
  return deal
}

async function walletBalance(who: Shopper): Promise<number> {
  const res = await get('dealio', '/api/v1/wallet', who)
  expect(res.status).toBe(200)
  const { balances } = WalletResponse.parse(await res.json()).data
  return balances.find((b) => b.currency === 'GBP')?.balance ?? 0
}

beforeAll(async () => {
  await env.DB.prepare(
    `INSERT INTO promo_codes (code, kind, value, created_at) VALUES (?, 'percentage', 10, ?)`,
  )
    .bind(PROMO, inDays(-60))
    .run()
})

describe('what the deal page shows is what the order charges', () => {
  it.each(CASES)('$name', async (c) => {
    const deal = await dealOf(c)
    const who = c.who === 'vip' ? await member() : await makeShopper(env.DB)
    // An anonymous shopper reads the page and fills the basket before signing in.
    const reader = c.who === 'anonymous' ? null : who
    const page = await pickerPrices(c.brand, deal.id, reader)
    const currency = c.country === 'ie' ? 'EUR' : 'GBP'
    expect(page.currency).toBe(currency)
    const shown = deal.productIds.map((id) => page.price.get(id) ?? NaN)
    // The page shows the price the shopper gets: the VIP price to a member only.
    expect(shown).toEqual(c.who === 'vip' ? c.vipPrices : c.prices)

    const created = await post(
      c.brand,
      '/basket',
      {
        brand: c.brand,
        eligibleForVip: false,
        products: c.picks.map((pick) => ({
          dealId: deal.id,
          dealProductId: deal.productIds[pick.option],
          quantity: pick.quantity,
          ...(pick.payDeposit ? { payDeposit: true } : {}),
        })),
      },
      reader,
    )
    expect(created.status).toBe(201)
    const token = BasketResponse.parse(await created.json()).data.basketToken
    const want = { later: 0, discount: 0, wallet: 0, ...c.expected(shown) }
    if (c.who === 'anonymous') {
      const before = await checkout(await get(c.brand, `/api/v1/checkout/${token}`, null))
      expect(before.orderSummary.totalOrderAmount).toBe(want.now)
    }
    if (c.steps) expect((await c.steps(token, who)).status).toBe(200)

    const view = await checkout(await get(c.brand, `/api/v1/checkout/${token}`, who))
    expect(view.orderSummary).toMatchObject({
      currency,
      totalOrderAmount: want.now,
      payLaterAmount: want.later,
      promoDiscount: want.discount,
    })
    expect(view.wallet?.walletAmountUsed ?? 0).toBe(want.wallet)
    const ledger = await walletBalance(who)

    const res = await SELF.fetch(`${HOSTS[c.brand]}/api/v1/checkout/${token}/order`, {
      method: 'POST',
      headers: {
        ...headers(c.brand, who),
        'content-type': 'application/json',
        'cf-connecting-ip': '198.51.100.61',
        'idempotency-key': newKey(),
      },
      body: JSON.stringify({
        payment: { method: 'credit_card', paymentToken: await cardToken(env.DB) },
        expectedTotal: want.now,
        ...c.order,
      }),
    })
    expect({ status: res.status, body: res.status === 201 ? null : await res.text() }).toEqual({
      status: 201,
      body: null,
    })
    const placed = PlaceOrderResponse.parse(await res.json()).data.productOrder
    const order = await env.DB.prepare(
      `SELECT total, currency, pay_later_amount AS later, discount, wallet_amount_used AS wallet,
              cash_amount AS cash FROM orders WHERE id = ?`,
    )
      .bind(Number(placed.id))
      .first()
    expect(order).toEqual({
      total: want.now,
      currency,
      later: want.later,
      discount: want.discount,
      wallet: want.wallet,
      cash: want.now - want.wallet,
    })
    const lines = await env.DB.prepare(
      'SELECT product_id AS id, unit_price AS unit FROM order_lines WHERE order_id = ?',
    )
      .bind(Number(placed.id))
      .all<{ id: number; unit: number }>()
    // Gifting add-ons are not order lines: every line is a unit the picker priced.
    expect(lines.results.length).toBe(c.picks.length)
    for (const line of lines.results) expect(line.unit).toBe(page.price.get(line.id))
    // The wallet the shopper reads went down by the credit the checkout said it would use.
    expect(await walletBalance(who)).toBe(ledger - want.wallet)
  })
})

describe('Klarna is asked for what the checkout shows to pay', () => {
  it('with a deposit and wallet credit: session, order and Klarna order agree', async () => {
    const fakes = installFakePaymentProviders()
    try {
      const c: Case = {
        name: 'Klarna',
        brand: 'dealio',
        country: 'gb',
        prices: [10_000],
        deposit: 2_000,
        picks: [{ option: 0, quantity: 2, payDeposit: true }],
        expected: () => ({ now: 4_000, later: 16_000, wallet: 500 }),
      }
      const deal = await dealOf(c)
      const who = await makeShopper(env.DB)
      const page = await pickerPrices('dealio', deal.id, who)
      expect(page.price.get(deal.productIds[0]!)).toBe(10_000)
      const created = await post(
        'dealio',
        '/basket',
        {
          brand: 'dealio',
          eligibleForVip: false,
          products: [
            { dealId: deal.id, dealProductId: deal.productIds[0], quantity: 2, payDeposit: true },
          ],
        },
        who,
      )
      const token = BasketResponse.parse(await created.json()).data.basketToken
      await credit(who, 500)
      await post('dealio', `/checkout/${token}/wallet`, { use: true }, who)
      const want = c.expected([10_000])
      const view = await checkout(await get('dealio', `/api/v1/checkout/${token}`, who))
      // What the page asks the card (Klarna) for: the total less the credit.
      const toPay = view.wallet?.applied
        ? view.wallet.cardAmount
        : view.orderSummary.totalOrderAmount
      expect(view.orderSummary).toMatchObject({
        totalOrderAmount: want.now,
        payLaterAmount: want.later,
      })
      expect(toPay).toBe(want.now - want.wallet!)

      const env2 = { ...env, ...FAKE_PROVIDER_ENV }
      await new KlarnaSessionService(env2, env.DB).open(
        token,
        { userId: who.id },
        { applePaySupported: false, legacyBrowser: false },
      )
      const placed = await new OrderService(env2, env.DB).placeOrder({
        token,
        idempotencyKey: newKey(),
        request: {
          payment: { method: 'klarna', paymentToken: fakes.klarna.approve() },
          expectedTotal: want.now,
        },
        user: sessionUserOf(who),
        origin: HOSTS.dealio,
      })
      expect(placed.productOrder).toMatchObject({
        cashAmount: toPay,
        walletAmountUsed: want.wallet,
      })
      const order = await env.DB.prepare(
        'SELECT pay_later_amount AS later, gateway_reference AS reference FROM orders WHERE id = ?',
      )
        .bind(Number(placed.productOrder.id))
        .first<{ later: number; reference: string }>()
      expect(order?.later).toBe(want.later)
      expect(fakes.klarna.orders.get(order!.reference)).toMatchObject({ amount: toPay })
    } finally {
      fakes.restore()
    }
  })
})
