/** Storefront §2 'Page types': the full list. Which URL has which type is decided by the page
 * routes alone (routes/pages/*-routes.tsx; the table is test/worker/page-routes.test.ts). */
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

/** A bare flag (?dealPreview) counts as set; only an explicit false or 0 turns it off.
 * @example isFlagSet(new URLSearchParams('dealPreview'), 'dealPreview') === true */
export function isFlagSet(query: URLSearchParams, name: string): boolean {
  const value = query.get(name)
  return value !== null && !['false', '0'].includes(value.trim().toLowerCase())
}
