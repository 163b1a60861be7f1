import type { Brand } from '../../../shared/config/brands'
import type { Location } from '../../../shared/schemas/location'
import { DomainError } from '../../errors'
import type { ListingCriteria } from '../../storage/listing-criteria'
import { CatalogService, startOfLocalDayIso } from '../catalog/catalog-service'

/** "'shop' maps to national-deal" (storefront §2 'Paths'); 'national' is read the same way. */
const LOCATION_ALIASES: Readonly<Record<string, string>> = {
  shop: 'national-deal',
  national: 'national-deal',
}

// /deals/shop is a page of its own in §2, so its listing keeps that path; other aliases are
// answered under the location's real name (and redirected there).
const KEPT_ALIASES: ReadonlySet<string> = new Set(['shop'])

export interface ListingLocation {
  location: Location
  /** The location segment of this listing's own paths. */
  segment: string
  /** True when the request named the location by a name that is not its path. */
  moved: boolean
}

/** The location a listing was asked for, or NOT_FOUND. */
export async function listingLocation(
  catalog: CatalogService,
  brand: Brand,
  requested: string,
): Promise<ListingLocation> {
  const asked = requested.trim().toLowerCase()
  // Own keys only: a location named 'constructor' must not find Object.prototype's (fuzz found it).
  const shortName = Object.hasOwn(LOCATION_ALIASES, asked) ? LOCATION_ALIASES[asked]! : asked
  const location = asked === '' ? null : await catalog.findLocation(shortName, brand.countryCode)
  if (!location) throw new DomainError('NOT_FOUND', `No location '${requested.slice(0, 80)}'`)
  const kept = KEPT_ALIASES.has(asked)
  return {
    location,
    segment: kept ? asked : location.shortName,
    moved: !kept && asked !== location.shortName,
  }
}

/** What every listing of a location shares: the brand's country and deals, deals open for
 * viewing at `now` (until the end of their closing day in the brand's zone, §4), and for towns
 * and the national pages the country's national deals too (as the homepage feed does). */
export function baseCriteria(
  brand: Brand,
  location: Location,
  now: Date,
  vip: boolean,
): ListingCriteria {
  return {
    countryCode: brand.countryCode,
    brand: brand.id,
    locationId: location.id,
    includeNational: ['local', 'national', 'near-me'].includes(location.kind),
    openedBy: now.toISOString(),
    closingFrom: startOfLocalDayIso(now, brand.timeZone),
    vip,
    categoryIds: [],
    subcategoryId: null,
    tag: null,
    special: null,
    excludeCategoryIds: [],
    excludeSubcategoryIds: [],
    excludeDealIds: [],
    minPrice: null,
    maxPrice: null,
    match: null,
  }
}

/** Prices arrive in major units as the slider shows them (FeedQuery); D1 holds minor units. */
export const toMinorUnits = (major: number | undefined): number | null =>
  major === undefined ? null : Math.round(major * 100)

/** The caller's exclusions by short name; a name that is not in the taxonomy excludes nothing. */
export function idsOf<T extends { id: number }>(
  names: readonly string[] | undefined,
  find: (name: string) => T | null,
): number[] {
  return (names ?? []).flatMap((name) => {
    const found = find(name)
    return found ? [found.id] : []
  })
}
