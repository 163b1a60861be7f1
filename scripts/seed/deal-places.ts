import type { CountryCode } from '../../src/shared/schemas/location'
import { DESTINATIONS_ABROAD, homeDestinations, type Destination } from './destinations'
import { LOCATIONS, pseudoLocation, towns, type SeedLocation } from './locations'
import type { MerchantTrade, Place } from './merchants'
import type { DealPlan } from './plan'
import type { Prng } from './prng'
import type { CategoryShortName, SeedSubcategory } from './taxonomy'

/** Where a deal is listed, who sells it and where it happens. */
export interface DealWhere {
  location: SeedLocation
  trade: MerchantTrade
  place: Place
  /** Town or destination named in headlines ("{town} Spa Break"). */
  placeName: string
  /** Set for packages abroad that can include flights. */
  arrivalAirport: string | null
  abroad: boolean
}

const TRADE: Record<CategoryShortName, MerchantTrade> = {
  beauty: 'beauty',
  'food-drink': 'food',
  activities: 'activities',
  'health-fitness': 'health',
  shop: 'retail',
  travel: 'hotel',
  escapes: 'hotel',
  gifts: 'gifts',
  wellness: 'wellness',
  vip: 'beauty',
}

const VIP_TRADE: Record<string, MerchantTrade> = {
  'vip-spa': 'beauty',
  'vip-dining': 'food',
  'vip-travel': 'hotel',
}

/** Tour operators sell packages abroad from a head office in a big city. */
const TOUR_HUBS: Record<CountryCode, readonly string[]> = {
  gb: ['london', 'manchester', 'glasgow'],
  ie: ['dublin', 'cork'],
}

function townPlace(location: SeedLocation): Place {
  return {
    key: location.shortName,
    town: location.name.replace(/ (South|North)$/, ''),
    lat: location.lat,
    lon: location.lon,
    postcodeAreas: location.postcodeAreas,
  }
}

const destinationPlace = (d: Destination): Place => ({
  key: d.name,
  town: d.name,
  lat: d.lat,
  lon: d.lon,
  postcodeAreas: d.postcodeArea ? [d.postcodeArea] : [],
})

function findTown(country: CountryCode, shortName: string): SeedLocation {
  const found = LOCATIONS.find((l) => l.countryCode === country && l.shortName === shortName)
  if (!found) throw new Error(`no town ${country}/${shortName}`)
  return found
}

function randomTown(rng: Prng, country: CountryCode): SeedLocation {
  const list = towns(country)
  return rng.weighted(
    list,
    list.map((t) => t.score),
  )
}

function abroadFor(rng: Prng, sub: SeedSubcategory): Destination | null {
  switch (sub.shortName) {
    case 'beach-holidays':
    case 'all-inclusive':
      return rng.pick(DESTINATIONS_ABROAD.beach)
    case 'european-city-breaks':
      return rng.pick(DESTINATIONS_ABROAD.city)
    case 'long-haul':
      return rng.pick(DESTINATIONS_ABROAD.longHaul)
    default:
      return null
  }
}

export function dealWhere(rng: Prng, plan: DealPlan, sub: SeedSubcategory): DealWhere {
  const { country } = plan
  const atTown = (location: SeedLocation, trade: MerchantTrade, town = location): DealWhere => ({
    location,
    trade,
    place: townPlace(town),
    placeName: townPlace(town).town,
    arrivalAirport: null,
    abroad: false,
  })
  const atDestination = (location: SeedLocation): DealWhere => {
    const destination = rng.pick(homeDestinations(country))
    return {
      location,
      trade: 'hotel',
      place: destinationPlace(destination),
      placeName: destination.name,
      arrivalAirport: null,
      abroad: false,
    }
  }

  switch (plan.placement) {
    case 'local':
      return atTown(findTown(country, plan.town ?? ''), TRADE[plan.category])
    case 'collection':
      return atTown(
        pseudoLocation(country, 'wellness-collection'),
        'wellness',
        randomTown(rng, country),
      )
    case 'escapes':
      return atDestination(pseudoLocation(country, 'escapes'))
    case 'national': {
      const national = pseudoLocation(country, 'national-deal')
      const trade =
        plan.category === 'vip' ? (VIP_TRADE[sub.shortName] ?? 'beauty') : TRADE[plan.category]
      return trade === 'hotel'
        ? atDestination(national)
        : atTown(national, trade, randomTown(rng, country))
    }
    case 'travel': {
      const travel = pseudoLocation(country, 'travel')
      if (sub.travelGroup !== 'international') return atDestination(travel)
      const hub = findTown(country, rng.pick(TOUR_HUBS[country]))
      const destination = abroadFor(rng, sub)
      return {
        location: travel,
        trade: 'tour',
        place: townPlace(hub),
        placeName: destination?.name ?? 'Mystery Destination',
        arrivalAirport: destination?.airport ?? null,
        abroad: true,
      }
    }
  }
}
