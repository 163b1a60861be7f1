import { addYears } from 'date-fns'
import { VIP_MEMBERSHIP_PRICE_MINOR, VIP_RETENTION_DISCOUNT_PERCENT } from '../checkout/vip'

const DAY_MS = 86_400_000
/** The renewal job prepares memberships that end within the next day (it runs at least daily). */
export const VIP_RENEWAL_NOTICE_MS = DAY_MS

/** Whether the renewal job should prepare this membership now: it ends within the next day
 * and has not ended yet.
 * @example dueForRenewal('2026-11-22T09:00:00.000Z', new Date('2026-11-21T10:00:00Z')) === true */
export function dueForRenewal(expiresAt: string, now: Date): boolean {
  const ends = Date.parse(expiresAt)
  return ends > now.getTime() && ends <= now.getTime() + VIP_RENEWAL_NOTICE_MS
}

/** A renewed membership runs a calendar year on from the old expiry, not from the payment, so
 * paying early or late neither loses nor gains days (29 February runs to 28 February).
 * @example renewedExpiry('2026-11-22T09:00:00.000Z') === '2027-11-22T09:00:00.000Z' */
export function renewedExpiry(expiresAt: string): string {
  return addYears(new Date(expiresAt), 1).toISOString()
}

/** The next year's price: the list 4.99, halved by the §9 retention offer (the odd half penny
 * goes to the member).
 * @example retentionRenewalPrice(499) === 249 */
export function retentionRenewalPrice(listPrice: number = VIP_MEMBERSHIP_PRICE_MINOR): number {
  return Math.floor((listPrice * (100 - VIP_RETENTION_DISCOUNT_PERCENT)) / 100)
}

/** What the member will pay to renew: the price stored by the retention offer, else the list
 * price.
 * @example renewalPriceOf(null) === 499 */
export function renewalPriceOf(stored: number | null): number {
  return stored ?? VIP_MEMBERSHIP_PRICE_MINOR
}
