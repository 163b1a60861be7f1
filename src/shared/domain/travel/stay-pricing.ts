export interface StayNightPrice {
  date: string
  /** This night's price per unit, in minor units. */
  price: number
  /** This night's VIP price per unit, or null when the night allows no VIP discount. */
  vipPrice: number | null
}

export interface StayPriceInput {
  nights: readonly StayNightPrice[]
  quantity: number
  /** The customer is a VIP member, so the VIP price applies when every night allows it. */
  vip: boolean
}

export interface StayPrice {
  perNight: { date: string; price: number }[]
  /** Per unit for the whole stay: the sum of the nightly prices. */
  price: number
  /** Per unit VIP price for the whole stay, or null when any night allows no VIP discount. */
  vipPrice: number | null
  /** What the customer pays: the (VIP, when it applies) stay price times the quantity. */
  total: number
}

/** Prices a stay from the per-night data of every night it covers (CalendarProduct: "priced from
 * the per-night data of every night it covers"). VIP pricing is all or nothing: a stay with one
 * night that allows no VIP discount is charged at the normal price, since mixing the two would
 * show a VIP price the calendar never advertised. Money is integer minor units; anything else,
 * an empty stay or a quantity below 1 is a caller's bug and throws a RangeError.
 * @example stayPrice({ nights: [{ date: '2026-10-24', price: 5000, vipPrice: 4500 }], quantity: 2, vip: true }).total === 9000 */
export function stayPrice(input: StayPriceInput): StayPrice {
  const { nights, quantity, vip } = input
  if (nights.length === 0) throw new RangeError('a stay has at least one night')
  if (!Number.isSafeInteger(quantity) || quantity < 1) {
    throw new RangeError(`quantity must be a whole number from 1, got ${quantity}`)
  }
  let price = 0
  let vipPrice: number | null = 0
  for (const night of nights) {
    price += minorUnits(night.price, night.date)
    vipPrice =
      vipPrice === null || night.vipPrice === null
        ? null
        : vipPrice + minorUnits(night.vipPrice, night.date)
  }
  const unit = vip && vipPrice !== null ? vipPrice : price
  return {
    perNight: nights.map(({ date, price }) => ({ date, price })),
    price,
    vipPrice,
    total: unit * quantity,
  }
}

function minorUnits(value: number, date: string): number {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`night ${date}: prices are whole minor units from 0, got ${value}`)
  }
  return value
}
