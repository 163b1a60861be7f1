import { CACHE_TIERS } from '../../cache/tiers'
import { IsolateMemo } from '../../cache/isolate-memo'
import type { ListingRepository } from '../../storage/listing-repository'

/** How long an isolate believes the catalogue version it read (migrations/0005: triggers bump
 * it on every catalogue change). Every feed, rail, menu and search answer keys on it, so reading
 * it from D1 on each request was a round trip per page. The bound is the page
 * cache's own (GENERATION_MEMO_MS): a catalogue change shows in feeds at most this late in
 * other isolates, and at once in the isolate whose back-office save bumped the page-cache
 * generation. Stock and prices are never taken from a feed when an order is placed. */
export const CATALOG_VERSION_MEMO_MS = CACHE_TIERS.catalogueVersion.ttlMs

const memo = IsolateMemo.forTier<'version', number>('catalogueVersion')

/** The catalogue version, from the isolate's copy while it is fresh, else from D1. */
export function catalogVersion(listings: ListingRepository): Promise<number> {
  return memo.read('version', () => listings.catalogVersion())
}

/** The version this isolate last read, fresh or not: a guess to start a KV read early with,
 * never an answer (FeedService.listJson). */
export function lastReadCatalogVersion(): number | undefined {
  return memo.last('version')
}

/** Forget the copy: tests that change the catalogue in D1 behind the services' back. */
export function forgetCatalogVersion(): void {
  memo.clear()
}
