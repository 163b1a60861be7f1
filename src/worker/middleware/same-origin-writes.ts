import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../http/app-env'
import { DomainError } from '../errors'

const SAFE_METHOD = /^(GET|HEAD|OPTIONS)$/
// Without an Origin, the browser's own word on where the request came from. 'none' is a typed
// URL or bookmark; anything else (same-site included: a sibling subdomain is not this origin)
// is a page elsewhere.
const OWN_FETCH_SITES = new Set(['same-origin', 'none'])

/** No state change from another origin, whatever the content type. hono/csrf
 * on each sub-app only looks at form and text bodies, so a cross-origin JSON request was held
 * back by the CORS preflight alone; this refuses it outright. A server-to-server call sends
 * neither Origin nor Sec-Fetch-Site and passes. */
export const sameOriginWrites = () =>
  createMiddleware<AppEnv>(async function sameOriginWrites(c, next) {
    if (!SAFE_METHOD.test(c.req.method)) {
      const origin = c.req.header('origin')
      const site = c.req.header('sec-fetch-site')
      const foreign =
        origin !== undefined
          ? origin !== new URL(c.req.url).origin
          : site !== undefined && !OWN_FETCH_SITES.has(site)
      if (foreign) throw new DomainError('FORBIDDEN', 'Requests from another site are refused')
    }
    await next()
  })
