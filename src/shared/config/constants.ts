// Business constants and limits, named as storefront §9 names them (plus the header figures of
// §2/§4, the §7 HTTP timeout and the §5 calendar and subcategory limits). Money is in minor
// units like everywhere else (DESIGN 'Data'); the spec's figures are in pounds or euros.

// Page sizes (§9). "Value of the default page size constant: not shown": §4 ends paging when a
// page returns fewer deals than it, so we use the listing size that pages actually request.
export const LISTING_PAGE_SIZE = 9
export const GIFT_FINDER_PAGE_SIZE = 12
export const REVIEWS_PAGE_SIZE = 10
export const WISHLIST_PAGE_SIZE = 50
export const BUY_AGAIN_PAGE_SIZE = 10
export const RECOMMENDATIONS_LIMIT = 40
export const RECOMMENDATIONS_PAGE_SIZE = 25
export const NEW_PRODUCTS_PAGE_SIZE = 12
export const DEFAULT_FEED_SIZES = [14, 18] as const

// Side-deal offsets: 5 on deal pages, 2 otherwise; §7 adds 0 for travel (and +1 when the main
// deal is sold out, which is a rule, not a constant).
export const SIDE_DEAL_OFFSET = { dealPage: 5, other: 2, travel: 0 } as const

export const EXIT_PROMO_TITLE = 'SAVE AN EXTRA 10%'
export const EXIT_PROMO_CODE = 'EXTRA10'
export const EXIT_PROMO_DISCOUNT_PERCENT = 10
export const EXIT_PROMO_MAX_DEALS = 6
export const EXIT_PROMO_IDLE_MS = 20_000
export const EXIT_PROMO_MOUSE_TOP_PX = 10
export const EXIT_PROMO_COPY_FEEDBACK_MS = 2_000
export const EXIT_PROMO_SKELETON_COUNT = { desktop: 3, mobile: 4 } as const

export const TOAST_DURATION_MS = 5_000
export const SMARTBANNER_COOKIE_DAYS = 2
export const RECENTLY_VIEWED_PER_LOCATION_TYPE = 5
export const IMPRESSION_BATCH_SIZE = 50
export const SOLD_AFTER_CLOSE_DAYS = 4

// "brand cookie 30 or 1 day or 1 year": the spec gives three lifetimes without saying which
// applies when, so all three are kept for the cookie's owner to choose.
export const COOKIE_LIFETIME_DAYS = {
  source: 365,
  sourceAffiliate: 30,
  affiliateClickId: 30,
  searchClickId: 365,
  groupId: 7,
  postLoginUrl: 30,
  brand: [30, 1, 365],
  sessionId: 365,
  facebookClickId: 90,
  location: 365,
} as const

// 60 on 3g or for sub-subcategories, 35 on 2g or a light page.
export const IMAGE_QUALITY = { default: 85, reduced: 60, minimal: 35 } as const

export const BREAKPOINTS = { sm: 576, md: 768, lg: 992, xl: 1200 } as const

export const SHARE_POPUP = { width: 550, height: 600 } as const

export const AVAILABILITY_LOAD_TRIES = 40
export const AVAILABILITY_LOAD_INTERVAL_MS = 300

export const RETRY_DELAYS_MS = [
  150, 250, 250, 500, 500, 500, 750, 750, 750, 1000, 1000, 1000, 1250, 1250, 1500, 1500,
] as const

// The spec writes Moment-style tokens (DD/MMMM/YYYY HH:mm:ss); these are the same formats in
// date-fns tokens, the library we format with.
export const LOG_DATE_FORMAT = 'dd/MMMM/yyyy HH:mm:ss'
/** The English month names MMMM writes, for code that reads or writes log dates without
 * date-fns (the client's log records, the worker's log-date check). */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

export const LONDON_AIRPORTS = ['LGW', 'LHR', 'STN', 'LTN', 'LCY', 'SEN'] as const
// LON is the IATA code for all London airports, used for the 'Any London' grouping.
export const ANY_LONDON_AIRPORT = { code: 'LON', label: 'Any London' } as const

export type ClientPlatform = 'WEBAPP-MOBILE' | 'WEBAPP-TABLET' | 'WEBAPP-DESKTOP'

// Header (§2 'Header and navigation', §4 'Header item').
export const MORE_MENU_VISIBLE_COUNT = { md: 5, lg: 7, xl: 10 } as const
export const HEADER_HOVER_DELAY_MS = 200
export const TRAVEL_MENU_HOVER_DELAY_MS = 0

// §7. "Race-timeout constant value: not shown" (§9): the race timer guards the same calls, so it
// uses the default HTTP timeout.
export const DEFAULT_HTTP_TIMEOUT_MS = 2_500

// §5: deals in these subcategories are allowed only when the total is under 50.
export const SPECIAL_SUBCATEGORY_IDS = [14, 17, 386, 398, 585, 586] as const
export const SPECIAL_SUBCATEGORY_TOTAL_LIMIT_MINOR = 5_000

// §5 'Calendar'.
export const SUPPORTED_NIGHTS = { min: 1, max: 16 } as const
export const PASSENGER_OPTIONS = [2, 4, 6, 8] as const
// transactions §4 'Deposit vouchers': "deposit paid, balance paid later ... overdue balance shows a
// message". When the balance falls due is not shown; we ask for it 28 days before check-in (the
// same span as the §9 calendar hover window), or at once when check-in is closer than that.
export const DEPOSIT_BALANCE_DUE_DAYS_BEFORE_CHECK_IN = 28
// transactions §4 'Deposit vouchers': "refundable within 14 days" (§9 'Voucher refund guarantee 14
// days'). The balance is never asked for inside that window, while the shopper may still take
// the deposit back: it falls due no earlier than the deposit's day plus these days.
export const DEPOSIT_REFUND_DAYS = 14
// transactions §3 'Order progress' (Processing Order, Dispatched, Delivered): when a parcel
// arrives is not shown and no carrier tells us. §4 gives posted gift packs 1 working day next-day
// and 3 standard, so 5 calendar days after dispatch covers a standard parcel over a weekend; then
// the scheduled job marks it Delivered unless someone already did.
export const DELIVERED_AFTER_DISPATCH_DAYS = 5

// §5 'Price filter slider steps', in major units (pounds, euros) as the slider and FeedQuery
// show them: a step of 5 below 100, 10 below 500 and 50 from 500 up.
export const PRICE_SLIDER_STEPS = [
  { below: 100, step: 5 },
  { below: 500, step: 10 },
  { below: Number.POSITIVE_INFINITY, step: 50 },
] as const
// "default range 0 to 1000 (another place gives 0 to 5000 by default)": the slider's own default
// is the 0-1000 one; the wider range is only a fallback for facet stats elsewhere.
export const DEFAULT_PRICE_RANGE = { min: 0, max: 1_000 } as const
export const FIXED_PRICE_STEPS = [0, 10, 20, 50, 100, 200] as const

// §5 'Review badge': "average rating at least 4 under one variant".
export const REVIEW_BADGE_VARIANT_MIN_AVERAGE = 4
