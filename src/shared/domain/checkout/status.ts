/** transactions §4 'Checkout status': "values seen are LOADING (initial), READY, REFRESHED,
 * REFRESHING, UPDATING. Each basket edit sets UPDATING, refetches checkout, then READY." */
export const CHECKOUT_STATUSES = [
  'LOADING',
  'READY',
  'REFRESHING',
  'REFRESHED',
  'UPDATING',
] as const
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number]

/** LOADED: first checkout data in. EDIT: a basket edit starts. REFETCHED: the checkout refetch
 * after an edit or a refresh came back. FAILED: that refetch failed (the old data stays).
 * REFRESH: a refetch nobody asked for by editing (the countdown ran out, the tab came back, a
 * payment page returned) — the spec names REFRESHING and REFRESHED without saying when, so we
 * use them for this: REFRESHED tells the page the data changed under the shopper, so prices are
 * announced again; it behaves as READY otherwise. */
export type CheckoutEvent = 'LOADED' | 'EDIT' | 'REFETCHED' | 'FAILED' | 'REFRESH'

const TRANSITIONS: Record<CheckoutStatus, Partial<Record<CheckoutEvent, CheckoutStatus>>> = {
  LOADING: { LOADED: 'READY', FAILED: 'LOADING' },
  READY: { EDIT: 'UPDATING', REFRESH: 'REFRESHING' },
  UPDATING: { REFETCHED: 'READY', FAILED: 'READY' },
  REFRESHING: { REFETCHED: 'REFRESHED', FAILED: 'READY' },
  REFRESHED: { EDIT: 'UPDATING', REFRESH: 'REFRESHING' },
}

/** The status after an event, or the same status when the event does not apply (an edit while
 * one is in flight is refused, not queued: the selector is disabled during UPDATING).
 * @example nextCheckoutStatus('READY', 'EDIT') === 'UPDATING' */
export function nextCheckoutStatus(status: CheckoutStatus, event: CheckoutEvent): CheckoutStatus {
  return TRANSITIONS[status][event] ?? status
}

/** Edits and payment are allowed only on settled data.
 * @example canEditCheckout('UPDATING') === false */
export function canEditCheckout(status: CheckoutStatus): boolean {
  return status === 'READY' || status === 'REFRESHED'
}

/** The path of the checkout for a basket (§2: "the path is the basket path plus the basket
 * token").
 * @example checkoutPath('b7c1e0a2f9d4') === '/checkout/b7c1e0a2f9d4' */
export function checkoutPath(basketToken: string): string {
  return `/checkout/${encodeURIComponent(basketToken)}`
}

export interface CheckoutRecovery {
  clearBasketTokenCookie: true
  createEmptyBasket: true
  /** Where to send the shopper once the new basket exists. */
  redirectTo: (newBasketToken: string) => string
}

/** §8: "Checkout HTTP 422 on load: clear basket token cookie, create an empty basket, redirect
 * to checkout with the new token". Only 422 triggers it: other failures keep the basket, which
 * may still be good once the outage passes.
 * @example checkoutLoadRecovery(422)?.redirectTo('n3wb4sk3t0k3n') === '/checkout/n3wb4sk3t0k3n' */
export function checkoutLoadRecovery(httpStatus: number): CheckoutRecovery | null {
  if (httpStatus !== 422) return null
  return { clearBasketTokenCookie: true, createEmptyBasket: true, redirectTo: checkoutPath }
}
