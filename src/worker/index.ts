import { Hono } from 'hono'
import { app } from './app'
import type { Env, ExecutionContext } from './env'
import type { MessageBatch } from '@cloudflare/workers-types'
import { runJobs } from './jobs/run-jobs'
import { SCHEDULED_JOBS } from './jobs/schedule'
import { clock, pinClockFromEnv } from './clock'
import { consumeMailBatch, handingOverMail } from './services/email/mail-queue'
import { recordDeadLetters } from './services/email/stuck-mail-service'
import { isLocalDevelopment } from '../shared/domain/local-development'
import { withSentry } from '@sentry/cloudflare'
import { trackerEnabled, trackerOptions } from './observability/error-tracker'

/** The benchmark's baseline (`npm run bench`): a bare Hono text response on the same
 * workerd, outside every middleware. Only in local development (local-development.ts). */
const bare = new Hono()
  .get('/__bench/bare', (c) => c.text('ok'))
  // The platform's own cost of a page-sized answer (bytes= the page's size): what moving that
  // many bytes out of workerd costs with no work of ours, beside a page-cache hit.
  .get('/__bench/bare-page', (c) => {
    const bytes = Math.min(Number(c.req.query('bytes')) || 0, 1 << 20)
    const headers = c.req.query('headers') === 'hit' ? HIT_LIKE_HEADERS : []
    return new Response(new Uint8Array(bytes).fill(32), {
      headers: [['content-type', 'text/html'], ...headers],
    })
  })

// As many headers, of about the same sizes, as a page-cache hit answers with (security headers
// and CSP, visitor cookies, client hints, the cache's marks): the platform's cost of them.
const HIT_LIKE_HEADERS: [string, string][] = [
  ['accept-ch', 'Save-Data, ECT'],
  ['age', '0'],
  ['cache-control', 'public, max-age=0, must-revalidate'],
  ['cf-cache-status', 'HIT'],
  [
    'content-security-policy',
    `default-src 'self'; script-src 'self' 'nonce-${'n'.repeat(24)}'; ${'x'.repeat(260)}`,
  ],
  ['cross-origin-opener-policy', 'same-origin'],
  ['cross-origin-resource-policy', 'same-origin'],
  ['date', 'Thu, 01 Jan 1970 00:00:00 GMT'],
  ['origin-agent-cluster', '?1'],
  ['permissions-policy', 'camera=(self), geolocation=(self), microphone=()'],
  ['referrer-policy', 'strict-origin-when-cross-origin'],
  ['set-cookie', `vid=${'v'.repeat(36)}; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax`],
  ['set-cookie', 'exp=dp-a.rb-a.bc-1.sd-b; Max-Age=939; Path=/; SameSite=Lax'],
  ['strict-transport-security', 'max-age=31536000; includeSubDomains; preload'],
  ['vary', 'Save-Data, ECT'],
  ['x-content-type-options', 'nosniff'],
  ['x-dns-prefetch-control', 'off'],
  ['x-download-options', 'noopen'],
  ['x-frame-options', 'DENY'],
  ['x-page-cache', 'HIT'],
  ['x-permitted-cross-domain-policies', 'none'],
  ['x-request-id', 'r'.repeat(36)],
  ['x-xss-protection', '0'],
]

const handler = {
  fetch(request: Request, env: Env, ctx: ExecutionContext) {
    pinClockFromEnv(env, request.url)
    if (request.url.includes('/__bench/bare') && isLocalDevelopment(env, request.url)) {
      return bare.fetch(request)
    }
    return app.fetch(request, env, ctx)
  },
  async scheduled(_controller: { scheduledTime?: number }, env: Env, ctx: ExecutionContext) {
    // No request here: the environment alone decides (only development and the tests pin).
    pinClockFromEnv(env)
    // Not the controller's scheduledTime: that is always the system time, and a pinned clock
    // (tests, local development) must hold for the jobs too. The two differ by under a second.
    const now = clock.now()
    // Jobs that write mail (reminders, claim codes) hand it to the queue once the run is over.
    // Awaited, not only handed to waitUntil: the error tracker flushes what the jobs reported
    // once this returns, and a run is over only when its jobs are.
    const run = handingOverMail(env, () => runJobs(SCHEDULED_JOBS, env, now))
    ctx.waitUntil(run)
    await run
  },
  /** The mail queue's consumer (services/email/mail-queue.ts): sends each outbox row named;
   * and its dead-letter queue's (stuck-mail-service.ts). */
  async queue(batch: MessageBatch<unknown>, env: Env, _ctx?: ExecutionContext) {
    pinClockFromEnv(env)
    // The dead-letter queue's consumer records what the mail queue gave up on (wrangler.toml).
    if (batch.queue.endsWith('-dlq')) await recordDeadLetters(batch, env, clock.now())
    else await consumeMailBatch(batch, env, clock.now())
  },
}

/** The same handlers inside the error tracker (observability/error-tracker.ts): what `fetch`,
 * `scheduled` or `queue` throws is reported, with the release, then thrown on. */
// A copy: withSentry instruments the object it is given in place, and `handler` must stay plain.
const tracked = withSentry((env: Env) => trackerOptions(env), {
  ...handler,
} as never) as typeof handler

/** Without SENTRY_DSN the tracker is off: the plain handlers run, with nothing wrapped. */
export default {
  fetch: (request: Request, env: Env, ctx: ExecutionContext) =>
    (trackerEnabled(env) ? tracked : handler).fetch(request, env, ctx),
  scheduled: (controller: { scheduledTime?: number }, env: Env, ctx: ExecutionContext) =>
    (trackerEnabled(env) ? tracked : handler).scheduled(controller, env, ctx),
  queue: (batch: MessageBatch<unknown>, env: Env, ctx?: ExecutionContext) =>
    (trackerEnabled(env) ? tracked : handler).queue(batch, env, ctx),
}
