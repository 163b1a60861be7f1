import type { D1Database } from '@cloudflare/workers-types'
import type { Env } from '../../env'
import { senderFor, type EmailSender } from '../email/email-sender'
import { AccountRepository } from '../../storage/account-repository'
import { AccountTokenRepository } from '../../storage/account-token-repository'
import { OutboxRepository } from '../../storage/outbox-repository'

const DAY = 86_400_000
/** Rate limits look back at most an hour; a day keeps a margin for investigating abuse. */
const LOGIN_ATTEMPTS_KEPT_DAYS = 1
/** Dead sessions stay a month for 'where am I signed in' and incident review, then go. */
const DEAD_SESSIONS_KEPT_DAYS = 30
/** Per cron run, so one run stays well inside the scheduled handler's time. */
export const OUTBOX_BATCH = 50
/** After this many failed sends a message is left for a person to look at (last_error). */
export const MAX_SEND_ATTEMPTS = 5

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY).toISOString()

/** Cron: prunes rate-limit rows older than a day, sessions expired or revoked over 30 days ago,
 * and reset, activation and express-buy tokens that are used or expired. */
export async function accountHousekeeping(db: D1Database, now: Date): Promise<void> {
  const accounts = new AccountRepository(db)
  await accounts.deleteLoginAttempts(daysBefore(now, LOGIN_ATTEMPTS_KEPT_DAYS))
  await accounts.deleteDeadSessions(daysBefore(now, DEAD_SESSIONS_KEPT_DAYS))
  await new AccountTokenRepository(db).deleteSpent(now.toISOString())
}

/** Cron: hands queued email to the configured sender. With no mail API (local, tests) messages
 * stay in the outbox for /dev/mailbox. A failure is recorded by status only and retried on the
 * next run; bodies and tokens are never logged. */
export async function flushOutbox(
  env: Pick<Env, 'DB' | 'MAIL_API_URL' | 'MAIL_API_KEY'>,
  now: Date,
  sender: EmailSender = senderFor(env),
): Promise<{ sent: number; failed: number }> {
  if (!sender.delivers) return { sent: 0, failed: 0 }
  const outbox = new OutboxRepository(env.DB)
  let sent = 0
  let failed = 0
  for (const message of await outbox.pending(OUTBOX_BATCH, MAX_SEND_ATTEMPTS)) {
    try {
      await sender.send(message)
      await outbox.markSent(message.id, now.toISOString())
      sent++
    } catch (err) {
      await outbox.markFailed(
        message.id,
        (err instanceof Error ? err.message : 'send failed').slice(0, 200),
      )
      failed++
    }
  }
  return { sent, failed }
}
