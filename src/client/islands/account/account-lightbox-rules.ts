/** Storefront §2: the sign-up lightbox waits this long on a page before it offers itself. */
export const LIGHTBOX_DELAY_MS = 10_000
/** …or until the visitor has scrolled through this share of the page. */
const LIGHTBOX_SCROLL_SHARE = 0.5

export type LightboxInput = {
  isAuthCheckFinished: boolean
  isAuthenticated: boolean
  /** The seen cookie (30 days) is set. */
  seen: boolean
}

/** Whether to arm the lightbox's triggers: only once the session check says signed out, and not
 * again within 30 days of the last time it was shown.
 * @example shouldOfferLightbox({ isAuthCheckFinished: true, isAuthenticated: false, seen: false }) === true */
export function shouldOfferLightbox({ isAuthCheckFinished, isAuthenticated, seen }: LightboxInput) {
  return isAuthCheckFinished && !isAuthenticated && !seen
}

/** Whether the bottom of the viewport has passed half the page (a page shorter than the screen
 * never triggers by scroll: the timer does).
 * @example hasScrolledHalf({ scrollY: 600, viewportHeight: 800, pageHeight: 2400 }) === true */
export function hasScrolledHalf(input: {
  scrollY: number
  viewportHeight: number
  pageHeight: number
}) {
  if (input.pageHeight <= input.viewportHeight) return false
  return input.scrollY + input.viewportHeight >= input.pageHeight * LIGHTBOX_SCROLL_SHARE
}

/** The register link the new-user modal offers, with the email already filled in.
 * @example registerHref('a+b@c.co') === '/register?email=a%2Bb%40c.co' */
export function registerHref(email: string): string {
  return `/register?${new URLSearchParams({ email: email.trim() })}`
}
