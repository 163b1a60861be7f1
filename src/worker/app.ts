import { Hono } from 'hono'
import type { AppEnv } from './http/app-env'
import { requestContext } from './http/request-context'
import { bodyLimits } from './middleware/api-body-limit'
import { canonicalPath } from './middleware/canonical-path'
import { mailHandOver } from './middleware/mail-hand-over'
import { keptPageFastPath } from './middleware/page-cache'
import { requestLog } from './middleware/request-log'
import { requestServices } from './middleware/request-services'
import { session } from './middleware/session'
import { securityHeaders } from './middleware/security-headers'
import { api } from './routes/api'
import { stock } from './routes/api/stock'
import { devMailbox } from './routes/dev-mailbox'
import { unsubscribe } from './routes/unsubscribe'
import { devPartnerStub } from './routes/dev-partner-stub'
import { images } from './routes/images'
import { pages } from './routes/pages'
import { storefrontRoutes } from './routes/pages/storefront-routes'
import { handleAppError, handleNotFound } from './routes/pages/error-page'
import { sandboxPay } from './routes/sandbox-pay'
import { sandboxCard } from './routes/sandbox-card'
import { seo } from './routes/seo'
import { applePayDomain } from './routes/apple-pay-domain'
import { brandAssets } from './routes/brand-assets'

/** The whole worker: middleware in DESIGN's order, then the API, images, static assets and
 * pages. Static files pass through the worker so they get the same security headers, except
 * the content-hashed /assets/ files, which the assets layer serves before the worker is run
 * (wrangler.toml `run_worker_first`, headers in public/_headers). */
export const app = new Hono<AppEnv>()

// HEAD is answered as the GET it mirrors (same status and headers, cache and cookies included),
// its body cancelled: Hono's own HEAD drops a streaming render's body unread, and workerd then
// logged an uncaught "Can't read from request stream" from the renderer.
app.use(async function headAsGet(c, next) {
  if (c.req.method !== 'HEAD') return next()
  const res = await app.fetch(new Request(c.req.raw, { method: 'GET' }), c.env, c.executionCtx)
  await res.body?.cancel()
  return new Response(null, res)
})
// Before the security headers: the development partner stub is loaded from another origin,
// which their Cross-Origin-Resource-Policy: same-origin would block (it is 404 in production).
app.route('/', devPartnerStub)
app.use(requestLog(), securityHeaders())
// Static files right after the security headers they must carry: nothing later (canonical
// path, brand, services, session, mail hand-over) has anything to say about a built file. In
// production and `wrangler dev` none get here (the assets layer answers /assets/ itself; the
// icons and the manifest are each brand's own, routes/brand-assets.ts); the worker tests, which
// call the worker directly, see all of them.
const STATIC_FILE = /^\/assets\//
app.get('*', async (c, next) => {
  if (!STATIC_FILE.test(c.req.path)) return next()
  const res = await c.env.ASSETS.fetch(c.req.raw.url)
  return new Response(res.body as ReadableStream | null, res as unknown as ResponseInit)
})
// The request's facts (brand, client IP, bot, hints, visitor id), computed once as plain
// values: the fast path below and everything after it read them.
// The body limits after the brand is known, so a form post refused for its size still gets the
// brand's page; nothing before them reads a body.
app.use(requestContext(), bodyLimits())
// A fresh page-cache hit for an anonymous visitor needs nothing below: it is
// answered here when the page cache knows it will be the same answer (middleware/page-cache.ts).
app.use(keptPageFastPath(storefrontRoutes.cacheParams()))
// Before the brand and the caches, so each page has one address and one cache entry.
app.use(canonicalPath())
app.use(requestServices(), session())
app.use(mailHandOver())
app.use(async function renderAgain(c, next) {
  c.set('renderAgain', async (request) => {
    const res = await app.fetch(request, c.env, c.executionCtx)
    await res.arrayBuffer() // drain it so the cache write that tees this body can finish
  })
  await next()
})

app.route('/api/v1/stock', stock)
app.route('/api/v1', api)
app.route('/images', images)
app.route('/', seo)
app.route('/', brandAssets)
app.route('/', applePayDomain)

app.route('/', devMailbox)
app.route('/', unsubscribe)
app.route('/', sandboxPay)
app.route('/', sandboxCard)
app.route('/', pages)

app.notFound(handleNotFound)
// The API answers JSON errors; a browser's page request gets an HTML error page in the shell.
app.onError(handleAppError)
