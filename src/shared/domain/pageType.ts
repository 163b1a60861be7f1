import { DEAL_PATH_PREFIXES, isShortDealForm, pathSegments } from './paths'

/** Storefront §2 'Page types': the full list. */
export const PAGE_TYPES = [
  'account',
  'category',
  'checkout',
  'claim-gift',
  'dashboard',
  'deal',
  'dealPreview',
  'early-bird',
  'extendLanding',
  'gift-finder',
  'gifts',
  'guide',
  'homepage',
  'map-view',
  'myaccount',
  'order-addon',
  'other',
  'ppc',
  'recentlyViewed',
  'recommended',
  'root',
  'search',
  'special',
  'travel',
  'vipCategory',
  'vipDeal',
  'vouchers',
  'wellness-collection',
] as const

export type PageType = (typeof PAGE_TYPES)[number]

/** First segments of listing pages. From storefront §2 'Paths': /deals/{location}, the near-me
 * tree, travel/escapes by brand, /find, and the deal-list location segments national-deal,
 * near-me and travel ('shop' maps to national-deal); gshop marks a shop page. */
export const CATEGORY_TYPE_SEGMENTS: ReadonlySet<string> = new Set([
  'deals',
  'near-me',
  'travel',
  'escapes',
  'shop',
  'national-deal',
  'find',
  'gshop',
])

/** First segments of deal pages; the short form /{number}/{productId}/ is a deal too. */
export const DEAL_TYPE_SEGMENTS: ReadonlySet<string> = DEAL_PATH_PREFIXES

export const DEFAULT_NATIONAL_LOCATIONS: readonly string[] = ['national-deal', 'shop']

/** Application pages the spec lists as page types without saying how they arise (§2): each is
 * a fixed first segment, as on any marketplace. /page/* holds the static legal pages. */
const APP_ROUTES: ReadonlyMap<string, PageType> = new Map<string, PageType>([
  ['checkout', 'checkout'],
  ['order-addon', 'order-addon'],
  ['myaccount', 'myaccount'],
  ['account', 'account'],
  ['login', 'account'],
  ['register', 'account'],
  ['forgot-password', 'account'],
  ['reset-password', 'account'],
  ['activate-password', 'account'],
  // The subscription emails' preferences link (transactions §2): public, yet personal.
  ['email-preferences', 'account'],
  ['extend', 'extendLanding'],
  ['claim-gift', 'claim-gift'],
  ['mygift', 'claim-gift'],
  ['page', 'other'],
  // The back office (issue 10): personal like the sign-in pages, so never page-cached, and the
  // shopper's login redirect does not apply (it has its own sign-in pages).
  ['merchant', 'account'],
  ['admin', 'account'],
])

/** Fixed first segments of the §2 table, between the gift-finder and dealPreview rows. */
const TABLE_ROUTES: ReadonlyMap<string, PageType> = new Map<string, PageType>([
  ['gifts', 'gifts'],
  ['recommended-for-you', 'recommended'],
  ['early-bird', 'early-bird'],
  ['recently-viewed', 'recentlyViewed'],
  ['search', 'search'],
  ['welcome', 'ppc'],
  ['insights', 'dashboard'],
  ['map-view', 'map-view'],
])

const TRAVEL_SEGMENTS: ReadonlySet<string> = new Set(['travel', 'escapes'])

export interface PageTypeInput {
  path: string
  query: URLSearchParams
  nationalLocations?: readonly string[]
}

interface Context {
  segments: string[]
  query: URLSearchParams
  national: ReadonlySet<string>
}

type Rule = (context: Context) => PageType | null

// Order is precedence: the first rule that answers wins.
const RULES: readonly Rule[] = [
  // Not in the §2 table, so placed by us: "the first segment decides", hence an application
  // page keeps its type whatever follows (/myaccount/special is not a special-deals page, and
  // a dealPreview flag on /checkout does not make it a preview).
  ({ segments: [first, second] }) =>
    first === 'myaccount' && second === 'vouchers' ? 'vouchers' : null,
  ({ segments: [first] }) => (first === undefined ? null : (APP_ROUTES.get(first) ?? null)),

  // From here on, the §2 table row by row.
  ({ segments: [first], query }) =>
    first === 'guides' ? (isFlagSet(query, 'claim-my-gift') ? 'claim-gift' : 'guide') : null,
  ({ segments }) => (segments.length === 0 ? 'root' : null),
  // The table says "second segment", yet the spec's own gift-finder paths put it third
  // ({location}/{x}/gift-finder, /deal/dublin/gift-finder). We read both rows alike as "second
  // or third segment", so /london/special/x and /deals/london/special/x are special too.
  ({ segments }) => (isSecondOrThird(segments, 'special') ? 'special' : null),
  // "/gifts-for-{recipient} when a giftFor parameter is present" (§2 'Paths') is the gift
  // finder as well.
  ({ segments }) =>
    isSecondOrThird(segments, 'gift-finder') || segments[0]?.startsWith('gifts-for-')
      ? 'gift-finder'
      : null,
  ({ segments: [first] }) => (first === undefined ? null : (TABLE_ROUTES.get(first) ?? null)),
  ({ query }) => (isFlagSet(query, 'dealPreview') ? 'dealPreview' : null),
  ({ segments: [first, ...rest] }) => {
    if (first !== 'vip') return null
    if (isDealShape(rest)) return 'vipDeal'
    return rest[0] !== undefined && CATEGORY_TYPE_SEGMENTS.has(rest[0]) ? 'vipCategory' : null
  },
  ({ segments, national }) =>
    segments.length === 2 && segments[0] === 'deals' && national.has(segments[1] ?? '')
      ? 'homepage'
      : null,

  // Not in the table, so placed by us just before the category row they refine: travel listings
  // ("travel or escapes segment depending on brand", §2 'Paths') and the wellness collection
  // (a location, §4 'Seasonal themes'). A travel deal is still a deal page.
  ({ segments: [first, second] }) =>
    (first !== undefined && TRAVEL_SEGMENTS.has(first)) ||
    (first === 'deals' && second !== undefined && TRAVEL_SEGMENTS.has(second))
      ? 'travel'
      : null,
  ({ segments: [first, second] }) =>
    first === 'deals' && second === 'wellness-collection' ? 'wellness-collection' : null,

  ({ segments: [first] }) =>
    first !== undefined && CATEGORY_TYPE_SEGMENTS.has(first) ? 'category' : null,
  ({ segments }) => (isDealShape(segments) ? 'deal' : null),
]

/** Derives the page type from a path and its query (storefront §2 'Page types'). Path segments
 * are compared lower-cased and URL-decoded; trailing and doubled slashes are ignored. Besides
 * the table: /checkout, /order-addon, /myaccount (/myaccount/vouchers → vouchers), /account,
 * /login, /register, /forgot-password, /reset-password, /email-preferences (account),
 * /extend (extendLanding), /claim-gift and /mygift (claim-gift), /travel, /escapes,
 * /deals/travel, /deals/escapes (travel), /deals/wellness-collection; /page/* and anything
 * unknown are 'other'.
 * @example pageTypeFromPath({ path: '/deals/london', query: new URLSearchParams() }) === 'category' */
export function pageTypeFromPath(input: PageTypeInput): PageType {
  const context: Context = {
    segments: pathSegments(input.path),
    query: input.query,
    national: new Set(
      (input.nationalLocations ?? DEFAULT_NATIONAL_LOCATIONS).map((name) => name.toLowerCase()),
    ),
  }
  for (const rule of RULES) {
    const pageType = rule(context)
    if (pageType !== null) return pageType
  }
  return 'other'
}

function isSecondOrThird(segments: readonly string[], name: string): boolean {
  return segments[1] === name || segments[2] === name
}

function isDealShape(segments: readonly string[]): boolean {
  const [first] = segments
  return (first !== undefined && DEAL_TYPE_SEGMENTS.has(first)) || isShortDealForm(segments)
}

/** A bare flag (?dealPreview) counts as set; only an explicit false or 0 turns it off.
 * @example isFlagSet(new URLSearchParams('dealPreview'), 'dealPreview') === true */
export function isFlagSet(query: URLSearchParams, name: string): boolean {
  const value = query.get(name)
  return value !== null && !['false', '0'].includes(value.trim().toLowerCase())
}
