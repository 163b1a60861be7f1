import { createMessageBatch, env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import bouncedJson from '../fixtures/mail/resend/email-bounced.json?raw'
import transientJson from '../fixtures/mail/resend/email-bounced-transient.json?raw'
import complainedJson from '../fixtures/mail/resend/email-complained.json?raw'
import delayedJson from '../fixtures/mail/resend/email-delivery-delayed.json?raw'
import suppressedJson from '../fixtures/mail/resend/email-suppressed.json?raw'
import type { EmailSender } from '../../src/worker/services/email/email-sender'
import { consumeMailBatch } from '../../src/worker/services/email/mail-queue'
import { mailEventsSecret } from '../../src/worker/services/email/mail-events/mail-events-secret'
import { ResendEvent } from '../../src/worker/services/email/mail-events/resend-event'
import {
  svixSignature,
  verifySvixSignature,
} from '../../src/worker/services/email/mail-events/svix-signature'
import { sendDailyDeals } from '../../src/worker/services/marketing/daily-deals-job'
import { freshEmail } from '../fixtures/fresh'
import { makeShopper } from '../fixtures/make-shopper'
import { post } from './account-client'
import { clock, dayFromToday, TEST_TODAY } from './clock'

// The mail provider's bounce and complaint notifications (Resend, signed through Svix)
// fill the marketing suppression list the daily deals job reads.
const noon = (day: string) => new Date(`${day}T12:00:00.000Z`)
const TODAY = noon(TEST_TODAY)
const TOMORROW = noon(dayFromToday(1))
const EVENTS = 'http://localhost/api/v1/mail/events'
const secret = mailEventsSecret(env)!

/** A recorded body with its recipient replaced by `to`, byte for byte otherwise. */
const bodyFor = (recorded: string, to: string) => recorded.replaceAll('delivered@resend.dev', to)

async function signedPost(body: string, id = `msg_${crypto.randomUUID()}`, at = clock.now()) {
  const timestamp = String(Math.floor(at.getTime() / 1000))
  return SELF.fetch(EVENTS, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'svix-id': id,
      'svix-timestamp': timestamp,
      'svix-signature': await svixSignature(secret, id, timestamp, body),
    },
    body,
  })
}

const suppression = (email: string) =>
  env.DB.prepare('SELECT reason FROM email_suppressions WHERE email = ?')
    .bind(email)
    .first<{ reason: string }>()

async function subscribe(email: string) {
  await env.DB.prepare(
    `INSERT INTO email_subscriptions (email, brand, location_short_name, status, created_at,
       updated_at) VALUES (?, 'livingsocial', 'london', 'SUBSCRIBED', ?, ?)`,
  )
    .bind(email, TODAY.toISOString(), TODAY.toISOString())
    .run()
}

const dailyMails = async (to: string) =>
  (
    await env.DB.prepare(
      `SELECT COUNT(*) AS n FROM email_outbox WHERE to_address = ? AND kind = 'daily-deals'`,
    )
      .bind(to)
      .first<{ n: number }>()
  )?.n

describe('the mail provider’s delivery notifications', () => {
  it(
    'suppress an address on a signed hard bounce, so the next day’s daily email skips it',
    { tags: ['dated'] },
    async () => {
      const bouncing = freshEmail('events-bouncing')
      const fine = freshEmail('events-fine')
      await subscribe(bouncing)
      await subscribe(fine)
      await sendDailyDeals(env, TODAY)
      expect(await dailyMails(bouncing)).toBe(1)

      const res = await signedPost(bodyFor(bouncedJson, bouncing.toUpperCase()))
      expect(res.status).toBe(200)
      expect(await res.json()).toEqual({ data: { outcome: 'SUPPRESSED' } })
      expect(await suppression(bouncing)).toEqual({ reason: 'BOUNCE' })

      await sendDailyDeals(env, TOMORROW)
      expect(await dailyMails(bouncing)).toBe(1)
      expect(await dailyMails(fine)).toBe(2)
    },
  )

  it('suppresses on a complaint, and not on a soft bounce or a delay', async () => {
    const complaining = freshEmail('events-complaining')
    const soft = freshEmail('events-soft')
    const delayed = freshEmail('events-delayed')
    expect(await (await signedPost(bodyFor(complainedJson, complaining))).json()).toEqual({
      data: { outcome: 'SUPPRESSED' },
    })
    expect(await suppression(complaining)).toEqual({ reason: 'COMPLAINT' })
    for (const [recorded, to] of [
      [transientJson, soft],
      [delayedJson, delayed],
    ] as const) {
      const res = await signedPost(bodyFor(recorded, to))
      expect(await res.json()).toEqual({ data: { outcome: 'IGNORED' } })
      expect(await suppression(to)).toBeNull()
    }
  })

  it('refuses a bad signature or a stale timestamp with 401 and changes nothing', async () => {
    const to = freshEmail('events-forged')
    const body = bodyFor(bouncedJson, to)
    const id = `msg_${crypto.randomUUID()}`
    const timestamp = String(Math.floor(clock.ms() / 1000))
    const good = await svixSignature(secret, id, timestamp, body)
    const wrongKey = await svixSignature(`whsec_${btoa('someone else')}`, id, timestamp, body)
    const refusals: Record<string, string>[] = [
      { 'svix-id': id, 'svix-timestamp': timestamp, 'svix-signature': wrongKey },
      // The signature of another body: a recipient swapped after signing.
      {
        'svix-id': id,
        'svix-timestamp': timestamp,
        'svix-signature': await svixSignature(secret, id, timestamp, bouncedJson),
      },
      { 'svix-id': 'msg_other', 'svix-timestamp': timestamp, 'svix-signature': good },
      { 'svix-id': id, 'svix-timestamp': timestamp },
      {},
    ]
    for (const headers of refusals) {
      const res = await SELF.fetch(EVENTS, { method: 'POST', headers, body })
      expect(res.status).toBe(401)
      expect(await res.json()).toEqual({
        error: { code: 'UNAUTHORISED', message: 'The notification’s signature is not valid' },
      })
    }
    // Correctly signed, but ten minutes ago: a captured request replayed later.
    const stale = await signedPost(body, id, new Date(clock.ms() - 10 * 60_000))
    expect(stale.status).toBe(401)
    expect(await suppression(to)).toBeNull()
  })

  it('changes nothing on a replay, even after the suppression was lifted by hand', async () => {
    const to = freshEmail('events-replay')
    const body = bodyFor(bouncedJson, to)
    const id = `msg_${crypto.randomUUID()}`
    expect(await (await signedPost(body, id)).json()).toEqual({ data: { outcome: 'SUPPRESSED' } })
    const lifted = await env.DB.prepare('DELETE FROM email_suppressions WHERE email = ?')
      .bind(to)
      .run()
    expect(lifted.meta.changes).toBe(1)
    // The provider's retry: the same svix-id, a new timestamp and signature.
    const again = await signedPost(body, id, new Date(clock.ms() + 60_000))
    expect(again.status).toBe(200)
    expect(await again.json()).toEqual({ data: { outcome: 'DUPLICATE' } })
    expect(await suppression(to)).toBeNull()
  })

  it('still lets transactional mail through to a suppressed address', async () => {
    // A complaint about the daily email is not a refusal of one's own password reset or order
    // confirmation; the list holds marketing mail back only (docs/mail.md, bounces).
    const { email } = await makeShopper(env.DB, { email: freshEmail('events-transactional') })
    await signedPost(bodyFor(complainedJson, email))
    expect(await suppression(email)).toEqual({ reason: 'COMPLAINT' })
    const reset = await post(
      '/customer/password-reset',
      { email },
      { 'cf-connecting-ip': '198.51.100.233' },
    )
    expect(reset.status).toBe(202)
    const mail = await env.DB.prepare(
      `SELECT COUNT(*) AS n FROM email_outbox WHERE to_address = ? AND kind = 'password-reset'`,
    )
      .bind(email)
      .first<{ n: number }>()
    expect(mail?.n).toBe(1)
  })

  it('answers a signed body that is not an event with 400', async () => {
    const res = await signedPost('{"type":"nonsense","data":{}}')
    expect(res.status).toBe(400)
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('INVALID')
  })
})

describe('Resend’s email.suppressed', () => {
  it(
    'suppresses the address like a hard bounce, so the next day’s daily email skips it',
    { tags: ['dated'] },
    async () => {
      const refused = freshEmail('events-refused')
      await subscribe(refused)
      await sendDailyDeals(env, TODAY)
      expect(await dailyMails(refused)).toBe(1)

      const res = await signedPost(bodyFor(suppressedJson, refused))
      expect(res.status).toBe(200)
      expect(await res.json()).toEqual({ data: { outcome: 'SUPPRESSED' } })
      expect(await suppression(refused)).toEqual({ reason: 'BOUNCE' })

      await sendDailyDeals(env, TOMORROW)
      expect(await dailyMails(refused)).toBe(1)
    },
  )
})

interface QueuedRow {
  id: number
  sent_at: string | null
  dropped_at: string | null
  dropped_reason: string | null
  headers: string | null
}

const queuedDaily = (to: string) =>
  env.DB.prepare(
    `SELECT id, sent_at, dropped_at, dropped_reason, headers FROM email_outbox
     WHERE to_address = ? AND kind = 'daily-deals' ORDER BY id DESC`,
  )
    .bind(to)
    .first<QueuedRow>()

describe('marketing mail already queued when its address stops taking it', () => {
  it(
    'is dropped by the consumer with its reason, while transactional mail still goes',
    { tags: ['dated'] },
    async () => {
      const bouncing = freshEmail('queued-bouncing')
      const complaining = freshEmail('queued-complaining')
      const leaving = freshEmail('queued-leaving')
      const fine = freshEmail('queued-fine')
      for (const to of [bouncing, complaining, leaving, fine]) await subscribe(to)
      // Written, not yet handed to the queue: the gap in which the address changes.
      await sendDailyDeals({ ...env, MAIL_QUEUE: undefined }, TODAY)
      const rows = await Promise.all([bouncing, complaining, leaving, fine].map(queuedDaily))
      for (const row of rows) expect(row).toMatchObject({ sent_at: null, dropped_at: null })

      // Then: a hard bounce and a complaint arrive, and one reader unsubscribes from the mail.
      await signedPost(bodyFor(bouncedJson, bouncing))
      await signedPost(bodyFor(complainedJson, complaining))
      const link = new URL(
        (JSON.parse(rows[2]!.headers!) as Record<string, string>)['List-Unsubscribe']!.slice(1, -1),
      )
      const unsubscribed = await SELF.fetch(
        `http://livingsocial.localhost${link.pathname}${link.search}`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'List-Unsubscribe=One-Click',
        },
      )
      expect(await unsubscribed.json()).toEqual({ data: { status: 'UNSUBSCRIBED' } })
      // A password reset to the bounced address, written after the bounce.
      const reset = await env.DB.prepare(
        `INSERT INTO email_outbox (to_address, subject, text_body, html_body, kind, created_at)
         VALUES (?, 'Reset', 'r', '<p>r</p>', 'password-reset', ?) RETURNING id`,
      )
        .bind(bouncing, clock.now().toISOString())
        .first<{ id: number }>()

      const sent: string[] = []
      const sender: EmailSender = {
        async send(mail) {
          sent.push(`${mail.subject === 'Reset' ? 'password-reset' : 'daily-deals'} ${mail.to}`)
        },
      }
      const ids = [...rows.map((row) => row!.id), reset!.id]
      const deliver = () =>
        consumeMailBatch(
          createMessageBatch(
            'dealio-mail-dev',
            ids.map((outboxId, i) => ({
              id: `hold-${outboxId}-${i}`,
              timestamp: clock.ms(),
              attempts: 1,
              body: { outboxId },
            })),
          ),
          env,
          clock.now(),
          sender,
        )
      await deliver()
      expect(sent.sort()).toEqual([`daily-deals ${fine}`, `password-reset ${bouncing}`].sort())
      const [bounced, complained, left, kept] = await Promise.all(
        [bouncing, complaining, leaving, fine].map(queuedDaily),
      )
      expect(bounced).toMatchObject({ sent_at: null, dropped_reason: 'suppressed: BOUNCE' })
      expect(complained).toMatchObject({ sent_at: null, dropped_reason: 'suppressed: COMPLAINT' })
      expect(left).toMatchObject({ sent_at: null, dropped_reason: 'unsubscribed' })
      expect(bounced!.dropped_at).not.toBeNull()
      expect(kept).toMatchObject({ dropped_at: null })
      expect(kept!.sent_at).not.toBeNull()

      // A redelivery (or the sweeper) sends a dropped row no more, and the mailbox says why.
      sent.length = 0
      await deliver()
      expect(sent).toEqual([])
      const mailbox = await (
        await SELF.fetch(`http://localhost/dev/mailbox?to=${encodeURIComponent(leaving)}`)
      ).text()
      expect(mailbox).toContain('(not sent: unsubscribed)')
    },
  )
})

describe('the dev mailbox’s simulated notifications', () => {
  it(
    'suppress through the same service, once, from a message’s buttons',
    { tags: ['dated'] },
    async () => {
      const to = freshEmail('events-dev-mailbox')
      await subscribe(to)
      await sendDailyDeals(env, TODAY)
      const page = await (
        await SELF.fetch(`http://localhost/dev/mailbox?to=${encodeURIComponent(to)}`)
      ).text()
      const id = /data-id="(\d+)"/.exec(page)![1]
      expect(page).toContain(`action="/dev/mailbox/${id}/events"`)
      const press = (kind: string) =>
        SELF.fetch(`http://localhost/dev/mailbox/${id}/events`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: `kind=${kind}`,
          redirect: 'manual',
        })
      const first = await press('bounce')
      expect(first.status).toBe(303)
      expect(decodeURIComponent(first.headers.get('location')!)).toContain('SUPPRESSED')
      expect(await suppression(to)).toEqual({ reason: 'BOUNCE' })
      const again = await press('bounce')
      expect(decodeURIComponent(again.headers.get('location')!)).toContain('DUPLICATE')
      // A kind the buttons never send is the sender's mistake: 400, not a missing message's 404.
      expect((await press('nonsense')).status).toBe(400)
    },
  )
})

describe('the Resend webhook contract', () => {
  it('verifies the signature example Svix documents', async () => {
    // docs.svix.com 'Verifying Webhooks Manually' and Resend's verify page: this secret, id,
    // timestamp and body sign to this value.
    const headers = {
      id: 'msg_p5jXN8AQM9LWM0D4loKWxJek',
      timestamp: '1614265330',
      signature: 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
    }
    // The example's own instant, not now: its timestamp is the one it was signed at.
    const signedAt = new Date(Number(headers.timestamp) * 1000)
    const input = {
      secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
      headers,
      body: '{"test": 2432232314}',
    }
    expect(await verifySvixSignature({ ...input, now: signedAt })).toBe(true)
    // Several signatures while a secret rotates: any one that matches will do.
    const rotating = { ...headers, signature: `v1,${btoa('x'.repeat(32))} ${headers.signature}` }
    expect(await verifySvixSignature({ ...input, headers: rotating, now: signedAt })).toBe(true)
    expect(await svixSignature(input.secret, headers.id, headers.timestamp, input.body)).toBe(
      headers.signature,
    )
  })

  it('reads the recorded bodies as Resend sends them', () => {
    const bounced = ResendEvent.parse(JSON.parse(bouncedJson))
    expect(bounced).toMatchObject({
      type: 'email.bounced',
      data: { to: ['delivered@resend.dev'], bounce: { type: 'Permanent' } },
    })
    expect(ResendEvent.parse(JSON.parse(transientJson)).data.bounce?.type).toBe('Transient')
    expect(ResendEvent.parse(JSON.parse(complainedJson)).type).toBe('email.complained')
    expect(ResendEvent.parse(JSON.parse(delayedJson)).type).toBe('email.delivery_delayed')
    expect(ResendEvent.parse(JSON.parse(suppressedJson))).toMatchObject({
      type: 'email.suppressed',
      data: { to: ['delivered@resend.dev'] },
    })
  })
})
