/** One client error as the error log takes it (storefront §7 'error log': client, description,
 * error, message, name, referrer, server, userAgent). */
export interface ClientError {
  name: string
  message: string
  /** Where it came from: a script URL with line and column, or the URL of a failed call. */
  source: string
  stack?: string
}

const ERROR_LOG_URL = '/api/v1/log/error'
/** A page that throws in a loop must not flood the log: after this many, the rest are dropped. */
const MAX_REPORTS_PER_PAGE = 20

/** Remembers which errors a page has reported, so each is reported once (by message and source).
 * @example const seen = onceFilter(); seen('a', 's') === true; seen('a', 's') === false */
export function onceFilter(max = MAX_REPORTS_PER_PAGE) {
  const seen = new Set<string>()
  return (message: string, source: string): boolean => {
    const key = `${message}\u0000${source}`
    if (seen.has(key) || seen.size >= max) return false
    seen.add(key)
    return true
  }
}

const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text)

/** The record posted for an error; limits match the endpoint's schema so it is never refused.
 * The page URL is sent without its query, which may carry a reset or sign-in token. */
export function errorRecord(error: ClientError, pageUrl: string, userAgent: string) {
  const url = new URL(pageUrl)
  return {
    client: true,
    server: false,
    name: clip(error.name || 'Error', 200),
    message: clip(error.message || 'Unknown error', 2000),
    description: clip(error.source, 4000),
    ...(error.stack ? { error: { stack: clip(error.stack, 4000) } } : {}),
    referrer: clip(`${url.origin}${url.pathname}`, 2000),
    userAgent: clip(userAgent, 500),
  }
}

const isFirst = onceFilter()

/** Posts an error to the error log once per page. Never throws: §8 'Log sending failure: logged,
 * result null'. */
export async function reportError(error: ClientError): Promise<null | true> {
  if (!isFirst(error.message, error.source)) return null
  try {
    const body = JSON.stringify(errorRecord(error, location.href, navigator.userAgent))
    // keepalive lets the record leave even when the error is followed by a navigation.
    const res = await fetch(ERROR_LOG_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      credentials: 'same-origin',
      keepalive: true,
      body,
    })
    if (!res.ok) throw new Error(`error log answered ${res.status}`)
    return true
  } catch (err) {
    console.error('Could not send an error report', err instanceof Error ? err.message : err)
    return null
  }
}
