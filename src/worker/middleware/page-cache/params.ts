import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { carryParams, isCampaignParam } from '../../../shared/domain/marketing/landing-attribution'
import type { AppEnv } from '../../http/app-env'

/** The query parameters a cached page reads, from its route's `cache` declaration
 * (routes/pages/*-routes.tsx); none for a page that is not cached ('private') or no page. */
export function cachedParams(c: Context<AppEnv>): ReadonlySet<string> | null {
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
