import { appRoutes } from './app-routes'
import { dealPreviewRoutes, dealRoutes, vipDealRoutes } from './deal-routes'
import { discoveryRoutes } from './discovery-routes'
import { listingRoutes } from './listing-routes'
import { otherRoutes } from './other-routes'
import { PageRouter } from './page-router'

/** Every storefront page by URL, in precedence order (storefront §2 'Page types' reads the
 * table row by row; the first route that matches wins). Each route names its page type, which
 * the page cache, protected pages, visit records and skins read. */
export const storefrontRoutes = [
  appRoutes,
  discoveryRoutes,
  dealPreviewRoutes,
  vipDealRoutes,
  listingRoutes,
  dealRoutes,
  otherRoutes,
].reduce((router, add) => add(router), new PageRouter())
