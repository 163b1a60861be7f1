/** Reviews: only a voucher the merchant has redeemed proves the customer used the
 * deal, so only such a voucher earns a review (one each). */
const REVIEWABLE_VOUCHER_STATUS = 'REDEEMED'

/** Orders reviews can be read in (§7 'sortBy'): newest, highest rated, lowest rated. There is
 * no 'most helpful': reviews carry no helpfulness votes to sort by. */
export const REVIEW_SORTS = ['date', 'rating', 'lowest'] as const
export type ReviewSort = (typeof REVIEW_SORTS)[number]

/** What the sort control calls each order, e.g. `REVIEW_SORT_LABELS.rating === 'Highest rated'`. */
export const REVIEW_SORT_LABELS: Record<ReviewSort, string> = {
  date: 'Most recent',
  rating: 'Highest rated',
  lowest: 'Lowest rated',
}

/** Whether a voucher in `status` may be reviewed, e.g. `isReviewable('REDEEMED') === true`. */
export const isReviewable = (status: string) => status === REVIEWABLE_VOUCHER_STATUS

/** An average as the storefront shows it, one decimal, 0 with no reviews, e.g.
 * `shownAverage(4.25) === 4.3`. */
export const shownAverage = (average: number | null) =>
  average === null ? 0 : Math.round(average * 10) / 10

/** Why a voucher cannot be reviewed, or null when it can, e.g.
 * `reviewRefusal({ status: 'READY_TO_REDEEM', reviewed: false })` names the redemption. */
export function reviewRefusal(voucher: { status: string; reviewed: boolean }): string | null {
  if (voucher.reviewed) return 'This voucher has already been reviewed'
  if (!isReviewable(voucher.status)) return 'You can review a deal once your voucher is redeemed'
  return null
}
