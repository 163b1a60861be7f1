import type { Context } from 'hono'
import { PlaceholderPage } from '../../../client/pages/placeholder-page'
import type { PageType } from '../../../shared/domain/pageType'
import type { AppEnv } from '../../env'
import { renderInShell } from './page-context'

/** Titles of the page types that later issues fill in; each renders its own layout now. */
export const PAGE_TITLES: Record<PageType, string> = {
  account: 'Sign in',
  category: 'Deals',
  checkout: 'Checkout',
  'claim-gift': 'Claim your gift',
  dashboard: 'Insights',
  deal: 'Deal',
  dealPreview: 'Deal preview',
  'early-bird': 'Early bird deals',
  extendLanding: 'Extend your voucher',
  'gift-finder': 'Gift finder',
  gifts: 'Gifts',
  guide: 'Guides',
  homepage: 'Deals',
  'map-view': 'Deals on the map',
  myaccount: 'My account',
  'order-addon': 'Add to your order',
  other: 'Dealio',
  ppc: 'Welcome',
  recentlyViewed: 'Recently viewed',
  recommended: 'Recommended for you',
  root: 'Deals',
  search: 'Search',
  special: 'Special offers',
  travel: 'Travel deals',
  vipCategory: 'VIP deals',
  vipDeal: 'VIP deal',
  vouchers: 'My vouchers',
  'wellness-collection': 'The wellness collection',
}

const NOINDEX = new Set<PageType>([
  'account',
  'checkout',
  'myaccount',
  'vouchers',
  'order-addon',
  'dashboard',
  'claim-gift',
])

export function renderPlaceholder(c: Context<AppEnv>, title = PAGE_TITLES[c.get('pageType')]) {
  const pageType = c.get('pageType')
  return renderInShell(c, {
    meta: {
      canonicalPath: new URL(c.req.url).pathname,
      title,
      robots: NOINDEX.has(pageType) ? 'NOINDEX, NOFOLLOW' : undefined,
    },
    body: <PlaceholderPage title={title} pageType={pageType} />,
  })
}
