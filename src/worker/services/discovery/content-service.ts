import type { D1Database } from '@cloudflare/workers-types'
import type { Brand } from '../../../shared/config/brands'
import { DEFAULT_FEED_SIZES } from '../../../shared/config/constants'
import type { DealSummary } from '../../../shared/schemas/deal'
import type { ContentPage, GuideSummary, ScrollerResponse } from '../../../shared/schemas/discovery'
import type { Location } from '../../../shared/schemas/location'
import type { DealSummaryRow } from '../../storage/catalog-rows'
import { ContentRepository, type ContentPageRow } from '../../storage/content-repository'
import { ListingRepository } from '../../storage/listing-repository'
import { RailsRepository } from '../../storage/rails-repository'
import { CatalogService } from '../catalog/catalog-service'
import { dealImageUrl, toDealSummary } from '../catalog/deal-mapper'
import { baseCriteria } from '../feeds/listing-location'
import { specialFilter } from '../feeds/specials'
import { cardsInOrder, railLocation, visibilityAt } from './deal-cards'

/** The guides hub's own slug (/guides/hub, storefront §2 'Paths'). */
export const HUB_SLUG = 'hub'

/** A guide's deals feed: the larger of §9's 'default feed sizes 14 and 18' fills whole rows of
 * the three-across grid. */
const GUIDE_FEED_SIZE = DEFAULT_FEED_SIZES[1]

/** The homepage scroller advances every few seconds; §7 leaves the pace to the configuration. */
const SCROLLER_AUTOPLAY_MS = 5000

// An editor ranks a handful of deals; more than this is a mistake, not a listicle.
const MAX_LISTICLE_DEALS = 30

/** Only paths on our own host are followed: '//x' and '/\x' are other hosts to a browser. */
const isLocalPath = (url: string) => /^\/(?![/\\])/.test(url)

function listicleIds(json: string): number[] {
  try {
    const parsed: unknown = JSON.parse(json)
    if (!Array.isArray(parsed)) return []
    return parsed
      .filter((id): id is number => Number.isSafeInteger(id) && id > 0)
      .slice(0, MAX_LISTICLE_DEALS)
  } catch {
    return []
  }
}

function toContentPage(
  row: ContentPageRow,
  redirectUrl: string | null,
  dealsFeed: DealSummary[],
  listicleDeals: DealSummary[],
): ContentPage {
  return {
    slug: row.slug,
    displayName: row.display_name,
    description: row.description,
    additionalText: row.additional_text,
    text: row.text,
    dealsFeed,
    listicleDeals,
    listicleView: row.listicle_view,
    redirectUrl,
  }
}

export interface ContentOptions {
  /** Where the feed and listicle are read for; the brand's default location when absent. */
  location?: string
  now: Date
}

/** Slug content (storefront §7 'slug content') for guide pages, the guides hub list and the
 * homepage scroller configuration (§7 'scroller configuration by brand'). */
export class ContentService {
  private readonly content: ContentRepository
  private readonly rails: RailsRepository
  private readonly listings: ListingRepository
  private readonly catalog: CatalogService

  constructor(db: D1Database) {
    this.content = new ContentRepository(db)
    this.rails = new RailsRepository(db)
    this.listings = new ListingRepository(db)
    this.catalog = new CatalogService(db)
  }

  /** The page for `slug` on this brand, or null. A moved slug answers only its redirectUrl
   * (the page follows it with a 301, §2 'Page metadata'). Listicle deals keep the editor's
   * order and skip closed ones; the feed leaves out what the listicle already shows. */
  async page(brand: Brand, slug: string, options: ContentOptions): Promise<ContentPage | null> {
    const row = await this.content.bySlug(slug, brand.id)
    if (!row) return null
    const redirectUrl =
      row.redirect_url !== null && isLocalPath(row.redirect_url) ? row.redirect_url : null
    if (redirectUrl) return toContentPage(row, redirectUrl, [], [])
    const place = await railLocation(this.catalog, brand, options.location)
    const ids = listicleIds(row.listicle_deal_ids)
    const [listicle, feed] = await Promise.all([
      this.rails.dealsByIds(ids, visibilityAt(brand, options.now)),
      this.feed(brand, place, row, ids, options.now),
    ])
    return toContentPage(
      row,
      null,
      feed.map((deal) => toDealSummary(deal, brand)),
      cardsInOrder(listicle, ids, brand),
    )
  }

  /** The guides the hub lists, in the editors' order. */
  async guides(brand: Brand): Promise<GuideSummary[]> {
    const rows = await this.content.guides(brand.id, HUB_SLUG)
    return rows.map((row) => {
      const lead = listicleIds(row.listicle_deal_ids)[0]
      return {
        slug: row.slug,
        displayName: row.display_name,
        description: row.description,
        url: `/guides/${row.slug}`,
        imageUrl: lead === undefined ? null : dealImageUrl(lead, 1),
      }
    })
  }

  async scroller(brand: Brand): Promise<ScrollerResponse> {
    const items = await this.content.scrollerItems(brand.id)
    return {
      config: {
        items: items.map((item) => ({
          label: item.label,
          url: item.url,
          imageUrl: item.image_url,
        })),
        autoplayMs: SCROLLER_AUTOPLAY_MS,
      },
    }
  }

  /** The most popular deals of the page's special or tag: a special slug is that listing's
   * filter (/deals/{location}/special/{slug}), anything else a search tag deals carry. */
  private async feed(
    brand: Brand,
    place: Location,
    row: ContentPageRow,
    exclude: readonly number[],
    now: Date,
  ): Promise<DealSummaryRow[]> {
    const query = row.deals_feed_query
    if (!query) return []
    const { rows } = await this.listings.listing({
      criteria: {
        ...baseCriteria(brand, place, now, false),
        special: specialFilter(query)?.filter ?? { kind: 'tag', tag: query },
        excludeDealIds: exclude,
      },
      order: { sort: 'popularity', direction: null, relatedTo: null },
      limit: GUIDE_FEED_SIZE,
      offset: 0,
      facets: null,
      sponsored: null,
    })
    return rows
  }
}
