import { useEffect, useState } from 'react'
import { routeResponseOrNull } from '../../api/typed-read'
import { getJson, isCheapest } from './travel-calendar-api'

/** The airport a flights deal's stay is priced from: the visitor's choice, else the airport of
 * the day's cheapest flight. 'none' when the deal flies nothing that day, 'error' when the
 * flights could not be priced (§8), null while asking. */
export type FlightAirport = { kind: 'airport'; code: string } | { kind: 'none' | 'error' } | null

/** Asks `/api/v1/flights/cheapest/{id}/{date}`, which answers 202 while the supplier prices the
 * day; `getJson` polls it as §9 says (40 tries at 300 ms). */
export function useFlightAirport(
  dealId: number,
  date: string,
  chosen: string,
  hasFlights: boolean,
): FlightAirport {
  const [cheapest, setCheapest] = useState<FlightAirport>(null)
  const needed = hasFlights && chosen === ''
  useEffect(() => {
    if (!needed) return
    const controller = new AbortController()
    setCheapest(null)
    const place = { params: { id: dealId, date } }
    getJson(
      (options) => routeResponseOrNull('GET /flights/cheapest/:id/:date', place, options),
      isCheapest,
      controller.signal,
    )
      .then((loaded) =>
        setCheapest(
          loaded.kind === 'ok'
            ? { kind: 'airport', code: loaded.data.flight.departureAirport }
            : { kind: loaded.kind === 'empty' ? 'none' : 'error' },
        ),
      )
      .catch(() => {
        if (!controller.signal.aborted) setCheapest({ kind: 'error' })
      })
    return () => controller.abort()
  }, [dealId, date, needed])
  if (!hasFlights) return { kind: 'airport', code: '' }
  return chosen ? { kind: 'airport', code: chosen } : cheapest
}
