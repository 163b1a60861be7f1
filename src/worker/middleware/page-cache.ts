import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import { PERSONAL_COOKIES } from '../../shared/config/cookies'
import { carryParams, isCampaignParam } from '../../shared/domain/marketing/landing-attribution'
import type { AppEnv } from '../http/app-env'
import { CLIENT_ASSETS } from '../render/client-assets'
import { nonceSlots, refreshNonce } from '../render/refresh-nonce'
import { isVipSite, skinFor, skinOf } from '../render/skin-for'
import { clock } from '../clock'
import { currentGeneration } from '../cache/page-cache-generation'
import { LOCATION_COOKIE } from '../../shared/config/cookies'
import { canonicalPathOf } from './canonical-path'
import { giveVisitorCookies } from './experiments'
import { askForClientHints } from './client-hints'

// Both hashed names: a build that changes only the CSS must not serve pages that link the old
// stylesheet.
const hashOf = (file: string) => file.match(/-([\w-]+)\.(?:js|css)$/)?.[1]?.slice(0, 8) ?? 'dev'
const assetsVersion = `${hashOf(CLIENT_ASSETS.script)}${hashOf(CLIENT_ASSETS.stylesheet)}`

/** The query parameters a cached page reads, from its route's `cache` declaration
 * (routes/pages/*-routes.tsx); none for a page that is not cached ('private') or no page. */
function cachedParams(c: Context<AppEnv>): ReadonlySet<string> | null {
  const cache = c.get('page')?.route.cache
  if (!cache || cache === 'private') return null
  let read = paramSets.get(cache)
  if (!read) paramSets.set(cache, (read = new Set(cache.params)))
  return read
}
// Made once per declaration, not per request: both the parameters and the cache ask.
const paramSets = new WeakMap<object, ReadonlySet<string>>()

/** The URL with only the parameters its page reads: any other would give the page-cache an
 * entry per value (`?zzz=1`, `?zzz=2`, …), and pages that copy their query into links
 * (listings, search, the gift finder) would print it for everyone served that entry. The
 * preview and claim-my-gift flags are read by the router before this, and a set one makes a
 * page that is not cached; sign-in's `redirect` is read only by pages that are not cached.
 * @example withPageParamsOnly(new URL('https://x/deals/london?zzz=1&page=2'), new Set(['page'])).search === '?page=2' */
function withPageParamsOnly(url: URL, read: ReadonlySet<string>): URL {
  const clean = new URL(url)
  for (const name of new Set(url.searchParams.keys())) {
    if (!read.has(name) && !isCampaignParam(name)) clean.searchParams.delete(name)
  }
  return clean
}

/** Named caching strategy (Hydrogen's CacheShort): fresh for a minute, then served stale for up
 * to five while one background render refreshes it. */
const PAGE_CACHE = { maxAgeSeconds: 60, staleWhileRevalidateSeconds: 300 } as const

const REFRESH_HEADER = 'x-page-cache-refresh'

// The background refresh re-enters the worker in the same isolate (renderAgain), so a value
// made here and never sent out tells it apart from a client that sends the header itself: any
// visitor could otherwise skip the cache and overwrite the entry at will (a flood of such
// requests made the homepage fall from 118 to 20 req/s). Made on first use: Workers refuse
// random values at module scope.
let refreshSecret: string | undefined
const refreshToken = () => (refreshSecret ??= crypto.randomUUID())
const STORED_AT = 'x-page-cache-stored-at'
const GENERATION = 'x-page-cache-generation'

/** A fresh entry as the Cache API gave it, kept in the isolate and cut at its script nonces
 * (so a hit is cheap): a hit on it costs no cache.match and no HTML rewrite, only a join with this
 * response's nonce. Kept only while the entry is fresh (its own stored-at plus max-age) and of
 * the current generation, so it never serves what the Cache API would not: the shared entry is
 * replaced only once it is stale (the background refresh) or after a generation bump, both of
 * which end the kept copy. A stale entry always goes through the Cache API and the refresh. */
interface KeptPage {
  generation: string
  storedAt: number
  freshUntil: number
  status: number
  headers: [string, string][]
  /** The body's UTF-8 bytes between the nonces: a serve copies bytes, it encodes no text. */
  parts: Uint8Array[]
  size: number
  /** The Age the Cache API gave and when, so a kept copy reports the age it would have. */
  age: { seconds: number; at: number } | null
}
// The isolate has 128 MB; pages are 20–200 KB of text, so a few dozen hot pages fit in this.
const KEPT_BYTES = 8 * 1024 * 1024
const kept = new Map<string, KeptPage>()
let keptBytes = 0

function forget(key: string) {
  const page = kept.get(key)
  if (!page) return
  kept.delete(key)
  keptBytes -= page.size
}

function keep(key: string, page: KeptPage) {
  forget(key)
  if (page.size > KEPT_BYTES / 4) return
  kept.set(key, page)
  keptBytes += page.size
  // A Map iterates in insertion order and a served page is set again: the first is the coldest.
  for (const oldest of kept.keys()) {
    if (keptBytes <= KEPT_BYTES) break
    forget(oldest)
  }
}

const utf8 = new TextEncoder()

/** A kept page as a response with this request's nonce, marked a HIT like one from the cache. */
function serveKept(page: KeptPage, nonce: string, now: number): Response {
  const slot = utf8.encode(nonce)
  const body = new Uint8Array(page.size + slot.length * (page.parts.length - 1))
  let at = 0
  page.parts.forEach((part, i) => {
    if (i > 0) {
      body.set(slot, at)
      at += slot.length
    }
    body.set(part, at)
    at += part.length
  })
  const out = new Response(body, { status: page.status, headers: page.headers })
  if (page.age) {
    out.headers.set('age', String(page.age.seconds + Math.floor((now - page.age.at) / 1000)))
  }
  out.headers.set('x-page-cache', 'HIT')
  out.headers.set('cache-control', 'public, max-age=0, must-revalidate')
  return out
}

function pageCacheKey(
  url: URL,
  parts: { brand: string; location: string; skin: string; bot: boolean; quality: number },
) {
  // Bots get the same HTML without the client script, so they have entries of their own.
  const audience = parts.bot ? 'bot' : 'web'
  // Image URLs carry the quality the client hints ask for (§9), so each level has its entry.
  // The build's asset hash: after a deploy no cached page may point at assets that are gone.
  const variant = `${audience}-q${parts.quality}-${assetsVersion}`
  return `https://page-cache.dealio.internal/${parts.brand}/${parts.location}/${parts.skin}/${variant}${pathAndQuery(url)}`
}

/** A cache key's tail: the path without trailing slashes and the query sorted, without campaign
 * tags (they change nothing in an answer; sc_cid is not one, a search campaign id can keep a
 * last-chance deal on sale, §4) or the `omit` parameters. Shared with edge-cache. */
export function pathAndQuery(url: URL, omit: readonly string[] = []): string {
  const params = [...url.searchParams.entries()]
    .filter(([k]) => !omit.includes(k) && !isCampaignParam(k))
    .sort(([a, av], [b, bv]) => (a === b ? av.localeCompare(bv) : a.localeCompare(b)))
  const query = new URLSearchParams(params).toString()
  const path = url.pathname.replace(/\/+$/, '') || '/'
  return `${path}${query ? `?${query}` : ''}`
}

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
const ROUTES_MAX = 4096
const routes = new Map<string, Route>()
const routeKey = (brand: string, url: URL, locationCookie: string | undefined, quality: number) =>
  `${brand} ${quality} ${locationCookie ?? ''} ${url.pathname}${url.search}`

function learnRoute(c: Context<AppEnv>, url: URL, page: KeptPage) {
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

/** A fresh kept page for an anonymous GET, answered right after the request id and security
 * headers: a hit needs none of the canonical-path, brand, services, session,
 * routing, location or page-stack middleware, which cost it more than the serve itself. It
 * answers only where the full chain would have served the same kept page, with the same
 * headers in the same order: the page cache's own checks (not personal, no refresh, same
 * generation, fresh), a path already canonical, only parameters pages read, no bot (their
 * visits are recorded), and a route the full chain has served this page for (above). What the
 * page stack adds to a hit is added here too: the visitor cookies (experiments.ts) and the
 * client hints (client-hints.ts). Anything else falls through to the full chain. */
export const keptPageFastPath = (someCachedPageReads: ReadonlySet<string>) =>
  createMiddleware<AppEnv>(async function keptPageFastPath(c, next) {
    if (c.req.method !== 'GET' || kept.size === 0) return next()
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
    const page = kept.get(key)
    if (!page || now >= page.freshUntil) return next()
    if (page.generation !== (await currentGeneration(c.env.FEED_CACHE))) return next()
    kept.delete(key)
    kept.set(key, page)
    fastServes++
    c.res = serveKept(page, c.get('nonce'), now)
    giveVisitorCookies(c)
    askForClientHints(c.res.headers)
  })

/** Cacheable pages (signed in or not, so they render alike) see only the parameters they read,
 * and so does the page-cache key. A redirect keeps the dropped ones on its target: they may
 * mean something to the browser's own scripts there. */
export const pageParams = () =>
  createMiddleware<AppEnv>(async function pageParams(c, next) {
    const read = cachedParams(c)
    if (c.req.method !== 'GET' || !read) return next()
    const asked = new URL(c.req.url)
    const url = withPageParamsOnly(asked, read)
    if (url.search === asked.search) return next()
    c.req.raw = new Request(url, c.req.raw)
    await next()
    const target = c.res.headers.get('location')
    if (c.res.status >= 300 && c.res.status < 400 && target) {
      const dropped = [...asked.searchParams.entries()].filter(([n]) => !url.searchParams.has(n))
      c.res.headers.set('location', carryParams(target, dropped))
    }
  })

/** A request is personal when it carries a session, basket or VIP cookie or an authorization
 * header: it neither reads nor fills a shared cache (this one or edge-cache's), so whatever is
 * personalised can never leak into an anonymous answer. */
export const isPersonalRequest = (c: Context<AppEnv>) =>
  PERSONAL_COOKIES.some((name) => getCookie(c, name) !== undefined) ||
  c.req.header('authorization') !== undefined

/** Whole pages for anonymous visitors and bots from the Cache API (DESIGN 'Caching'). A page
 * is stored only when its route declares it cached (not 'private'), answered 200, sets no cookie and its loader
 * set no cache intent (c.var.cacheIntent); a hit is re-stamped with this response's CSP nonce. */
export const pageCache = () =>
  createMiddleware<AppEnv>(async function pageCache(c, next) {
    const override = Number(c.env.PAGE_CACHE_MAX_AGE)
    const strategy =
      Number.isFinite(override) && override >= 0 && c.env.PAGE_CACHE_MAX_AGE
        ? { ...PAGE_CACHE, maxAgeSeconds: override }
        : PAGE_CACHE
    if (c.req.method !== 'GET' || !cachedParams(c) || isPersonalRequest(c)) {
      return next()
    }
    const brand = c.get('brand')
    const url = new URL(c.req.url)
    const skin = skinFor(c)
    const key = pageCacheKey(url, {
      brand: brand.id,
      location: c.get('location').shortName,
      skin,
      bot: c.get('isBot'),
      quality: c.get('hints').quality,
    })
    const cache = (globalThis as unknown as { caches: { default: Cache } }).caches.default
    const refreshing = c.req.header(REFRESH_HEADER) === refreshToken()

    const generation = await currentGeneration(c.env.FEED_CACHE)

    if (!refreshing) {
      const now = clock.ms()
      const mine = kept.get(key)
      if (mine && mine.generation === generation && now < mine.freshUntil) {
        kept.delete(key)
        kept.set(key, mine)
        learnRoute(c, url, mine)
        return serveKept(mine, c.get('nonce'), now)
      }
      const found = await cache.match(key)
      const hit = found?.headers.get(GENERATION) === generation ? found : undefined
      if (hit) {
        const storedAt = Number(hit.headers.get(STORED_AT) ?? 0)
        const ageSeconds = (now - storedAt) / 1000
        if (ageSeconds <= strategy.maxAgeSeconds) {
          const headers = new Headers(hit.headers)
          headers.delete(STORED_AT)
          headers.delete(GENERATION)
          const parts = (await nonceSlots(hit)).map((part) => utf8.encode(part))
          const age = hit.headers.get('age')
          const page: KeptPage = {
            generation,
            storedAt,
            freshUntil: storedAt + strategy.maxAgeSeconds * 1000,
            status: hit.status,
            headers: [...headers],
            parts,
            size: parts.reduce((n, part) => n + part.length, 0),
            age: age && /^\d+$/.test(age) ? { seconds: Number(age), at: now } : null,
          }
          keep(key, page)
          learnRoute(c, url, page)
          return serveKept(page, c.get('nonce'), now)
        }
        const headers = new Headers(c.req.raw.headers)
        headers.set(REFRESH_HEADER, refreshToken())
        const app = c.get('renderAgain')
        c.executionCtx.waitUntil(app(new Request(c.req.url, { headers })))
        const res = refreshNonce(hit, c.get('nonce'))
        const out = new Response(res.body, { status: hit.status, headers: hit.headers })
        out.headers.set('x-page-cache', 'STALE')
        out.headers.delete(STORED_AT)
        out.headers.delete(GENERATION)
        out.headers.set('cache-control', 'public, max-age=0, must-revalidate')
        return out
      }
    }

    await next()
    const res = c.res
    const storable =
      res.status === 200 &&
      !res.headers.has('set-cookie') &&
      c.get('cacheIntent') === undefined &&
      res.headers.get('content-type')?.startsWith('text/html')
    if (!storable || !res.body) {
      c.res.headers.set('x-page-cache', 'MISS')
      return
    }
    const [forVisitor, forCache] = res.body.tee()
    const stored = new Response(forCache, { status: 200, headers: res.headers })
    stored.headers.set(STORED_AT, String(clock.ms()))
    stored.headers.set(GENERATION, generation)
    stored.headers.set(
      'cache-control',
      `public, max-age=${strategy.maxAgeSeconds + strategy.staleWhileRevalidateSeconds}`,
    )
    // CSP and the other security headers are set per response, never replayed from the cache.
    for (const h of ['content-security-policy', 'x-request-id']) stored.headers.delete(h)
    // Whatever this isolate kept of the old entry is not the page any more.
    forget(key)
    c.executionCtx.waitUntil(cache.put(key, stored))
    c.res = new Response(forVisitor, res)
    c.res.headers.set('x-page-cache', refreshing ? 'REFRESH' : 'MISS')
  })
