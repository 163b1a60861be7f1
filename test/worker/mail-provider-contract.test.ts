import { createExecutionContext, createMessageBatch, env, getQueueResult } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BRANDS } from '../../src/shared/config/brands'
import { consumeMailBatch } from '../../src/worker/services/email/mail-queue'
import { sendDailyDeals } from '../../src/worker/services/marketing/daily-deals-job'
import {
  mailLinkSecret,
  unsubscribeUrl,
} from '../../src/worker/services/marketing/unsubscribe-link'
import { freshEmail } from '../fixtures/fresh'
import { TEST_TODAY } from './clock'

// What reaches the mail provider: Resend's `POST /emails` (docs/mail.md), built from a daily
// deals mail as the job wrote it and the queue consumer sends it, configured as production is.
const RESEND_URL = 'https://api.resend.com/emails'
const API_KEY = 're_test_8f3Kq2LmZx7Vb1Nw'
const NOON = new Date(`${TEST_TODAY}T12:00:00.000Z`)
const brand = BRANDS.livingsocial

interface Posted {
  url: string
  method: string | undefined
  headers: Record<string, string>
  body: Record<string, unknown>
}

/** Stands in for the runtime's fetch, and as strict about its receiver: workerd throws
 * 'Illegal invocation' when fetch is called as a method of another object. */
function providerFetch(status: () => number) {
  const posted: Posted[] = []
  const fake = function (this: unknown, input: RequestInfo | URL, init?: RequestInit) {
    if (this !== undefined && this !== globalThis) {
      throw new TypeError('Illegal invocation: function called with incorrect `this` reference')
    }
    posted.push({
      url: String(input),
      method: init?.method,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      body: JSON.parse(String(init?.body)) as Record<string, unknown>,
    })
    // An API's error body may echo what it was sent: the key, the message.
    return Promise.resolve(
      new Response(JSON.stringify({ message: `API key ${API_KEY} is invalid` }), {
        status: status(),
      }),
    )
  }
  return { posted, fake: fake as typeof fetch }
}

async function subscribe(email: string): Promise<number> {
  const at = NOON.toISOString()
  const row = await env.DB.prepare(
    `INSERT INTO email_subscriptions (email, brand, location_short_name, status, created_at,
       updated_at) VALUES (?, ?, 'london', 'SUBSCRIBED', ?, ?) RETURNING id`,
  )
    .bind(email, brand.id, at, at)
    .first<{ id: number }>()
  return row!.id
}

/** Every console line written while `work` runs. */
async function consoleDuring(work: () => Promise<unknown>): Promise<string> {
  const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((method) =>
    vi.spyOn(console, method).mockImplementation(() => {}),
  )
  try {
    await work()
    return spies
      .flatMap((spy) => spy.mock.calls.map((args) => args.map(String).join(' ')))
      .join('\n')
  } finally {
    for (const spy of spies) spy.mockRestore()
  }
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('the mail provider contract', () => {
  it(
    'posts a daily deals mail as Resend takes it: bearer key, JSON body, one-click unsubscribe headers, and never logs the key',
    { tags: ['dated'] },
    async () => {
      const to = freshEmail('contract')
      const subscriptionId = await subscribe(to)
      // No queue: the row waits for this test's consumer instead of the dev mailbox's.
      await sendDailyDeals({ ...env, MAIL_QUEUE: undefined }, NOON)
      const row = await env.DB.prepare(
        `SELECT id, subject, text_body AS text, html_body AS html FROM email_outbox
         WHERE to_address = ? AND kind = 'daily-deals'`,
      )
        .bind(to)
        .first<{ id: number; subject: string; text: string; html: string }>()
      expect(row).not.toBeNull()

      let status = 401
      const provider = providerFetch(() => status)
      vi.spyOn(globalThis, 'fetch').mockImplementation(provider.fake)
      // As deployed: the consumer builds its sender from the environment (senderFor).
      const production = {
        ...env,
        ENVIRONMENT: 'production',
        MAIL_API_URL: RESEND_URL,
        MAIL_API_KEY: API_KEY,
      }
      const deliver = async (attempts: number) => {
        const batch = createMessageBatch('dealio-mail', [
          { id: `contract-${attempts}`, timestamp: NOON, attempts, body: { outboxId: row!.id } },
        ])
        await consumeMailBatch(batch, production, NOON)
        return getQueueResult(batch, createExecutionContext())
      }
      const refusedLog = await consoleDuring(async () => {
        expect((await deliver(1)).retryMessages).toHaveLength(1)
      })
      status = 200
      const sentLog = await consoleDuring(async () => {
        expect((await deliver(2)).explicitAcks).toEqual(['contract-2'])
      })
      vi.mocked(globalThis.fetch).mockRestore()

      expect(provider.posted).toHaveLength(2)
      expect(provider.posted[1]).toEqual(provider.posted[0])
      const [request] = provider.posted
      expect(request!.url).toBe(RESEND_URL)
      expect(request!.method).toBe('POST')
      expect(request!.headers).toEqual({
        authorization: `Bearer ${API_KEY}`,
        'content-type': 'application/json',
      })
      const link = await unsubscribeUrl(
        `https://${brand.host}`,
        mailLinkSecret(env)!,
        subscriptionId,
        to,
      )
      expect(Object.keys(request!.body).sort()).toEqual([
        'from',
        'headers',
        'html',
        'subject',
        'text',
        'to',
      ])
      expect(request!.body).toEqual({
        from: 'LivingSocial <hello@livingsocial.co.uk>',
        to,
        subject: row!.subject,
        html: row!.html,
        text: row!.text,
        // RFC 8058: an https link only (no mailto: is offered), and the one-click marker.
        headers: {
          'List-Unsubscribe': `<${link}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      })
      expect(link).toMatch(/^https:\/\/livingsocial\.co\.uk\/unsubscribe\?s=\d+&sig=[\w-]{43}$/)
      // The body is the daily deals mail itself, not a stand-in.
      expect(row!.subject).toMatch(/^Today in London: .+, £\d/)
      expect(row!.html.startsWith('<!DOCTYPE html>')).toBe(true)
      expect(row!.html).toContain('data-logo="livingsocial"')
      expect(row!.text).toContain(`Unsubscribe: ${link}`)

      expect(refusedLog).toContain('Mail API answered 401')
      for (const log of [refusedLog, sentLog]) expect(log).not.toContain(API_KEY)
      const stored = await env.DB.prepare(
        'SELECT sent_at, last_error FROM email_outbox WHERE id = ?',
      )
        .bind(row!.id)
        .first<{ sent_at: string | null; last_error: string | null }>()
      expect(stored!.sent_at).not.toBeNull()
      expect(stored!.last_error ?? '').not.toContain(API_KEY)
    },
  )
})
