import type { KVNamespace } from '@cloudflare/workers-types'
import { afterAll, describe, expect, it } from 'vitest'
import { clock, setClock } from '../clock'
import { edgeCacheKey } from '../middleware/edge-cache'
import { freshKept, keep, type KeptPage } from '../middleware/page-cache/kept'
import { pageCacheKey } from '../middleware/page-cache/key'
import { lookUp } from '../middleware/page-cache/store'
import { keptCalendarJson } from '../services/availability/availability-service'
// Loaded for the memos they declare (IsolateMemo.forTier).
import '../services/catalog/catalog-service'
import '../services/feeds/catalog-version'
import { FeedCache } from '../storage/feed-cache'
import { IsolateMemo } from './isolate-memo'
import { bumpPageCacheGeneration, currentGeneration } from './page-cache-generation'
import { CACHE_TIERS, type CacheTier, type TierName } from './tiers'

/** A KV namespace in memory, with the metadata the feed cache writes. */
function memoryKv() {
  const values = new Map<string, { value: string; metadata: unknown }>()
  let reads = 0
  const kv = {
    get: async (key: string) => (reads++, values.get(key)?.value ?? null),
    getWithMetadata: async (key: string, type: string) => {
      reads++
      const entry = values.get(key)
      if (!entry) return { value: null, metadata: null }
      return {
        value: type === 'json' ? JSON.parse(entry.value) : entry.value,
        metadata: entry.metadata,
      }
    },
    put: async (key: string, value: string, options?: { metadata?: unknown }) => {
      values.set(key, { value, metadata: options?.metadata ?? null })
    },
  }
  return { kv: kv as unknown as KVNamespace, reads: () => reads, values }
}

const started = clock.ms()
afterAll(() => setClock(started))
const later = (ms: number) => setClock(clock.ms() + ms)
const bump = () => bumpPageCacheGeneration(memoryKv().kv)

/** A tier's memo: kept while fresh, asked again once the tier's own invalidations happen. */
async function memoCase(name: TierName, tier: CacheTier) {
  const memo = IsolateMemo.ofTier(name)
  expect(memo, `${name} is an IsolateMemo.forTier('${name}')`).toBeDefined()
  let calls = 0
  const load = async () => ++calls
  memo!.clear()
  expect(await memo!.read('k', load)).toBe(1)
  expect(await memo!.read('k', load)).toBe(1)
  later(tier.ttlMs)
  expect(await memo!.read('k', load)).toBe(2)
  if (tier.invalidatedBy.includes('page-cache generation')) {
    await bump()
    expect(await memo!.read('k', load)).toBe(3)
  }
}

const page = (generation: string, freshUntil: number): KeptPage => ({
  generation,
  storedAt: clock.ms(),
  freshUntil,
  status: 200,
  headers: [],
  parts: [new Uint8Array([60])],
  size: 1,
  age: null,
})

/** One invalidation case per declared tier: the TTL (and bound) come from the declaration. */
const cases: Record<TierName, (tier: CacheTier) => Promise<void>> = {
  pageCache: async (tier) => {
    expect(tier.ttlMs).toBe(60_000)
    const key = pageCacheKey(new URL('https://x/deals'), {
      brand: 'dealio',
      location: 'london',
      skin: 'main',
      bot: false,
      quality: 85,
    })
    const stored = new Map<string, Response>()
    const cache = {
      match: async (k: string) => stored.get(k)?.clone(),
      put: async (k: string, r: Response) => void stored.set(k, r),
    }
    const was = (globalThis as { caches?: unknown }).caches
    Object.assign(globalThis, { caches: { default: cache } })
    try {
      const headers = { 'x-page-cache-generation': 'g1', 'x-page-cache-stored-at': '1' }
      await cache.put(key, new Response('<p>', { headers }))
      expect(await lookUp(key, 'g1')).not.toBeNull()
      // A bumped generation makes the entry a miss.
      expect(await lookUp(key, 'g2')).toBeNull()
    } finally {
      Object.assign(globalThis, { caches: was })
    }
  },
  keptPages: async (tier) => {
    const now = clock.ms()
    keep('tier-case', page('g1', now + tier.ttlMs))
    expect(await freshKept('tier-case', now, 'g1')).not.toBeNull()
    expect(await freshKept('tier-case', now, 'g2')).toBeNull()
    expect(await freshKept('tier-case', now + tier.ttlMs, 'g1')).toBeNull()
    // Too big for the bound: never kept.
    keep('too-big', { ...page('g1', now + tier.ttlMs), size: tier.bytes! })
    expect(await freshKept('too-big', now, 'g1')).toBeNull()
  },
  pageCacheGeneration: async (tier) => {
    const { kv } = memoryKv()
    await kv.put('page-cache:generation', 'a')
    later(tier.ttlMs)
    expect(await currentGeneration(kv)).toBe('a')
    await kv.put('page-cache:generation', 'b')
    expect(await currentGeneration(kv)).toBe('a')
    later(tier.ttlMs)
    expect(await currentGeneration(kv)).toBe('b')
    await bumpPageCacheGeneration(kv)
    expect(await currentGeneration(kv)).not.toBe('b')
  },
  edgeCache: async () => {
    const url = new URL('https://x/api/v1/search/london?q=spa')
    const key = (generation: string) =>
      edgeCacheKey(url, { namespace: 'search', brand: 'dealio', generation })
    expect(key('g1')).not.toBe(key('g2'))
  },
  feedKv: async (tier) => {
    const parts = { brand: 'dealio', location: 'london', feed: 'home', query: {}, defaults: {} }
    const v1 = await FeedCache.key({ ...parts, catalogVersion: 1 })
    expect(await FeedCache.key({ ...parts, catalogVersion: 2 })).not.toBe(v1)
    let now = clock.ms()
    const { kv } = memoryKv()
    const feeds = new FeedCache(kv, () => now)
    await feeds.put(v1, { deals: [1] })
    expect((await feeds.getText(v1))?.fresh).toBe(true)
    now += tier.ttlMs
    expect((await feeds.getText(v1))?.fresh).toBe(false)
  },
  feedIsolate: async (tier) => {
    let now = clock.ms()
    const { kv, reads } = memoryKv()
    const feeds = new FeedCache(kv, () => now)
    const key = await FeedCache.key({
      brand: 'dealio',
      location: 'isolate-case',
      feed: 'home',
      query: {},
      defaults: {},
      catalogVersion: 7,
    })
    await feeds.put(key, { deals: [1] })
    await feeds.get(key)
    const afterFirst = reads()
    await feeds.get(key)
    expect(reads()).toBe(afterFirst) // answered by the isolate
    await bump()
    await feeds.get(key)
    expect(reads()).toBe(afterFirst + 1) // a save retired the copy
    now += tier.ttlMs
    await feeds.get(key)
    expect(reads()).toBe(afterFirst + 2) // no longer fresh: KV again
  },
  locations: (tier) => memoCase('locations', tier),
  menus: (tier) => memoCase('menus', tier),
  catalogueVersion: (tier) => memoCase('catalogueVersion', tier),
  dealCopies: (tier) => memoCase('dealCopies', tier),
  openings: (tier) => memoCase('openings', tier),
  twins: (tier) => memoCase('twins', tier),
  calendar: async (tier) => {
    let calls = 0
    const compute = async () => String(++calls)
    const now = clock.ms()
    expect(await keptCalendarJson('tier-case', now, compute)).toBe('1')
    expect(await keptCalendarJson('tier-case', now + tier.ttlMs - 1, compute)).toBe('1')
    expect(await keptCalendarJson('tier-case', now + tier.ttlMs, compute)).toBe('2')
  },
}

describe('every declared cache tier has an invalidation case', () => {
  for (const [name, tier] of Object.entries(CACHE_TIERS) as [TierName, CacheTier][]) {
    it(`${name} (${tier.where}, ${tier.invalidatedBy.join(', ')})`, async () => {
      expect(cases[name], `cache/tiers.test.ts needs a case for '${name}'`).toBeTypeOf('function')
      await cases[name](tier)
    })
  }
})
