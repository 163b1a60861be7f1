import type { D1Database } from '@cloudflare/workers-types'
import type { Brand } from '../../../shared/config/brands'
import type { DealsResponse } from '../../../shared/schemas/discovery'
import { DomainError } from '../../errors'
import type { ListingOrder } from '../../storage/listing-criteria'
import { ListingRepository } from '../../storage/listing-repository'
import { BuyAgainRepository } from '../../storage/buy-again-repository'
import { RailsRepository } from '../../storage/rails-repository'
import { CatalogService } from '../catalog/catalog-service'
import { toDealSummary } from '../catalog/deal-mapper'
import { baseCriteria } from '../feeds/listing-location'
import { catalogVersion } from '../feeds/catalog-version'
import { taxonomyFor } from '../feeds/taxonomy'
import { cardsInOrder, railLocation, visibilityAt } from './deal-cards'

export interface Paging {
  /** 0-based (storefront §5). */
  page: number
  pageSize: number
}

/** Newest first; among deals added together the more popular one first. */
const NEWEST: ListingOrder = { sort: 'recent', direction: null, relatedTo: null }

/** How far ahead a preview looks. §7 names the call but not its window: a week shows what
 * opens in the coming days (early-bird launches are announced about that far out) without
 * listing deals the merchant may still change. */
const PREVIEW_WINDOW_DAYS = 7
const DAY_MS = 86_400_000

/** Home-page rails that need no customer (§3 'Home-page rails': recently viewed, new products)
 * or a signed-in one (buy again), and the category preview (§7 'preview /{category}'). */
export class RailsService {
  private readonly rails: RailsRepository
  private readonly listings: ListingRepository
  private readonly catalog: CatalogService
  private readonly buyAgainOrders: BuyAgainRepository

  constructor(db: D1Database) {
    this.rails = new RailsRepository(db)
    this.listings = new ListingRepository(db)
    this.catalog = new CatalogService(db)
    this.buyAgainOrders = new BuyAgainRepository(db)
  }

  /** The deals asked for, in the order asked, leaving out unknown and closed ones. */
  async recentlyViewed(brand: Brand, ids: readonly number[], now: Date): Promise<DealsResponse> {
    const rows = await this.rails.dealsByIds(ids, visibilityAt(brand, now))
    return { deals: cardsInOrder(rows, ids, brand) }
  }

  /** A location's newest deals (by the date they were added), with the country's national ones
   * for a town, as the location's feed lists them. NOT_FOUND for an unknown location. */
  async newProducts(
    brand: Brand,
    location: string,
    paging: Paging,
    now: Date,
  ): Promise<DealsResponse> {
    const place = await railLocation(this.catalog, brand, location)
    const { rows } = await this.listings.listing({
      criteria: baseCriteria(brand, place, now, false),
      order: NEWEST,
      limit: paging.pageSize,
      offset: paging.page * paging.pageSize,
      facets: null,
      sponsored: null,
    })
    return { deals: rows.map((row) => toDealSummary(row, brand)) }
  }

  /** Deals from the signed-in customer's own PAID orders, 10 a page (§9), those still on sale
   * first. Nobody signed in: an empty rail, not an error (the page asks them to sign in). */
  async buyAgain(
    brand: Brand,
    userId: number | null,
    paging: Paging,
    now: Date,
  ): Promise<DealsResponse> {
    if (userId === null) return { deals: [] }
    const rows = await this.buyAgainOrders.page(
      userId,
      visibilityAt(brand, now),
      paging.pageSize,
      paging.page * paging.pageSize,
    )
    return { deals: rows.map((row) => toDealSummary(row, brand)) }
  }

  /** A category's next deals at a location, newest first: the ones on sale and those opening
   * within PREVIEW_WINDOW_DAYS. NOT_FOUND for an unknown category or location. */
  async preview(
    brand: Brand,
    categoryShortName: string,
    options: Paging & { location?: string },
    now: Date,
  ): Promise<DealsResponse> {
    const taxonomy = await taxonomyFor(this.listings, await catalogVersion(this.listings))
    const category = taxonomy.category(categoryShortName)
    if (!category) {
      throw new DomainError('NOT_FOUND', `No category '${categoryShortName.slice(0, 80)}'`)
    }
    const place = await railLocation(this.catalog, brand, options.location)
    const { rows } = await this.listings.listing({
      criteria: {
        ...baseCriteria(brand, place, now, false),
        openedBy: new Date(now.getTime() + PREVIEW_WINDOW_DAYS * DAY_MS).toISOString(),
        categoryIds: [category.id],
      },
      order: NEWEST,
      limit: options.pageSize,
      offset: options.page * options.pageSize,
      facets: null,
      sponsored: null,
    })
    return { deals: rows.map((row) => toDealSummary(row, brand)) }
  }
}
