import type { BrandTimeZone, DealReferrer, LastChanceSource } from './deal-availability'
import { isDealAvailable, isOpenForViewing } from './deal-availability'
import { dealStockState, type DealStockState } from './stock-state'
import type { Deal } from '../../schemas/deal'

/** Why a deal cannot be bought, in the order a shopper would want to hear it. */
export type UnavailableReason = 'sold-out' | 'capped' | 'closed' | 'ended'

/** What the deal page shows about a deal's state at `now`, worked out once by the loader. */
export interface DealView {
  /** §4: the page is shown until the end of the closing day, with the last-chance exception. */
  viewable: boolean
  available: boolean
  unavailableReason: UnavailableReason | null
  stockState: DealStockState | null
  /** Units left across the options still on sale; null when one of them is unlimited. */
  remaining: number | null
  /** Whether the visitor's referrer changed `viewable` or `available`: such a page must not be
   * stored in the shared page cache, since the next visitor may have come from elsewhere. */
  referrerDependent: boolean
}

const LAST_CHANCE_SOURCES: readonly LastChanceSource[] = [
  'search',
  'recommended',
  'recently-viewed',
  'sponsored-search',
  'email-deals',
]

/** The §4 last-chance referrer from the page's query: `?source=` (one of the five known
 * sources; anything else is ignored) and `?sc_cid=` (a search campaign id).
 * @example dealReferrer({ source: 'search', sc_cid: null }) → { source: 'search', campaignId: null } */
export function dealReferrer(query: {
  source?: string | null
  sc_cid?: string | null
}): DealReferrer {
  const source = LAST_CHANCE_SOURCES.find((known) => known === query.source) ?? null
  const campaignId = query.sc_cid?.trim() || null
  return { source, campaignId }
}

// §4 names the states but not who is offered notify-me. A shop (national) deal's products are
// restocked while the deal runs; a local deal sells a merchant's fixed capacity, which does not
// come back. Once the deal has closed nothing comes back at all.
function offersNotifyMe(deal: Pick<Deal, 'dealType' | 'open' | 'closingDate'>, now: Date) {
  return deal.dealType === 'national' && deal.open && now.getTime() < Date.parse(deal.closingDate)
}

/** Units left across the options that are still on sale, or null when any is unlimited. */
export function remainingUnits(products: Deal['products']): number | null {
  let total = 0
  for (const product of products) {
    if (product.soldOut) continue
    if (product.totalRemaining === null) return null
    total += Math.max(0, product.totalRemaining)
  }
  return total
}

const capped = (product: Deal['products'][number]) =>
  product.totalRemainingForDay === 0 || product.totalRemainingForWeek === 0

function unavailableReason(deal: Deal, stockState: DealStockState | null): UnavailableReason {
  if (stockState === 'sold-out' || stockState === 'out-of-stock-notify') return 'sold-out'
  const onSale = deal.products.filter((product) => !product.soldOut)
  if (onSale.length > 0 && onSale.every(capped)) return 'capped'
  return deal.open ? 'ended' : 'closed'
}

export interface DealViewInput {
  deal: Deal
  now: Date
  timeZone: BrandTimeZone
  referrer: DealReferrer
}

/** The deal page's state at `now`, from the §4 rules (`isOpenForViewing`, `isDealAvailable`,
 * `dealStockState`): flash sale is the 'Flash Sale' promotion; notify-me as above.
 * @example dealView({ deal, now, timeZone: 'Europe/London', referrer: {} }).available === true */
export function dealView({ deal, now, timeZone, referrer }: DealViewInput): DealView {
  const viewing = (from: DealReferrer | null) =>
    isOpenForViewing({
      closingDate: deal.closingDate,
      now,
      timeZone,
      lastChance: deal.display.lastChance,
      referrer: from,
      enableBuyClosedDeal: deal.enableBuyClosedDeal,
    })
  const buying = (from: DealReferrer | null) =>
    isDealAvailable({ deal, now, timeZone, referrer: from })
  const viewable = viewing(referrer)
  const available = viewable && buying(referrer)
  const remaining = remainingUnits(deal.products)
  const stockState = dealStockState({
    soldOut: deal.soldOut,
    totalRemaining: remaining,
    purchaseCap: deal.purchaseCap,
    closingDate: deal.closingDate,
    now,
    timeZone,
    flashSale: deal.promoType?.trim().toLowerCase() === 'flash sale',
    notifyMe: offersNotifyMe(deal, now),
  })
  return {
    viewable,
    available,
    unavailableReason: available ? null : unavailableReason(deal, stockState),
    stockState,
    remaining,
    referrerDependent: viewable !== viewing(null) || available !== (viewing(null) && buying(null)),
  }
}

/** 'Ends in 1 day 4 hours' for the expiring-soon state: days and hours a day or more out,
 * hours and minutes within the day, never less than a minute; null once closed.
 * @example endsInLabel('2026-11-23T04:00:00Z', new Date('2026-11-22T00:00:00Z')) === 'Ends in 1 day 4 hours' */
export function endsInLabel(closingDate: string, now: Date): string | null {
  const ms = Date.parse(closingDate) - now.getTime()
  if (!(ms > 0)) return null
  const minutes = Math.floor(ms / 60_000)
  const days = Math.floor(minutes / 1440)
  const hours = Math.floor((minutes % 1440) / 60)
  const mins = minutes % 60
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`
  if (days > 0) return `Ends in ${unit(days, 'day')}${hours > 0 ? ` ${unit(hours, 'hour')}` : ''}`
  if (hours > 0)
    return `Ends in ${unit(hours, 'hour')}${mins > 0 ? ` ${unit(mins, 'minute')}` : ''}`
  return `Ends in ${unit(Math.max(1, mins), 'minute')}`
}
