import { stayPrice, type StayNightPrice } from './stay-pricing'

/** Guests a calendar product is priced for unless the deal prices per person: the seeded and
 * merchant-entered rooms are "for 2" (storefront §5 pricePerPerson says when it is per person). */
const GUESTS_PER_ROOM = 2

/** Guests one unit (a voucher, a room) takes: one when the deal prices per person, else a room
 * for two sharing.
 * @example guestsPerUnit(false) === 2 */
export const guestsPerUnit = (pricePerPerson: boolean): number =>
  pricePerPerson ? 1 : GUESTS_PER_ROOM

/** Units a party books: rooms for two, or one per guest on a per-person deal. An odd party
 * takes a room of its own for the last guest, as hotels sell them.
 * @example stayUnits(4, false) === 2; stayUnits(3, false) === 2; stayUnits(3, true) === 3 */
export function stayUnits(guests: number, pricePerPerson: boolean): number {
  if (!Number.isSafeInteger(guests) || guests < 1) {
    throw new RangeError(`guests must be a whole number from 1, got ${guests}`)
  }
  return Math.ceil(guests / guestsPerUnit(pricePerPerson))
}

export interface StayChargeInput {
  /** Every night of the stay, with the product's price and VIP price for it. */
  nights: readonly StayNightPrice[]
  /** The chosen flight's supplement per unit (FlightOption.priceDiff), 0 without flights. */
  flightPriceDiff: number
}

/** What one unit of a stay costs, the ONE price of a stay: the availability API quotes it
 * (CalendarProduct.totalPrice), the calendar multiplies it by the units for its total, and the
 * basket, checkout and order charge it. The sum of the nightly prices plus the flight's
 * supplement; the VIP price likewise, or null when a night allows no VIP price (stayPrice).
 * @example stayUnitCharge({ nights: [{ date: '2026-12-01', price: 5000, vipPrice: 4500 }], flightPriceDiff: 2000 }) // { price: 7000, vipPrice: 6500 } */
export function stayUnitCharge(input: StayChargeInput): { price: number; vipPrice: number | null } {
  if (!Number.isSafeInteger(input.flightPriceDiff)) {
    throw new RangeError(`a flight supplement is whole minor units, got ${input.flightPriceDiff}`)
  }
  const stay = stayPrice({ nights: input.nights, quantity: 1, vip: false })
  const withFlight = (amount: number) => Math.max(0, amount + input.flightPriceDiff)
  return {
    price: withFlight(stay.price),
    vipPrice: stay.vipPrice === null ? null : withFlight(stay.vipPrice),
  }
}
