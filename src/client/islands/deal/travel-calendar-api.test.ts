import { describe, expect, it } from 'vitest'
import { readUrl } from '../../api/typed-read'
import { availabilityPlace, isAvailability, isProducts, productsPlace } from './travel-calendar-api'
import { airportOptions } from './travel-calendar-airports'
import { roomGroups, stayUnitPrice } from './travel-calendar-rooms'
import type { CalendarProduct } from '../../../shared/schemas/availability'

const makeAvailability = (over: Record<string, unknown> = {}) => ({
  calendarDateViewVOList: [
    {
      date: '2026-12-05',
      minPrice: 12900,
      openForSale: true,
      soldOut: false,
      minLengthOfStay: 1,
      maxLengthOfStay: 16,
    },
  ],
  currentMonth: 12,
  currentYear: 2026,
  nextAvailableMonth: 1,
  previousAvailableMonth: null,
  pricePerDate: { '2026-12-05': 12900 },
  supportedNumberOfNights: [2, 3],
  ...over,
})

const makeProduct = (productId: number): CalendarProduct => ({
  productId,
  title: `Room ${productId}`,
  checkInDate: '2026-12-05',
  checkOutDate: '2026-12-08',
  nights: 3,
  price: 30000,
  originalPrice: 40000,
  vipPrice: null,
  perNight: [],
  remaining: null,
  depositPrice: null,
  balance: null,
  balanceDueDate: null,
  chargedPer: 'room',
  flight: null,
  totalPrice: 30000,
  vipTotalPrice: null,
})

describe('isAvailability', () => {
  it('accepts the shape the grid reads', () => {
    expect(isAvailability(makeAvailability())).toBe(true)
  })

  it('refuses malformed data, which the calendar shows as empty with a toast', () => {
    expect(isAvailability(null)).toBe(false)
    expect(isAvailability(makeAvailability({ calendarDateViewVOList: 'soon' }))).toBe(false)
    expect(isAvailability(makeAvailability({ currentMonth: '12' }))).toBe(false)
    expect(
      isAvailability(makeAvailability({ calendarDateViewVOList: [{ date: '5/12/2026' }] })),
    ).toBe(false)
  })
})

describe('isProducts and roomGroups', () => {
  it('needs all three product lists', () => {
    expect(isProducts({ calendarProductViewVOList: [] })).toBe(false)
    const body = {
      calendarProductViewVOList: [makeProduct(1), makeProduct(2)],
      calendarRoomView: [makeProduct(1)],
      calendarRoomOnlyView: [makeProduct(2), makeProduct(1)],
    }
    expect(isProducts(body)).toBe(true)
    expect(roomGroups(body).map((g) => [g.title, g.products.map((p) => p.productId)])).toEqual([
      ['Room and extras', [1]],
      ['Room only', [2]],
    ])
  })

  it('falls back to the plain product list when there are no room views', () => {
    const body = {
      calendarProductViewVOList: [makeProduct(3)],
      calendarRoomView: [],
      calendarRoomOnlyView: [],
    }
    expect(roomGroups(body)).toEqual([{ title: 'Options', products: [makeProduct(3)] }])
  })
})

describe('availabilityPlace', () => {
  it('leaves out parameters that are not set', () => {
    expect(
      readUrl(
        'GET /availability/deal/:id',
        availabilityPlace({
          dealId: 948,
          month: 12,
          year: 2026,
          quantity: 2,
          nights: null,
          departureAirport: '',
          leadProductId: null,
        }),
      ),
    ).toBe('/api/v1/availability/deal/948?month=12&year=2026&quantity=2')
  })
})

describe('productsPlace', () => {
  it('asks for the stay by its first day and nights, as the route declares its query', () => {
    expect(
      readUrl(
        'GET /products/:dealId',
        productsPlace({
          dealId: 948,
          checkIn: '2030-02-27',
          checkOut: '2030-03-02',
          quantity: 2,
          departureAirport: '',
        }),
      ),
    ).toBe('/api/v1/products/948?startDate=2030-02-27&nights=3&quantity=2')
  })
})

describe('airportOptions', () => {
  it("offers London's airports and the Any London group to the UK brands", () => {
    const codes = airportOptions('gb', []).map((a) => a.code)
    expect(codes.slice(0, 7)).toEqual(['LGW', 'LHR', 'STN', 'LTN', 'LCY', 'SEN', 'ANY_LONDON'])
    expect(airportOptions('gb', []).find((a) => a.code === 'ANY_LONDON')?.label).toBe('Any London')
  })

  it('adds an airport the flights use that the list lacks', () => {
    expect(airportOptions('ie', ['KIR']).map((a) => a.code)).toEqual(['DUB', 'ORK', 'SNN', 'KIR'])
  })
})

describe('stayUnitPrice', () => {
  it("is the member's price for a VIP member and the quote's total for anyone else", () => {
    const room = { ...makeProduct(1), totalPrice: 27_900, vipTotalPrice: 25_668 }
    expect(stayUnitPrice(room, true)).toBe(25_668)
    expect(stayUnitPrice(room, false)).toBe(27_900)
    expect(stayUnitPrice({ ...room, vipTotalPrice: null }, true)).toBe(27_900)
  })
})
