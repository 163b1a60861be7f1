import type { D1Database } from '@cloudflare/workers-types'
import { BRANDS, type Brand } from '../../../shared/config/brands'
import type { Tile, TilesQuery } from '../../../shared/schemas/discovery'
import { DomainError } from '../../errors'
import { ListingRepository } from '../../storage/listing-repository'
import { RailsRepository, type GroupRow } from '../../storage/rails-repository'
import { CatalogService } from '../catalog/catalog-service'
import { dealImageUrl } from '../catalog/deal-mapper'
import { baseCriteria, listingLocation } from '../feeds/listing-location'
import { API_PREFIX } from '../feeds/listing-urls'
import { catalogVersion } from '../feeds/catalog-version'
import { taxonomyFor } from '../feeds/taxonomy'

/** §8 'Tiles: ... Tiles api unexpected data': what the client logs when the call is refused. */
export const TILES_UNEXPECTED_DATA = 'Tiles api unexpected data'

const unexpected = () => new DomainError('INVALID', TILES_UNEXPECTED_DATA)

/** Category tiles of the homepage scroller (storefront §7 'tiles'; §3 'tiles (tiles, apiUrl)').
 * Without a navigation: a tile per category with deals at the location. With one (a category
 * short name): a tile per subcategory of it with deals, the subNavigation's first. Each tile
 * shows its most popular deal's picture and carries `apiUrl`, the JSON feed of its deals.
 * Anything the call names that we do not know is refused as unexpected data. */
export class TilesService {
  private readonly catalog: CatalogService
  private readonly listings: ListingRepository
  private readonly rails: RailsRepository

  constructor(db: D1Database) {
    this.catalog = new CatalogService(db)
    this.listings = new ListingRepository(db)
    this.rails = new RailsRepository(db)
  }

  async tiles(hostBrand: Brand, query: TilesQuery, now: Date): Promise<Tile[]> {
    const brand = query.brand ? BRANDS[query.brand] : hostBrand
    if (query.country !== undefined && query.country !== brand.countryCode) throw unexpected()
    const place = await listingLocation(
      this.catalog,
      brand,
      query.location ?? brand.defaultLocation,
    ).catch(() => {
      throw unexpected()
    })
    const taxonomy = await taxonomyFor(this.listings, await catalogVersion(this.listings))
    const base = baseCriteria(brand, place.location, now, false)
    const path = (...parts: string[]) => `/deals/${[place.segment, ...parts].join('/')}`
    const tile = (id: number, title: string, group: GroupRow, parts: string[]): Tile => ({
      id,
      title,
      imageUrl: dealImageUrl(group.top_deal_id, 1),
      url: path(...parts),
      apiUrl: `${API_PREFIX}${path(...parts)}`,
    })

    if (query.navigation === undefined) {
      const groups = byId(await this.rails.groups(base, 'category_id'))
      return taxonomy.categories.flatMap((category) => {
        const group = groups.get(category.id)
        return group ? [tile(category.id, category.name, group, [category.shortName])] : []
      })
    }
    const category = taxonomy.category(query.navigation)
    if (!category) throw unexpected()
    const current = query.subNavigation
      ? taxonomy.subcategory(query.subNavigation, category.id)
      : null
    if (query.subNavigation && !current) throw unexpected()
    const groups = byId(
      await this.rails.groups({ ...base, categoryIds: [category.id] }, 'subcategory_id'),
    )
    const subs = taxonomy.subcategories.filter((sub) => sub.categoryId === category.id)
    const ordered = current ? [current, ...subs.filter((sub) => sub.id !== current.id)] : subs
    return ordered.flatMap((sub) => {
      const group = groups.get(sub.id)
      return group ? [tile(sub.id, sub.name, group, [category.shortName, sub.shortName])] : []
    })
  }
}

const byId = (groups: readonly GroupRow[]) => new Map(groups.map((group) => [group.id, group]))
