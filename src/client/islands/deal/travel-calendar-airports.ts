import { LONDON_AIRPORTS } from '../../../shared/config/constants'

export interface AirportOption {
  code: string
  label: string
}

// §9 'London airports … plus an Any London grouping'; the API names the group ANY_LONDON.
const ANY_LONDON: AirportOption = { code: 'ANY_LONDON', label: 'Any London' }
const REGIONAL_GB = ['MAN', 'BHX', 'BRS', 'EDI', 'GLA', 'NCL']
const IRISH = ['DUB', 'ORK', 'SNN']

/** Departure airports offered for a flights deal: London's and the regional ones for the UK
 * brands, Ireland's for the Irish, plus any airport the flights already shown use.
 * @example airportOptions('ie', [])[0].code === 'DUB' */
export function airportOptions(country: 'gb' | 'ie', seen: readonly string[]): AirportOption[] {
  const codes =
    country === 'ie' ? [...IRISH] : [...LONDON_AIRPORTS, ANY_LONDON.code, ...REGIONAL_GB]
  for (const code of seen) if (!codes.includes(code)) codes.push(code)
  return codes.map((code) => (code === ANY_LONDON.code ? ANY_LONDON : { code, label: code }))
}
