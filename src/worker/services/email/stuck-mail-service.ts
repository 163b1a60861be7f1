import type { MessageBatch } from '@cloudflare/workers-types'
import type { DeadLetter, StuckMail, StuckMailResponse } from '../../../shared/schemas/stuck-mail'
import type { Env } from '../../env'
import { DomainError } from '../../errors'
import { log } from '../../observability/logger'
import { MailDeadLetterRepository } from '../../storage/mail-dead-letter-repository'
import { OutboxRepository, type OutboxRow } from '../../storage/outbox-repository'
import { auditStatement } from '../staff/audit-log'
import type { StaffUser } from '../staff/staff-types'
import { MAX_SEND_ATTEMPTS, handOverNewMail, outboxIdOf, type MailEnv } from './mail-queue'

/** Rows per list: a page of stuck mail is an incident, not an archive. */
const LIST_LIMIT = 100

const summary = (row: OutboxRow): StuckMail => ({
  id: row.id,
  to: row.to,
  subject: row.subject,
  kind: row.kind,
  attempts: row.attempts,
  lastError: row.lastError,
  createdAt: row.createdAt,
})

/** The dead-letter queue's consumer: each message is recorded (once) for /admin/stuck-mail and
 * acknowledged; the outbox row it names is untouched and stays the record. */
export async function recordDeadLetters(
  batch: MessageBatch<unknown>,
  env: Pick<Env, 'DB'>,
  now: Date,
): Promise<void> {
  const letters = batch.messages.map((message) => ({
    messageId: message.id,
    outboxId: outboxIdOf(message.body),
    attempts: message.attempts,
  }))
  await new MailDeadLetterRepository(env.DB).record(letters, now.toISOString())
  log.warn('mail-dead-lettered', {
    count: letters.length,
    outboxIds: letters.map((l) => l.outboxId),
  })
  batch.ackAll()
}

/** Mail that will not go by itself: outbox rows past MAX_SEND_ATTEMPTS and dead letters. */
export async function listStuckMail(env: Pick<Env, 'DB'>): Promise<StuckMailResponse> {
  const outbox = new OutboxRepository(env.DB)
  const [gaveUp, open] = await Promise.all([
    outbox.gaveUp(MAX_SEND_ATTEMPTS, LIST_LIMIT),
    new MailDeadLetterRepository(env.DB).open(LIST_LIMIT),
  ])
  const deadLetters: DeadLetter[] = await Promise.all(
    open.map(async (letter) => {
      const row = letter.outboxId === null ? null : await outbox.findById(letter.outboxId)
      return { ...letter, mail: row && !row.sentAt ? summary(row) : null }
    }),
  )
  return { gaveUp: gaveUp.map(summary), deadLetters }
}

/** A person's retry of an unsent row: its attempts start again, its dead letters close, an
 * audit row records the before and after (one batch), then the row goes to the queue. 404 for
 * no such row, 409 for one already sent. */
export async function retryStuckMail(
  env: MailEnv,
  actor: StaffUser,
  id: number,
  now: Date,
): Promise<{ id: number; queued: boolean }> {
  const outbox = new OutboxRepository(env.DB)
  const row = await outbox.findById(id)
  if (!row) throw new DomainError('NOT_FOUND', 'No such mail')
  if (row.sentAt) throw new DomainError('CONFLICT', 'This mail was sent already')
  const at = now.toISOString()
  await env.DB.batch([
    outbox.retryStatement(id),
    new MailDeadLetterRepository(env.DB).retriedStatement(id, at),
    auditStatement(env.DB, {
      actor,
      action: 'mail.retry',
      entity: 'email_outbox',
      entityId: String(id),
      before: { attempts: row.attempts, lastError: row.lastError },
      after: { attempts: 0, lastError: null },
      now,
    }),
  ])
  const queued = (await handOverNewMail(env, now)) > 0
  return { id, queued }
}
