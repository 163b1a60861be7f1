import { CACHE_TIERS } from './tiers'
import type { KVNamespace } from '@cloudflare/workers-types'
import { clock } from '../clock'

// Apart from middleware/page-cache.ts so that back-office services can retire cached pages
// without importing the HTTP layer: the page cache reads the generation, services bump it.

/** Purge after a back-office save (the storefront shows the change on the next
 * request). The Cache API cannot list keys, and one deal shows on many pages (its own, every
 * feed, search) under many keys (brand, location, skin, quality), so instead of deleting keys
 * each entry records the generation it was rendered in, and an entry of an older generation is
 * a miss. The generation is a KV value the admin bumps; it is read from KV at most once per
 * GENERATION_MEMO_MS per isolate (not D1 on every hit), and the isolate that saved knows it at
 * once. Other isolates see a change within the memo window plus KV's own propagation. */
const GENERATION_KEY = 'page-cache:generation'
const GENERATION_MEMO_MS = CACHE_TIERS.pageCacheGeneration.ttlMs
let generationMemo: { value: string; readAt: number } | null = null
// Counts the generations this isolate has seen, so its copies of catalogue data
// (cache/isolate-memo.ts) are dropped the moment a save here retires pages.
let generationsSeen = 0

/** Changes whenever this isolate bumps the generation or reads a new one from KV. */
export function generationEpoch(): number {
  return generationsSeen
}

function remember(value: string): void {
  if (generationMemo?.value !== value) generationsSeen++
  generationMemo = { value, readAt: clock.ms() }
}

export async function currentGeneration(kv: KVNamespace): Promise<string> {
  if (generationMemo && clock.ms() - generationMemo.readAt < GENERATION_MEMO_MS) {
    return generationMemo.value
  }
  let value = generationMemo?.value ?? '0'
  try {
    value = (await kv.get(GENERATION_KEY)) ?? '0'
  } catch {
    // A KV hiccup keeps the last known generation: cached pages stay served.
  }
  remember(value)
  return value
}

/** Retires every cached page; called after a catalogue change in the back office. */
export async function bumpPageCacheGeneration(kv: KVNamespace): Promise<void> {
  const value = `${clock.ms()}-${crypto.randomUUID().slice(0, 8)}`
  remember(value)
  await kv.put(GENERATION_KEY, value)
}
