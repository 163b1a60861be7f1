import { FeedQuery } from '../../../shared/schemas/feed'
import type { PageCachePolicy, PageFacts } from '../../http/page-match'

// The skin reads `site` on every page (?site=vip, render/skin-for.ts).
const EVERY_PAGE = ['site']
// A listing's feed query; its page size is the page's own (listing-query.ts).
export const FEED_PARAMS = Object.keys(FeedQuery.shape).filter((name) => name !== 'pageSize')

/** A page with nothing but public catalogue content, cached per value of the parameters it
 * reads. Per route, not one list for all, so a parameter only some other page reads (`?q=` on
 * a deal page) cannot make entries either. */
export const cachedBy = (...names: string[]): PageCachePolicy => ({
  params: [...new Set([...EVERY_PAGE, ...names])],
})

/** The listings, search and the map read the feed query. */
export const LISTING_CACHE = cachedBy(...FEED_PARAMS)

/** The facts most pages share; a route spreads them and says what differs. */
export const publicPage = (pageType: PageFacts['pageType'], cache: PageCachePolicy): PageFacts => ({
  pageType,
  cache,
  login: false,
  skin: 'brand',
  travelMenu: false,
})

/** A personal page anyone may open (checkout, sign-in): never page-cached. */
export const privatePage = (pageType: PageFacts['pageType']): PageFacts =>
  publicPage(pageType, 'private')

/** A personal page for a signed-in shopper only. */
export const accountPage = (pageType: PageFacts['pageType']): PageFacts => ({
  ...privatePage(pageType),
  login: true,
})
