import { startTransition, useEffect, useState } from 'react'
import useSWR, { mutate, preload, type SWRConfiguration } from 'swr'

// The one module that imports swr (as state/jotai.ts does for jotai), so its settings are set
// in one place. Keys are API paths (CONVENTIONS 7); a null key asks for nothing yet.
// Retries are not SWR's: the fetchers go through resilient-fetch, which already retries with
// §9's delay list and answers null once those are used up, or (the entry bundle's plain-fetch
// reads) answer null on a failure as they always did, so SWR never sees an error to retry.
// Nor does it refetch on focus or reconnect: the reads here are extras shown once per page view
// (rails, social proof, the recently viewed list, the session, live stock, the basket count and
// the wishlist flags, the last two set by their writes via setRead), and a second round trip
// would only move them.
// An island that mounts after a key is in takes the answer as it is (revalidateIfStale off): one
// request per key and page view, however many islands or plain DOM readers (readOnce) read it
// and whenever they hydrate.
const SETTINGS: SWRConfiguration = {
  revalidateIfStale: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  shouldRetryOnError: false,
}

/** One island read: the answer for `key` from `fetcher`, shared by every island that asks for the
 * same key on the page and fetched once. `undefined` until it is in.
 *
 * An island's first render (its hydration) asks for nothing; the key is switched on in a
 * transition once it has mounted. Asked for at once, an answer already in the cache (the page's
 * session or live-stock read lands before most islands hydrate) made React hydrate with SWR's
 * server snapshot and then, in the same task as the island's effects, re-render the whole island
 * synchronously with the answer (useSyncExternalStore forces a sync lane): one task of 70-90 ms
 * at 4x CPU on the deal page, whose picker reads both (test/e2e/web-vitals.test.ts). In a
 * transition that render is sliced and its commit is a task of its own; the markup React
 * hydrates is the server's either way.
 * @example const { data } = useRead(readUrl('GET /tiles'), () => readRouteOrNull('GET /tiles')) */
export function useRead<T>(
  key: string | readonly unknown[] | null,
  fetcher: (key: never) => Promise<T>,
): { data: T | undefined } {
  const [mounted, setMounted] = useState(false)
  useEffect(() => startTransition(() => setMounted(true)), [])
  const { data } = useSWR<T>(
    mounted ? key : null,
    fetcher as (key: unknown) => Promise<T>,
    SETTINGS,
  )
  return { data }
}

/** A write's answer for `key` (an add to basket, a login): every island reading that key shows
 * `data` at once, without asking the API again. A read still under way when it lands is dropped.
 * @example setRead(BASKET_COUNT_KEY, 3) */
export function setRead<T>(
  key: string,
  data: T | Promise<T> | ((current: T | undefined) => T),
): Promise<T | undefined> {
  return mutate<T>(key, data, { revalidate: false })
}

/** Starts the read for `key` now, before any island asks; the first island that asks takes this
 * request instead of making its own.
 * @example preloadRead(SESSION_KEY, loadSession) */
export function preloadRead<T>(key: string, fetcher: () => Promise<T>): void {
  void preload(key, fetcher)
}

/** The read of plain DOM code (no React, e.g. live stock): the answer for
 * `key` in the one cache the islands read, taken from there once it is in, else from the page's
 * one request for it, which an island asking later takes too. A write's setRead shows here next.
 * @example const answer = await readOnce('/api/v1/stock?ids=7', loadStock) */
export function readOnce<T>(key: string, fetcher: (key: string) => Promise<T>): Promise<T> {
  // A mutate that keeps what is cached, or fills it from preload's shared request: SWR has no
  // other way to read its cache outside a component.
  return mutate<T>(key, (cached) => cached ?? (preload(key, fetcher) as Promise<T>), {
    revalidate: false,
  }) as Promise<T>
}
