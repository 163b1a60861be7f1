import type { D1Database } from '@cloudflare/workers-types'
import type { SuppressionReason } from '../../shared/domain/marketing/mail-suppression'

/** A provider's notification that suppresses its recipients. */
export interface SuppressingEvent {
  provider: string
  eventId: string
  type: string
  reason: SuppressionReason
  emails: readonly string[]
  nowIso: string
}

/** email_suppressions (migrations/0045) and mail_provider_events (0050): the addresses no
 * marketing mail goes to, and the provider notifications that put them there. Marketing reads
 * the list (daily-deal-mail-repository.ts joins it); only this file writes it. */
export class MailSuppressionRepository {
  constructor(private readonly db: D1Database) {}

  /** Records the notification and, only when it is new, suppresses its recipients, in one
   * batch: a provider's retry or a replayed request changes nothing. False for a repeat. */
  async recordSuppressing(event: SuppressingEvent): Promise<boolean> {
    const [recorded] = await this.db.batch([
      this.db
        .prepare(
          `INSERT INTO mail_provider_events (provider, event_id, type, received_at)
           VALUES (?, ?, ?, ?) ON CONFLICT (provider, event_id) DO NOTHING`,
        )
        .bind(event.provider, event.eventId, event.type, event.nowIso),
      // changes() is the statement before's: the recipients are suppressed only with a new event.
      this.db
        .prepare(
          `INSERT INTO email_suppressions (email, reason, created_at)
           SELECT lower(trim(value)), ?, ? FROM json_each(?) WHERE changes() > 0
           ON CONFLICT (email) DO NOTHING`,
        )
        .bind(event.reason, event.nowIso, JSON.stringify(event.emails)),
    ])
    return (recorded?.meta.changes ?? 0) > 0
  }

  /** No more marketing mail to the address, by hand (a request, a support case). */
  async suppress(email: string, reason: SuppressionReason, nowIso: string): Promise<void> {
    await this.db
      .prepare(
        `INSERT INTO email_suppressions (email, reason, created_at) VALUES (?, ?, ?)
         ON CONFLICT (email) DO NOTHING`,
      )
      .bind(email, reason, nowIso)
      .run()
  }
}
