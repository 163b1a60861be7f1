import { ANY_LONDON_AIRPORT, LONDON_AIRPORTS } from '../../config/constants'

export { LONDON_AIRPORTS }

/** The query value for storefront §9's "'Any London' grouping" (AvailabilityQuery). */
const ANY_LONDON = 'ANY_LONDON'

const LONDON: ReadonlySet<string> = new Set(LONDON_AIRPORTS)
const IATA_CODE = /^[A-Z]{3}$/

/** True for one of the six London airports of storefront §9 (LGW LHR STN LTN LCY SEN).
 * @example isLondonAirport('LCY') === true */
export function isLondonAirport(code: string): boolean {
  return LONDON.has(code.trim().toUpperCase())
}

/** The departure airports a selection stands for: 'ANY_LONDON' (or the IATA city code 'LON')
 * expands to all six London airports, a single IATA code stands for itself, and anything else
 * for none. Case and surrounding spaces are forgiven.
 * @example airportsFor('ANY_LONDON') // ['LGW', 'LHR', 'STN', 'LTN', 'LCY', 'SEN'] */
export function airportsFor(selection: string): readonly string[] {
  const code = selection.trim().toUpperCase()
  if (code === ANY_LONDON || code === ANY_LONDON_AIRPORT.code) return [...LONDON_AIRPORTS]
  return IATA_CODE.test(code) ? [code] : []
}
