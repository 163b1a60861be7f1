import { Hono } from 'hono'
import { isLocalDevelopment } from '../../../shared/domain/local-development'
import type { AppEnv } from '../../http/app-env'
import { withLocation } from '../../http/request-context'
import { clientHints } from '../../middleware/client-hints'
import { experiments } from '../../middleware/experiments'
import { marketingCookies } from '../../middleware/marketing-cookies'
import { pageCache, pageParams } from '../../middleware/page-cache'
import { protectedPages } from '../../middleware/protected-pages'
import { visitRecords } from '../../middleware/visit-records'
import { backofficePages } from './backoffice-pages'
import { loadPage, pageRoute } from './page-router'
import { storefrontRoutes } from './storefront-routes'

/** Every storefront page: the route the URL names (storefront-routes.tsx) gives the page type
 * that the page stack reads, then its loader answers. */
export const pages = new Hono<AppEnv>()

pages.use(clientHints())
// Records go before the cache so a bot served from it is still recorded.
// Protected pages answer before the cache; none of them is a cacheable type anyway.
// Experiments sit outside the cache: their cookies are added after it has stored the page.
// Marketing cookies too, and the pages inside see the URL without its campaign parameters,
// nor (cacheable pages) any parameter they do not read.
pages.use(
  withLocation(),
  pageRoute(storefrontRoutes),
  experiments(),
  marketingCookies(),
  visitRecords(),
  protectedPages(),
  pageParams(),
  pageCache(),
)

// The back office's own pages, guarded by the staff session.
pages.route('/', backofficePages)

// A page that fails on purpose, in local development and the tests only, so a test can see
// what a real failure answers (routes/pages/error-page.tsx).
pages.get('/dev/throw', (c, next) => {
  if (!isLocalDevelopment(c.env, c.req.url)) return next()
  throw new Error('This page failed on purpose (development only)')
})

pages.get('*', loadPage())
