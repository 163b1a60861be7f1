// The variants and their cookie form, with no date library: the client imports this part.

/** Storefront §9: "Daily dynamic pricing variant a, b or c expires at end of day". */
export const DYNAMIC_PRICE_VARIANTS = ['a', 'b', 'c'] as const
export type DynamicPriceVariant = (typeof DYNAMIC_PRICE_VARIANTS)[number]

/** Storefront §5 'Review badge': one variant shows the badge from an average of 4. */
export const REVIEW_BADGE_VARIANTS = ['a', 'b'] as const
export type ReviewBadgeVariant = (typeof REVIEW_BADGE_VARIANTS)[number]

/** Every flag a visitor carries. */
export interface Assignments {
  /** §7 feed header: the daily dynamic-price variant. */
  dynamicPrice: DynamicPriceVariant
  /** §5: 'b' shows the review badge from an average of 4, 'a' uses the configured threshold. */
  reviewBadge: ReviewBadgeVariant
  /** §5 'Booking calendar on redemption … with an A/B flag' (calendar products only). */
  bookingCalendar: boolean
  /** §7: "subcategory variant adds sdTest=b"; null leaves the list call alone. */
  subcategoryList: 'b' | null
}

/** Compact cookie form, readable by the client: 'dp-a.rb-b.bc-1.sd-b'.
 * @example encodeAssignments(assignmentsFor('v1', now)) */
export const encodeAssignments = (a: Assignments) =>
  `dp-${a.dynamicPrice}.rb-${a.reviewBadge}.bc-${a.bookingCalendar ? 1 : 0}.sd-${a.subcategoryList ?? 'a'}`

/** The cookie form back, or null when it is not one we wrote.
 * @example decodeAssignments('dp-c.rb-a.bc-0.sd-a')?.dynamicPrice // 'c' */
export function decodeAssignments(value: string | undefined | null): Assignments | null {
  const m = /^dp-([abc])\.rb-([ab])\.bc-([01])\.sd-([ab])$/.exec(value ?? '')
  if (!m) return null
  return {
    dynamicPrice: m[1] as DynamicPriceVariant,
    reviewBadge: m[2] as ReviewBadgeVariant,
    bookingCalendar: m[3] === '1',
    subcategoryList: m[4] === 'b' ? 'b' : null,
  }
}
