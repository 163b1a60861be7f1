import { css } from '@linaria/core'
import { REVIEW_BADGE_VARIANT_MIN_AVERAGE } from '../../shared/config/constants'
import { showReviewBadge } from '../../shared/domain/deal/review-badge'
import type { Deal } from '../../shared/schemas/deal'

const stars = css`
  color: var(--color-price);
  letter-spacing: 2px;
`

const badge = css`
  padding: 2px 10px;
  border-radius: 999px;
  background: var(--color-discount-bg);
  color: var(--color-discount-text);
  font-size: 14px;
  font-weight: 800;
`

/** Five stars, filled to the rounded average; the text beside them says the number. */
export function Stars({ average }: { average: number }) {
  const filled = Math.min(5, Math.max(0, Math.round(average)))
  return (
    <span className={stars} aria-hidden="true">
      {'★'.repeat(filled)}
      {'☆'.repeat(5 - filled)}
    </span>
  )
}

/** The §5 review badge. There is no A/B assignment yet, and a cached page could not vary by
 * visitor anyway, so every page takes the four-star arm. */
export function ReviewBadge({ summary }: { summary: Deal['reviewSummary'] }) {
  const shown = showReviewBadge({
    average: summary.average,
    total: summary.total,
    variant: 'four-star',
    threshold: REVIEW_BADGE_VARIANT_MIN_AVERAGE,
  })
  return shown ? (
    <span className={badge} data-testid="review-badge">
      Highly rated
    </span>
  ) : null
}
