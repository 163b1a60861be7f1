import { env, SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { ProductsResponse } from '../../src/shared/schemas/availability'
import { CheckoutViewResponse, type CheckoutView } from '../../src/shared/schemas/checkout-view'
import { PlaceOrderResponse } from '../../src/shared/schemas/place-order'
import { makeBasketDeal } from '../fixtures/make-basket-deal'
import { cardToken, makeOrderBasket, makeShopper } from '../fixtures/make-shopper'
import { ORIGIN } from './account-client'
import { placeOrder } from './orders-client'
import { dayFromToday, TEST_TODAY } from './clock'

// A deposit stay within about four weeks once had its balance due the same day as
// the deposit. The balance is never due before the deposit's day plus the 14 days it stays
// refundable (transactions §4); a stay too soon for that is paid in full. And the calendar says
// what the deposit is charged per: a room, or a guest on a per-person deal.

// The deals of this file, under fresh ids (other files' deals share the database).
let DEAL = 0
let PRODUCT = 0
let PER_PERSON_DEAL = 0
const NIGHT = 6000
const DEPOSIT = 3000
const STAY_PRICE = 2 * NIGHT

const PASSENGERS = [
  {
    title: 'Ms',
    firstNames: 'Ann',
    lastName: 'Smith',
    // An adult at any instant the tests run at.
    dateOfBirth: `${Number(TEST_TODAY.slice(0, 4)) - 36}-04-01`,
    phone: '07700 900123',
  },
]

beforeAll(async () => {
  for (const perPerson of [0, 1]) {
    const {
      id: deal,
      productIds: [product],
    } = await makeBasketDeal(env.DB, { products: [{ price: STAY_PRICE }] })
    if (perPerson) PER_PERSON_DEAL = deal
    else [DEAL, PRODUCT] = [deal, product!]
    await env.DB.batch([
      env.DB.prepare(
        `UPDATE deals SET product_display_type = 'calendar', price_per_person = ? WHERE id = ?`,
      ).bind(perPerson, deal),
      env.DB.prepare(
        `UPDATE deal_products SET has_deposit = 1, deposit_price = ?, number_of_nights = 2
         WHERE id = ?`,
      ).bind(DEPOSIT, product),
      ...Array.from({ length: 80 }, (_, day) =>
        env.DB.prepare(
          `INSERT INTO travel_calendar_days (deal_id, product_id, date, price, remaining)
           VALUES (?, ?, ?, ?, 50)`,
        ).bind(deal, product, dayFromToday(day + 1), NIGHT),
      ),
    ])
  }
})

const stayBasket = async (shopperId: number, checkIn: number) => {
  const token = await makeOrderBasket(env.DB, shopperId, [
    {
      dealId: DEAL,
      productId: PRODUCT,
      quantity: 1,
      checkIn: dayFromToday(checkIn),
      checkOut: dayFromToday(checkIn + 2),
    },
  ])
  await env.DB.prepare('UPDATE basket_lines SET pay_deposit = 1 WHERE basket_token = ?')
    .bind(token)
    .run()
  return token
}

const checkoutOf = async (token: string, cookie: string): Promise<CheckoutView> => {
  const res = await SELF.fetch(`${ORIGIN}/api/v1/checkout/${token}`, { headers: { cookie } })
  expect(res.status).toBe(200)
  return CheckoutViewResponse.parse(await res.json()).data
}

const productsFor = async (deal: number, checkIn: number) => {
  const res = await SELF.fetch(
    `${ORIGIN}/api/v1/products/${deal}?startDate=${dayFromToday(checkIn)}&nights=2`,
  )
  expect(res.status).toBe(200)
  const offer = ProductsResponse.parse(await res.json()).calendarProductViewVOList[0]
  expect(offer).toBeDefined()
  return offer!
}

describe('a deposit stay’s balance due date', { tags: ['dated'] }, () => {
  it('is never before the deposit’s day plus 14 for a stay within four weeks, to the order', async () => {
    const shopper = await makeShopper(env.DB)
    const token = await stayBasket(shopper.id, 20)
    const view = await checkoutOf(token, shopper.cookie)
    expect(view.deals[0]!.lines[0]!.deposit).toEqual({
      payNow: DEPOSIT,
      balanceLater: STAY_PRICE - DEPOSIT,
      dueBy: dayFromToday(14),
    })
    const res = await placeOrder(
      token,
      {
        payment: { method: 'credit_card', paymentToken: await cardToken(env.DB) },
        expectedTotal: DEPOSIT,
        passengers: PASSENGERS,
      },
      { cookie: shopper.cookie },
    )
    expect(res.status).toBe(201)
    const { data } = PlaceOrderResponse.parse(await res.json())
    const line = await env.DB.prepare(
      `SELECT deposit_paid AS depositPaid, balance_due AS balanceDue, balance_due_by AS dueBy
       FROM order_lines WHERE order_id = ?`,
    )
      .bind(Number(data.productOrder.id))
      .first()
    expect(line).toEqual({
      depositPaid: DEPOSIT,
      balanceDue: STAY_PRICE - DEPOSIT,
      dueBy: dayFromToday(14),
    })
  })

  it('is four weeks before check-in when that comes later', async () => {
    const shopper = await makeShopper(env.DB)
    const view = await checkoutOf(await stayBasket(shopper.id, 60), shopper.cookie)
    expect(view.deals[0]!.lines[0]!.deposit?.dueBy).toBe(dayFromToday(32))
  })

  it('leaves no deposit for a stay too soon for its balance: it is paid in full', async () => {
    const shopper = await makeShopper(env.DB)
    const view = await checkoutOf(await stayBasket(shopper.id, 10), shopper.cookie)
    expect(view.deals[0]!.lines[0]!.deposit).toBeNull()
    expect(view.orderSummary.totalOrderAmount).toBe(STAY_PRICE)
  })

  it('is the same in the calendar, which offers no deposit for a stay too soon', async () => {
    expect(await productsFor(DEAL, 20)).toMatchObject({
      depositPrice: DEPOSIT,
      balance: STAY_PRICE - DEPOSIT,
      balanceDueDate: dayFromToday(14),
    })
    expect(await productsFor(DEAL, 60)).toMatchObject({ balanceDueDate: dayFromToday(32) })
    expect(await productsFor(DEAL, 10)).toMatchObject({
      depositPrice: null,
      balance: null,
      balanceDueDate: null,
    })
  })
})

describe('what a stay’s deposit is charged per', () => {
  it('is a room, or a guest on a per-person deal, as the basket charges a unit', async () => {
    expect((await productsFor(DEAL, 60)).chargedPer).toBe('room')
    expect((await productsFor(PER_PERSON_DEAL, 60)).chargedPer).toBe('guest')
  })
})
