import type { D1Database } from '@cloudflare/workers-types'
import type { Brand } from '../../../shared/config/brands'
import type { TravelFacetsResponse } from '../../../shared/schemas/discovery'
import type { FacetGroup } from '../../../shared/schemas/feed'
import { ListingRepository } from '../../storage/listing-repository'
import { RailsRepository } from '../../storage/rails-repository'
import { CatalogService } from '../catalog/catalog-service'
import { baseCriteria } from '../feeds/listing-location'
import { catalogVersion } from '../feeds/catalog-version'
import { taxonomyFor, type Subcategory } from '../feeds/taxonomy'

type Group = Subcategory['travelGroup']

// §2 'Header and navigation': "Groups: UK Travel and International Travel; for Irish
// locations, Ireland Travel and International Travel". Escapes subcategories have no group.
const GROUP_ORDER: readonly Group[] = ['uk', 'ireland', 'international', null]
const GROUP_NAMES: Record<NonNullable<Group>, string> = {
  uk: 'UK Travel',
  ireland: 'Ireland Travel',
  international: 'International Travel',
}

/** Travel homepage facets (storefront §7 'travel homepage facets'): the subcategories
 * (destinations and kinds of break) of the brand's travel location (/travel or /escapes) with
 * their deal counts, one facet group per travel group, each linking to its travel listing. */
export class TravelFacetsService {
  private readonly catalog: CatalogService
  private readonly listings: ListingRepository
  private readonly rails: RailsRepository

  constructor(db: D1Database) {
    this.catalog = new CatalogService(db)
    this.listings = new ListingRepository(db)
    this.rails = new RailsRepository(db)
  }

  async facets(brand: Brand, now: Date): Promise<TravelFacetsResponse> {
    const segment = brand.travelSegment
    const location = await this.catalog.findLocation(segment, brand.countryCode)
    if (!location) return { facets: [] }
    const [taxonomy, groups] = await Promise.all([
      catalogVersion(this.listings).then((version) => taxonomyFor(this.listings, version)),
      this.rails.groups(baseCriteria(brand, location, now, false), 'subcategory_id'),
    ])
    const counts = new Map(groups.map((group) => [group.id, group.n]))
    const facets = GROUP_ORDER.flatMap((travelGroup): FacetGroup[] => {
      const links = taxonomy.subcategories
        .filter((sub) => sub.travelGroup === travelGroup && counts.has(sub.id))
        .map((sub) => ({
          linkText: sub.name,
          shortName: sub.shortName,
          count: counts.get(sub.id) ?? 0,
          url: `/${segment}/${sub.shortName}`,
          isActive: false,
        }))
      if (links.length === 0) return []
      const name = travelGroup ? GROUP_NAMES[travelGroup] : location.name
      return [{ name, type: 'subcategory', links }]
    })
    return { facets }
  }
}
