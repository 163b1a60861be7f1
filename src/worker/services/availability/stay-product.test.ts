import { describe, expect, it } from 'vitest'
import type { DealProduct } from '../../../shared/schemas/deal'
import { toFlightOption } from './flight-options'
import { hasExtras, stayProduct } from './stay-product'
import { makeDay } from '../../../../test/fixtures/make-calendar-day'
import { dayFromToday, testToday } from '../../../../scripts/lib/test-clock.mjs'

const TODAY = testToday()
/** The date `n` days after today. */
const day = dayFromToday

const makeProduct = (overrides: Partial<DealProduct> = {}): DealProduct => ({
  id: 7,
  rowId: null,
  columnId: null,
  title: '2 Nights for 2 – Classic Room',
  friendlyName: 'Spa break – 2 Nights for 2',
  price: 10_000,
  originalPrice: 20_000,
  vipPrice: null,
  vipExclusive: false,
  discountPercentage: 50,
  soldOut: false,
  totalBought: 0,
  totalRemaining: 12,
  totalRemainingForDay: null,
  totalRemainingForWeek: null,
  purchaseCap: null,
  adminFee: 0,
  postagePrice: 0,
  hasDeposit: false,
  depositPrice: null,
  numberOfNights: 2,
  bestSellerClaim: false,
  ...overrides,
})

const stay = [
  makeDay({ date: day(100), minPrice: 10_000, vipPrice: 9_000 }),
  makeDay({ date: day(101), minPrice: 12_000, vipPrice: 11_000 }),
]

const flight = toFlightOption(
  {
    date: day(100),
    departure_airport: 'LGW',
    arrival_airport: 'PMI',
    outbound_departure_time: '23:10',
    outbound_arrival_time: '01:40',
    inbound_departure_time: '09:00',
    inbound_arrival_time: '11:30',
    price_diff: 2_500,
  },
  day(102),
)

describe('stayProduct', { tags: ['dated'] }, () => {
  it('sums the nights, keeps the product’s discount and the VIP sum when every night allows it', () => {
    const offer = stayProduct({
      product: makeProduct(),
      stay,
      checkOut: day(102),
      flight: null,
      today: TODAY,
    })
    expect(offer).toMatchObject({
      price: 22_000,
      originalPrice: 44_000,
      vipPrice: 20_000,
      totalPrice: 22_000,
      vipTotalPrice: 20_000,
      remaining: 12,
      depositPrice: null,
    })
    const noVip = [stay[0]!, { ...stay[1]!, vipDiscountAllowed: false }]
    expect(
      stayProduct({
        product: makeProduct(),
        stay: noVip,
        checkOut: day(102),
        flight: null,
        today: TODAY,
      }).vipPrice,
    ).toBeNull()
    // A deal that allows no VIP pricing offers members nothing on the stay either.
    expect(
      stayProduct({
        product: makeProduct(),
        stay,
        checkOut: day(102),
        flight: null,
        today: TODAY,
        vipDiscountAllowed: false,
      }).vipTotalPrice,
    ).toBeNull()
  })

  it('adds the flight’s price difference and takes the deposit off the total', () => {
    const offer = stayProduct({
      product: makeProduct({ hasDeposit: true, depositPrice: 5_000 }),
      stay,
      checkOut: day(102),
      flight,
      today: TODAY,
    })
    expect(offer).toMatchObject({
      totalPrice: 24_500,
      // The member's unit carries the flight too, as the checkout charges it.
      vipTotalPrice: 22_500,
      depositPrice: 5_000,
      balance: 19_500,
      balanceDueDate: day(72),
      chargedPer: 'room',
    })
    expect(hasExtras(offer)).toBe(true)
  })
})

describe('toFlightOption', { tags: ['dated'] }, () => {
  it('lands an overnight flight the next day and flies home on the check-out day', () => {
    expect(flight.outbound).toEqual({
      departAt: `${day(100)}T23:10`,
      arriveAt: `${day(101)}T01:40`,
      from: 'LGW',
      to: 'PMI',
    })
    expect(flight.inbound.departAt).toBe(`${day(102)}T09:00`)
  })
})

describe('hasExtras', { tags: ['dated'] }, () => {
  it('puts board in the title with the room-and-extras options', () => {
    const offer = (title: string) =>
      stayProduct({
        product: makeProduct({ title }),
        stay,
        checkOut: day(102),
        flight: null,
        today: TODAY,
      })
    expect(hasExtras(offer('2 Nights, Half Board'))).toBe(true)
    expect(hasExtras(offer('2 Nights for 2 – Classic Room'))).toBe(false)
  })
})
