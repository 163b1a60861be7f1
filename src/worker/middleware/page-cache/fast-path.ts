import { CACHE_TIERS } from '../../cache/tiers'
import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import { LOCATION_COOKIE } from '../../../shared/config/cookies'
import { isCampaignParam } from '../../../shared/domain/marketing/landing-attribution'
import { currentGeneration } from '../../cache/page-cache-generation'
import { clock } from '../../clock'
import type { AppEnv } from '../../http/app-env'
import { isVipSite, skinOf } from '../../render/skin-for'
import { canonicalPathOf } from '../canonical-path'
import { askForClientHints } from '../client-hints'
import { giveVisitorCookies } from '../experiments'
import { anyKept, freshKept, serveKept, type KeptPage } from './kept'
import { isPersonalRequest, pageCacheKey } from './key'
import { REFRESH_HEADER } from './store'

/** What the fast path cannot tell from the request alone, learnt from the full chain's own
 * serve of a kept page: where the location cookie led (the known locations are in D1) and
 * whether the page is on the VIP site (its page type comes from the router). Keyed by what it
 * can tell: brand, path and query as sent, the location cookie as sent, image quality. An entry
 * is believed only while the page it was learnt with is fresh, so a location or route change
 * shows no later than a page change does. */
interface Route {
  location: string
  vipSite: boolean
  freshUntil: number
}
const ROUTES_MAX = CACHE_TIERS.keptPages.entries
const routes = new Map<string, Route>()
const routeKey = (brand: string, url: URL, locationCookie: string | undefined, quality: number) =>
  `${brand} ${quality} ${locationCookie ?? ''} ${url.pathname}${url.search}`

/** Called by the page cache when the full chain serves a kept page. */
export function learnRoute(c: Context<AppEnv>, url: URL, page: KeptPage) {
  if (c.get('isBot')) return
  const key = routeKey(
    c.get('brand').id,
    url,
    getCookie(c, LOCATION_COOKIE),
    c.get('hints').quality,
  )
  routes.delete(key)
  routes.set(key, {
    location: c.get('location').shortName,
    vipSite: isVipSite(c, url),
    freshUntil: page.freshUntil,
  })
  if (routes.size > ROUTES_MAX) routes.delete(routes.keys().next().value!)
}

/** Query parameters the fast path leaves to the full chain: any that some middleware drops or
 * turns into cookies (campaign tags, parameters no page reads). One that only another page type
 * reads passes here, but no route was learnt for that URL (learnRoute keys on the query the page
 * saw, without it), so it goes to the full chain all the same. */
const fastParams = (url: URL, someCachedPageReads: ReadonlySet<string>) =>
  [...url.searchParams.keys()].every(
    (name) => someCachedPageReads.has(name) && !isCampaignParam(name),
  )

let fastServes = 0
/** How many answers the fast path gave in this isolate (for the tests). */
export const keptPageFastServes = () => fastServes

/** A fresh kept page for an anonymous GET, answered right after the request id, security
 * headers and request context: a hit needs none of the canonical-path, services, session,
 * routing, location or page-stack middleware, which cost it more than the serve itself. It
 * answers only where the full chain would have served the same kept page, with the same
 * headers in the same order: the page cache's own checks (not personal, no refresh, same
 * generation, fresh), a path already canonical, only parameters pages read, no bot (their
 * visits are recorded), and a route the full chain has served this page for (above). What the
 * page stack adds to a hit is added here too: the visitor cookies (experiments.ts) and the
 * client hints (client-hints.ts). Anything else falls through to the full chain. */
export const keptPageFastPath = (someCachedPageReads: ReadonlySet<string>) =>
  createMiddleware<AppEnv>(async function keptPageFastPath(c, next) {
    if (c.req.method !== 'GET' || !anyKept()) return next()
    const url = new URL(c.req.url)
    const quality = c.get('hints').quality
    const brand = c.get('brand')
    const route = routes.get(routeKey(brand.id, url, getCookie(c, LOCATION_COOKIE), quality))
    const now = clock.ms()
    if (
      !route ||
      now >= route.freshUntil ||
      c.req.header(REFRESH_HEADER) !== undefined ||
      isPersonalRequest(c) ||
      c.get('isBot') ||
      canonicalPathOf(url.pathname) !== url.pathname ||
      !fastParams(url, someCachedPageReads)
    ) {
      return next()
    }
    const key = pageCacheKey(url, {
      brand: brand.id,
      location: route.location,
      skin: skinOf(brand, route.vipSite, route.location),
      bot: false,
      quality,
    })
    const page = await freshKept(key, now, () => currentGeneration(c.env.FEED_CACHE))
    if (!page) return next()
    fastServes++
    c.res = serveKept(page, c.get('nonce'), now)
    giveVisitorCookies(c)
    askForClientHints(c.res.headers)
  })
