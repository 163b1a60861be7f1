import { CACHE_TIERS } from '../cache/tiers'
import type { KVNamespace } from '@cloudflare/workers-types'
import { sha256Hex } from '../../shared/format/sha256-hex'
import { deepFreeze } from '../cache/deep-freeze'
import { setNewest } from '../cache/isolate-memo'
import { generationEpoch } from '../cache/page-cache-generation'
import { clock as workerClock } from '../clock'
import { errorFields, log } from '../observability/logger'

/** Seconds a cached feed is fresh (DESIGN 'Caching': "ten-minute TTL"). */
export const FEED_CACHE_TTL = CACHE_TIERS.feedKv.ttlMs / 1000
/** Seconds KV keeps an entry: past the fresh window it is served stale while a refresh runs,
 * so a busy feed never waits on D1 after its first visitor. */
const FEED_CACHE_KV_TTL = (CACHE_TIERS.feedKv.ttlMs + CACHE_TIERS.feedKv.staleMs) / 1000

// KV refuses keys over 512 bytes; a long query (many excluded ids, a long q) is hashed.
const MAX_KEY_BYTES = 480
const bytes = (text: string) => new TextEncoder().encode(text).length

export interface FeedCacheKeyParts {
  catalogVersion: number
  brand: string
  location: string
  /** Which listing: 'all', 'category/beauty/massage', 'special/black-friday'... */
  feed: string
  query: Record<string, unknown>
  /** The query's defaults; a parameter at its default is dropped so both spellings share a key. */
  defaults: Record<string, unknown>
}

/** KV metadata of an entry; the value itself is the feed's JSON text, so a hit can be answered
 * with the stored bytes, neither parsed nor serialised again. */
interface StoredMeta {
  storedAt: number
}

type CacheStatus = 'hit' | 'stale' | 'miss'
export type CacheRead<T> = { value: T; status: CacheStatus }
export type CacheReadText = { text: string; status: CacheStatus }

const normaliseValue = (value: unknown): string | null => {
  if (value === undefined || value === null || value === '') return null
  if (Array.isArray(value)) {
    const items = [...new Set(value.map((v) => String(v).trim().toLowerCase()))].sort()
    return items.length === 0 ? null : items.join(',')
  }
  return String(value).trim().toLowerCase()
}

/** `a=1&b=x,y`: keys sorted, defaults and empties dropped, values lower-cased, lists sorted.
 * @example normaliseFeedQuery({ page: 0, q: 'Spa', categories: ['b', 'a'] }, { page: 0 }) === 'categories=a,b&q=spa' */
export function normaliseFeedQuery(
  query: Record<string, unknown>,
  defaults: Record<string, unknown> = {},
): string {
  return Object.keys(query)
    .sort()
    .flatMap((key) => {
      const value = normaliseValue(query[key])
      if (value === null || value === normaliseValue(defaults[key])) return []
      return [`${key.toLowerCase()}=${encodeURIComponent(value)}`]
    })
    .join('&')
}

// One background refresh per key per isolate: a burst of visitors to a stale feed costs D1 once.
const refreshing = new Set<string>()

// The isolate's tier in front of KV. An entry never changes under its key while it is fresh
// (the catalogue version is in the key; only a refresh after FEED_CACHE_TTL rewrites it), so
// an isolate may answer from its own copy until then, exactly as fresh as KV would be, without
// the KV read (0.33 of a personal homepage's 4.8 CPU ms on workerd). Parsed entries
// are frozen, so no request can change what the next one is served. Bounded: a page reads a
// handful of feeds, and a crawler walking filters must not grow the isolate without limit. Like
// every isolate copy of catalogue data (cache/isolate-memo.ts), all are dropped when this
// isolate bumps or reads a new page-cache generation.
const KEPT_ENTRIES = CACHE_TIERS.feedIsolate.entries
const kept = new Map<string, { value: unknown; storedAt: number; epoch: number }>()

function keep(at: string, value: unknown, storedAt: number, epoch: number): void {
  const copy = typeof value === 'object' ? deepFreeze(value) : value
  setNewest(kept, at, { value: copy, storedAt, epoch }, KEPT_ENTRIES)
}

/** Deal feeds in KV (DESIGN 'Caching'): fresh for FEED_CACHE_TTL, then served stale while a
 * refresh runs through `waitUntil`. The catalogue version in the key retires every entry at once
 * when the catalogue changes. Feeds hold no personal data, so one entry serves every visitor. */
export class FeedCache {
  constructor(
    private readonly kv: KVNamespace,
    private readonly clock: () => number = workerClock.ms,
  ) {}

  /** `feed:v{catalogVersion}:{brand}:{location}:{feed}:{normalised query}`. */
  static async key(parts: FeedCacheKeyParts): Promise<string> {
    const head =
      `feed:v${parts.catalogVersion}:${parts.brand}:${parts.location}:${parts.feed}:`.toLowerCase()
    const query = normaliseFeedQuery(parts.query, parts.defaults)
    const key = head + query
    if (bytes(key) <= MAX_KEY_BYTES) return key
    const hashedQuery = `${head}sha256=${await sha256Hex(query)}`
    if (bytes(hashedQuery) <= MAX_KEY_BYTES) return hashedQuery
    // The feed and location come from the URL too: a 3 KB slug names no listing, but its key
    // must still be one KV takes, or every such request logs a failed read as an incident.
    const version = `feed:v${parts.catalogVersion}:${parts.brand}:`.toLowerCase()
    return `${version}sha256=${await sha256Hex(key)}`
  }

  async get<T>(key: string): Promise<{ value: T; fresh: boolean } | null> {
    // Parsed by KV itself ('json'), not read as text and parsed here: a page reads several
    // feeds, and a JS string of each feed's text cost more than the parse.
    const stored = await this.getStored<T>(key, 'json')
    return stored && { value: stored.value, fresh: stored.fresh }
  }

  /** The entry's JSON text as stored. */
  async getText(key: string): Promise<{ text: string; fresh: boolean } | null> {
    const stored = await this.getStored<string>(key, 'text')
    return stored && { text: stored.value, fresh: stored.fresh }
  }

  /** An entry without its metadata (written in the older `{ storedAt, value }` form) is a
   * miss, so it is rebuilt in the new one; so is an unreadable entry or a KV hiccup. */
  private async getStored<T>(
    key: string,
    type: 'json' | 'text',
  ): Promise<{ value: T; fresh: boolean } | null> {
    const at = `${type}:${key}`
    const copy = kept.get(at)
    if (copy && copy.epoch === generationEpoch() && this.isFresh(copy.storedAt)) {
      return { value: copy.value as T, fresh: true }
    }
    if (copy) kept.delete(at)
    // Taken before the read: a save during it leaves the copy already retired.
    const epoch = generationEpoch()
    let stored: { value: T | null; metadata: StoredMeta | null }
    try {
      stored =
        type === 'json'
          ? await this.kv.getWithMetadata<T, StoredMeta>(key, 'json')
          : ((await this.kv.getWithMetadata<StoredMeta>(key, 'text')) as {
              value: T | null
              metadata: StoredMeta | null
            })
    } catch (err) {
      logCacheError('get', key, err)
      return null
    }
    const storedAt = stored.metadata?.storedAt
    if (stored.value === null || typeof storedAt !== 'number') return null
    const fresh = this.isFresh(storedAt)
    if (fresh) keep(at, stored.value, storedAt, epoch)
    return { value: stored.value, fresh }
  }

  private isFresh(storedAt: number): boolean {
    return this.clock() - storedAt < FEED_CACHE_TTL * 1000
  }

  async put<T>(key: string, value: T): Promise<void> {
    await this.putText(key, JSON.stringify(value))
  }

  private async putText(key: string, text: string): Promise<void> {
    const metadata: StoredMeta = { storedAt: this.clock() }
    try {
      await this.kv.put(key, text, { expirationTtl: FEED_CACHE_KV_TTL, metadata })
    } catch (err) {
      logCacheError('put', key, err)
    }
  }

  /** The cached value, or `load()`'s. A stale value is answered at once and refreshed in the
   * background when `waitUntil` is given (without it, the refresh is awaited). */
  async read<T>(
    key: string,
    load: () => Promise<T>,
    waitUntil?: (promise: Promise<unknown>) => void,
  ): Promise<CacheRead<T>> {
    return this.readThrough(key, await this.get<T>(key), load, waitUntil, (value) => value)
  }

  /** `read` as the JSON text an API answers with, from an entry the caller has read already
   * (`getText`, started early): a hit is the stored text as it is, with no parse and no
   * serialisation (the KV hit must be well below a D1 miss). */
  async readTextFrom<T>(
    key: string,
    cached: { text: string; fresh: boolean } | null,
    load: () => Promise<T>,
    waitUntil?: (promise: Promise<unknown>) => void,
  ): Promise<CacheReadText> {
    const found = cached && { value: cached.text, fresh: cached.fresh }
    const read = await this.readThrough(key, found, load, waitUntil, (_value, text) => text)
    return { text: read.value, status: read.status }
  }

  /** The cached form when fresh; when stale, it at once and a refresh in the background (with
   * `waitUntil`); else `load()`'s value, stored, in the form `as` gives. */
  private async readThrough<T, F>(
    key: string,
    cached: { value: F; fresh: boolean } | null,
    load: () => Promise<T>,
    waitUntil: ((promise: Promise<unknown>) => void) | undefined,
    as: (value: T, text: string) => F,
  ): Promise<CacheRead<F>> {
    if (cached?.fresh) return { value: cached.value, status: 'hit' }
    if (cached && waitUntil) {
      if (!refreshing.has(key)) {
        refreshing.add(key)
        const refresh = load()
          .then((value) => this.put(key, value))
          .catch((err: unknown) => logCacheError('refresh', key, err))
          .finally(() => refreshing.delete(key))
        waitUntil(refresh)
      }
      return { value: cached.value, status: 'stale' }
    }
    const value = await load()
    const text = JSON.stringify(value)
    const put = this.putText(key, text)
    if (waitUntil) waitUntil(put)
    else await put
    return { value: as(value, text), status: 'miss' }
  }
}

function logCacheError(operation: string, key: string, err: unknown): void {
  log.error('feed-cache-failed', { operation, key, ...errorFields(err) })
}
