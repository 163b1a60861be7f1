import { formatCount } from '../../format/count'
export interface SocialCueCounts {
  /** Purchases in the rolling windows of storefront §3 'Social cue counts'. */
  lastSixHours?: number | null
  lastTwelveHours?: number | null
  lastTwentyFourHours?: number | null
  /** Purchases since midnight in the brand's zone, when known. */
  boughtToday?: number | null
}

/** The social-proof line under a deal's price, in the wording of storefront §8, or null when
 * nobody bought it. The 24-hour line is preferred, as the widest window the spec has wording for;
 * the windows nest, so its count is the largest of the three (which also covers a missing or
 * lagging 24-hour count truthfully). The 'today' line is the fallback when only today's count is
 * known. The spec's "N others" reads "1 other" (and "has") for a single buyer.
 * @example socialCueMessage({ lastTwentyFourHours: 12 }) === '12 others bought this deal in the last 24 hours!' */
export function socialCueMessage(counts: SocialCueCounts): string | null {
  const lastDay = Math.max(
    count(counts.lastSixHours),
    count(counts.lastTwelveHours),
    count(counts.lastTwentyFourHours),
  )
  if (lastDay > 0) return `${others(lastDay)} bought this deal in the last 24 hours!`
  const today = count(counts.boughtToday)
  if (today > 0)
    return `${others(today)} ${today === 1 ? 'has' : 'have'} already bought this deal today!`
  return null
}

function count(value: number | null | undefined): number {
  return value != null && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0
}

function others(n: number): string {
  return n === 1 ? '1 other' : `${formatCount(n)} others`
}
