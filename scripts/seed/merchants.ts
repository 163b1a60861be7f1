import type { CountryCode } from '../../src/shared/schemas/location'
import { TableRows } from './sql'
import { NAME_PARTS, specialityOf, uniqueName, type Speciality } from './merchant-names'
import { Prng } from './prng'

export type MerchantTrade =
  'beauty' | 'food' | 'activities' | 'health' | 'retail' | 'tour' | 'hotel' | 'gifts' | 'wellness'

/** Where a merchant trades: a town, a travel destination or a national warehouse. */
export interface Place {
  key: string
  town: string
  lat: number
  lon: number
  postcodeAreas: readonly string[]
}

export interface SeedMerchant {
  id: number
  displayName: string
  speciality: Speciality
  town: string
  lat: number
  lon: number
}

const STREETS: Record<CountryCode, readonly string[]> = {
  gb: [
    'High Street',
    'Market Street',
    'Church Road',
    'Station Road',
    'King Street',
    'Queen Street',
    'Victoria Road',
    'Mill Lane',
    'Park Avenue',
    'Bridge Street',
    'George Street',
    'Castle Street',
  ],
  ie: [
    'Main Street',
    "O'Connell Street",
    'Grafton Street',
    'Patrick Street',
    'Shop Street',
    'Parnell Street',
    'Bridge Street',
    'Quay Street',
    'Church Street',
    'Abbey Street',
  ],
}

const UK_UNIT_LETTERS = 'ABDEFGHJLNPQRSTUWXYZ'
const EIRCODE_CHARS = 'ACDEFHKNPRTVWXY0123456789'

export class Merchants {
  readonly merchants = new TableRows('merchants', [
    'id',
    'name',
    'display_name',
    'country_code',
    'vat_number',
    'rating',
  ])
  readonly addresses = new TableRows('merchant_addresses', [
    'id',
    'merchant_id',
    'address_line1',
    'address_line2',
    'town',
    'post_code',
    'lat',
    'lon',
    'is_main',
  ])
  private readonly pools = new Map<string, SeedMerchant[]>()
  private readonly usedNames = new Set<string>()

  constructor(private readonly rng: Prng) {}

  /** Real merchants run several deals, so a deal often reuses one from the same place and
   * trade; otherwise a new merchant (with addresses) is created. A merchant sells only its own
   * speciality (a dentist no gym classes): the draws are those of one pool per trade, as the
   * seed has always made them, so the rest of the catalogue keeps its values; a reuse that
   * finds no merchant of the speciality there makes one from a PRNG of its own. */
  forDeal(
    country: CountryCode,
    trade: MerchantTrade,
    place: Place,
    subcategory: string,
  ): SeedMerchant {
    const speciality = specialityOf(trade, subcategory)
    const key = `${country}/${trade}/${place.key}`
    const pool = this.pools.get(key) ?? []
    this.pools.set(key, pool)
    if (pool.length > 0 && this.rng.chance(0.45)) {
      const drawn = pool.indexOf(this.rng.pick(pool))
      const same = pool.filter((m) => m.speciality === speciality)
      if (same.length > 0) return same[drawn % same.length]!
      const merchant = this.create(
        country,
        trade,
        speciality,
        place,
        new Prng(7919 * drawn + this.merchants.size),
      )
      pool.push(merchant)
      return merchant
    }
    const merchant = this.create(country, trade, speciality, place, this.rng)
    pool.push(merchant)
    return merchant
  }

  private create(
    country: CountryCode,
    trade: MerchantTrade,
    speciality: Speciality,
    place: Place,
    rng: Prng,
  ): SeedMerchant {
    const id = this.merchants.size + 1
    const [firsts, seconds] = NAME_PARTS[speciality]
    const displayName = uniqueName(
      speciality,
      rng.pick(firsts),
      rng.pick(seconds),
      place.town,
      this.usedNames,
    )
    this.usedNames.add(displayName)
    this.merchants.add({
      id,
      name: `${displayName.replace(/ (Ltd|Co\.?)$/, '')} ${country === 'ie' ? 'Limited' : 'Ltd'}`,
      display_name: displayName,
      country_code: country,
      vat_number: rng.chance(0.9) ? this.vatNumber(country, rng) : null,
      rating: rng.int(36, 50) / 10,
    })
    const main = this.address(id, country, place, true, rng)
    // Chains (local multi-site merchants) list their other branches.
    const branches = trade === 'retail' || trade === 'tour' ? 0 : rng.weighted([0, 1, 2], [7, 2, 1])
    for (let i = 0; i < branches; i++) this.address(id, country, place, false, rng)
    return { id, displayName, speciality, town: place.town, lat: main.lat, lon: main.lon }
  }

  private address(
    merchantId: number,
    country: CountryCode,
    place: Place,
    isMain: boolean,
    rng: Prng,
  ) {
    const lat = round5(place.lat + (rng.next() - 0.5) * 0.04)
    const lon = round5(place.lon + (rng.next() - 0.5) * 0.06)
    this.addresses.add({
      id: this.addresses.size + 1,
      merchant_id: merchantId,
      address_line1: `${rng.int(1, 180)} ${rng.pick(STREETS[country])}`,
      address_line2: rng.chance(0.3)
        ? rng.pick(['First Floor', 'Unit 4', 'Suite 2', 'The Arcade'])
        : null,
      town: place.town,
      post_code: this.postCode(country, place.postcodeAreas, rng),
      lat,
      lon,
      is_main: isMain,
    })
    return { lat, lon }
  }

  private postCode(country: CountryCode, areas: readonly string[], rng: Prng): string {
    const area = rng.pick(areas)
    if (country === 'gb') {
      return `${area} ${rng.int(1, 9)}${rng.pick([...UK_UNIT_LETTERS])}${rng.pick([...UK_UNIT_LETTERS])}`
    }
    const chars = [...EIRCODE_CHARS]
    return `${area} ${rng.pick(chars)}${rng.pick(chars)}${rng.pick(chars)}${rng.pick(chars)}`
  }

  private vatNumber(country: CountryCode, rng: Prng): string {
    if (country === 'gb') return `GB${rng.int(100_000_000, 999_999_999)}`
    return `IE${rng.int(1_000_000, 9_999_999)}${rng.pick([...'ABCDEFGHJKLMNPQRSTW'])}`
  }
}

const round5 = (n: number): number => Math.round(n * 100_000) / 100_000
