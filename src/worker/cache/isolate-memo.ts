import { CACHE_TIERS, type CacheTier, type TierName } from './tiers'
import { clock } from '../clock'
import { generationEpoch } from './page-cache-generation'

/** Answers an isolate keeps for a short, bounded time (docs/caches.md 'What each isolate
 * keeps'): each for `ttlMs`, at most `entries` of them, and all dropped at once when this isolate bumps the
 * page-cache generation, which every back-office save does. Only answers that came back are
 * kept (never a promise another request may still wait on), and only those `keep` accepts.
 * @example const openings = new IsolateMemo<number, string | null>(5_000, 1_000) */
export class IsolateMemo<K, V> {
  private readonly kept = new Map<K, { at: number; epoch: number; value: V }>()

  constructor(
    private readonly ttlMs: number,
    private readonly entries: number,
  ) {}

  /** The kept answer while it is fresh, else `load()`'s (kept when `keep` says so). */
  async read(key: K, load: () => Promise<V>, keep: (value: V) => boolean = () => true): Promise<V> {
    const now = clock.ms()
    const kept = this.kept.get(key)
    if (kept && kept.epoch === generationEpoch() && now - kept.at < this.ttlMs && now >= kept.at) {
      return kept.value
    }
    // Taken before the read: a save during it leaves the answer already retired.
    const epoch = generationEpoch()
    const value = await load()
    if (keep(value)) setNewest(this.kept, key, { at: now, epoch, value }, this.entries)
    else this.kept.delete(key)
    return value
  }

  /** The last kept answer, fresh or not: a guess to start work early with, never an answer. */
  last(key: K): V | undefined {
    return this.kept.get(key)?.value
  }

  clear(): void {
    this.kept.clear()
  }

  /** The memo of a declared tier (cache/tiers.ts), with its TTL and bound; one per tier, so the
   * tiers' test reaches the very memo the service reads. */
  static forTier<K, V>(name: TierName): IsolateMemo<K, V> {
    const tier: CacheTier = CACHE_TIERS[name]
    const memo = new IsolateMemo<K, V>(tier.ttlMs, tier.entries ?? Infinity)
    tierMemos.set(name, memo as IsolateMemo<unknown, unknown>)
    return memo
  }

  /** The memo `forTier` made for `name`, once its module has loaded. */
  static ofTier(name: TierName): IsolateMemo<unknown, unknown> | undefined {
    return tierMemos.get(name)
  }
}

const tierMemos = new Map<TierName, IsolateMemo<unknown, unknown>>()

/** Sets `key` as the newest entry of `map` and drops the oldest beyond `limit`: an isolate's
 * copies stay bounded however many keys a crawler walks. */
export function setNewest<K, V>(map: Map<K, V>, key: K, value: V, limit: number): void {
  map.delete(key)
  map.set(key, value)
  // A Map iterates in insertion order: the first is the oldest.
  for (const oldest of map.keys()) {
    if (map.size <= limit) break
    map.delete(oldest)
  }
}
