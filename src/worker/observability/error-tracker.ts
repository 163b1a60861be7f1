import * as Sentry from '@sentry/cloudflare'
import type { ErrorEvent } from '@sentry/cloudflare'
import { redact, redactText } from './redact'

/** The build the worker was made from: scripts/build.mjs defines it (the git commit, or
 * BUILD_ID); unbundled runs (the worker tests) are 'development'. */
declare const __DEALIO_RELEASE__: string | undefined
const RELEASE = typeof __DEALIO_RELEASE__ === 'string' ? __DEALIO_RELEASE__ : 'development'

export interface TrackerEnv {
  SENTRY_DSN?: string
  ENVIRONMENT?: string
}

/** Whether errors are reported at all: only with a DSN (a secret per environment). */
export const trackerEnabled = (env: TrackerEnv) => Boolean(env.SENTRY_DSN)

/** What an event may carry: never cookies, headers, a query string or a body (they hold
 * session and reset tokens), and every message and frame variable through the log redaction. */
function scrubEvent(event: ErrorEvent): ErrorEvent {
  if (event.request) {
    const url = event.request.url?.split('?')[0]
    event.request = { method: event.request.method, ...(url ? { url } : {}) }
  }
  delete event.user
  if (event.message) event.message = redactText(event.message)
  for (const exception of event.exception?.values ?? []) {
    if (exception.value) exception.value = redactText(exception.value)
    for (const frame of exception.stacktrace?.frames ?? []) delete frame.vars
  }
  if (event.extra) event.extra = redact(event.extra) as Record<string, unknown>
  if (event.breadcrumbs) event.breadcrumbs = []
  return event
}

/** The SDK's options for `env`: errors only (no tracing), tagged with the release and the
 * environment, scrubbed before they leave. */
export const trackerOptions = (env: TrackerEnv): Sentry.CloudflareOptions => ({
  dsn: env.SENTRY_DSN,
  release: RELEASE,
  environment: env.ENVIRONMENT ?? 'production',
  tracesSampleRate: 0,
  beforeSend: scrubEvent,
})

/** Reports an error something caught and answered for (a 500 page, a failed job), which the
 * handler wrapper never sees thrown. Does nothing when `env` has the tracker off (the SDK keeps
 * its client for the isolate, so the environment decides, not whether a client exists). */
export function reportError(
  env: TrackerEnv,
  err: unknown,
  tags: Record<string, string> = {},
): void {
  if (!trackerEnabled(env) || !Sentry.getClient()) return
  Sentry.captureException(err, { tags })
}

/** What the browser posted to /api/v1/log/error, as an event of the same project tagged
 * `source: browser`: the page's errors and the worker's are read in one place. */
export interface BrowserError {
  name?: string
  message?: string
  description?: string
  stack?: string
  url?: string
  brand: string
}

export function reportBrowserError(env: TrackerEnv, error: BrowserError): void {
  if (!trackerEnabled(env) || !Sentry.getClient()) return
  const name = error.name ?? 'Error'
  const value = redactText(error.message ?? error.description ?? 'browser error')
  Sentry.captureEvent({
    level: 'error',
    platform: 'javascript',
    tags: { source: 'browser', brand: error.brand },
    exception: {
      values: [{ type: name, value, stacktrace: { frames: framesOf(error.stack ?? '') } }],
    },
    ...(error.url ? { request: { url: error.url.split('?')[0] } } : {}),
  })
}

/** A browser stack's frames (Chrome's `at f (url:line:col)` and Firefox's `f@url:line:col`),
 * innermost last as the tracker expects. */
function framesOf(stack: string) {
  const frames = []
  for (const line of stack.split('\n')) {
    const match =
      /^\s*(?:at\s+)?(?:(.*?)\s*[@(])?((?:https?:\/\/|\/)[^\s)]+):(\d+):(\d+)\)?\s*$/.exec(line)
    if (!match) continue
    frames.push({
      function: match[1] || '?',
      filename: match[2]!.split('?')[0],
      lineno: Number(match[3]),
      colno: Number(match[4]),
      in_app: true,
    })
  }
  return frames.reverse()
}
