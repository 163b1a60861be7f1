import { DEFAULT_HTTP_TIMEOUT_MS, RETRY_DELAYS_MS } from '../../shared/config/constants'
import type { BrandId } from '../../shared/config/brands'
import { feedHeaders } from '../../shared/domain/platform'
import { clientAssignments } from '../tracking/experiment-headers'

/** What a page shows where the visitor is waiting on a call that failed (storefront §8 names
 * no user-facing message for feed failures, so this one is ours). */
export const FRIENDLY_FETCH_MESSAGE = 'Sorry, something went wrong loading this. Please try again.'

/** The version the `version` feed header carries (package.json). */
const WEBAPP_VERSION = '0.1.0'

/** A failed call. `retriable` is true for what a later try may fix: the network, a timeout, a
 * 5xx or a 429; a 4xx other than 429 is the request's own fault and is never retried. */
export class FetchFailure extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly retriable: boolean,
  ) {
    super(message)
    this.name = 'FetchFailure'
  }
}

/** §8 'Connection timeout: the request is raced against a timer and rejects with
 * "Connection timeout: {limit}"'. The timer is cleared whichever side wins.
 * @example await raceTimeout(new Promise(() => {}), 2500) // rejects 'Connection timeout: 2500' */
export function raceTimeout<T>(work: Promise<T>, limitMs: number, onTimeout?: () => void) {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onTimeout?.()
      reject(new FetchFailure(`Connection timeout: ${limitMs}`, null, true))
    }, limitMs)
  })
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer))
}

/** The delay before retry `attempt` (0-based) from §9's list, or null once the list is used
 * up. @example retryDelay(0) === 150; retryDelay(16) === null */
export const retryDelay = (attempt: number): number | null => RETRY_DELAYS_MS[attempt] ?? null

export interface ResilientFetchOptions {
  /** Default 2500 ms (§7 'Default HTTP timeout'). */
  timeoutMs?: number
  /** Retry with §9's delay list; only for calls that change nothing (GETs). */
  retry?: boolean
  /** Fewer retries than the list allows, for a call someone is waiting on. */
  maxRetries?: number
  /** Send §7's feed headers (app-platform, brand, country-code, webapp, version, …). */
  feed?: boolean | { locationShortName?: string | null }
  /** Aborts the call and any retry still to come (a newer search replaces an older one). */
  signal?: AbortSignal
  init?: Omit<RequestInit, 'signal'>
}

interface PageFacts {
  brandId: BrandId
  locationShortName: string
}

function pageFacts(): PageFacts | null {
  try {
    const text = document.getElementById('page-state')?.textContent
    return text ? (JSON.parse(text) as PageFacts) : null
  } catch {
    return null
  }
}

let dynamicPriceVariant: 'a' | 'b' | 'c' | null | undefined

/** Overrides the visitor's daily variant (tests); otherwise it is read from the experiments
 * cookie the worker sets (§7 feed header). */
export function setDynamicPriceVariant(variant: 'a' | 'b' | 'c' | null) {
  dynamicPriceVariant = variant
}

const currentDynamicPriceVariant = () =>
  dynamicPriceVariant === undefined
    ? (clientAssignments()?.dynamicPrice ?? null)
    : dynamicPriceVariant

function headersFor(options: ResilientFetchOptions): Headers {
  const headers = new Headers(options.init?.headers)
  if (!headers.has('accept')) headers.set('accept', 'application/json')
  if (!options.feed) return headers
  const facts = pageFacts()
  if (!facts) return headers
  const location = typeof options.feed === 'object' ? options.feed.locationShortName : undefined
  const extra = feedHeaders({
    userAgent: navigator.userAgent,
    brandId: facts.brandId,
    version: WEBAPP_VERSION,
    dynamicPriceVariant: currentDynamicPriceVariant(),
    locationShortName: location === undefined ? facts.locationShortName : location,
  })
  for (const [name, value] of Object.entries(extra)) headers.set(name, value)
  return headers
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener('abort', () => {
      clearTimeout(timer)
      reject(signal.reason)
    })
  })

/** One try: the call raced against the timeout (§8), with the feed headers when asked. `read`
 * turns the response into the answer inside the race, so a body that never ends also times out.
 * Rejects with a retriable FetchFailure on a network error or a timeout, and with the caller's
 * own reason when the caller aborted. */
async function timedFetch<T = Response>(
  url: string,
  options: ResilientFetchOptions = {},
  read: (res: Response) => Promise<T> = async (res) => res as T,
): Promise<T> {
  const limit = options.timeoutMs ?? DEFAULT_HTTP_TIMEOUT_MS
  if (options.signal?.aborted) throw options.signal.reason
  const controller = new AbortController()
  const abort = () => controller.abort(options.signal?.reason)
  options.signal?.addEventListener('abort', abort)
  try {
    const work = (async () => {
      let res: Response
      try {
        // Raw fetch: this is the feed reads' own transport (timeouts, retries, feed headers).
        res = await fetch(url, {
          credentials: 'same-origin',
          ...options.init,
          headers: headersFor(options),
          signal: controller.signal,
        })
      } catch (err) {
        if (options.signal?.aborted) throw err
        throw new FetchFailure(`Network error calling ${url}`, null, true)
      }
      return read(res)
    })()
    return await raceTimeout(work, limit, () => controller.abort())
  } finally {
    options.signal?.removeEventListener('abort', abort)
  }
}

const failureOf = (url: string, res: Response) =>
  new FetchFailure(
    `${url} answered ${res.status}`,
    res.status,
    res.status >= 500 || res.status === 429,
  )

/** The JSON of a 2xx answer; §8 'Missing data from a fetch: "No data received from" followed by
 * the URL' for an empty or unreadable body. */
async function readJson(url: string, res: Response): Promise<unknown> {
  if (!res.ok) throw failureOf(url, res)
  const text = await res.text()
  if (!text.trim()) throw new FetchFailure(`No data received from ${url}`, res.status, false)
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw new FetchFailure(`No data received from ${url}`, res.status, false)
  }
}

/** Runs `once` again after each of §9's delays while it fails with something a retry may fix
 * (and `retry` is set); the last failure is rethrown. */
async function withRetries<T>(once: () => Promise<T>, options: ResilientFetchOptions): Promise<T> {
  const maxRetries = options.retry ? (options.maxRetries ?? RETRY_DELAYS_MS.length) : 0
  for (let tries = 0; ; tries += 1) {
    try {
      return await once()
    } catch (err) {
      const delay = retryDelay(tries)
      const again = err instanceof FetchFailure && err.retriable && tries < maxRetries
      if (!again || delay === null || options.signal?.aborted) throw err
      await sleep(delay, options.signal)
    }
  }
}

/** GETs (or sends) a JSON call with §7's timeout, §9's retry delays when `retry` is set and §7's
 * feed headers when `feed` is set, and answers its JSON. Rejects with the last failure; see
 * `fetchOrNull` for the calls §8 says are "logged and swallowed". */
export function resilientFetch(url: string, options: ResilientFetchOptions = {}): Promise<unknown> {
  return withRetries(() => timedFetch(url, options, (res) => readJson(url, res)), options)
}

/** The Response of a call that may answer 4xx on purpose (a 404 that means "gone"): retried on
 * network errors, timeouts and 5xx like `resilientFetch`, and null once those are used up, after
 * logging. An aborted call answers null unlogged. */
export async function responseOrNull(
  url: string,
  options: ResilientFetchOptions = {},
): Promise<Response | null> {
  try {
    return await withRetries(
      () =>
        timedFetch(url, options, async (res) => {
          if (res.status >= 500 || res.status === 429) throw failureOf(url, res)
          return res
        }),
      options,
    )
  } catch (err) {
    logFailure(err, url)
    return null
  }
}

/** Posts a failure to the error log without waiting for it; a failed log is only printed (§8
 * 'Log sending failure: logged, result null'). Loaded on first failure, so pages that never
 * fail never fetch the reporter. */
export function logFailure(err: unknown, context: string) {
  if (err instanceof DOMException && err.name === 'AbortError') return
  void import('../errors/error-reporter')
    .then((m) =>
      m.reportError({ name: 'FetchFailure', message: errorMessage(err), source: context }),
    )
    .catch(() => null)
}

const errorMessage = (err: unknown) => (err instanceof Error ? err.message : String(err))

/** §8 'Most call failures are logged and swallowed, returning null or false': the answer, or
 * null after the failure has been logged. An aborted call is not a failure and is not logged. */
export async function fetchOrNull(
  url: string,
  options: ResilientFetchOptions = {},
): Promise<unknown> {
  try {
    return await resilientFetch(url, options)
  } catch (err) {
    logFailure(err, url)
    return null
  }
}
