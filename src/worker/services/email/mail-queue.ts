/**
 * Mail at once, durably (DESIGN 'Email and jobs'; docs/decisions/0007).
 *
 * 1. The record: a change and the email telling of it are written to email_outbox in one D1
 *    batch (OutboxRepository.insertStatement, insertAfterChangeStatement), so mail exists
 *    exactly when the change committed. Refund and admin-return mails alone follow their change
 *    (refund-service.ts, admin-return-service.ts say why).
 * 2. The hand-over: after each request (middleware/mail-hand-over.ts) and each cron run that
 *    prepared an outbox row, every unsent row nobody has queued yet is marked queued and its id
 *    sent to MAIL_QUEUE, in the background (waitUntil). One place, so the writers know nothing
 *    of the queue. The message holds the row id only: bodies carry reset links and tokens.
 * 3. The consumer (index.ts `queue`): leases the row with a conditional UPDATE, posts it through
 *    the sender (email-sender.ts; without MAIL_API_URL in development and tests it is delivered
 *    into /dev/mailbox) and marks it sent. A redelivered message finds the row sent or leased
 *    and sends nothing. A failure is recorded on the row (status only) and the message retried
 *    with backoff; after max_retries (wrangler.toml) it goes to the dead-letter queue, whose
 *    consumer records it (stuck-mail-service.ts): the row keeps attempts and last_error, and
 *    /admin/stuck-mail lists both for a person to retry.
 * 4. The sweeper (cron): unsent rows queued, or written, more than SWEEP_AFTER_MINUTES ago and
 *    below MAX_SEND_ATTEMPTS are queued again: a hand-over lost with its isolate, a message
 *    dead-lettered during a mail API outage. Without a queue binding it sends them itself.
 */
import type { MessageBatch, Queue } from '@cloudflare/workers-types'
import type { Env } from '../../env'
import { clock } from '../../clock'
import {
  OutboxRepository,
  watchOutboxWrites,
  type OutboxRow,
} from '../../storage/outbox-repository'
import { recordOps, type MetricsEnv } from '../metrics/metrics-selection'
import { isMarketingMail, sendTimeHold } from '../../../shared/domain/marketing/mail-suppression'
import { senderFor, type EmailSender } from './email-sender'
import { log } from '../../observability/logger'
import { reportError } from '../../observability/error-tracker'

/** The queue message: the outbox row to send, nothing else. */
interface MailQueueMessage {
  outboxId: number
}

export type MailQueue = Queue<MailQueueMessage>

/** What the hand-over and the sweeper need; the queue is optional so a deployment whose config
 * lacks the binding still sends, through the sweeper. */
export interface MailEnv {
  DB: Env['DB']
  MAIL_QUEUE?: MailQueue
}

/** Rows per hand-over: a queue's sendBatch takes at most 100 messages. */
const HAND_OVER_BATCH = 100
/** Rows per sweep, so one cron run stays well inside the scheduled handler's time. */
const SWEEP_BATCH = 100
/** The queue retries for about five minutes (retryDelaySeconds); a row still unsent this long
 * after its hand-over was lost or dead-lettered. */
export const SWEEP_AFTER_MINUTES = 10
/** Over every queue round and sweep; then the row is left for a person (last_error). Each sweep
 * gives a dead-lettered row one more round of max_retries + 1 attempts. */
export const MAX_SEND_ATTEMPTS = 20
/** How long a sender holds a row: well over the HTTP sender's timeout. */
const LEASE_MS = 120_000
const RETRY_BASE_SECONDS = 10
const RETRY_MAX_SECONDS = 600

/** The queue message's row id, or null for a body this code never sends. */
export function outboxIdOf(body: unknown): number | null {
  if (typeof body !== 'object' || body === null) return null
  const id = (body as { outboxId?: unknown }).outboxId
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null
}

const isHealthProbe = (body: unknown) =>
  typeof body === 'object' && body !== null && (body as { probe?: unknown }).probe === 'health'

/** Backoff before the next delivery of a message delivered `attempts` times (1 the first
 * time): 10 s, 20 s, 40 s, … at most 10 minutes. */
export function retryDelaySeconds(attempts: number): number {
  const exponent = Math.max(0, Math.min(attempts, 30) - 1)
  return Math.min(RETRY_MAX_SECONDS, RETRY_BASE_SECONDS * 2 ** exponent)
}

const errorText = (err: unknown) =>
  (err instanceof Error ? err.message : 'send failed').slice(0, 200)

/** Hands every unsent, never-queued row to the queue; answers how many. Rows the queue refused
 * are released for the next hand-over (and the sweeper). */
export async function handOverNewMail(env: MailEnv, now: Date): Promise<number> {
  if (!env.MAIL_QUEUE) return 0
  const outbox = new OutboxRepository(env.DB)
  const ids = await outbox.claimUnqueued(HAND_OVER_BATCH, now.toISOString())
  if (ids.length === 0) return 0
  try {
    await env.MAIL_QUEUE.sendBatch(ids.map((outboxId) => ({ body: { outboxId } })))
  } catch (err) {
    await outbox.releaseQueued(ids)
    throw err
  }
  return ids.length
}

/** Runs `work` (a request, a cron run); when it prepared outbox rows, hands them over after it,
 * through `background` (waitUntil) when given, else before returning. */
export function handingOverMail<T>(
  env: MailEnv,
  work: () => Promise<T>,
  background?: (promise: Promise<unknown>) => void,
): Promise<T> {
  return watchOutboxWrites(work, async () => {
    const handOver = handOverNewMail(env, clock.now()).catch((err: unknown) =>
      // The rows stay in the outbox: the next hand-over or the sweeper sends them.
      log.error('mail-hand-over-failed', { error: errorText(err) }),
    )
    if (background) background(handOver)
    else await handOver
  })
}

/** Sends one row unless it is sent, dropped or leased already ('skipped'), or the send-time rule
 * holds it back ('dropped': marketing mail to an address suppressed or unsubscribed since the
 * mail was written, sendTimeHold). Throws after recording the failure on the row when the
 * sender fails. */
export async function deliverOutboxRow(
  outbox: OutboxRepository,
  id: number,
  sender: EmailSender,
  now: Date,
  onSent?: (row: OutboxRow) => void,
): Promise<'sent' | 'skipped' | 'dropped'> {
  const until = new Date(now.getTime() + LEASE_MS).toISOString()
  const row = await outbox.claimForSending(id, now.toISOString(), until)
  if (!row) return 'skipped'
  const hold = await heldBack(outbox, row)
  if (hold) {
    await outbox.markDropped(id, hold, clock.now().toISOString())
    // The row id and kind only: the address is personal data and stays in the outbox.
    log.info('mail-dropped', { outboxId: id, kind: row.kind, reason: hold })
    return 'dropped'
  }
  try {
    await sender.send(row)
  } catch (err) {
    await outbox.markFailed(id, errorText(err))
    throw err
  }
  await outbox.markSent(id, clock.now().toISOString())
  onSent?.(row)
  return 'sent'
}

/** The send-time rule's verdict on a leased row; transactional kinds need no query. */
async function heldBack(outbox: OutboxRepository, row: OutboxRow) {
  if (!isMarketingMail(row.kind)) return null
  const facts = await outbox.sendTimeFacts(row.to, row.subscriptionId)
  return sendTimeHold({ kind: row.kind, ...facts })
}

/** Mail lag, a metric per mail sent: seconds from the outbox write to the send. */
const recordMailLag = (env: MetricsEnv, rows: readonly OutboxRow[], sentAt: Date) =>
  Promise.all(
    rows.map((row) =>
      recordOps(env, {
        name: 'mail-sent',
        brand: 'all',
        label: row.kind,
        value: Math.max(0, (sentAt.getTime() - Date.parse(row.createdAt)) / 1000),
      }),
    ),
  )

/** The queue consumer: each message acked once its row is sent (or needs no sending), retried
 * with backoff when sending failed. Messages are independent, so they go in parallel. */
export async function consumeMailBatch(
  batch: MessageBatch<unknown>,
  env: Pick<Env, 'DB' | 'MAIL_API_URL' | 'MAIL_API_KEY'> & MetricsEnv,
  now: Date,
  sender: EmailSender = senderFor(env),
): Promise<void> {
  const outbox = new OutboxRepository(env.DB)
  const sent: OutboxRow[] = []
  await Promise.all(
    batch.messages.map(async (message) => {
      // The deep health check's probe (services/health/deep-health.ts): nothing to send.
      if (isHealthProbe(message.body)) return message.ack()
      const id = outboxIdOf(message.body)
      if (id === null) {
        log.error('mail-message-without-outbox-id')
        message.ack()
        return
      }
      try {
        await deliverOutboxRow(outbox, id, sender, now, (row) => sent.push(row))
        message.ack()
      } catch (err) {
        const delaySeconds = retryDelaySeconds(message.attempts)
        log.error('mail-send-failed', {
          outboxId: id,
          attempts: message.attempts,
          retryInSeconds: delaySeconds,
          error: errorText(err),
        })
        reportError(env, err, { queue: 'mail', attempts: String(message.attempts) })
        message.retry({ delaySeconds })
      }
    }),
  )
  await recordMailLag(env, sent, clock.now())
}

/** Cron: queues again what the queue has not sent (module doc, step 4); with no queue bound it
 * sends those rows itself. */
export async function sweepOutbox(
  env: MailEnv & Pick<Env, 'MAIL_API_URL' | 'MAIL_API_KEY'> & MetricsEnv,
  now: Date,
  sender: EmailSender = senderFor(env),
): Promise<{ queued: number; sent: number; failed: number }> {
  const outbox = new OutboxRepository(env.DB)
  // Queue depth as the mail backlog: what is unsent when the sweep starts (the queue binding
  // has no depth to ask; every queued message is an unsent outbox row).
  await recordOps(env, {
    name: 'outbox-backlog',
    brand: 'all',
    label: 'mail',
    value: await outbox.countUnsent(MAX_SEND_ATTEMPTS),
  })
  const before = new Date(now.getTime() - SWEEP_AFTER_MINUTES * 60_000).toISOString()
  const ids = await outbox.claimStale(SWEEP_BATCH, MAX_SEND_ATTEMPTS, before, now.toISOString())
  if (ids.length === 0) return { queued: 0, sent: 0, failed: 0 }
  if (env.MAIL_QUEUE) {
    try {
      await env.MAIL_QUEUE.sendBatch(ids.map((outboxId) => ({ body: { outboxId } })))
    } catch (err) {
      await outbox.releaseQueued(ids)
      throw err
    }
    return { queued: ids.length, sent: 0, failed: 0 }
  }
  let sent = 0
  let failed = 0
  const lagged: OutboxRow[] = []
  for (const id of ids) {
    try {
      if ((await deliverOutboxRow(outbox, id, sender, now, (row) => lagged.push(row))) === 'sent') {
        sent++
      }
    } catch {
      failed++
    }
  }
  await recordMailLag(env, lagged, clock.now())
  return { queued: 0, sent, failed }
}
