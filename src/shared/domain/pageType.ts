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

/** A bare flag (?dealPreview) counts as set; only an explicit false or 0 turns it off.
 * @example isFlagSet(new URLSearchParams('dealPreview'), 'dealPreview') === true */
export function isFlagSet(query: URLSearchParams, name: string): boolean {
  const value = query.get(name)
  return value !== null && !['false', '0'].includes(value.trim().toLowerCase())
}
