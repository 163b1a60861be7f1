import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr'

// The one module that imports swr (as state/jotai.ts does for jotai), so its settings are set
// in one place. Keys are API paths (CONVENTIONS 7); a null key asks for nothing yet.
// Retries are not SWR's: the fetchers go through resilient-fetch, which already retries with
// §9's delay list and answers null once those are used up, so SWR never sees an error to retry.
// Nor does it refetch on focus or reconnect: the reads here are extras shown once per page view
// (rails, social proof, the recently viewed list), and a second round trip would only move them.
const SETTINGS: SWRConfiguration = {
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  shouldRetryOnError: false,
}

/** One island read: the answer for `key` from `fetcher`, shared by every island that asks for the
 * same key on the page and fetched once. `undefined` until it is in.
 * @example const { data } = useRead(`/api/v1/deal/${id}/social-cue`, fetchOrNull) */
export function useRead<T>(
  key: string | readonly unknown[] | null,
  fetcher: (key: never) => Promise<T>,
): SWRResponse<T> {
  return useSWR<T>(key, fetcher as (key: unknown) => Promise<T>, SETTINGS)
}
