import { localDay } from '../../format/local-day'
import {
  DYNAMIC_PRICE_VARIANTS,
  REVIEW_BADGE_VARIANTS,
  type Assignments,
  type DynamicPriceVariant,
  type ReviewBadgeVariant,
} from './assignments'

export * from './assignments'

/** The day "ends" in the UK's zone (DESIGN 'Data': dates in a brand's local zone). */
const EXPERIMENT_TIME_ZONE = 'Europe/London'

/** FNV-1a, 32 bits: stable, fast, and the same on the worker and in the browser.
 * @example bucketOf('abc', 'rb', 2) // always the same of 0 or 1 for 'abc' */
export function bucketOf(visitorId: string, experiment: string, buckets: number): number {
  let hash = 0x811c9dc5
  for (const ch of `${experiment}:${visitorId}`) {
    hash ^= ch.charCodeAt(0)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash % buckets
}

/** The visitor's local calendar day, e.g. '2026-11-21'. */
const experimentDay = (now: Date, timeZone = EXPERIMENT_TIME_ZONE) => localDay(now, timeZone).date

/** The instant the visitor's day ends: when today's dynamic-price variant expires.
 * @example dayEnd(new Date('2026-11-21T10:00Z')) // 2026-11-22T00:00:00Z (GMT in November) */
export const dayEnd = (now: Date, timeZone = EXPERIMENT_TIME_ZONE): Date =>
  new Date(localDay(now, timeZone).end)

/** Sticky per visitor and day: the day is part of the hash, so the variant can change only
 * when a new day starts.
 * @example dynamicPriceVariant('v1', new Date()) // 'a' | 'b' | 'c' */
export const dynamicPriceVariant = (visitorId: string, now: Date): DynamicPriceVariant =>
  DYNAMIC_PRICE_VARIANTS[bucketOf(visitorId, `dp:${experimentDay(now)}`, 3)]!

/** All of a visitor's assignments; only the dynamic-price one depends on the day.
 * @example assignmentsFor('v1', now).reviewBadge // 'a' or 'b', the same on every visit */
export function assignmentsFor(visitorId: string, now: Date): Assignments {
  return {
    dynamicPrice: dynamicPriceVariant(visitorId, now),
    reviewBadge: REVIEW_BADGE_VARIANTS[bucketOf(visitorId, 'rb', 2)]!,
    bookingCalendar: bucketOf(visitorId, 'bc', 2) === 1,
    subcategoryList: bucketOf(visitorId, 'sd', 2) === 1 ? 'b' : null,
  }
}

/** §5: the booking calendar on redemption shows only for calendar-type products, and only
 * for visitors in the flag's arm.
 * @example showsBookingCalendarOnRedemption(true, 'calendar') // true */
export const showsBookingCalendarOnRedemption = (flag: boolean, productType: string) =>
  flag && productType === 'calendar'

/** §5 'Review badge: average rating at least 4 under one variant, otherwise a configured
 * threshold'.
 * @example showsReviewBadge('b', 4.1, 4.5) // true */
export const showsReviewBadge = (variant: ReviewBadgeVariant, average: number, threshold: number) =>
  average >= (variant === 'b' ? 4 : threshold)
