import type { D1Database } from '@cloudflare/workers-types'
import type { Brand } from '../../../shared/config/brands'
import { REVIEWS_PAGE_SIZE } from '../../../shared/config/constants'
import { isNoMore } from '../../../shared/domain/deal/next-page'
import type { DealReviewsResponse, SocialCueResponse } from '../../../shared/schemas/feed'
import { DomainError } from '../../errors'
import { DealResourceRepository } from '../../storage/deal-resource-repository'

const HOUR_MS = 3_600_000
const hoursBefore = (now: Date, hours: number) =>
  new Date(now.getTime() - hours * HOUR_MS).toISOString()

/** Deal-keyed resources (storefront §7): a deal's reviews and its social-cue counts. Both
 * answer NOT_FOUND for a deal this brand does not sell, like the deal itself. */
export class DealResourceService {
  private readonly repository: DealResourceRepository

  constructor(db: D1Database) {
    this.repository = new DealResourceRepository(db)
  }

  /** Page `page` (from 0) of a deal's reviews, newest first, ten a page (§9). */
  async reviews(brand: Brand, dealId: number, page: number): Promise<DealReviewsResponse> {
    await this.assertSold(brand, dealId)
    const { reviews, summary } = await this.repository.reviews(
      dealId,
      REVIEWS_PAGE_SIZE,
      page * REVIEWS_PAGE_SIZE,
    )
    return {
      reviews: reviews.map((r) => ({
        id: r.id,
        rating: r.rating,
        authorFirstName: r.author_first_name,
        body: r.body,
        createdAt: r.created_at,
      })),
      total: summary.total,
      // One decimal, as the deal card shows it (catalog deal-mapper).
      average: summary.average === null ? 0 : Math.round(summary.average * 10) / 10,
      page,
      pageSize: REVIEWS_PAGE_SIZE,
      nomore: isNoMore(reviews.length, REVIEWS_PAGE_SIZE),
    }
  }

  /** Purchases in the last 6, 12 and 24 hours before `now` (§3 'Social cue counts'). Each
   * purchase counts once whatever its quantity: the cue speaks of "N others", i.e. buyers. */
  async socialCue(brand: Brand, dealId: number, now: Date): Promise<SocialCueResponse> {
    await this.assertSold(brand, dealId)
    const counts = await this.repository.purchaseCounts(dealId, now.toISOString(), {
      six: hoursBefore(now, 6),
      twelve: hoursBefore(now, 12),
      day: hoursBefore(now, 24),
    })
    return {
      lastSixHours: counts.six,
      lastTwelveHours: counts.twelve,
      lastTwentyFourHours: counts.day,
    }
  }

  private async assertSold(brand: Brand, dealId: number): Promise<void> {
    const sold =
      Number.isSafeInteger(dealId) &&
      dealId > 0 &&
      (await this.repository.dealVisible(dealId, brand.countryCode, brand.id))
    if (!sold) throw new DomainError('NOT_FOUND', `No deal ${dealId}`)
  }
}
