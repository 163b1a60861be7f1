import type { D1Database } from '@cloudflare/workers-types'
import { stayUnitCharge } from '../../../shared/domain/travel/stay-charge'
import { DomainError } from '../../errors'
import type { BasketLineRow } from '../../storage/basket-repository'
import { TravelRepository } from '../../storage/travel-repository'

/** One unit of a stay line as the calendar quoted it (stayUnitCharge). */
export interface StayCharge {
  price: number
  vipPrice: number | null
  /** The flight's part of price (0 without a flight), which the order records apart. */
  flightPriceDiff: number
}

const NO_LONGER = 'Sorry, these dates are no longer available. Please choose your stay again.'

const nightsOf = (checkIn: string, checkOut: string): string[] => {
  const dates: string[] = []
  for (let at = Date.parse(`${checkIn}T00:00:00Z`); ; at += 86_400_000) {
    const date = new Date(at).toISOString().slice(0, 10)
    if (date >= checkOut) return dates
    dates.push(date)
  }
}

/** Each stay line's unit charge, by line id, from the same nightly rows and flight the
 * availability API quotes from: the basket, the checkout and the order charge a stay what the
 * calendar said. A line whose nights or flight have gone from the calendar cannot be charged,
 * and says so, rather than fall back to another price. Other lines are not in the map. */
export async function stayCharges(
  db: D1Database,
  lines: readonly Pick<
    BasketLineRow,
    'id' | 'dealId' | 'productId' | 'checkIn' | 'checkOut' | 'departureAirport'
  >[],
  /** 'skip' leaves an unpriceable line out (the basket view shows it; checkout refuses it). */
  onGone: 'throw' | 'skip' = 'throw',
): Promise<Map<string, StayCharge>> {
  const travel = new TravelRepository(db)
  const charges = new Map<string, StayCharge>()
  for (const line of lines) {
    if (!line.checkIn || !line.checkOut) continue
    const wanted = nightsOf(line.checkIn, line.checkOut)
    const rows = await travel.days(line.dealId, [line.productId], line.checkIn, line.checkOut)
    const [flight] = line.departureAirport
      ? await travel.flights(line.dealId, line.checkIn, [line.departureAirport])
      : []
    if (
      wanted.length === 0 ||
      rows.length !== wanted.length ||
      (line.departureAirport && !flight)
    ) {
      if (onGone === 'skip') continue
      throw new DomainError('UNPROCESSABLE', NO_LONGER)
    }
    const flightPriceDiff = flight?.price_diff ?? 0
    charges.set(line.id, {
      flightPriceDiff,
      ...stayUnitCharge({
        nights: rows.map((row) => ({
          date: row.date,
          price: row.price,
          vipPrice: row.vip_discount_allowed === 1 ? row.vip_price : null,
        })),
        flightPriceDiff,
      }),
    })
  }
  return charges
}
