import type { Context } from 'hono'
import type { AppEnv } from './app-env'

/** Where picture answers are kept in the Cache API. The key is built by the caller from what
 * decides the bytes (deal, position, format, width, quality, the art's version), never from
 * cookies or hints as sent, so it is immutable: a key's answer never changes. */
export const imageCacheKey = (path: string, parts: Record<string, string | number>): string => {
  const query = Object.entries(parts)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => `${name}=${encodeURIComponent(String(value))}`)
    .join('&')
  return `https://image-cache.dealio.internal${path}?${query}`
}

const cacheOf = () => (globalThis as unknown as { caches?: { default: Cache } }).caches?.default

/** Only a public answer that may be kept for good is stored: a preview of a deal that has not
 * opened (private, no-store) or a 404 never is. */
const keepable = (res: Response) =>
  res.status === 200 && /\bpublic\b.*\bimmutable\b/.test(res.headers.get('cache-control') ?? '')

/** A picture from the edge cache (DESIGN 'pictures through R2 + image transformations with edge
 * caching'): a hit answers before anything reads D1, R2 or draws; a miss runs `produce` and
 * keeps what it answers when that is public and immutable. Says which in `x-image-cache`. */
export async function edgeCachedImage(
  c: Context<AppEnv>,
  key: string,
  produce: () => Promise<Response>,
): Promise<Response> {
  const cache = cacheOf()
  const hit = await cache?.match(key).catch(() => undefined)
  if (hit) {
    const res = new Response(hit.body, hit)
    res.headers.set('x-image-cache', 'HIT')
    return res
  }
  const res = await produce()
  if (cache && keepable(res)) {
    const put = cache.put(key, res.clone()).catch(() => undefined)
    try {
      c.executionCtx.waitUntil(put)
    } catch {
      await put // no execution context (a bare app call in a test)
    }
  }
  res.headers.set('x-image-cache', 'MISS')
  return res
}
