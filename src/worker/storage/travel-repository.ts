import type { D1Database } from '@cloudflare/workers-types'

/** A travel_calendar_days row (migrations/0003_travel.sql, 0007); flags are 0/1. */
export interface CalendarDayRow {
  product_id: number
  date: string
  price: number
  vip_price: number | null
  open_for_sale: number
  open_for_arrival: number
  open_for_departure: number
  sold_out: number
  min_length_of_stay: number
  max_length_of_stay: number
  additional_cost_text: string | null
  vip_discount_allowed: number
  /** Units left that night (migrations/0007_travel_stock.sql); null: no per-date limit. */
  remaining: number | null
}

/** A flights row (migrations/0003_travel.sql). */
export interface FlightRow {
  date: string
  departure_airport: string
  arrival_airport: string
  outbound_departure_time: string
  outbound_arrival_time: string
  inbound_departure_time: string
  inbound_arrival_time: string
  price_diff: number
}

const DAY_COLUMNS = `product_id, date, price, vip_price, open_for_sale, open_for_arrival,
  open_for_departure, sold_out, min_length_of_stay, max_length_of_stay, additional_cost_text,
  vip_discount_allowed, remaining`

const FLIGHT_COLUMNS = `date, departure_airport, arrival_airport, outbound_departure_time,
  outbound_arrival_time, inbound_departure_time, inbound_arrival_time, price_diff`

const placeholders = (n: number): string => Array.from({ length: n }, () => '?').join(', ')

/** Calendar days and flights. Day queries name the products so each one is a range scan of the
 * (deal_id, product_id, date) primary key; flight queries use UNIQUE (deal_id, date, airport). */
export class TravelRepository {
  constructor(private readonly db: D1Database) {}

  /** Days of `productIds` from `from` (inclusive) to `to` (exclusive; open-ended when null). */
  async days(
    dealId: number,
    productIds: readonly number[],
    from: string,
    to: string | null,
  ): Promise<CalendarDayRow[]> {
    if (productIds.length === 0) return []
    const upper = to === null ? '' : 'AND date < ?'
    const { results } = await this.db
      .prepare(
        `SELECT ${DAY_COLUMNS} FROM travel_calendar_days
         WHERE deal_id = ? AND product_id IN (${placeholders(productIds.length)})
           AND date >= ? ${upper}
         ORDER BY product_id, date`,
      )
      .bind(dealId, ...productIds, from, ...(to === null ? [] : [to]))
      .all<CalendarDayRow>()
    return results
  }

  /** A deal's flights out on `date`, cheapest first; only from `airports` when given. */
  async flights(
    dealId: number,
    date: string,
    airports: readonly string[] | null,
  ): Promise<FlightRow[]> {
    if (airports !== null && airports.length === 0) return []
    const only =
      airports === null ? '' : `AND departure_airport IN (${placeholders(airports.length)})`
    const { results } = await this.db
      .prepare(
        `SELECT ${FLIGHT_COLUMNS} FROM flights WHERE deal_id = ? AND date = ? ${only}
         ORDER BY price_diff, departure_airport`,
      )
      .bind(dealId, date, ...(airports ?? []))
      .all<FlightRow>()
    return results
  }
}
