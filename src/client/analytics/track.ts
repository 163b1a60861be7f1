import type { Currency } from '../../shared/schemas/money'
import { pushEvent } from './data-layer'
import { ecommerceEvent, type TrackedLine } from './ecommerce'

export type { TrackedLine }

// Analytics must never break a page: a failure here is dropped (§8 'most call failures are
// logged and swallowed'; there is nothing to show the shopper).
function safely(push: () => void) {
  try {
    push()
  } catch {
    // The data layer is an array on window; only a hostile page script can make this throw.
  }
}

export interface PageViewInput {
  path: string
  title: string
  pageType: string
  brandId: string
  locationShortName?: string
}

/** GA4 `page_view`, once per page load. The query is left out: it may carry tokens. */
export function trackPageView(input: PageViewInput) {
  safely(() =>
    pushEvent({
      event: 'page_view',
      page_path: input.path,
      page_title: input.title,
      page_type: input.pageType,
      brand: input.brandId,
      ...(input.locationShortName ? { location: input.locationShortName } : {}),
    }),
  )
}

/** GA4 `view_item`, on a deal page. */
export function trackViewItem(currency: Currency, line: TrackedLine) {
  safely(() => pushEvent({ ...ecommerceEvent('view_item', currency, [line]) }))
}

/** GA4 `add_to_cart`: call when a product is added to the basket (deal page 'Buy now'). */
export function trackAddToCart(currency: Currency, lines: readonly TrackedLine[]) {
  safely(() => pushEvent({ ...ecommerceEvent('add_to_cart', currency, lines) }))
}

/** GA4 `begin_checkout`: call once when the checkout page has loaded its basket. */
export function trackBeginCheckout(
  currency: Currency,
  lines: readonly TrackedLine[],
  coupon?: string | null,
) {
  safely(() => pushEvent({ ...ecommerceEvent('begin_checkout', currency, lines, { coupon }) }))
}

export interface PurchaseInput {
  /** The order id; tag managers drop a second purchase with the same id. */
  transactionId: string
  currency: Currency
  lines: readonly TrackedLine[]
  /** What was charged, in minor units, after promotions and credit. */
  totalMinor: number
  coupon?: string | null
}

const PURCHASES_KEY = 'dealio.tracked-purchases'

/** Whether this tab has already reported an order: a reload of the confirmation page must not
 * count the sale twice. Without session storage every call reports. */
function firstReport(transactionId: string): boolean {
  try {
    const seen = JSON.parse(sessionStorage.getItem(PURCHASES_KEY) ?? '[]') as string[]
    if (seen.includes(transactionId)) return false
    sessionStorage.setItem(PURCHASES_KEY, JSON.stringify([...seen, transactionId].slice(-20)))
  } catch {
    // Storage blocked or full: report anyway; the tag manager also drops repeated ids.
  }
  return true
}

/** GA4 `purchase`: call when the order is confirmed (the confirmation page); once per order. */
export function trackPurchase(input: PurchaseInput) {
  if (!firstReport(input.transactionId)) return
  safely(() =>
    pushEvent({
      ...ecommerceEvent('purchase', input.currency, input.lines, {
        transactionId: input.transactionId,
        coupon: input.coupon,
        valueMinor: input.totalMinor,
      }),
    }),
  )
}
