import type { CountryCode } from '../../src/shared/schemas/location'
import type { Prng } from './prng'
import { TableRows } from './sql'

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
  town: string
  lat: number
  lon: number
}

const NAME_PARTS: Record<MerchantTrade, [readonly string[], readonly string[]]> = {
  beauty: [
    [
      'Serenity',
      'Blossom',
      'Harmony',
      'Pure',
      'Glow',
      'Velvet',
      'Lotus',
      'Radiance',
      'Bliss',
      'Amber',
      'Willow',
      'Opal',
    ],
    [
      'Spa',
      'Beauty Lounge',
      'Skin Clinic',
      'Day Spa',
      'Hair & Beauty',
      'Aesthetics',
      'Nail Bar',
      'Salon',
    ],
  ],
  food: [
    [
      'The Copper',
      'The Olive',
      'Bella',
      'The Crown',
      'Saffron',
      'The Hungry Fox',
      'Smokehouse',
      'Marigold',
      'The Botanist',
      'Fig & Fennel',
      "Molly's",
      'The Red Lion',
    ],
    ['Kitchen', 'Grill', 'Bistro', 'Tea Rooms', 'Brasserie', 'Tavern', 'Cocktail Bar', 'Trattoria'],
  ],
  activities: [
    [
      'Highland',
      'Apex',
      'Thrill Zone',
      'Wild Trails',
      'Velocity',
      'Urban',
      'Clay & Kiln',
      'Summit',
      'Quest',
      'Lockdown',
    ],
    [
      'Adventures',
      'Experiences',
      'Escape Rooms',
      'Studios',
      'Karting',
      'Outdoor Centre',
      'Photography',
      'Comedy Club',
    ],
  ],
  health: [
    [
      'Peak',
      'Core',
      'Vital',
      'Balance',
      'Flex',
      'Iron House',
      'Smile',
      'Clear View',
      'Motion',
      'Pulse',
    ],
    ['Fitness', 'Gym', 'Pilates Studio', 'Dental Care', 'Opticians', 'Health Clinic', 'Yoga'],
  ],
  retail: [
    [
      'Brightside',
      'Homely',
      'Gadget Hub',
      'Silverline',
      'Urban Threads',
      'Nook',
      'Trend Hive',
      'Luxe',
      'Smart Buys',
      'Boxed Up',
    ],
    ['Direct', 'Trading', 'Store', 'Co.', 'Outlet', 'Supplies'],
  ],
  tour: [
    [
      'Coastline',
      'Wanderlust',
      'Sunseeker',
      'Horizon',
      'Blue Sky',
      'Atlas',
      'Voyager',
      'Golden Sands',
    ],
    ['Holidays', 'Travel', 'Getaways', 'Breaks', 'Tours'],
  ],
  hotel: [
    [
      'The Grand',
      'Manor House',
      'Lakeside',
      'Castle View',
      'Harbour',
      'Riverside',
      'Old Rectory',
      'Glen',
      'Oak Tree',
      'Seaview',
    ],
    ['Hotel', 'Hotel & Spa', 'Lodge', 'Retreat', 'Country House', 'Lodges'],
  ],
  gifts: [
    ['Gift', 'Treat', 'Memory Lane', 'Hamper', 'Wrapped', 'Little Joys'],
    ['Box Co.', 'Hampers', 'Gifts', 'Company'],
  ],
  wellness: [
    ['Still', 'Inner', 'Sanctuary', 'Calm', 'Lumen', 'Earth'],
    ['Wellness', 'Retreats', 'Sound Studio', 'Holistic Centre', 'Meditation'],
  ],
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
   * trade; otherwise a new merchant (with addresses) is created. */
  forDeal(country: CountryCode, trade: MerchantTrade, place: Place): SeedMerchant {
    const key = `${country}/${trade}/${place.key}`
    const pool = this.pools.get(key) ?? []
    if (pool.length > 0 && this.rng.chance(0.45)) return this.rng.pick(pool)
    const merchant = this.create(country, trade, place)
    pool.push(merchant)
    this.pools.set(key, pool)
    return merchant
  }

  private create(country: CountryCode, trade: MerchantTrade, place: Place): SeedMerchant {
    const id = this.merchants.size + 1
    const [firsts, seconds] = NAME_PARTS[trade]
    let displayName = `${this.rng.pick(firsts)} ${this.rng.pick(seconds)}`
    if (this.usedNames.has(displayName)) displayName = `${displayName} ${place.town}`
    if (this.usedNames.has(displayName)) displayName = `${displayName} ${id}`
    this.usedNames.add(displayName)
    this.merchants.add({
      id,
      name: `${displayName.replace(/ (Ltd|Co\.)$/, '')} ${country === 'ie' ? 'Limited' : 'Ltd'}`,
      display_name: displayName,
      country_code: country,
      vat_number: this.rng.chance(0.9) ? this.vatNumber(country) : null,
      rating: this.rng.int(36, 50) / 10,
    })
    const main = this.address(id, country, place, true)
    // Chains (local multi-site merchants) list their other branches.
    const branches =
      trade === 'retail' || trade === 'tour' ? 0 : this.rng.weighted([0, 1, 2], [7, 2, 1])
    for (let i = 0; i < branches; i++) this.address(id, country, place, false)
    return { id, displayName, town: place.town, lat: main.lat, lon: main.lon }
  }

  private address(merchantId: number, country: CountryCode, place: Place, isMain: boolean) {
    const lat = round5(place.lat + (this.rng.next() - 0.5) * 0.04)
    const lon = round5(place.lon + (this.rng.next() - 0.5) * 0.06)
    this.addresses.add({
      id: this.addresses.size + 1,
      merchant_id: merchantId,
      address_line1: `${this.rng.int(1, 180)} ${this.rng.pick(STREETS[country])}`,
      address_line2: this.rng.chance(0.3)
        ? this.rng.pick(['First Floor', 'Unit 4', 'Suite 2', 'The Arcade'])
        : null,
      town: place.town,
      post_code: this.postCode(country, place.postcodeAreas),
      lat,
      lon,
      is_main: isMain,
    })
    return { lat, lon }
  }

  private postCode(country: CountryCode, areas: readonly string[]): string {
    const area = this.rng.pick(areas)
    if (country === 'gb') {
      return `${area} ${this.rng.int(1, 9)}${this.rng.pick([...UK_UNIT_LETTERS])}${this.rng.pick([...UK_UNIT_LETTERS])}`
    }
    const chars = [...EIRCODE_CHARS]
    return `${area} ${this.rng.pick(chars)}${this.rng.pick(chars)}${this.rng.pick(chars)}${this.rng.pick(chars)}`
  }

  private vatNumber(country: CountryCode): string {
    if (country === 'gb') return `GB${this.rng.int(100_000_000, 999_999_999)}`
    return `IE${this.rng.int(1_000_000, 9_999_999)}${this.rng.pick([...'ABCDEFGHJKLMNPQRSTW'])}`
  }
}

const round5 = (n: number): number => Math.round(n * 100_000) / 100_000
