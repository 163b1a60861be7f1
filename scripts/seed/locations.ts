import type { CountryCode } from '../../src/shared/schemas/location'

type LocationKind = 'local' | 'national' | 'near-me' | 'travel' | 'collection'

export interface SeedLocation {
  id: number
  shortName: string
  name: string
  countryCode: CountryCode
  lat: number
  lon: number
  /** Ranks towns in pickers and weights how many local deals a town gets. */
  score: number
  kind: LocationKind
  /** Postcode districts (UK) or Eircode routing keys (IE) for merchant addresses. */
  postcodeAreas: readonly string[]
}

type TownRow = [
  id: number,
  shortName: string,
  name: string,
  lat: number,
  lon: number,
  score: number,
  areas: string[],
]

// Approximate town-centre coordinates.
const GB_TOWNS: TownRow[] = [
  [
    1,
    'london',
    'London',
    51.5074,
    -0.1278,
    100,
    ['W1F', 'SE1', 'EC2A', 'N1', 'SW11', 'E1', 'WC2H', 'NW1'],
  ],
  [2, 'manchester', 'Manchester', 53.4808, -2.2426, 80, ['M1', 'M2', 'M4', 'M15']],
  [3, 'birmingham', 'Birmingham', 52.4862, -1.8904, 78, ['B1', 'B2', 'B3', 'B5']],
  [4, 'leeds', 'Leeds', 53.8008, -1.5491, 70, ['LS1', 'LS2', 'LS6']],
  [5, 'glasgow', 'Glasgow', 55.8642, -4.2518, 72, ['G1', 'G2', 'G3', 'G12']],
  [6, 'edinburgh', 'Edinburgh', 55.9533, -3.1883, 68, ['EH1', 'EH2', 'EH3', 'EH8']],
  [7, 'bristol', 'Bristol', 51.4545, -2.5879, 66, ['BS1', 'BS2', 'BS8']],
  [8, 'liverpool', 'Liverpool', 53.4084, -2.9916, 65, ['L1', 'L2', 'L3']],
  [9, 'newcastle', 'Newcastle', 54.9783, -1.6178, 60, ['NE1', 'NE2']],
  [10, 'cardiff', 'Cardiff', 51.4816, -3.1791, 58, ['CF10', 'CF11', 'CF24']],
  [11, 'belfast', 'Belfast', 54.5973, -5.9301, 57, ['BT1', 'BT2', 'BT7']],
  [12, 'brighton', 'Brighton', 50.8225, -0.1372, 55, ['BN1', 'BN2', 'BN3']],
  [13, 'nottingham', 'Nottingham', 52.9548, -1.1581, 54, ['NG1', 'NG7']],
  [14, 'sheffield', 'Sheffield', 53.3811, -1.4701, 53, ['S1', 'S3', 'S11']],
  [15, 'leicester', 'Leicester', 52.6369, -1.1398, 48, ['LE1', 'LE2']],
  [16, 'southampton', 'Southampton', 50.9097, -1.4044, 46, ['SO14', 'SO15']],
  [17, 'oxford', 'Oxford', 51.752, -1.2577, 45, ['OX1', 'OX2', 'OX4']],
  [18, 'cambridge', 'Cambridge', 52.2053, 0.1218, 44, ['CB1', 'CB2']],
  [19, 'york', 'York', 53.96, -1.0873, 43, ['YO1', 'YO10']],
  [20, 'bath', 'Bath', 51.3811, -2.359, 40, ['BA1', 'BA2']],
  [21, 'aberdeen', 'Aberdeen', 57.1497, -2.0943, 40, ['AB10', 'AB11']],
  [22, 'norwich', 'Norwich', 52.6309, 1.2974, 38, ['NR1', 'NR2']],
  [23, 'reading', 'Reading', 51.4543, -0.9781, 37, ['RG1', 'RG2']],
  [24, 'coventry', 'Coventry', 52.4068, -1.5197, 36, ['CV1', 'CV3']],
]

const IE_TOWNS: TownRow[] = [
  [101, 'dublin', 'Dublin', 53.3498, -6.2603, 100, ['D01', 'D02', 'D08']],
  [102, 'dublin-south', 'Dublin South', 53.29, -6.24, 90, ['D14', 'D16', 'D18', 'D06']],
  [103, 'dublin-north', 'Dublin North', 53.39, -6.2, 80, ['D09', 'D11', 'D13']],
  [104, 'cork', 'Cork', 51.8985, -8.4756, 75, ['T12', 'T23']],
  [105, 'galway', 'Galway', 53.2707, -9.0568, 65, ['H91']],
  [106, 'limerick', 'Limerick', 52.6638, -8.6267, 60, ['V94']],
  [107, 'waterford', 'Waterford', 52.2593, -7.1101, 50, ['X91']],
  [108, 'kilkenny', 'Kilkenny', 52.6541, -7.2448, 45, ['R95']],
  [109, 'sligo', 'Sligo', 54.2766, -8.4761, 38, ['F91']],
  [110, 'athlone', 'Athlone', 53.4239, -7.9407, 36, ['N37']],
  [111, 'wexford', 'Wexford', 52.3369, -6.4633, 35, ['Y35']],
  [112, 'killarney', 'Killarney', 52.0599, -9.5044, 34, ['V93']],
  [113, 'drogheda', 'Drogheda', 53.7179, -6.3561, 33, ['A92']],
]

const town =
  (countryCode: CountryCode) =>
  ([id, shortName, name, lat, lon, score, postcodeAreas]: TownRow): SeedLocation => ({
    id,
    shortName,
    name,
    countryCode,
    lat,
    lon,
    score,
    kind: 'local',
    postcodeAreas,
  })

/** Feeds also accept these (storefront §2 Paths: national-deal, near-me, travel). The
 * wellness collection is a location because its skin is chosen by location (§4). */
function pseudoLocations(countryCode: CountryCode, firstId: number, lat: number, lon: number) {
  const rows: [string, string, LocationKind][] = [
    ['national-deal', 'National Deals', 'national'],
    ['near-me', 'Near Me', 'near-me'],
    ['travel', 'Travel', 'travel'],
    ['escapes', 'Escapes', 'travel'],
    ['wellness-collection', 'Wellness Collection', 'collection'],
  ]
  return rows.map(([shortName, name, kind], i): SeedLocation => ({
    id: firstId + i,
    shortName,
    name,
    countryCode,
    lat,
    lon,
    score: 0,
    kind,
    postcodeAreas: [],
  }))
}

export const LOCATIONS: readonly SeedLocation[] = [
  ...GB_TOWNS.map(town('gb')),
  ...pseudoLocations('gb', 90, 52.3555, -1.1743),
  ...IE_TOWNS.map(town('ie')),
  ...pseudoLocations('ie', 190, 53.4129, -8.2439),
]

export const towns = (countryCode: CountryCode): SeedLocation[] =>
  LOCATIONS.filter((l) => l.countryCode === countryCode && l.kind === 'local')

export function pseudoLocation(countryCode: CountryCode, shortName: string): SeedLocation {
  const found = LOCATIONS.find((l) => l.countryCode === countryCode && l.shortName === shortName)
  if (!found) throw new Error(`no location ${countryCode}/${shortName}`)
  return found
}
