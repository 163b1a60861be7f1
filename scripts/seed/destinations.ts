import type { CountryCode } from '../../src/shared/schemas/location'

/** Travel and escapes destinations. Home ones have an address area for the hotel; abroad
 * ones an arrival airport (IATA) for flights. */
export interface Destination {
  name: string
  lat: number
  lon: number
  postcodeArea: string | null
  airport: string | null
}

type Row = [name: string, lat: number, lon: number, areaOrAirport: string]

const home = ([name, lat, lon, postcodeArea]: Row): Destination => ({
  name,
  lat,
  lon,
  postcodeArea,
  airport: null,
})
const abroad = ([name, lat, lon, airport]: Row): Destination => ({
  name,
  lat,
  lon,
  postcodeArea: null,
  airport,
})

const GB_DESTINATIONS: Row[] = [
  ['Lake District', 54.4609, -3.0886, 'LA22'],
  ['Cotswolds', 51.833, -1.8433, 'GL54'],
  ['Cornwall', 50.266, -5.0527, 'TR1'],
  ['Peak District', 53.3436, -1.778, 'S33'],
  ['Yorkshire Dales', 54.2, -2.1, 'BD23'],
  ['Edinburgh', 55.9533, -3.1883, 'EH1'],
  ['York', 53.96, -1.0873, 'YO1'],
  ['Bath', 51.3811, -2.359, 'BA1'],
  ['Scottish Highlands', 57.12, -4.71, 'PH33'],
  ['Norfolk Coast', 52.95, 0.85, 'NR23'],
  ['Snowdonia', 53.068, -4.076, 'LL55'],
  ['Devon', 50.7156, -3.5309, 'EX1'],
]

const IE_DESTINATIONS: Row[] = [
  ['Kerry', 52.1545, -9.5669, 'V93'],
  ['Galway', 53.2707, -9.0568, 'H91'],
  ['Kilkenny', 52.6541, -7.2448, 'R95'],
  ['Wexford', 52.3369, -6.4633, 'Y35'],
  ['Donegal', 54.6538, -8.1096, 'F94'],
  ['Clare', 52.8436, -8.9864, 'V95'],
  ['Wicklow', 52.9808, -6.0446, 'A67'],
  ['Westport', 53.8, -9.52, 'F28'],
  ['Connemara', 53.5, -9.8, 'H91'],
]

const BEACH: Row[] = [
  ['Costa del Sol', 36.5, -4.88, 'AGP'],
  ['Algarve', 37.02, -7.93, 'FAO'],
  ['Tenerife', 28.29, -16.63, 'TFS'],
  ['Crete', 35.24, 24.81, 'HER'],
  ['Antalya', 36.89, 30.71, 'AYT'],
  ['Majorca', 39.57, 2.65, 'PMI'],
]

const CITY: Row[] = [
  ['Rome', 41.9028, 12.4964, 'FCO'],
  ['Paris', 48.8566, 2.3522, 'CDG'],
  ['Amsterdam', 52.3676, 4.9041, 'AMS'],
  ['Prague', 50.0755, 14.4378, 'PRG'],
  ['Budapest', 47.4979, 19.0402, 'BUD'],
  ['Barcelona', 41.3874, 2.1686, 'BCN'],
  ['Lisbon', 38.7223, -9.1393, 'LIS'],
  ['Krakow', 50.0647, 19.945, 'KRK'],
]

const LONG_HAUL: Row[] = [
  ['Dubai', 25.2048, 55.2708, 'DXB'],
  ['Maldives', 4.1755, 73.5093, 'MLE'],
  ['Cancun', 21.1619, -86.8515, 'CUN'],
  ['New York', 40.7128, -74.006, 'JFK'],
  ['Bali', -8.3405, 115.092, 'DPS'],
]

export const homeDestinations = (country: CountryCode): Destination[] =>
  (country === 'gb' ? GB_DESTINATIONS : IE_DESTINATIONS).map(home)

export const DESTINATIONS_ABROAD = {
  beach: BEACH.map(abroad),
  city: CITY.map(abroad),
  longHaul: LONG_HAUL.map(abroad),
}

/** Where flights leave from, per country (storefront §9 lists the London airports). */
export const DEPARTURE_AIRPORTS: Record<CountryCode, readonly string[]> = {
  gb: ['LGW', 'LHR', 'STN', 'LTN', 'MAN', 'BHX', 'EDI', 'GLA', 'BRS'],
  ie: ['DUB', 'ORK', 'SNN'],
}
