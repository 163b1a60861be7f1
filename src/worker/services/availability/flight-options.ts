import { airportsFor } from '../../../shared/domain/travel/airports'
import type { FlightOption } from '../../../shared/schemas/availability'
import type { FlightRow } from '../../storage/travel-repository'
import { addCalendarDays as addDays } from '../../../shared/domain/dates'

// HH:mm clocks: a flight landing at an earlier clock time than it left lands the next day.
const landingDate = (date: string, departs: string, lands: string): string =>
  lands < departs ? addDays(date, 1) : date

/** The airports a departure selection stands for ('ANY_LONDON' is all six London ones); no
 * selection means every airport (null).
 * @example departureAirports(undefined) === null */
export const departureAirports = (selection: string | undefined): readonly string[] | null =>
  selection === undefined ? null : airportsFor(selection)

/** A flights row as the API's option. The row holds times only: the outbound flies on the row's
 * date and the inbound on `returnDate`, the check-out day (migrations/0003: "the inbound date
 * follows from the chosen number of nights"). */
export function toFlightOption(row: FlightRow, returnDate: string): FlightOption {
  const outboundLands = landingDate(
    row.date,
    row.outbound_departure_time,
    row.outbound_arrival_time,
  )
  const inboundLands = landingDate(returnDate, row.inbound_departure_time, row.inbound_arrival_time)
  return {
    departureAirport: row.departure_airport,
    arrivalAirport: row.arrival_airport,
    outbound: {
      departAt: `${row.date}T${row.outbound_departure_time}`,
      arriveAt: `${outboundLands}T${row.outbound_arrival_time}`,
      from: row.departure_airport,
      to: row.arrival_airport,
    },
    inbound: {
      departAt: `${returnDate}T${row.inbound_departure_time}`,
      arriveAt: `${inboundLands}T${row.inbound_arrival_time}`,
      from: row.arrival_airport,
      to: row.departure_airport,
    },
    priceDiff: row.price_diff,
  }
}
