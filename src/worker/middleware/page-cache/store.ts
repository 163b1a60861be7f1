import { CACHE_TIERS } from '../../cache/tiers'
import type { Context } from 'hono'
import type { AppEnv } from '../../http/app-env'
import { refreshNonce } from '../../render/refresh-nonce'
import { clock } from '../../clock'

/** Named caching strategy (Hydrogen's CacheShort): fresh for a minute, then served stale for up
 * to five while one background render refreshes it. PAGE_CACHE_MAX_AGE overrides the minute. */
const PAGE_CACHE = {
  maxAgeSeconds: CACHE_TIERS.pageCache.ttlMs / 1000,
  staleWhileRevalidateSeconds: CACHE_TIERS.pageCache.staleMs / 1000,
}

export function strategyOf(c: Context<AppEnv>) {
  const override = Number(c.env.PAGE_CACHE_MAX_AGE)
  return Number.isFinite(override) && override >= 0 && c.env.PAGE_CACHE_MAX_AGE
    ? { ...PAGE_CACHE, maxAgeSeconds: override }
    : PAGE_CACHE
}
export type Strategy = ReturnType<typeof strategyOf>

export const REFRESH_HEADER = 'x-page-cache-refresh'

// The background refresh re-enters the worker in the same isolate (renderAgain), so a value
// made here and never sent out tells it apart from a client that sends the header itself: any
// visitor could otherwise skip the cache and overwrite the entry at will (a flood of such
// requests made the homepage fall from 118 to 20 req/s). Made on first use: Workers refuse
// random values at module scope.
let refreshSecret: string | undefined
const refreshToken = () => (refreshSecret ??= crypto.randomUUID())
const STORED_AT = 'x-page-cache-stored-at'
const GENERATION = 'x-page-cache-generation'

export const isRefresh = (c: Context<AppEnv>) => c.req.header(REFRESH_HEADER) === refreshToken()

const sharedCache = () => (globalThis as unknown as { caches: { default: Cache } }).caches.default

/** The shared entry under `key` if it is of `generation`, with when it was stored. */
export async function lookUp(key: string, generation: string) {
  const found = await sharedCache().match(key)
  if (found?.headers.get(GENERATION) !== generation) return null
  return { hit: found, storedAt: Number(found.headers.get(STORED_AT) ?? 0) }
}

/** A hit's headers as the visitor gets them: without the cache's own marks. */
export function visitorHeaders(hit: Response): Headers {
  const headers = new Headers(hit.headers)
  headers.delete(STORED_AT)
  headers.delete(GENERATION)
  return headers
}

/** A stale hit, answered at once while one background render through the whole app refreshes
 * the entry (it carries the refresh token, so it skips the lookup and stores what it renders). */
export function serveStale(c: Context<AppEnv>, hit: Response): Response {
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

/** Whether a rendered answer may be shared: 200 HTML, no cookie, no cache intent. */
export const storable = (c: Context<AppEnv>, res: Response) =>
  res.status === 200 &&
  !res.headers.has('set-cookie') &&
  c.get('cacheIntent') === undefined &&
  !!res.headers.get('content-type')?.startsWith('text/html')

/** Stores a copy of `res` under `key` (in the background) and gives back the visitor's copy. */
export function store(
  c: Context<AppEnv>,
  key: string,
  res: Response & { body: ReadableStream },
  generation: string,
  strategy: Strategy,
): Response {
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
  c.executionCtx.waitUntil(sharedCache().put(key, stored))
  return new Response(forVisitor, res)
}
