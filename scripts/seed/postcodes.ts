import { parsePostcode } from '../../src/shared/domain/address/postcode'
import { towns, type SeedLocation } from './locations'
import { Prng } from './prng'
import { insertStatements, type SqlValue } from './sql'

// The postcode lookup's addresses (transactions §5 "Postcode and Eircode lookup"), generated
// for the seeded towns' postcode districts and Eircode routing keys. Fixed seed, no download:
// the same addresses on every machine, so tests and demos can name them.

const SEED = 20261121
/** UK: postcodes per district, addresses per postcode. */
const UK_POSTCODES_PER_DISTRICT = 2
const UK_ADDRESSES_PER_POSTCODE = 4
/** IE: an Eircode names one address, so each routing key gets several. */
const EIRCODES_PER_ROUTING_KEY = 6

const UNIT_LETTERS = 'ABDEFGHJLNPQRSTUWXYZ'
const EIRCODE_CHARACTERS = '0123456789ACDEFHKNPRTVWXY'

const STREETS = [
  'High Street',
  'Station Road',
  'Church Lane',
  'Mill Road',
  'Victoria Street',
  'Park Avenue',
  'King Street',
  'Queen Street',
  'Market Place',
  'Castle Hill',
  'Bridge Street',
  'Green Lane',
  'Orchard Close',
  'Riverside Walk',
  'Main Street',
  'Abbey Road',
]

const IE_STREETS = [
  'Main Street',
  'Quay Street',
  'Church Road',
  'Abbey Street',
  'Bridge Street',
  'Strand Road',
  'Castle Street',
  'Green Lane',
]

const FLATS = ['Flat 1', 'Flat 2', 'Flat 3', 'Apartment 4', 'The Coach House', 'Rose Cottage']

// Counties as a courier would print them; a town missing here prints none.
const COUNTIES: Record<string, string> = {
  london: 'Greater London',
  manchester: 'Greater Manchester',
  birmingham: 'West Midlands',
  leeds: 'West Yorkshire',
  glasgow: 'Lanarkshire',
  edinburgh: 'Midlothian',
  bristol: 'Bristol',
  liverpool: 'Merseyside',
  newcastle: 'Tyne and Wear',
  cardiff: 'South Glamorgan',
  belfast: 'County Antrim',
  brighton: 'East Sussex',
  nottingham: 'Nottinghamshire',
  sheffield: 'South Yorkshire',
  leicester: 'Leicestershire',
  southampton: 'Hampshire',
  oxford: 'Oxfordshire',
  cambridge: 'Cambridgeshire',
  york: 'North Yorkshire',
  bath: 'Somerset',
  aberdeen: 'Aberdeenshire',
  norwich: 'Norfolk',
  reading: 'Berkshire',
  coventry: 'West Midlands',
  dublin: 'Co. Dublin',
  'dublin-south': 'Co. Dublin',
  'dublin-north': 'Co. Dublin',
  cork: 'Co. Cork',
  galway: 'Co. Galway',
  limerick: 'Co. Limerick',
  waterford: 'Co. Waterford',
  kilkenny: 'Co. Kilkenny',
  sligo: 'Co. Sligo',
  athlone: 'Co. Westmeath',
  wexford: 'Co. Wexford',
  killarney: 'Co. Kerry',
  drogheda: 'Co. Louth',
}

export interface PostcodeAddressRow {
  postcode: string
  countryCode: 'gb' | 'ie'
  line1: string
  line2: string | null
  town: string
  county: string | null
}

const letters = (prng: Prng, alphabet: string, count: number) =>
  Array.from({ length: count }, () => prng.pick([...alphabet])).join('')

/** Street addresses of one postcode: house numbers rising along one street, some flats. */
function streetAddresses(
  prng: Prng,
  town: SeedLocation,
  streets: readonly string[],
  count: number,
): Omit<PostcodeAddressRow, 'postcode'>[] {
  const street = prng.pick(streets)
  let number = prng.int(1, 40)
  return Array.from({ length: count }, () => {
    number += prng.int(1, 4)
    const flat = prng.chance(0.25) ? prng.pick(FLATS) : null
    return {
      countryCode: town.countryCode,
      line1: flat ?? `${number} ${street}`,
      line2: flat ? `${number} ${street}` : null,
      town: town.name,
      county: COUNTIES[town.shortName] ?? null,
    }
  })
}

/** Every seeded address, UK towns first, in a fixed order.
 * @example postcodeAddresses()[0].postcode // a London postcode such as 'W1F 3AB' */
export function postcodeAddresses(): PostcodeAddressRow[] {
  const prng = new Prng(SEED)
  const rows: PostcodeAddressRow[] = []
  const used = new Set<string>()
  const unique = (make: () => string): string => {
    for (;;) {
      const candidate = parsePostcode(make())?.postcode
      if (candidate && !used.has(candidate)) {
        used.add(candidate)
        return candidate
      }
    }
  }
  for (const town of towns('gb')) {
    for (const district of town.postcodeAreas) {
      for (let i = 0; i < UK_POSTCODES_PER_DISTRICT; i++) {
        const postcode = unique(
          () => `${district} ${prng.int(1, 9)}${letters(prng, UNIT_LETTERS, 2)}`,
        )
        for (const address of streetAddresses(prng, town, STREETS, UK_ADDRESSES_PER_POSTCODE)) {
          rows.push({ postcode, ...address })
        }
      }
    }
  }
  for (const town of towns('ie')) {
    for (const routingKey of town.postcodeAreas) {
      for (const address of streetAddresses(prng, town, IE_STREETS, EIRCODES_PER_ROUTING_KEY)) {
        const postcode = unique(() => `${routingKey} ${letters(prng, EIRCODE_CHARACTERS, 4)}`)
        rows.push({ postcode, ...address })
      }
    }
  }
  return rows
}

/** The lookup table's SQL: cleared and filled again, so a re-seed gives the same addresses. */
export function postcodeStatements(): string[] {
  const rows = postcodeAddresses().map((row): SqlValue[] => [
    row.postcode,
    row.countryCode,
    row.line1,
    row.line2,
    row.town,
    row.county,
  ])
  return [
    'DELETE FROM postcode_addresses',
    ...insertStatements(
      'postcode_addresses',
      ['postcode', 'country_code', 'line1', 'line2', 'town', 'county'],
      rows,
    ),
  ]
}
