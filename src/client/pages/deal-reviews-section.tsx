import { css } from '@linaria/core'
import { use } from 'react'
import type { BrandTimeZone } from '../../shared/domain/deal/deal-availability'
import { REVIEWS_PAGE_SIZE } from '../../shared/config/constants'
import type { Deal } from '../../shared/schemas/deal'
import type { DealReview } from '../../shared/schemas/feed'
import { DealReviews } from '../islands/deal/deal-reviews'
import { Island } from '../islands/island'
import { ReviewBadge, Stars } from './deal-review-badge'
import { formatCount } from '../../shared/format/count'

const summary = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
`

export interface DealReviewsSectionProps {
  deal: Pick<Deal, 'id' | 'reviewSummary' | 'merchantReviewRating'> & {
    business: Pick<Deal['business'], 'displayName'>
  }
  /** The newest page of reviews (§9: 10 a page), read by the loader; a promise when the loader
   * defers them (the section then suspends until they come). */
  reviews: DealReview[] | Promise<DealReview[]>
  timeZone: BrandTimeZone
}

/** Reviews: the average and count with the §5 review badge, then the newest reviews in an
 * island that pages through the rest, sorts them and offers the merchant's other reviews.
 * Absent when neither the deal nor its merchant has been reviewed. */
export function DealReviewsSection({ deal, reviews, timeZone }: DealReviewsSectionProps) {
  const { total, average } = deal.reviewSummary
  if (total === 0 && deal.merchantReviewRating.average === 0) return null
  const list = Array.isArray(reviews) ? reviews : use(reviews)
  return (
    <section id="reviews" aria-labelledby="reviews-heading">
      <h2 id="reviews-heading">Reviews</h2>
      {total > 0 ? (
        <p className={summary}>
          <Stars average={average} />
          <span>
            Rated {average.toFixed(1)} out of 5 from {formatCount(total)}{' '}
            {total === 1 ? 'review' : 'reviews'}
          </span>
          <ReviewBadge summary={deal.reviewSummary} />
        </p>
      ) : null}
      <Island
        name="deal-reviews"
        component={DealReviews}
        props={{
          dealId: deal.id,
          reviews: list,
          total,
          pageSize: REVIEWS_PAGE_SIZE,
          merchantName: deal.business.displayName,
          timeZone,
        }}
      />
    </section>
  )
}
