/** Every cache tier the worker has, in one place: where it lives, how long an entry is
 * believed, its bound, and what ends an entry before that. The tiers read their TTL and bounds
 * from here (nothing else states them), and cache/tiers.test.ts runs one invalidation case per
 * tier named here: a tier added without a case fails it. docs/caches.md explains each. */

/** What ends an entry before or at its TTL. */
type Invalidation =
  /** Its TTL passes. */
  | 'time'
  /** A back-office save bumps the page-cache generation (cache/page-cache-generation.ts):
   * at once in that isolate, within the generation memo elsewhere. */
  | 'page-cache generation'
  /** The catalogue version (D1 triggers on every catalogue change) is in the key. */
  | 'catalogue version'
  /** The build's asset hash is in the key: a deploy starts afresh. */
  | 'deploy'

export interface CacheTier {
  where: 'Cache API' | 'KV' | 'isolate'
  /** How long an entry is believed (fresh). */
  ttlMs: number
  /** After the TTL, how long a stale entry may still be answered while one refresh runs. */
  staleMs?: number
  /** At most this many entries (per isolate for isolate tiers). */
  entries?: number
  /** At most this many bytes. */
  bytes?: number
  invalidatedBy: readonly Invalidation[]
  /** The file that holds it. */
  file: string
}

const SECOND = 1_000
const MINUTE = 60 * SECOND

export const CACHE_TIERS = {
  /** Whole anonymous pages (PAGE_CACHE_MAX_AGE overrides the TTL, e.g. in the bench). */
  pageCache: {
    where: 'Cache API',
    ttlMs: MINUTE,
    staleMs: 5 * MINUTE,
    invalidatedBy: ['time', 'page-cache generation', 'deploy'],
    file: 'middleware/page-cache/store.ts',
  },
  /** The fresh page-cache entries an isolate has served, cut at their nonces; `entries` bounds
   * the routes the fast path has learnt for them. Never longer than the shared entry is fresh. */
  keptPages: {
    where: 'isolate',
    ttlMs: MINUTE,
    bytes: 8 * 1024 * 1024,
    entries: 4_096,
    invalidatedBy: ['time', 'page-cache generation'],
    file: 'middleware/page-cache/kept.ts',
  },
  /** The generation itself, read from KV at most this often per isolate. */
  pageCacheGeneration: {
    where: 'isolate',
    ttlMs: 5 * SECOND,
    entries: 1,
    invalidatedBy: ['time', 'page-cache generation'],
    file: 'cache/page-cache-generation.ts',
  },
  /** Shared API answers (search, availability) at the edge. */
  edgeCache: {
    where: 'Cache API',
    ttlMs: MINUTE,
    invalidatedBy: ['time', 'page-cache generation'],
    file: 'middleware/edge-cache.ts',
  },
  /** Deal feeds as JSON text; KV drops an entry an hour after it was written. */
  feedKv: {
    where: 'KV',
    ttlMs: 10 * MINUTE,
    staleMs: 50 * MINUTE,
    invalidatedBy: ['time', 'catalogue version'],
    file: 'storage/feed-cache.ts',
  },
  /** The isolate's tier in front of the feed KV: an entry only while it is fresh. */
  feedIsolate: {
    where: 'isolate',
    ttlMs: 10 * MINUTE,
    entries: 64,
    invalidatedBy: ['time', 'catalogue version', 'page-cache generation'],
    file: 'storage/feed-cache.ts',
  },
  locations: {
    where: 'isolate',
    ttlMs: 5 * MINUTE,
    entries: 2,
    invalidatedBy: ['time', 'page-cache generation'],
    file: 'services/catalog/catalog-service.ts',
  },
  menus: {
    where: 'isolate',
    ttlMs: 5 * MINUTE,
    entries: 16,
    invalidatedBy: ['time', 'page-cache generation'],
    file: 'services/catalog/catalog-service.ts',
  },
  catalogueVersion: {
    where: 'isolate',
    ttlMs: 5 * SECOND,
    entries: 1,
    invalidatedBy: ['time', 'page-cache generation'],
    file: 'services/feeds/catalog-version.ts',
  },
  /** A deal for a personal deal page. */
  dealCopies: {
    where: 'isolate',
    ttlMs: 5 * SECOND,
    entries: 200,
    invalidatedBy: ['time', 'page-cache generation'],
    file: 'services/catalog/catalog-service.ts',
  },
  /** A deal's opening instant. */
  openings: {
    where: 'isolate',
    ttlMs: 5 * SECOND,
    entries: 1_000,
    invalidatedBy: ['time', 'page-cache generation'],
    file: 'services/catalog/catalog-service.ts',
  },
  /** Which deal is a deal's twin. */
  twins: {
    where: 'isolate',
    ttlMs: 5 * SECOND,
    entries: 1_000,
    invalidatedBy: ['time', 'page-cache generation'],
    file: 'services/catalog/catalog-service.ts',
  },
  /** A calendar month's answer (display only: a booking reads afresh). */
  calendar: {
    where: 'isolate',
    ttlMs: 5 * SECOND,
    entries: 200,
    invalidatedBy: ['time'],
    file: 'services/availability/availability-service.ts',
  },
} as const satisfies Record<string, CacheTier>

export type TierName = keyof typeof CACHE_TIERS
