import { TZDate } from '@date-fns/tz'
import { addDays, endOfDay } from 'date-fns'
import type { Brand } from '../../config/brands'
import { SOLD_AFTER_CLOSE_DAYS } from '../../config/constants'
import type { Deal, DealDisplay, DealProduct } from '../../schemas/deal'

export type BrandTimeZone = Brand['timeZone']

/** Where the visitor came from, as far as the last-chance rule cares (storefront §4). */
export type LastChanceSource =
  'search' | 'recommended' | 'recently-viewed' | 'sponsored-search' | 'email-deals'

export interface DealReferrer {
  source?: LastChanceSource | null
  /** A search campaign id (paid-search click), which counts as coming from search. */
  campaignId?: string | null
}

/** The product fields availability reads; every one is optional so list summaries fit too. */
export type AvailabilityProduct = Partial<
  Pick<DealProduct, 'soldOut' | 'totalRemaining' | 'totalRemainingForDay' | 'totalRemainingForWeek'>
> & { dailyPurchaseCapReached?: boolean; weeklyPurchaseCapReached?: boolean }

/** What `isDealAvailable` reads. A DealSummary fits: lists hold only open deals, so a missing
 * `open` reads as open, and a missing `enableBuyClosedDeal` as off. */
export interface AvailabilityDeal
  extends
    Pick<Deal, 'soldOut' | 'closingDate'>,
    Partial<Pick<Deal, 'open' | 'enableBuyClosedDeal'>> {
  display: Pick<DealDisplay, 'lastChance'>
  dailyPurchaseCapReached?: boolean
  weeklyPurchaseCapReached?: boolean
  products?: readonly AvailabilityProduct[]
}

export interface DealAvailabilityInput {
  deal: AvailabilityDeal
  now: Date
  timeZone: BrandTimeZone
  referrer?: DealReferrer | null
}

/** Whether a deal can be bought now (storefront §4 'Deal availability'). Unavailable when sold
 * out (or every product is), when every product has hit its daily or weekly cap (or the deal's
 * own cap flag is set), when not open, or when it closed more than SOLD_AFTER_CLOSE_DAYS ago
 * with enableBuyClosedDeal set. Up to its closing instant an open deal is available; after it,
 * enableBuyClosedDeal keeps it on sale for the 4-day window, and otherwise only a last-chance
 * deal reached from a last-chance source stays on sale. Choices the spec leaves open:
 * - "Past closing" is the closing instant, not the end of that day: the merchant's contract ends
 *   there, while the page stays viewable to the end of the day (`isOpenForViewing`).
 * - The 4 days are calendar days in the brand's zone, so the window ends at the same wall-clock
 *   time whatever the clocks did in between.
 * - A last-chance sale has no window of its own; the catalogue ends it by clearing `open`.
 * - An unreadable closing date counts as closed: selling past a deadline is the costly mistake.
 * @example isDealAvailable({ deal, now, timeZone: 'Europe/London', referrer: { source: 'search' } }) */
export function isDealAvailable(input: DealAvailabilityInput): boolean {
  const { deal, now, timeZone, referrer } = input
  if (isSoldOut(deal) || allProductsCapped(deal) || deal.open === false) return false
  const closing = parseInstant(deal.closingDate)
  if (closing === null) return false
  if (now.getTime() <= closing.getTime()) return true
  if (deal.enableBuyClosedDeal) return now.getTime() <= soldAfterCloseEnd(closing, timeZone)
  return deal.display.lastChance && isLastChanceReferrer(referrer)
}

export interface OpenForViewingInput {
  closingDate: string
  now: Date
  timeZone: BrandTimeZone
  lastChance: boolean
  referrer?: DealReferrer | null
  /** A closed deal still on sale in its sold-after-close window must stay viewable too. */
  enableBuyClosedDeal?: boolean
}

/** Whether the deal page may be shown: until the end of the closing day in the brand's zone,
 * later only for a last-chance deal reached from a last-chance source (storefront §4). A deal
 * still purchasable through enableBuyClosedDeal stays viewable for that window. An unreadable
 * closing date is not viewable.
 * @example isOpenForViewing({ closingDate: '2025-07-15T10:00:00Z', now: new Date('2025-07-15T22:00:00Z'), timeZone: 'Europe/London', lastChance: false }) === true */
export function isOpenForViewing(input: OpenForViewingInput): boolean {
  const closing = parseInstant(input.closingDate)
  if (closing === null) return false
  const now = input.now.getTime()
  if (now <= endOfClosingDay(closing, input.timeZone).getTime()) return true
  if (input.enableBuyClosedDeal && now <= soldAfterCloseEnd(closing, input.timeZone)) return true
  return input.lastChance && isLastChanceReferrer(input.referrer)
}

/** The last millisecond of the closing instant's calendar day in the brand's zone.
 * @example endOfClosingDay('2025-07-15T10:00:00Z', 'Europe/London').toISOString() === '2025-07-15T22:59:59.999Z' */
export function endOfClosingDay(closingDate: string | Date, timeZone: BrandTimeZone): Date {
  const closing = typeof closingDate === 'string' ? new Date(closingDate) : closingDate
  return new Date(endOfDay(new TZDate(closing.getTime(), timeZone)).getTime())
}

/** §4: the visitor came from search, recommended, recently viewed, sponsored search or the deals
 * email, or carries a search campaign id (blank ids do not count).
 * @example isLastChanceReferrer({ campaignId: '12345' }) === true */
export function isLastChanceReferrer(referrer: DealReferrer | null | undefined): boolean {
  if (!referrer) return false
  if (referrer.source != null && LAST_CHANCE_SOURCES.has(referrer.source)) return true
  return Boolean(referrer.campaignId?.trim())
}

const LAST_CHANCE_SOURCES: ReadonlySet<string> = new Set<LastChanceSource>([
  'search',
  'recommended',
  'recently-viewed',
  'sponsored-search',
  'email-deals',
])

function isSoldOut(deal: AvailabilityDeal): boolean {
  if (deal.soldOut) return true
  const products = deal.products ?? []
  return (
    products.length > 0 &&
    products.every((p) => p.soldOut === true || (p.totalRemaining != null && p.totalRemaining <= 0))
  )
}

// §4 "when all products reach a daily or weekly cap": one product still buyable today keeps the
// deal on sale. A null remaining count means that product has no such cap.
function allProductsCapped(deal: AvailabilityDeal): boolean {
  if (deal.dailyPurchaseCapReached || deal.weeklyPurchaseCapReached) return true
  const products = deal.products ?? []
  return products.length > 0 && products.every(isProductCapped)
}

function isProductCapped(product: AvailabilityProduct): boolean {
  return (
    product.dailyPurchaseCapReached === true ||
    product.weeklyPurchaseCapReached === true ||
    (product.totalRemainingForDay != null && product.totalRemainingForDay <= 0) ||
    (product.totalRemainingForWeek != null && product.totalRemainingForWeek <= 0)
  )
}

function soldAfterCloseEnd(closing: Date, timeZone: BrandTimeZone): number {
  return addDays(new TZDate(closing.getTime(), timeZone), SOLD_AFTER_CLOSE_DAYS).getTime()
}

function parseInstant(value: string): Date | null {
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}
