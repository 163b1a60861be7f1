import type { MerchantReviews } from '../../../shared/schemas/merchant'
import * as s from './merchant-portal.styles'

/** /merchant/reviews: the rating, then 10 reviews a page, newest first. */
export function MerchantReviewsView({ reviews }: { reviews: MerchantReviews }) {
  const { rating, page, totalPages } = reviews
  return (
    <>
      <p>
        {rating.average === null
          ? 'No reviews yet.'
          : `Rated ${rating.average} out of 5 from ${rating.count} reviews.`}
      </p>
      {reviews.reviews.map((review) => (
        <article key={review.id} className={s.card}>
          <p>
            <strong>{'★'.repeat(review.rating)}</strong> {review.title ?? ''}
          </p>
          <p>{review.body}</p>
          <p className={s.muted}>
            {review.authorFirstName} on {review.dealTitle}, {review.createdAt.slice(0, 10)}
          </p>
        </article>
      ))}
      <nav aria-label="Pages" className={s.row}>
        {page > 1 ? <a href={`/merchant/reviews?page=${page - 1}`}>Newer</a> : null}
        {page < totalPages ? <a href={`/merchant/reviews?page=${page + 1}`}>Older</a> : null}
      </nav>
    </>
  )
}
