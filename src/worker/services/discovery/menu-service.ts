import type { D1Database } from '@cloudflare/workers-types'
import type { Brand } from '../../../shared/config/brands'
import type { MenuRange, MenuResponse } from '../../../shared/schemas/discovery'
import type { Location } from '../../../shared/schemas/location'
import type { NavigationItem } from '../../../shared/schemas/navigation'
import { DomainError } from '../../errors'
import { ListingRepository } from '../../storage/listing-repository'
import { RailsRepository } from '../../storage/rails-repository'
import { CatalogService } from '../catalog/catalog-service'
import { baseCriteria } from '../feeds/listing-location'
import { catalogVersion } from '../feeds/catalog-version'
import { taxonomyFor, type Subcategory } from '../feeds/taxonomy'
import { railLocation } from './deal-cards'

export interface MenuInput {
  /** 'header', 'travel', or a category short name for its subcategory menu. */
  slug: string
  range: MenuRange
  location?: string
  now: Date
}

const TRAVEL_TYPES: Record<
  NonNullable<Subcategory['travelGroup']>,
  NavigationItem['navigationType']
> = { uk: 'travel', ireland: 'travel', international: 'international travel' }

/** Menus by slug (storefront §7 'menu /{slug}, range=1-30'; §3 'Navigation item'): the header
 * list, the travel pages' menu, or a category's subcategories with their deal counts at the
 * location. 'travel' is the travel menu (its groups hold the travel subcategories). `range`
 * picks positions counted from 1, so 1-30 is the first thirty items. */
export class MenuService {
  private readonly catalog: CatalogService
  private readonly listings: ListingRepository
  private readonly rails: RailsRepository

  constructor(db: D1Database) {
    this.catalog = new CatalogService(db)
    this.listings = new ListingRepository(db)
    this.rails = new RailsRepository(db)
  }

  async menu(brand: Brand, input: MenuInput): Promise<MenuResponse> {
    const location = await railLocation(this.catalog, brand, input.location)
    const items =
      input.slug === 'header'
        ? await this.catalog.navigation(brand, location)
        : input.slug === 'travel'
          ? await this.catalog.travelNavigation(brand, location)
          : await this.categoryMenu(brand, input.slug, location, input.now)
    return { items: items.slice(input.range.from - 1, input.range.to) }
  }

  /** A category's subcategories that have deals at the location, linking to their listings. */
  private async categoryMenu(
    brand: Brand,
    slug: string,
    location: Location,
    now: Date,
  ): Promise<NavigationItem[]> {
    const taxonomy = await taxonomyFor(this.listings, await catalogVersion(this.listings))
    const category = taxonomy.category(slug)
    if (!category) throw new DomainError('NOT_FOUND', `No menu '${slug.slice(0, 80)}'`)
    const groups = await this.rails.groups(
      { ...baseCriteria(brand, location, now, false), categoryIds: [category.id] },
      'subcategory_id',
    )
    const counts = new Map(groups.map((group) => [group.id, group.n]))
    return taxonomy.subcategories
      .filter((sub) => sub.categoryId === category.id && counts.has(sub.id))
      .map((sub) => ({
        id: sub.id,
        shortName: sub.shortName,
        linkText: sub.name,
        url: `/deals/${location.shortName}/${category.shortName}/${sub.shortName}`,
        isLocal: false,
        isActive: false,
        imageUrl: null,
        categoryName: category.name,
        count: counts.get(sub.id) ?? 0,
        isDefault: false,
        navigationType: sub.travelGroup ? TRAVEL_TYPES[sub.travelGroup] : null,
        isVip: category.shortName === 'vip',
        subNavigations: [],
      }))
  }
}
