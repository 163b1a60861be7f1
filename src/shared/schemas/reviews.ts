import { z } from 'zod'
import { REVIEW_SORTS } from '../domain/review/review-rules'
import { DealReview } from './feed'

/** §7 reviews call ('{merchant}/reviews?dealId&filterByDeal&page&size=10&sortBy'): page from 0
 * (10 a page, §9) in one of REVIEW_SORTS; `filterByDeal=false` reads every review of the deal's
 * merchant instead of the deal's own. */
export const ReviewsQuery = z.object({
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  sortBy: z.enum(REVIEW_SORTS).default('date'),
  filterByDeal: z
    .enum(['true', 'false'])
    .default('true')
    .transform((flag) => flag === 'true'),
})
export type ReviewsQuery = z.infer<typeof ReviewsQuery>

/** POST /deal/{id}/reviews: a verified-purchase review of the merchant, one per voucher. */
export const SubmitReviewRequest = z
  .object({
    voucherId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    rating: z.number().int().min(1).max(5),
    title: z.string().trim().min(1).max(100).optional(),
    text: z.string().trim().min(10, 'Please write at least 10 characters').max(2000),
  })
  .strict()
export type SubmitReviewRequest = z.infer<typeof SubmitReviewRequest>

/** The review as now shown, with the deal's recomputed summary and the merchant's rating. */
export const SubmitReviewResponse = z
  .object({
    review: DealReview,
    reviewSummary: z.object({ total: z.number().int(), average: z.number() }).strict(),
    merchantReviewRating: z.object({ average: z.number() }).strict(),
  })
  .strict()
export type SubmitReviewResponse = z.infer<typeof SubmitReviewResponse>
