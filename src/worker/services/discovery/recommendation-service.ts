import type { D1Database } from '@cloudflare/workers-types'
import type { Brand } from '../../../shared/config/brands'
import { resolveLocationShortName } from '../../../shared/domain/location'
import type { DealsResponse } from '../../../shared/schemas/discovery'
import type { DealSummaryRow } from '../../storage/catalog-rows'
import type { ListingOrder } from '../../storage/listing-criteria'
import { ListingRepository } from '../../storage/listing-repository'
import { RailsRepository } from '../../storage/rails-repository'
import { CatalogService } from '../catalog/catalog-service'
import { toDealSummary } from '../catalog/deal-mapper'
import { baseCriteria } from '../feeds/listing-location'
import { hashCustomerToken } from '../security/customer-token'
import { railLocation } from './deal-cards'

export interface RecommendationInput {
  customerToken: string
  /** The most deals recommended in all (§9 'recommendations limit 40'). */
  limit: number
  page: number
  pageSize: number
  /** A location the caller names; NOT_FOUND when unknown. */
  location?: string
  /** The visitor's location cookie, used when no location is named; a stale one is ignored. */
  locationCookie?: string
  now: Date
}

// Enough history to know a customer's tastes; older purchases add little.
const HISTORY_DEALS = 50
const POPULAR: ListingOrder = { sort: 'popularity', direction: null, relatedTo: null }

/** 'Recommended for you' (storefront §3 'Home-page rails', §7 'recommendations by customer
 * token'). There are no accounts yet, so a customer is known only by purchases that carry the
 * hash of their token (deal_purchases.customer_token_hash, written by checkout):
 * - with purchases: popular deals of the categories they bought from, the subcategory of their
 *   latest purchase first, never a deal they already bought; topped up with popular deals;
 * - without: the most popular deals of their location and the country's national deals.
 * `limit` caps the whole list and pages are cut from it, so page 1 of 25 under limit 40 holds 15. */
export class RecommendationService {
  private readonly rails: RailsRepository
  private readonly listings: ListingRepository
  private readonly catalog: CatalogService

  constructor(db: D1Database) {
    this.rails = new RailsRepository(db)
    this.listings = new ListingRepository(db)
    this.catalog = new CatalogService(db)
  }

  async recommendations(brand: Brand, input: RecommendationInput): Promise<DealsResponse> {
    const start = input.page * input.pageSize
    const end = Math.min(start + input.pageSize, input.limit)
    if (start >= end) return { deals: [] }
    const place = await railLocation(
      this.catalog,
      brand,
      input.location ??
        resolveLocationShortName({
          cookie: input.locationCookie,
          knownShortNames: await this.catalog.knownLocationShortNames(brand.countryCode),
          brandDefault: brand.defaultLocation,
        }),
    )
    const base = baseCriteria(brand, place, input.now, false)
    const history = await this.rails.purchaseHistory(
      await hashCustomerToken(input.customerToken),
      HISTORY_DEALS,
    )
    const bought = history.map((h) => h.deal_id)
    const picked: DealSummaryRow[] = []
    const take = async (criteria: typeof base, order: ListingOrder) => {
      const { rows } = await this.listings.listing({
        criteria,
        order,
        limit: end - picked.length,
        offset: 0,
        facets: null,
        sponsored: null,
      })
      picked.push(...rows)
    }
    if (history.length > 0) {
      await take(
        {
          ...base,
          categoryIds: [...new Set(history.map((h) => h.category_id))],
          excludeDealIds: bought,
        },
        { ...POPULAR, relatedTo: bought[0] ?? null },
      )
    }
    if (picked.length < end) {
      await take({ ...base, excludeDealIds: [...bought, ...picked.map((row) => row.id)] }, POPULAR)
    }
    return { deals: picked.slice(start, end).map((row) => toDealSummary(row, brand)) }
  }
}
