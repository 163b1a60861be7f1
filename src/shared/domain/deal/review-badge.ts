import { REVIEW_BADGE_VARIANT_MIN_AVERAGE } from '../../config/constants'

/** The A/B arm: 'four-star' is the variant with the fixed bar of 4; 'configured' uses the
 * brand's configured threshold. */
type ReviewBadgeVariant = 'four-star' | 'configured'

export interface ReviewBadgeInput {
  /** Average rating out of 5. */
  average: number
  /** Number of reviews behind the average. */
  total: number
  variant: ReviewBadgeVariant
  /** The configured minimum average, used outside the four-star variant. */
  threshold: number
}

/** Whether a deal shows its review badge (storefront §5: "average rating at least 4 under one
 * variant, otherwise a configured threshold"). The threshold is read as a minimum average, like
 * the variant's bar; a deal without reviews never shows one, since its average of 0 says nothing,
 * and an unusable configured threshold falls back to 4.
 * @example showReviewBadge({ average: 4.2, total: 18, variant: 'four-star', threshold: 4.5 }) === true */
export function showReviewBadge(input: ReviewBadgeInput): boolean {
  if (!(input.total > 0) || !Number.isFinite(input.average)) return false
  const bar =
    input.variant === 'four-star' || !Number.isFinite(input.threshold)
      ? REVIEW_BADGE_VARIANT_MIN_AVERAGE
      : input.threshold
  return input.average >= bar
}
