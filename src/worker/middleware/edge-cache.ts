import { CACHE_TIERS } from '../cache/tiers'
import type { Context } from 'hono'
import type { AppEnv } from '../http/app-env'
import { currentGeneration } from '../cache/page-cache-generation'
import { isPersonalRequest, pathAndQuery } from './page-cache'

/** Seconds a shared API answer is served from the edge. Short, because it is the only bound on
 * changes that do not bump the page-cache generation (a deal selling out, a deal's end time
 * passing); admin catalogue saves bump it, so they show on the next request anyway. A minute
 * turns a busy query's D1 work from once per request into once per minute per colo. */
export const EDGE_CACHE_TTL_SECONDS = CACHE_TIERS.edgeCache.ttlMs / 1000

export type EdgeCacheStatus = 'HIT' | 'MISS' | 'BYPASS'

/** Brand + page-cache generation + path + sorted query, without `omit` (per-visitor
 * parameters the caller stamps back onto the answer itself). */
export function edgeCacheKey(
  url: URL,
  parts: { namespace: string; brand: string; generation: string; omit?: readonly string[] },
): string {
  const generation = encodeURIComponent(parts.generation)
  return `https://edge-cache.dealio.internal/${parts.namespace}/${parts.brand}/${generation}${pathAndQuery(url, parts.omit)}`
}

const cacheOf = () => (globalThis as unknown as { caches?: { default: Cache } }).caches?.default

/** A JSON answer that is the same for every anonymous visitor, from the Cache API when one is
 * there (DESIGN 'Caching'). `produce` runs on a miss; what it throws is never stored. The entry
 * is keyed by the page-cache generation, so an admin change retires it at once. */
export async function sharedJson<T>(
  c: Context<AppEnv>,
  options: { namespace: string; omit?: readonly string[] },
  produce: () => Promise<T>,
): Promise<{ value: T; status: EdgeCacheStatus }> {
  const cache = cacheOf()
  if (c.req.method !== 'GET' || !cache || isPersonalRequest(c)) {
    return { value: await produce(), status: 'BYPASS' }
  }
  const generation = await currentGeneration(c.env.FEED_CACHE)
  const key = edgeCacheKey(new URL(c.req.url), {
    namespace: options.namespace,
    brand: c.get('brand').id,
    generation,
    omit: options.omit,
  })
  try {
    const found = await cache.match(key)
    if (found) return { value: (await found.json()) as T, status: 'HIT' }
  } catch {
    // An unreadable entry is a miss; the answer is computed again below.
  }
  const value = await produce()
  const stored = new Response(JSON.stringify(value), {
    headers: {
      'content-type': 'application/json',
      'cache-control': `public, max-age=${EDGE_CACHE_TTL_SECONDS}`,
    },
  })
  const put = cache.put(key, stored).catch(() => undefined)
  try {
    c.executionCtx.waitUntil(put)
  } catch {
    await put // no execution context (a bare app call in a unit test)
  }
  return { value, status: 'MISS' }
}
