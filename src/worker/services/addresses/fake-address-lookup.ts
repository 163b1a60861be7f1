import { formatAddressLine, oneLineAddress } from '../../../shared/domain/address/address-format'
import { countryOfPostcode } from '../../../shared/domain/address/address-country'
import { parsePostcode } from '../../../shared/domain/address/postcode'
import type { Address, AddressSuggestion } from '../../../shared/schemas/address'
import type { CountryCode } from '../../../shared/schemas/location'
import type { AddressLookup } from './address-lookup'

// The local fake used in development and tests: deterministic UK and Irish addresses, so a
// test can type '12 High' or a postcode and know what comes back, with no provider and no
// network. Every address is generated, never stored; an id says how to generate it again.

interface Street {
  country: CountryCode
  street: string
  town: string
  county: string | null
  /** A UK street shares one postcode; an Irish address has its own Eircode (from this key). */
  code: string
}

const STREETS: Street[] = [
  { country: 'gb', street: 'High Street', town: 'Bath', county: 'Somerset', code: 'BA1 1AA' },
  { country: 'gb', street: 'High Road', town: 'Leeds', county: 'West Yorkshire', code: 'LS1 4DY' },
  { country: 'gb', street: 'Station Road', town: 'Manchester', county: null, code: 'M1 1AE' },
  { country: 'gb', street: 'Church Lane', town: 'London', county: null, code: 'SW11 1AB' },
  { country: 'gb', street: 'Victoria Road', town: 'Cardiff', county: null, code: 'CF10 1AA' },
  {
    country: 'gb',
    street: 'Park Avenue',
    town: 'Belfast',
    county: 'County Antrim',
    code: 'BT7 1NN',
  },
  { country: 'ie', street: 'Main Street', town: 'Dublin 2', county: 'Co. Dublin', code: 'D02' },
  { country: 'ie', street: 'Shop Street', town: 'Galway', county: 'Co. Galway', code: 'H91' },
  { country: 'ie', street: 'Patrick Street', town: 'Cork', county: 'Co. Cork', code: 'T12' },
]

const HOUSES_PER_STREET = 80
const EIRCODE_CHARS = '0123456789ACDEFHKNPRTVWXY'
const STREET_NAMES = ['Mill Lane', 'Queen Street', 'The Green', 'Orchard Close', 'Kings Road']
const TOWNS: Record<string, string> = { D: 'Dublin', T: 'Cork', H: 'Galway', A: 'Navan' }

/** A small stable hash (FNV-1a), so a postcode always makes the same street. */
function hash(text: string): number {
  let h = 0x811c9dc5
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 0x01000193) >>> 0
  return h
}

function eircodeFor(routingKey: string, seed: string): string {
  let h = hash(seed)
  let identifier = ''
  for (let i = 0; i < 4; i += 1) {
    identifier += EIRCODE_CHARS[h % EIRCODE_CHARS.length]
    h = Math.floor(h / EIRCODE_CHARS.length) + hash(`${seed}${i}`)
  }
  return `${routingKey} ${identifier}`
}

const addressOn = (street: Street, house: number): Address => ({
  line1: `${house} ${street.street}`,
  line2: null,
  town: street.town,
  county: street.county,
  postcode:
    street.country === 'ie' ? eircodeFor(street.code, `${street.street}|${house}`) : street.code,
})

/** House `house` at a postcode in normal form: on its listed street, or on a street made up
 * from the code itself, keeping that code (an Eircode names one address, whatever the house
 * number); null for a code that is not one. */
function addressOfCode(postcode: string, house: number): Address | null {
  const parsed = parsePostcode(postcode)
  if (!parsed || parsed.postcode !== postcode) return null
  const listed = STREETS.find((s) => s.country === 'gb' && s.code === postcode)
  if (listed) return addressOn(listed, house)
  const h = hash(postcode)
  return {
    line1: `${house} ${STREET_NAMES[h % STREET_NAMES.length]!}`,
    line2: null,
    town: parsed.kind === 'eircode' ? (TOWNS[postcode[0]!] ?? 'Athlone') : 'London',
    county: null,
    postcode,
  }
}

const suggestion = (id: string, address: Address): AddressSuggestion => ({
  id,
  label: oneLineAddress(address),
})

export class FakeAddressLookup implements AddressLookup {
  readonly name = 'FAKE'

  suggest(text: string, country: CountryCode, limit: number): Promise<AddressSuggestion[]> {
    return Promise.resolve(this.suggestNow(text, country, limit))
  }

  resolve(id: string): Promise<Address | null> {
    return Promise.resolve(this.resolveNow(id))
  }

  private suggestNow(text: string, country: CountryCode, limit: number): AddressSuggestion[] {
    const query = formatAddressLine(text).toLowerCase()
    const code = parsePostcode(query)
    if (code) {
      // A code of the other country names no address this site's shoppers are searching for.
      if (countryOfPostcode(code.postcode) !== country) return []
      const listed = STREETS.find((s) => s.country === 'gb' && s.code === code.postcode)
      const houses = code.kind === 'eircode' ? 1 : Math.min(limit, 10)
      return Array.from({ length: houses }, (_, i) => {
        const address = addressOfCode(
          code.postcode,
          listed ? i + 1 : (hash(code.postcode) % 40) + i + 1,
        )
        return address && suggestion(`pc|${code.postcode}|${address.line1.split(' ')[0]}`, address)
      }).filter((found): found is AddressSuggestion => found !== null)
    }
    const words = query.split(/[\s,]+/).filter(Boolean)
    const house = words.find((word) => /^\d{1,3}$/.test(word))
    const rest = words.filter((word) => word !== house)
    if (rest.length === 0) return []
    const streets = STREETS.map((street, index) => ({ street, index }))
      .filter(({ street }) => street.country === country)
      .filter(({ street }) => {
        const haystack = `${street.street} ${street.town} ${street.code}`.toLowerCase().split(/\s+/)
        return rest.every((word) => haystack.some((part) => part.startsWith(word)))
      })
    const found: AddressSuggestion[] = []
    for (const { street, index } of streets) {
      const houses = house
        ? Number(house) >= 1 && Number(house) <= HOUSES_PER_STREET
          ? [Number(house)]
          : []
        : Array.from({ length: limit }, (_, i) => i + 1)
      for (const n of houses) {
        if (found.length >= limit) return found
        found.push(suggestion(`st|${index}|${n}`, addressOn(street, n)))
      }
    }
    return found
  }

  private resolveNow(id: string): Address | null {
    const [kind, key, houseText] = id.split('|')
    const house = Number(houseText)
    if (!Number.isInteger(house) || house < 1 || house > HOUSES_PER_STREET + 40 || !key) {
      return null
    }
    if (kind === 'st') {
      const street = /^\d+$/.test(key) ? STREETS[Number(key)] : undefined
      return street && house <= HOUSES_PER_STREET ? addressOn(street, house) : null
    }
    if (kind === 'pc') return addressOfCode(key, house)
    return null
  }
}
