import { env, SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { AvailabilityResponse, ProductsResponse } from '../../src/shared/schemas/availability'
import { makeBasketDeal } from '../fixtures/make-basket-deal'
import { cardToken, makeOrderBasket, makeShopper } from '../fixtures/make-shopper'
import { ORIGIN, send } from './account-client'
import { dayFromToday } from './clock'
import { placeOrder } from './orders-client'

// A stay is sold for the nights its room is for. A merchant's calendar whose
// nights allow 1 to 14 must not offer its 7- and 14-night packages for a 4-night stay, nor list
// 1 to 14 as the lengths it sells; a room priced per night sells any length its nights allow.
// Ids come from makeBasketDeal, fresh in the database every worker file shares (setup.ts).
const PACKAGES = { deal: 0, seven: 0, fourteen: 0 }
const NIGHTLY = { deal: 0, room: 0 }
const DAYS = 40
const ARRIVAL = dayFromToday(3)

/** A calendar deal with a product for each of `nights`: its id and the products' ids. */
async function calendarDeal(nights: (number | null)[]) {
  const made = await makeBasketDeal(env.DB, { products: nights.map(() => ({})) })
  const dealId = made.id
  const products = nights.map((n, i) => ({ id: made.productIds[i]!, nights: n }))
  await env.DB.batch([
    env.DB.prepare(
      `UPDATE deals SET product_display_type = 'calendar', booking_calendar_on_redemption = 0,
         brand = NULL WHERE id = ?`,
    ).bind(dealId),
    ...products.map((p) =>
      env.DB.prepare('UPDATE deal_products SET number_of_nights = ?, title = ? WHERE id = ?').bind(
        p.nights,
        p.nights === null
          ? 'Per Night for 2 – Classic Room'
          : `${p.nights} Nights for 2 – Classic Room`,
        p.id,
      ),
    ),
    ...products.flatMap((p) =>
      Array.from({ length: DAYS }, (_, day) =>
        env.DB.prepare(
          `INSERT INTO travel_calendar_days (deal_id, product_id, date, price,
             min_length_of_stay, max_length_of_stay) VALUES (?, ?, ?, 5000, 1, 14)`,
        ).bind(dealId, p.id, dayFromToday(day + 1)),
      ),
    ),
  ])
  return made
}

beforeAll(async () => {
  const packages = await calendarDeal([7, 14])
  Object.assign(PACKAGES, {
    deal: packages.id,
    seven: packages.productIds[0],
    fourteen: packages.productIds[1],
  })
  const nightly = await calendarDeal([null])
  Object.assign(NIGHTLY, { deal: nightly.id, room: nightly.productIds[0] })
})

const getJson = async (path: string) => {
  const res = await SELF.fetch(`${ORIGIN}/api/v1${path}`)
  expect(res.status, await res.clone().text()).toBe(200)
  return res.json()
}

const offers = async (dealId: number, nights: number) =>
  ProductsResponse.parse(
    await getJson(`/products/${dealId}?startDate=${ARRIVAL}&nights=${nights}&quantity=1`),
  ).calendarProductViewVOList

describe('a calendar of packages', { tags: ['dated'] }, () => {
  it('offers only the lengths its products are for', async () => {
    const body = AvailabilityResponse.parse(await getJson(`/availability/deal/${PACKAGES.deal}`))
    expect(body.supportedNumberOfNights).toEqual([7, 14])
  })

  it('offers no room for a length no product is for, and an N-night room for N nights', async () => {
    expect(await offers(PACKAGES.deal, 4)).toEqual([])
    const seven = await offers(PACKAGES.deal, 7)
    expect(seven.map((o) => [o.productId, o.nights])).toEqual([[PACKAGES.seven, 7]])
    expect(seven[0]!.checkOutDate).toBe(dayFromToday(10))
  })

  it('has no heat map for a length it does not sell', async () => {
    const body = AvailabilityResponse.parse(
      await getJson(`/availability/deal/${PACKAGES.deal}?nights=4`),
    )
    expect(body.pricePerDate).toEqual({})
  })
})

describe('a room priced per night', { tags: ['dated'] }, () => {
  it('sells every length its nights allow, priced night by night', async () => {
    const body = AvailabilityResponse.parse(await getJson(`/availability/deal/${NIGHTLY.deal}`))
    expect(body.supportedNumberOfNights).toEqual(Array.from({ length: 14 }, (_, i) => i + 1))
    const [offer] = await offers(NIGHTLY.deal, 4)
    expect(offer).toMatchObject({ nights: 4, price: 20_000, checkOutDate: dayFromToday(7) })
  })
})

describe('the basket', () => {
  const basket = async (product: Record<string, unknown>) => {
    const shopper = await makeShopper(env.DB)
    return send(
      'POST',
      '/basket',
      { brand: 'dealio', eligibleForVip: false, products: [{ quantity: 1, ...product }] },
      { cookie: shopper.cookie },
    )
  }
  const seven = () => ({ dealId: PACKAGES.deal, dealProductId: PACKAGES.seven })

  it('refuses a calendar product without dates rather than sell it at its flat price', async () => {
    const res = await basket(seven())
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ error: { code: 'INVALID' } })
  })

  it('refuses a stay of another length than the room is for', { tags: ['dated'] }, async () => {
    const res = await basket({ ...seven(), checkInDate: ARRIVAL, checkOutDate: dayFromToday(7) })
    expect(res.status).toBe(400)
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(
      /7 nights.*4 nights/,
    )
  })

  it('takes the stay its room is for', { tags: ['dated'] }, async () => {
    const res = await basket({ ...seven(), checkInDate: ARRIVAL, checkOutDate: dayFromToday(10) })
    expect(res.status, await res.clone().text()).toBe(201)
  })
})

describe('an order', () => {
  it('refuses an undated stay kept in a basket from before the rule', async () => {
    const shopper = await makeShopper(env.DB)
    const token = await makeOrderBasket(env.DB, shopper.id, [
      { dealId: PACKAGES.deal, productId: PACKAGES.seven, quantity: 1 },
    ])
    const res = await placeOrder(
      token,
      {
        payment: { method: 'credit_card', paymentToken: await cardToken(env.DB) },
        expectedTotal: 2500,
      },
      { cookie: shopper.cookie },
    )
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ error: { code: 'INVALID' } })
  })
})
