import {
  createExecutionContext,
  createMessageBatch,
  env,
  getQueueResult,
  waitOnExecutionContext,
} from 'cloudflare:test'
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import worker from '../../src/worker/index'
import { OutboxRepository } from '../../src/worker/storage/outbox-repository'
import { freshEmail } from '../fixtures/fresh'
import { clock } from './clock'

// Errors reach the tracker's transport from a page, a job and the queue
// consumer. The DSN points at sentry.test, whose requests the worker's fetch hands to a fake
// ingest here (there is no network); what arrives is Sentry's envelope.

const DSN = 'https://publickey@sentry.test/42'
const tracked = { ...env, SENTRY_DSN: DSN }

interface SentryFrame {
  filename?: string
  function?: string
}
interface SentryEvent {
  release?: string
  environment?: string
  tags?: Record<string, string>
  request?: { url?: string; headers?: unknown; cookies?: unknown }
  exception?: {
    values?: { type?: string; value?: string; stacktrace?: { frames?: SentryFrame[] } }[]
  }
}

let events: SentryEvent[]
let fetchSpy: MockInstance<typeof fetch>

/** The event items of one envelope (newline-separated JSON: header, then item header and
 * payload pairs). */
function eventsOf(body: string): SentryEvent[] {
  const lines = body.split('\n').filter(Boolean)
  const found: SentryEvent[] = []
  for (let i = 1; i + 1 < lines.length; i += 2) {
    const item = JSON.parse(lines[i]!) as { type?: string }
    if (item.type === 'event') found.push(JSON.parse(lines[i + 1]!) as SentryEvent)
  }
  return found
}

beforeEach(() => {
  events = []
  const real = globalThis.fetch
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input as RequestInfo, init as RequestInit)
    if (new URL(request.url).hostname !== 'sentry.test') return real(input as RequestInfo, init)
    expect(request.url).toContain('/api/42/envelope/')
    events.push(...eventsOf(await request.text()))
    return new Response('{}', { status: 200 })
  })
  vi.spyOn(console, 'error').mockImplementation(() => {})
  vi.spyOn(console, 'log').mockImplementation(() => {})
})
afterEach(() => vi.restoreAllMocks())

/** A D1 binding whose every call throws, as when the database is unreachable. */
const brokenDb = new Proxy(
  {},
  {
    get: () => () => {
      throw new Error('D1_ERROR: the database is unreachable')
    },
  },
) as typeof env.DB

const framesOf = (event: SentryEvent) =>
  (event.exception?.values ?? []).flatMap((value) => value.stacktrace?.frames ?? [])

/** The stack points into our sources, not only the runtime's or the SDK's. */
const expectFrameInSrc = (event: SentryEvent) =>
  expect(framesOf(event).map((frame) => frame.filename ?? '')).toContainEqual(
    expect.stringMatching(/src\/worker\//),
  )

describe('the error tracker', () => {
  it('reports an error thrown while a page renders, tagged with the release, without cookies', async () => {
    const ctx = createExecutionContext()
    const res = await worker.fetch(
      new Request('http://localhost/deals/london', {
        headers: { accept: 'text/html', cookie: 'session=secret-session-cookie' },
      }),
      { ...tracked, DB: brokenDb },
      ctx,
    )
    await waitOnExecutionContext(ctx)
    expect(res.status).toBe(500)
    await res.text()
    const event = events.find((e) => /unreachable/.test(e.exception?.values?.[0]?.value ?? ''))
    expect(event, JSON.stringify(events).slice(0, 500)).toBeDefined()
    expect(event!.release).toBe('development')
    expect(event!.environment).toBe('test')
    expect(event!.tags?.requestId).toBeTruthy()
    expect(JSON.stringify(event)).not.toContain('secret-session-cookie')
    expectFrameInSrc(event!)
  })

  it('reports a scheduled job that fails', async () => {
    const ctx = createExecutionContext()
    await worker.scheduled({ scheduledTime: clock.ms() }, { ...tracked, DB: brokenDb }, ctx)
    await waitOnExecutionContext(ctx)
    const jobs = events.map((event) => event.tags?.job).filter(Boolean)
    expect(jobs).toContain('account-deletion')
    expectFrameInSrc(events.find((event) => event.tags?.job === 'account-deletion')!)
  })

  it('reports a mail the queue consumer could not send', async () => {
    const to = freshEmail('tracked')
    await new OutboxRepository(env.DB).insert(
      { to, subject: 'Hello', text: 'Hi', html: '<p>Hi</p>', kind: 'test' },
      clock.now().toISOString(),
    )
    const row = await env.DB.prepare('SELECT id FROM email_outbox WHERE to_address = ?')
      .bind(to)
      .first<{ id: number }>()
    const batch = createMessageBatch('dealio-mail-dev', [
      { id: 'tracked-1', timestamp: clock.now(), attempts: 1, body: { outboxId: row!.id } },
    ])
    const ctx = createExecutionContext()
    const production = { ...tracked, ENVIRONMENT: 'production', MAIL_API_URL: undefined }
    await worker.queue(batch, production, ctx)
    await waitOnExecutionContext(ctx)
    expect((await getQueueResult(batch, ctx)).retryMessages).toHaveLength(1)
    const event = events.find((e) => e.tags?.queue === 'mail')
    expect(event?.exception?.values?.[0]?.value).toBe('MAIL_API_URL is not set')
    expectFrameInSrc(event!)
  })

  it('forwards a browser error report to the same project, tagged as the browser’s', async () => {
    const ctx = createExecutionContext()
    const res = await worker.fetch(
      new Request('http://localhost/api/v1/log/error', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://localhost' },
        body: JSON.stringify({
          name: 'TypeError',
          message: 'x is undefined (card 4111 1111 1111 1111)',
          referrer: 'http://localhost/deals/london?token=abc',
          error: {
            stack: 'TypeError: x\n    at render (http://localhost/assets/entry-1.js:1:200)',
          },
        }),
      }),
      tracked,
      ctx,
    )
    await waitOnExecutionContext(ctx)
    expect(res.status).toBe(204)
    const event = events.find((e) => e.tags?.source === 'browser')
    expect(event?.exception?.values?.[0]).toMatchObject({ type: 'TypeError' })
    expect(framesOf(event!)).toContainEqual(
      expect.objectContaining({
        filename: 'http://localhost/assets/entry-1.js',
        function: 'render',
      }),
    )
    expect(JSON.stringify(event)).not.toMatch(/4111|token=abc/)
  })

  it('sends nothing without a DSN', async () => {
    const ctx = createExecutionContext()
    const res = await worker.fetch(
      new Request('http://localhost/deals/london', { headers: { accept: 'text/html' } }),
      { ...env, DB: brokenDb },
      ctx,
    )
    await waitOnExecutionContext(ctx)
    expect(res.status).toBe(500)
    expect(fetchSpy.mock.calls.filter(([input]) => String(input).includes('sentry.test'))).toEqual(
      [],
    )
  })
})
