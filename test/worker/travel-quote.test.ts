import { env, SELF } from 'cloudflare:test'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  AvailabilityResponse,
  FlightsResponse,
  ProductsResponse,
} from '../../src/shared/schemas/availability'
import { BasketResponse } from '../../src/shared/schemas/basket'
import { CheckoutViewResponse } from '../../src/shared/schemas/checkout-view'
import { PlaceOrderResponse } from '../../src/shared/schemas/place-order'
import { PROCESSOR_DECLINED_AMOUNTS } from '../../src/shared/domain/payment/sandbox-test-cards'
import { stayUnits } from '../../src/shared/domain/travel/stay-charge'
import { cardToken, makeShopper } from '../fixtures/make-shopper'
import { ORIGIN, send } from './account-client'
import { clock } from './clock'
import { placeOrder } from './orders-client'
import { scale } from './stress'
import { TEST_SEED } from './test-seed'

const get = async (path: string, cookie?: string) =>
  SELF.fetch(`${ORIGIN}/api/v1${path}`, { headers: cookie ? { cookie } : {} })

interface TravelDeal {
  id: number
  pricePerPerson: number
  flights: number
}

/** The seed's UK calendar deals on sale now: room-only and with flights, per room and per person.
 * The seed's only (ids 1 to TEST_SEED.deals): other worker files add calendar deals of their own
 * to the database they share (setup.ts). */
async function travelDeals(): Promise<TravelDeal[]> {
  const now = clock.now().toISOString()
  const { results } = await env.DB.prepare(
    `SELECT d.id, d.price_per_person AS pricePerPerson,
            EXISTS (SELECT 1 FROM flights f WHERE f.deal_id = d.id) AS flights
       FROM deals d
      WHERE d.product_display_type = 'calendar' AND d.country_code = 'gb' AND d.brand IS NULL
        AND d.open = 1 AND d.vip_only = 0 AND d.opens_at <= ? AND d.closing_date > ?
        AND d.id <= ?
      ORDER BY d.id`,
  )
    .bind(now, now, TEST_SEED.deals)
    .all<TravelDeal>()
  return results
}

const passenger = (n: number) => ({
  title: 'Ms',
  firstNames: `Guest ${n}`,
  lastName: 'Smith',
  // An adult of 36 whatever the instant the test runs at.
  dateOfBirth: `${clock.now().getUTCFullYear() - 36}-04-01`,
  phone: '07700 900123',
})

/** The calendar's quote for a stay (what the stay panel shows as "Total for N guests"), or null
 * when the deal sells no such stay. */
async function quote(deal: TravelDeal, nights: number, guests: number) {
  const units = stayUnits(guests, deal.pricePerPerson === 1)
  const availability = AvailabilityResponse.parse(
    await (await get(`/availability/deal/${deal.id}?nights=${nights}&quantity=${units}`)).json(),
  )
  const arrival = Object.keys(availability.pricePerDate).sort()[0]
  if (!arrival) return null
  let departureAirport: string | null = null
  if (deal.flights) {
    const flights = FlightsResponse.parse(
      await (await get(`/flights/${deal.id}/${arrival}`)).json(),
    ).flights
    departureAirport = flights[0]?.departureAirport ?? null
    if (!departureAirport) return null
  }
  const query = new URLSearchParams({
    startDate: arrival,
    nights: String(nights),
    quantity: String(units),
    ...(departureAirport ? { departureAirport } : {}),
  })
  const offers = ProductsResponse.parse(
    await (await get(`/products/${deal.id}?${query}`)).json(),
  ).calendarProductViewVOList
  const offer = offers[0]
  if (!offer) return null
  // Only the nights asked for are offered.
  expect(offers.every((o) => o.nights === nights)).toBe(true)
  return { offer, units, departureAirport, total: offer.totalPrice * units }
}

describe('a stay costs what the calendar quoted', { tags: ['dated'] }, () => {
  it('for every kind of seeded travel deal, 1 to 16 nights, 2 to 8 guests: quote = checkout = order', async () => {
    const deals = await travelDeals()
    expect(deals.length).toBeGreaterThan(0)
    let checked = 0
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: deals.length - 1 }),
        fc.integer({ min: 1, max: 16 }),
        fc.constantFrom(2, 4, 6, 8),
        async (index, wanted, guests) => {
          const deal = deals[index]!
          // The nights drawn when the deal sells them, else one of the lengths it does sell.
          const supported = AvailabilityResponse.parse(
            await (await get(`/availability/deal/${deal.id}`)).json(),
          ).supportedNumberOfNights
          if (supported.length === 0) return
          const nights = supported.includes(wanted) ? wanted : supported[wanted % supported.length]!
          const quoted = await quote(deal, nights, guests)
          if (!quoted) return
          const shopper = await makeShopper(env.DB)
          const created = await send(
            'POST',
            '/basket',
            {
              brand: 'dealio',
              eligibleForVip: false,
              products: [
                {
                  dealId: deal.id,
                  dealProductId: quoted.offer.productId,
                  quantity: quoted.units,
                  checkInDate: quoted.offer.checkInDate,
                  checkOutDate: quoted.offer.checkOutDate,
                  ...(quoted.departureAirport ? { departureAirport: quoted.departureAirport } : {}),
                },
              ],
            },
            { cookie: shopper.cookie },
          )
          if (created.status !== 201) return // a purchase cap below the party's rooms
          const token = BasketResponse.parse(await created.json()).data.basketToken
          const view = CheckoutViewResponse.parse(
            await (await get(`/checkout/${token}`, shopper.cookie)).json(),
          ).data
          const line = view.deals[0]!.lines[0]!
          if (line.quantity !== quoted.units) return // trimmed to a cap: another total
          expect(view.orderSummary.totalOrderAmount, `deal ${deal.id}`).toBe(quoted.total)
          expect(line.guestsPerUnit * line.quantity).toBeGreaterThanOrEqual(guests)

          // The sandbox processor declines these amounts on purpose (test amounts, like
          // Braintree's); the checkout figure is still checked above.
          const { min, max } = PROCESSOR_DECLINED_AMOUNTS
          if (quoted.total >= min && quoted.total <= max) return
          const res = await placeOrder(
            token,
            {
              payment: { method: 'credit_card', paymentToken: await cardToken(env.DB) },
              expectedTotal: quoted.total,
              passengers: Array.from({ length: guests }, (_, n) => passenger(n + 1)),
            },
            { cookie: shopper.cookie },
          )
          expect(res.status, await res.clone().text()).toBe(201)
          const order = PlaceOrderResponse.parse(await res.json()).data.productOrder
          expect(order.cashAmount + order.walletAmountUsed).toBe(quoted.total)
          expect(order.quantity).toBe(quoted.units)
          // The order shows the parts: the unit price quoted, the flight's share of it.
          const [orderLine] = order.orderLines
          expect(orderLine!.unitPrice).toBe(quoted.offer.totalPrice)
          expect(orderLine!.flightSupplement).toBe(quoted.offer.flight?.priceDiff ?? 0)
          checked++
        },
      ),
      { numRuns: scale(16, 200), seed: 20261121 },
    )
    // Most draws find a stay; the property is not vacuous.
    expect(checked).toBeGreaterThan(scale(16, 200) / 2)
    // Sixteen quoted orders end to end: about 4 s alone, more while other suites load the cores.
  }, 30_000)
})
