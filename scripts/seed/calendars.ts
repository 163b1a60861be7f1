import type { CountryCode } from '../../src/shared/schemas/location'
import { addDays, month, weekday } from './dates'
import { DEPARTURE_AIRPORTS } from './destinations'
import { Prng } from './prng'
import { vipPrice } from './pricing'
import { TableRows } from './sql'

const CALENDAR_DAYS = 365

export function calendarTables() {
  return {
    days: new TableRows('travel_calendar_days', [
      'deal_id',
      'product_id',
      'date',
      'price',
      'vip_price',
      'open_for_sale',
      'open_for_arrival',
      'open_for_departure',
      'sold_out',
      'min_length_of_stay',
      'max_length_of_stay',
      'additional_cost_text',
      'vip_discount_allowed',
      'remaining',
    ]),
    flights: new TableRows('flights', [
      'id',
      'deal_id',
      'date',
      'departure_airport',
      'arrival_airport',
      'outbound_departure_time',
      'outbound_arrival_time',
      'inbound_departure_time',
      'inbound_arrival_time',
      'price_diff',
    ]),
  }
}
export type CalendarTables = ReturnType<typeof calendarTables>

export interface CalendarProduct {
  id: number
  price: number
  numberOfNights: number
}

/** Seasonal price factor in percent: summer and Christmas cost more, weekends too. On the
 * cheapest days a stay of the product's own length costs its package price. */
function dayFactor(date: string): number {
  const m = month(date)
  const seasonal = m === 7 || m === 8 ? 30 : m === 12 ? 15 : m === 6 || m === 9 ? 10 : 0
  const day = weekday(date)
  return 100 + seasonal + (day === 5 || day === 6 ? 15 : 0)
}

/** About half the calendar deals (those with an even id) sell stays of flexible length:
 * decided from the id, not the shared PRNG, so the rest of the seed is drawn unchanged. */
export const hasFlexibleStays = (dealId: number): boolean => dealId % 2 === 0

/** A PRNG of a product's own for its per-date stock and stay rules, seeded from the ids so the
 * shared PRNG's sequence (and so every other table) is untouched. */
const productRng = (dealId: number, productId: number): Prng =>
  new Prng(Math.imul(dealId, 0x9e3779b1) ^ Math.imul(productId + 1, 0x85ebca6b))

/** The product's stay rule: its own number of nights, or for a flexible deal 1–2 nights up to
 * its own length or a week, whichever is longer (within §5's 1 to 16). */
function stayRule(stock: Prng, nights: number, flexible: boolean): { min: number; max: number } {
  if (!flexible) return { min: nights, max: nights }
  const min = Math.min(nights, stock.int(1, 2))
  return { min, max: Math.max(min, Math.min(16, Math.max(nights, 7))) }
}

/** Units left on a night: 0 to 12 rooms, scarcer on August weekends; 0 when sold out. */
function nightStock(stock: Prng, date: string, soldOut: boolean): number {
  const draw =
    month(date) === 8 && [5, 6].includes(weekday(date)) ? stock.int(0, 3) : stock.int(0, 12)
  return soldOut ? 0 : draw
}

/** A year of days from `today` for each calendar product; returns the lead-in price date
 * (the first cheapest bookable day of the lead product). */
export function addCalendar(
  rng: Prng,
  tables: CalendarTables,
  dealId: number,
  products: readonly CalendarProduct[],
  today: string,
  vipPercent: number | null,
): string | null {
  const noSaturdayArrivals = rng.chance(0.3)
  const supplementText = rng.chance(0.4) ? 'Saturday night supplement included' : null
  let leadInDate: string | null = null
  let leadInPrice = Number.POSITIVE_INFINITY
  products.forEach((product, index) => {
    const stock = productRng(dealId, product.id)
    const rule = stayRule(stock, Math.max(1, product.numberOfNights), hasFlexibleStays(dealId))
    for (let offset = 0; offset < CALENDAR_DAYS; offset++) {
      const date = addDays(today, offset)
      const factor = dayFactor(date)
      // Per-night price: a stay is priced from every night it covers, so the package
      // price is spread over its nights, rounded to whole pounds or euros.
      const nights = Math.max(1, product.numberOfNights)
      const price = Math.round((product.price * factor) / (10_000 * nights)) * 100
      const christmas = month(date) === 12 && ['24', '25', '26'].includes(date.slice(8))
      const openForSale = !christmas && !rng.chance(0.03)
      const closedOut = openForSale && rng.chance(month(date) === 8 ? 0.2 : 0.05)
      // Closed nights have no stock to speak of; a night with none left is sold out.
      const remaining = openForSale ? nightStock(stock, date, closedOut) : null
      const soldOut = closedOut || remaining === 0
      const openForArrival = !(noSaturdayArrivals && weekday(date) === 6)
      tables.days.add({
        deal_id: dealId,
        product_id: product.id,
        date,
        price,
        vip_price: vipPercent === null ? null : vipPrice(price, vipPercent),
        open_for_sale: openForSale,
        open_for_arrival: openForArrival,
        open_for_departure: true,
        sold_out: soldOut,
        min_length_of_stay: rule.min,
        max_length_of_stay: rule.max,
        additional_cost_text: weekday(date) === 6 ? supplementText : null,
        vip_discount_allowed: vipPercent !== null,
        remaining,
      })
      const bookable = openForSale && openForArrival && !soldOut
      if (index === 0 && bookable && price < leadInPrice) {
        leadInPrice = price
        leadInDate = date
      }
    }
  })
  return leadInDate
}

const pad = (n: number): string => String(n).padStart(2, '0')
const clock = (minutes: number): string =>
  `${pad(Math.floor(minutes / 60) % 24)}:${pad(minutes % 60)}`

/** Flight options for a package abroad: a few departure airports, every other day. */
export function addFlights(
  rng: Prng,
  tables: CalendarTables,
  dealId: number,
  country: CountryCode,
  arrivalAirport: string,
  today: string,
): void {
  const airports = rng.sample(DEPARTURE_AIRPORTS[country], country === 'gb' ? 3 : 2)
  const flightMinutes = rng.int(8, 48) * 5
  const airportDiff = airports.map(() => rng.int(-4, 10) * 500)
  for (let offset = 1; offset < CALENDAR_DAYS; offset += 2) {
    const date = addDays(today, offset)
    airports.forEach((departure, i) => {
      const outbound = rng.int(72, 250) * 5
      const inbound = rng.int(72, 250) * 5
      tables.flights.add({
        id: tables.flights.size + 1,
        deal_id: dealId,
        date,
        departure_airport: departure,
        arrival_airport: arrivalAirport,
        outbound_departure_time: clock(outbound),
        outbound_arrival_time: clock(outbound + flightMinutes),
        inbound_departure_time: clock(inbound),
        inbound_arrival_time: clock(inbound + flightMinutes),
        price_diff: (airportDiff[i] ?? 0) + rng.int(0, 6) * 500,
      })
    })
  }
}
