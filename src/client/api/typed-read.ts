import {
  fetchOrNull,
  resilientFetch,
  responseOrNull,
  type ResilientFetchOptions,
} from './resilient-fetch'
import { routeUrl } from './route-url'
import type { AnswerOfRoute, PlaceOfRoute, RouteKey } from './typed-call'

// The reads of resilient-fetch (timeouts, §9 retries, feed headers) typed from the routes' own
// declarations, as callRoute types the account calls: the URL from the route's parameters and
// query, the answer the schema the route responds with. Types only: no zod reaches the islands.

/** A declared route the browser reads: only GETs, the calls that may be retried. */
export type ReadKey = Extract<RouteKey, `GET ${string}`>

/** Where a read goes, then how it is made; the place may be left out when the route needs none. */
type ReadArgs<K extends ReadKey> =
  object extends PlaceOfRoute<K>
    ? [place?: PlaceOfRoute<K>, options?: ResilientFetchOptions]
    : [place: PlaceOfRoute<K>, options?: ResilientFetchOptions]

interface LoosePlace {
  params?: Record<string, unknown>
  query?: Record<string, unknown>
}

/** A Response whose `json()` is the route's declared answer, which it is only when `ok` (any
 * other body is the API's error shape, or none). */
export interface RouteResponse<T> extends Response {
  json(): Promise<T>
}

/** The URL a read asks for, under /api/v1 as callApi sends it; also the read's SWR key
 * (CONVENTIONS 7: keys are API paths).
 * @example readUrl('GET /deal/:id/social-cue', { params: { id: 7 } }) === '/api/v1/deal/7/social-cue' */
export function readUrl<K extends ReadKey>(key: K, ...[place]: ReadArgs<K>): string {
  const loose: LoosePlace = place ?? {}
  return `/api/v1${routeUrl(key.slice(key.indexOf(' ') + 1), loose.params, loose.query)}`
}

/** `resilientFetch` of a declared route: its answer, or the last failure.
 * @example await readRoute('GET /wallet', { query: { page: 2 } }, { retry: true }) */
export function readRoute<K extends ReadKey>(
  key: K,
  ...args: ReadArgs<K>
): Promise<AnswerOfRoute<K>> {
  return resilientFetch(readUrl(key, ...args), args[1]) as Promise<AnswerOfRoute<K>>
}

/** `fetchOrNull` of a declared route: its answer, or null once the failure is logged (§8). */
export function readRouteOrNull<K extends ReadKey>(
  key: K,
  ...args: ReadArgs<K>
): Promise<AnswerOfRoute<K> | null> {
  return fetchOrNull(readUrl(key, ...args), args[1]) as Promise<AnswerOfRoute<K> | null>
}

/** `responseOrNull` of a declared route, for reads whose 4xx (or 202, 204) mean something. */
export function routeResponseOrNull<K extends ReadKey>(
  key: K,
  ...args: ReadArgs<K>
): Promise<RouteResponse<AnswerOfRoute<K>> | null> {
  return responseOrNull(readUrl(key, ...args), args[1])
}
