import { COOKIE_LIFETIME_DAYS } from '../../config/constants'

const DAY_SECONDS = 86_400

// Storefront §9 figures come from the shared constants; transactions §9 adds: "customer token
// and brand 1 year; wishlist 7 days (1 year when set from a fetch); basket token 604800 s
// (7 days); email 365 days; post-login URL 30 days; session id 365 days".
const ACCOUNT_COOKIE_LIFETIME_DAYS = {
  source: COOKIE_LIFETIME_DAYS.source,
  sourceAffiliate: COOKIE_LIFETIME_DAYS.sourceAffiliate,
  affiliateClickId: COOKIE_LIFETIME_DAYS.affiliateClickId,
  searchClickId: COOKIE_LIFETIME_DAYS.searchClickId,
  groupId: COOKIE_LIFETIME_DAYS.groupId,
  postLoginUrl: COOKIE_LIFETIME_DAYS.postLoginUrl,
  // Storefront: "brand cookie 30 or 1 day or 1 year"; transactions: "brand 1 year". A year is the
  // default; the caller may ask for one of the two shorter spans.
  brand: 365,
  sessionId: COOKIE_LIFETIME_DAYS.sessionId,
  facebookClickId: COOKIE_LIFETIME_DAYS.facebookClickId,
  location: COOKIE_LIFETIME_DAYS.location,
  basketToken: 7,
  customerToken: 365,
  wishlist: 7,
  wishlistFromFetch: 365,
  email: 365,
} as const

export type CookieLifetimeName =
  | 'source'
  | 'affiliateClickId'
  | 'searchClickId'
  | 'groupId'
  | 'postLoginUrl'
  | 'brand'
  | 'sessionId'
  | 'facebookClickId'
  | 'location'
  | 'basketToken'
  | 'customerToken'
  | 'wishlist'
  | 'email'

export type CookieLifetimeContext = {
  /** Source cookie: "365 days (30 for affiliates)". */
  affiliate?: boolean
  /** Wishlist cookie: "7 days (1 year when set from a fetch)". */
  fromFetch?: boolean
  /** Brand cookie: one of the storefront's three spans; a year when absent. */
  brandDays?: 1 | 30 | 365
}

function lifetimeDays(name: CookieLifetimeName, context: CookieLifetimeContext): number {
  const days = ACCOUNT_COOKIE_LIFETIME_DAYS
  switch (name) {
    case 'source':
      return context.affiliate ? days.sourceAffiliate : days.source
    case 'wishlist':
      return context.fromFetch ? days.wishlistFromFetch : days.wishlist
    case 'brand':
      return context.brandDays ?? days.brand
    default:
      return days[name]
  }
}

/** A cookie's Max-Age in seconds, per the §9 lifetimes of both specs.
 * @example cookieMaxAge('basketToken') === 604800; cookieMaxAge('source', { affiliate: true }) === 2592000 */
export function cookieMaxAge(
  name: CookieLifetimeName,
  context: CookieLifetimeContext = {},
): number {
  return lifetimeDays(name, context) * DAY_SECONDS
}
