import { env, SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { formatMoney } from '../../src/shared/format/money'
import { AvailabilityResponse, ProductsResponse } from '../../src/shared/schemas/availability'
import { BasketResponse } from '../../src/shared/schemas/basket'
import { CheckoutViewResponse, type CheckoutView } from '../../src/shared/schemas/checkout-view'
import { PlaceOrderResponse } from '../../src/shared/schemas/place-order'
import { makeBasketDeal } from '../fixtures/make-basket-deal'
import { cardToken, makeOrderBasket, makeVipMember, type Shopper } from '../fixtures/make-shopper'
import { ORIGIN } from './account-client'
import { clock, dayFromToday, inDays } from './clock'
import { placeOrder, type OrderBody } from './orders-client'

// A VIP member sees one price and pays it. For a plain deal, a stay and a
// posted item, every surface a member reads (the deal page's headline and picker, the calendar
// day, the stay quote, the checkout) shows the figure the order then charges: the VIP price,
// which already holds the deal's VIP percentage, and no second VIP discount at checkout.

// The three deals' and their products' ids, fresh in the database every worker file shares
// (setup.ts): set in beforeAll.
let PLAIN_DEAL = 0
let PLAIN = 0
let POSTED_DEAL = 0
let POSTED = 0
let STAY_DEAL = 0
let STAY = 0

/** 25.00 less the deal's 6%: the VIP price a member pays. */
const PLAIN_PRICE = 2500
const PLAIN_VIP = 2350
/** As the audit's deal 2989: 15.99 less 6% is 15.03, plus postage. */
const POSTED_PRICE = 1599
const POSTED_VIP = 1503
const POSTAGE = 399
/** As the audit's stay: 279.00 a room for the night, 256.68 for a member (8% off). */
const NIGHT_PRICE = 27_900
const NIGHT_VIP = 25_668

const CHECK_IN = dayFromToday(40)
const CHECK_OUT = dayFromToday(41)

const ADDRESS = {
  line1: '10 Downing Street',
  line2: null,
  town: 'London',
  county: null,
  postcode: 'SW1A 2AA',
}
const PASSENGERS = [
  {
    title: 'Ms',
    firstNames: 'Ann',
    lastName: 'Smith',
    // An adult of 36 whatever the instant the test runs at.
    dateOfBirth: `${clock.now().getUTCFullYear() - 36}-04-01`,
    phone: '07700 900123',
  },
]

/** A deal that offers members its VIP price: VIP allowed, the VIP percentage the price takes
 * off, the VIP price on the deal (its lead-in) and on its product. */
const vipDeal = (
  dealId: number,
  productId: number,
  price: number,
  vip: number,
  percent: number,
) => [
  env.DB.prepare(
    `UPDATE deals SET display_vip_discount_allowed = 1, vip_discount_percentage = ?, price = ?,
       original_price = ?, vip_price = ?, display_show_price = 1, vip_only = 0,
       product_display_type = 'default', delivery_type = 'e-voucher' WHERE id = ?`,
  ).bind(percent, price, price * 2, vip, dealId),
  env.DB.prepare('UPDATE deal_products SET vip_price = ?, postage_price = 0 WHERE id = ?').bind(
    vip,
    productId,
  ),
]

beforeAll(async () => {
  ;({
    id: PLAIN_DEAL,
    productIds: [PLAIN = 0],
  } = await makeBasketDeal(env.DB, { products: [{ price: PLAIN_PRICE, totalRemaining: 100 }] }))
  ;({
    id: POSTED_DEAL,
    productIds: [POSTED = 0],
  } = await makeBasketDeal(env.DB, { products: [{ price: POSTED_PRICE, totalRemaining: 100 }] }))
  ;({
    id: STAY_DEAL,
    productIds: [STAY = 0],
  } = await makeBasketDeal(env.DB, { products: [{ price: NIGHT_PRICE, totalRemaining: 100 }] }))
  await env.DB.batch([
    ...vipDeal(PLAIN_DEAL, PLAIN, PLAIN_PRICE, PLAIN_VIP, 6),
    ...vipDeal(POSTED_DEAL, POSTED, POSTED_PRICE, POSTED_VIP, 6),
    ...vipDeal(STAY_DEAL, STAY, NIGHT_PRICE, NIGHT_VIP, 8),
    env.DB.prepare(`UPDATE deals SET delivery_type = 'postage' WHERE id = ?`).bind(POSTED_DEAL),
    env.DB.prepare('UPDATE deal_products SET postage_price = ? WHERE id = ?').bind(POSTAGE, POSTED),
    env.DB.prepare(`UPDATE deals SET product_display_type = 'calendar' WHERE id = ?`).bind(
      STAY_DEAL,
    ),
    env.DB.prepare(
      `INSERT INTO travel_calendar_days (deal_id, product_id, date, price, vip_price,
         vip_discount_allowed, remaining)
       VALUES (?, ?, ?, ?, ?, 1, 10), (?, ?, ?, ?, ?, 1, 10)`,
    ).bind(
      STAY_DEAL,
      STAY,
      CHECK_IN,
      NIGHT_PRICE,
      NIGHT_VIP,
      STAY_DEAL,
      STAY,
      CHECK_OUT,
      NIGHT_PRICE,
      NIGHT_VIP,
    ),
  ])
})

const member = () => makeVipMember(env.DB, inDays(200))

const get = (path: string, who: Shopper) =>
  SELF.fetch(`${ORIGIN}${path}`, { headers: { cookie: who.cookie } })

/** The deal page a member sees: its headline price and the picker's options. */
async function dealPage(dealId: number, who: Shopper) {
  const deal = (await (await get(`/api/v1/deal/${dealId}`, who)).json()) as { urlPath: string }
  const html = await (await get(deal.urlPath, who)).text()
  const headline = /data-testid="deal-price">([^<]*)</.exec(html)?.[1] ?? null
  const props = /data-island-props="deal-product-picker">([^<]*)<\/script>/.exec(html)?.[1]
  const picker = props
    ? (JSON.parse(props) as { options: { id: number; price: number }[] }).options
    : []
  return { html, headline, picker }
}

async function checkoutOf(token: string, who: Shopper): Promise<CheckoutView> {
  const res = await get(`/api/v1/checkout/${token}`, who)
  expect(res.status).toBe(200)
  return CheckoutViewResponse.parse(await res.json()).data
}

/** The unit price of the basket's one line, as the basket API and the checkout's line show it. */
async function linePrices(token: string, who: Shopper, view: CheckoutView) {
  const res = await get(`/api/v1/basket/${token}`, who)
  expect(res.status).toBe(200)
  const basket = BasketResponse.parse(await res.json()).data
  return [basket.products[0]?.unitPrice, view.deals[0]?.lines[0]?.unitPrice]
}

/** Places the order for what the checkout showed; the order's charge and its line's unit. */
async function order(
  token: string,
  who: Shopper,
  expectedTotal: number,
  extra: Partial<OrderBody> & { deliveryAddress?: unknown } = {},
) {
  const res = await placeOrder(
    token,
    {
      payment: { method: 'credit_card', paymentToken: await cardToken(env.DB) },
      expectedTotal,
      ...extra,
    } as OrderBody,
    { cookie: who.cookie },
  )
  expect(res.status).toBe(201)
  const { data } = PlaceOrderResponse.parse(await res.json())
  const line = await env.DB.prepare(
    'SELECT unit_price AS unitPrice, quantity FROM order_lines WHERE order_id = ?',
  )
    .bind(Number(data.productOrder.id))
    .first<{ unitPrice: number; quantity: number }>()
  const charged = await env.DB.prepare(
    'SELECT total, discount, postage_amount AS postage FROM orders WHERE id = ?',
  )
    .bind(Number(data.productOrder.id))
    .first<{ total: number; discount: number; postage: number }>()
  return { cash: data.productOrder.cashAmount, line: line!, charged: charged! }
}

const money = (minor: number) => formatMoney(minor, 'GBP')

describe('a VIP member sees one price and pays it', () => {
  it('on a plain deal: headline, picker, checkout and order all say the VIP price', async () => {
    const who = await member()
    const page = await dealPage(PLAIN_DEAL, who)
    expect(page.headline).toBe(money(PLAIN_VIP))
    expect(page.html).toContain('Your VIP price')
    expect(page.picker.find((option) => option.id === PLAIN)?.price).toBe(PLAIN_VIP)

    const token = await makeOrderBasket(env.DB, who.id, [
      { dealId: PLAIN_DEAL, productId: PLAIN, quantity: 2 },
    ])
    const view = await checkoutOf(token, who)
    expect(view.orderSummary).toMatchObject({
      subtotal: 2 * PLAIN_VIP,
      vipDiscount: 0,
      totalOrderAmount: 2 * PLAIN_VIP,
    })
    expect(await linePrices(token, who, view)).toEqual([PLAIN_VIP, PLAIN_VIP])
    // What membership saved is information, never taken off again.
    expect(view.vip.savings).toBe(2 * (PLAIN_PRICE - PLAIN_VIP))

    const placed = await order(token, who, 2 * PLAIN_VIP)
    expect(placed.cash).toBe(2 * PLAIN_VIP)
    expect(placed.line).toEqual({ unitPrice: PLAIN_VIP, quantity: 2 })
    expect(placed.charged.discount).toBe(0)
  })

  it('on a posted item: the page price plus postage is the charge', async () => {
    const who = await member()
    const page = await dealPage(POSTED_DEAL, who)
    expect(page.headline).toBe(money(POSTED_VIP))
    expect(page.picker.find((option) => option.id === POSTED)?.price).toBe(POSTED_VIP)

    const token = await makeOrderBasket(env.DB, who.id, [
      { dealId: POSTED_DEAL, productId: POSTED, quantity: 1 },
    ])
    const view = await checkoutOf(token, who)
    expect(view.orderSummary).toMatchObject({
      subtotal: POSTED_VIP,
      vipDiscount: 0,
      postageTotal: POSTAGE,
      totalOrderAmount: POSTED_VIP + POSTAGE,
    })
    expect(await linePrices(token, who, view)).toEqual([POSTED_VIP, POSTED_VIP])

    const placed = await order(token, who, POSTED_VIP + POSTAGE, { deliveryAddress: ADDRESS })
    expect(placed.cash).toBe(POSTED_VIP + POSTAGE)
    expect(placed.line.unitPrice).toBe(POSTED_VIP)
    expect(placed.charged).toEqual({ total: POSTED_VIP + POSTAGE, discount: 0, postage: POSTAGE })
  })

  it(
    'on a stay: the headline, the calendar day, the stay panel, checkout and order agree',
    { tags: ['dated'] },
    async () => {
      const who = await member()
      const page = await dealPage(STAY_DEAL, who)
      expect(page.headline).toBe(money(NIGHT_VIP))

      // The calendar day the member picks: what the grid shows a member for it.
      const [year, month] = CHECK_IN.split('-').map(Number)
      const calendar = AvailabilityResponse.parse(
        await (
          await get(`/api/v1/availability/deal/${STAY_DEAL}?month=${month}&year=${year}`, who)
        ).json(),
      )
      const day = calendar.calendarDateViewVOList.find((d) => d.date === CHECK_IN)!
      expect(day.openForArrival).toBe(true)
      // The grid shows a member memberUnitPrice of the day's price and VIP price.
      expect(day).toMatchObject({
        minPrice: NIGHT_PRICE,
        vipPrice: NIGHT_VIP,
        vipDiscountAllowed: true,
      })

      // The stay panel: one room for the night, at the member's price.
      const quote = ProductsResponse.parse(
        await (
          await get(
            `/api/v1/products/${STAY_DEAL}?checkIn=${CHECK_IN}&checkOut=${CHECK_OUT}&quantity=1`,
            who,
          )
        ).json(),
      )
      const room = quote.calendarProductViewVOList.find((p) => p.productId === STAY)!
      expect(room).toMatchObject({ totalPrice: NIGHT_PRICE, vipTotalPrice: NIGHT_VIP })

      const token = await makeOrderBasket(env.DB, who.id, [
        { dealId: STAY_DEAL, productId: STAY, quantity: 1, checkIn: CHECK_IN, checkOut: CHECK_OUT },
      ])
      const view = await checkoutOf(token, who)
      expect(view.orderSummary).toMatchObject({
        subtotal: NIGHT_VIP,
        vipDiscount: 0,
        totalOrderAmount: NIGHT_VIP,
      })
      expect(await linePrices(token, who, view)).toEqual([NIGHT_VIP, NIGHT_VIP])

      const placed = await order(token, who, NIGHT_VIP, { passengers: PASSENGERS })
      expect(placed.cash).toBe(NIGHT_VIP)
      expect(placed.line.unitPrice).toBe(NIGHT_VIP)
      expect(placed.charged.discount).toBe(0)
    },
  )
})
