import { createMiddleware } from 'hono/factory'
import { currentGeneration } from '../../cache/page-cache-generation'
import { clock } from '../../clock'
import type { AppEnv } from '../../http/app-env'
import { skinFor } from '../../render/skin-for'
import { learnRoute } from './fast-path'
import { forget, freshKept, keep, keptFromHit, serveKept } from './kept'
import { isPersonalRequest, pageCacheKey } from './key'
import { cachedParams } from './params'
import { isRefresh, lookUp, serveStale, storable, store, strategyOf, visitorHeaders } from './store'

export { keptPageFastPath, keptPageFastServes } from './fast-path'
export { isPersonalRequest, pathAndQuery } from './key'
export { pageParams } from './params'

/** Whole pages for anonymous visitors and bots from the Cache API (DESIGN 'Caching'), in small
 * parts: the key (key.ts), the Cache API entry and its refresh (store.ts), the copies kept in
 * the isolate (kept.ts) and the fast path that serves them before the page stack
 * (fast-path.ts). A page is stored only when its route declares it cached (not 'private'),
 * answered 200, sets no cookie and its loader set no cache intent (c.var.cacheIntent); a hit is
 * re-stamped with this response's CSP nonce. */
export const pageCache = () =>
  createMiddleware<AppEnv>(async function pageCache(c, next) {
    const strategy = strategyOf(c)
    if (c.req.method !== 'GET' || !cachedParams(c) || isPersonalRequest(c)) {
      return next()
    }
    const url = new URL(c.req.url)
    const key = pageCacheKey(url, {
      brand: c.get('brand').id,
      location: c.get('location').shortName,
      skin: skinFor(c),
      bot: c.get('isBot'),
      quality: c.get('hints').quality,
    })
    const refreshing = isRefresh(c)
    const generation = await currentGeneration(c.env.FEED_CACHE)

    if (!refreshing) {
      const now = clock.ms()
      const mine = await freshKept(key, now, generation)
      if (mine) {
        learnRoute(c, url, mine)
        return serveKept(mine, c.get('nonce'), now)
      }
      const found = await lookUp(key, generation)
      if (found) {
        const { hit, storedAt } = found
        if ((now - storedAt) / 1000 > strategy.maxAgeSeconds) return serveStale(c, hit)
        const freshUntil = storedAt + strategy.maxAgeSeconds * 1000
        const page = await keptFromHit(hit, {
          generation,
          storedAt,
          freshUntil,
          now,
          headers: visitorHeaders(hit),
        })
        keep(key, page)
        learnRoute(c, url, page)
        return serveKept(page, c.get('nonce'), now)
      }
    }

    await next()
    const res = c.res
    if (!storable(c, res) || !res.body) {
      c.res.headers.set('x-page-cache', 'MISS')
      return
    }
    // Whatever this isolate kept of the old entry is not the page any more.
    forget(key)
    c.res = store(c, key, res as Response & { body: ReadableStream }, generation, strategy)
    c.res.headers.set('x-page-cache', refreshing ? 'REFRESH' : 'MISS')
  })
