import type { D1Database } from '@cloudflare/workers-types'
import type { Brand } from '../../../shared/config/brands'
import { REVIEWS_PAGE_SIZE } from '../../../shared/config/constants'
import { isNoMore } from '../../../shared/domain/deal/next-page'
import {
  reviewRefusal,
  shownAverage,
  type ReviewSort,
} from '../../../shared/domain/review/review-rules'
import type { DealReview, DealReviewsResponse } from '../../../shared/schemas/feed'
import type { SubmitReviewRequest, SubmitReviewResponse } from '../../../shared/schemas/reviews'
import { DomainError } from '../../errors'
import type { SessionUser } from '../accounts/session-user'
import { DealResourceRepository } from '../../storage/deal-resource-repository'
import type { ReviewRow } from '../../storage/listing-rows'
import { ReviewRepository } from '../../storage/review-repository'

const toReview = (r: ReviewRow): DealReview => ({
  id: r.id,
  rating: r.rating,
  authorFirstName: r.author_first_name,
  body: r.body,
  createdAt: r.created_at,
})

/** Deal reviews: paged reading in either order, and verified-purchase submission. The deal's
 * summary is always counted from deal_reviews (catalog-repository reads it so too), so writing
 * the review is what recomputes it; the merchant's stored rating is recomputed in the batch. */
export class ReviewService {
  private readonly reviews: ReviewRepository
  private readonly deals: DealResourceRepository

  constructor(db: D1Database) {
    this.reviews = new ReviewRepository(db)
    this.deals = new DealResourceRepository(db)
  }

  /** Page `page` (from 0) of a deal's reviews, or with `merchantWide` of all its merchant's
   * reviews, ten a page (§9). NOT_FOUND for a deal this brand does not sell. */
  async page(
    brand: Brand,
    dealId: number,
    { page, sort, merchantWide }: { page: number; sort: ReviewSort; merchantWide: boolean },
  ): Promise<DealReviewsResponse> {
    await this.assertSold(brand, dealId)
    return this.pageOfSoldDeal(dealId, { page, sort, merchantWide })
  }

  /** `page` for a deal the caller has already found on sale on this brand (the deal page's own
   * lookup), so D1 is not asked that again. */
  async pageOfSoldDeal(
    dealId: number,
    { page, sort, merchantWide }: { page: number; sort: ReviewSort; merchantWide: boolean },
  ): Promise<DealReviewsResponse> {
    const { reviews, summary } = await this.reviews.page(
      { dealId, merchantWide },
      sort,
      REVIEWS_PAGE_SIZE,
      page * REVIEWS_PAGE_SIZE,
    )
    return {
      reviews: reviews.map(toReview),
      total: summary.total,
      average: shownAverage(summary.average),
      page,
      pageSize: REVIEWS_PAGE_SIZE,
      nomore: isNoMore(reviews.length, REVIEWS_PAGE_SIZE),
    }
  }

  /** The customer's review of the deal behind one of their REDEEMED vouchers, once per voucher.
   * Someone else's voucher, or one of another deal, is NOT_FOUND (it reveals nothing). */
  async submit(
    brand: Brand,
    user: SessionUser,
    dealId: number,
    input: SubmitReviewRequest,
    now: Date,
  ): Promise<SubmitReviewResponse> {
    await this.assertSold(brand, dealId)
    const voucher = await this.reviews.voucher(input.voucherId)
    if (!voucher || voucher.userId !== user.id || voucher.dealId !== dealId) {
      throw new DomainError('NOT_FOUND', `No voucher ${input.voucherId} of yours for this deal`)
    }
    const refusal = reviewRefusal({ status: voucher.status, reviewed: voucher.reviewed === 1 })
    if (refusal) throw new DomainError(voucher.reviewed ? 'CONFLICT' : 'FORBIDDEN', refusal)
    let written
    try {
      written = await this.reviews.submit({
        dealId,
        voucherId: voucher.id,
        userId: user.id,
        rating: input.rating,
        title: input.title ?? null,
        text: input.text,
        authorFirstName: user.firstName,
        createdAt: now.toISOString(),
      })
    } catch (err) {
      // The unique index: a second submission raced this one and won.
      if (/UNIQUE constraint failed: deal_reviews/.test(String(err))) {
        throw new DomainError('CONFLICT', 'This voucher has already been reviewed')
      }
      throw err
    }
    if (!written.review) {
      throw new DomainError('FORBIDDEN', 'You can review a deal once your voucher is redeemed')
    }
    return {
      review: toReview(written.review),
      reviewSummary: {
        total: written.summary.total,
        average: shownAverage(written.summary.average),
      },
      merchantReviewRating: { average: written.merchantRating ?? 0 },
    }
  }

  private async assertSold(brand: Brand, dealId: number) {
    if (!(await this.deals.dealVisible(dealId, brand.countryCode, brand.id))) {
      throw new DomainError('NOT_FOUND', `No deal ${dealId}`)
    }
  }
}
