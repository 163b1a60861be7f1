import { endOfClosingDay, type BrandTimeZone } from './deal-availability'
import { formatCount } from '../../format/count'

/** Storefront §4 'Deal stock states displayed'. */
export type DealStockState =
  'sold-out' | 'out-of-stock-notify' | 'limited-availability' | 'flash-sale' | 'expiring-soon'

// The spec names the states but not their thresholds; these are the usual marketplace ones.
/** Remaining units at or below which stock reads as limited, whatever the cap. */
export const LIMITED_AVAILABILITY_MAX_REMAINING = 10
/** Share of the purchase cap at or below which stock reads as limited (a big deal nearly gone). */
const LIMITED_AVAILABILITY_CAP_SHARE = 0.1
/** Hours before the closing instant from which a deal reads as expiring soon. */
const EXPIRING_SOON_HOURS = 48

export interface DealStockStateInput {
  soldOut: boolean
  /** Units left overall; null when the deal has no stock limit. */
  totalRemaining: number | null
  /** The deal's total allocation; null when it has none. */
  purchaseCap: number | null
  closingDate: string
  now: Date
  timeZone: BrandTimeZone
  flashSale?: boolean
  /** The visitor can ask to be told when it is back (back-in-stock sign-up offered). */
  notifyMe?: boolean
}

/** The one stock badge a deal shows, most urgent first, or null for none:
 * 1. out of stock (soldOut, or nothing remaining): 'out-of-stock-notify' when notify-me is
 *    offered, else 'sold-out';
 * 2. 'limited-availability' when at most 10 remain, or at most 10% of the purchase cap:
 *    scarcity is what the shopper can act on;
 * 3. 'flash-sale' when the deal is flagged as one (a merchandising choice, above the clock);
 * 4. 'expiring-soon' from 48 hours before the closing instant until the deal leaves the site
 *    at the end of its closing day in the brand's zone (§4 'open for viewing').
 * @example dealStockState({ soldOut: false, totalRemaining: 3, purchaseCap: 500, closingDate, now, timeZone: 'Europe/London' }) === 'limited-availability' */
export function dealStockState(input: DealStockStateInput): DealStockState | null {
  const { totalRemaining, purchaseCap } = input
  if (input.soldOut || (totalRemaining != null && totalRemaining <= 0)) {
    return input.notifyMe ? 'out-of-stock-notify' : 'sold-out'
  }
  if (totalRemaining != null && isLimited(totalRemaining, purchaseCap)) {
    return 'limited-availability'
  }
  if (input.flashSale) return 'flash-sale'
  if (isExpiringSoon(input.closingDate, input.now, input.timeZone)) return 'expiring-soon'
  return null
}

/** "Only 3 left!" for the limited-availability badge, or null when there is no count to show.
 * Fractions round down: promising a unit that is not there is worse than under-promising.
 * @example onlyNLeftLabel(3) === 'Only 3 left!'; onlyNLeftLabel(0) === null */
export function onlyNLeftLabel(remaining: number | null | undefined): string | null {
  if (remaining == null || !Number.isFinite(remaining)) return null
  const units = Math.floor(remaining)
  return units > 0 ? `Only ${formatCount(units)} left!` : null
}

function isLimited(remaining: number, purchaseCap: number | null): boolean {
  if (remaining <= LIMITED_AVAILABILITY_MAX_REMAINING) return true
  return (
    purchaseCap != null &&
    purchaseCap > 0 &&
    remaining <= purchaseCap * LIMITED_AVAILABILITY_CAP_SHARE
  )
}

function isExpiringSoon(closingDate: string, now: Date, timeZone: BrandTimeZone): boolean {
  const closing = new Date(closingDate).getTime()
  if (Number.isNaN(closing)) return false
  const windowStart = closing - EXPIRING_SOON_HOURS * 60 * 60 * 1000
  const leavesSite = endOfClosingDay(new Date(closing), timeZone).getTime()
  return now.getTime() >= windowStart && now.getTime() <= leavesSite
}
