import { AsyncLocalStorage } from 'node:async_hooks'
import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types'
import type {
  SendTimeFacts,
  SuppressionReason,
} from '../../shared/domain/marketing/mail-suppression'

export interface OutboxMessage {
  to: string
  subject: string
  text: string
  html: string
  kind: string
  /** 'Name <address>': the brand's sender (migrations/0045); the mail API's default when absent. */
  from?: string
  /** Extra headers, e.g. RFC 8058's List-Unsubscribe pair on marketing mail. */
  headers?: Record<string, string>
  /** The subscription a marketing mail is for (migrations/0056): the consumer checks it is still
   * subscribed before sending. */
  subscriptionId?: number
}

export interface OutboxRow extends Omit<OutboxMessage, 'from' | 'headers' | 'subscriptionId'> {
  id: number
  from: string | null
  /** JSON text of the headers, or null. */
  headers: string | null
  subscriptionId: number | null
  /** Held back at send time instead of sent (migrations/0056), and why. */
  droppedAt: string | null
  droppedReason: string | null
  createdAt: string
  sentAt: string | null
  attempts: number
  lastError: string | null
}

const COLUMNS = `id, to_address AS "to", subject, text_body AS text, html_body AS html, kind,
  from_address AS "from", headers, subscription_id AS subscriptionId, created_at AS createdAt,
  sent_at AS sentAt, attempts, last_error AS lastError, dropped_at AS droppedAt,
  dropped_reason AS droppedReason`

/** Whether the work running (a request, a cron run) has prepared outbox rows. Every insert
 * below notes it, so the hand-over to the mail queue after the work (services/email/
 * mail-queue.ts) needs nothing from the twenty-odd writers. A flag, not row ids: a statement in
 * the caller's batch has no id until that batch commits. */
const outboxWrites = new AsyncLocalStorage<{ wrote: boolean }>()

/** Runs `work`, then `afterWrites` when the work prepared an outbox row; also when the work
 * failed, since it may have committed mail before it threw. */
export async function watchOutboxWrites<T>(
  work: () => Promise<T>,
  afterWrites: () => Promise<void>,
): Promise<T> {
  const state = { wrote: false }
  try {
    return await outboxWrites.run(state, work)
  } finally {
    if (state.wrote) await afterWrites()
  }
}

function noteWrite() {
  const state = outboxWrites.getStore()
  if (state) state.wrote = true
}

/** The insert's values after the address: subject, bodies, kind, sender, headers and the
 * marketing mail's subscription. */
const contentOf = (message: Omit<OutboxMessage, 'to'>) =>
  [
    message.subject,
    message.text,
    message.html,
    message.kind,
    message.from ?? null,
    message.headers ? JSON.stringify(message.headers) : null,
    message.subscriptionId ?? null,
  ] as const

const INSERT_COLUMNS =
  '(to_address, subject, text_body, html_body, kind, from_address, headers, subscription_id, created_at)'

/** email_outbox (migrations/0009, 0039, 0045, 0056): every outgoing email, sent or not. */
export class OutboxRepository {
  constructor(private readonly db: D1Database) {}

  async insert(message: OutboxMessage, createdAt: string) {
    await this.insertStatement(message, createdAt).run()
  }

  /** The insert as a statement for the caller's batch: the email is queued exactly when the
   * change it tells of commits. */
  insertStatement(message: OutboxMessage, createdAt: string): D1PreparedStatement {
    noteWrite()
    return this.db
      .prepare(
        `INSERT INTO email_outbox ${INSERT_COLUMNS}
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(message.to, ...contentOf(message), createdAt)
  }

  /** The insert for the caller's batch, written only when the statement just before it in that
   * batch changed a row (SQLite's changes()): a welcome only with the account the batch created,
   * a "password changed" only with the compare-and-set that won. The batch runs its statements
   * in order on one connection, so changes() is the previous statement's. */
  insertAfterChangeStatement(message: OutboxMessage, createdAt: string): D1PreparedStatement {
    noteWrite()
    return this.db
      .prepare(
        `INSERT INTO email_outbox ${INSERT_COLUMNS}
         SELECT ?, ?, ?, ?, ?, ?, ?, ?, ? WHERE changes() > 0`,
      )
      .bind(message.to, ...contentOf(message), createdAt)
  }

  async findById(id: number): Promise<OutboxRow | null> {
    return this.db
      .prepare(`SELECT ${COLUMNS} FROM email_outbox WHERE id = ?`)
      .bind(id)
      .first<OutboxRow>()
  }

  /** Newest first, optionally only those to one address (case-insensitive). */
  async recent(limit: number, to?: string): Promise<OutboxRow[]> {
    const where = to ? 'WHERE to_address = ?' : ''
    const statement = this.db.prepare(
      `SELECT ${COLUMNS} FROM email_outbox ${where} ORDER BY id DESC LIMIT ?`,
    )
    const { results } = await (
      to ? statement.bind(to, limit) : statement.bind(limit)
    ).all<OutboxRow>()
    return results
  }

  /** Marks up to `limit` unsent rows nobody has queued yet as queued at `nowIso` and answers
   * their ids. One statement: of two requests handing over at once, each row goes to one. */
  /** Unsent rows tried `attempts` times or more: the ones the sweeper no longer picks up. */
  async gaveUp(attempts: number, limit: number): Promise<OutboxRow[]> {
    const { results } = await this.db
      .prepare(
        `SELECT ${COLUMNS} FROM email_outbox
         WHERE sent_at IS NULL AND dropped_at IS NULL AND attempts >= ? ORDER BY id DESC LIMIT ?`,
      )
      .bind(attempts, limit)
      .all<OutboxRow>()
    return results
  }

  /** A fresh start for an unsent row (a person's retry): no attempts, error, lease or queue
   * mark, so the next hand-over sends it. */
  retryStatement(id: number): D1PreparedStatement {
    return this.db
      .prepare(
        `UPDATE email_outbox SET attempts = 0, last_error = NULL, claimed_until = NULL,
           queued_at = NULL WHERE id = ? AND sent_at IS NULL AND dropped_at IS NULL`,
      )
      .bind(id)
  }

  async claimUnqueued(limit: number, nowIso: string): Promise<number[]> {
    const { results } = await this.db
      .prepare(
        `UPDATE email_outbox SET queued_at = ?1
         WHERE id IN (SELECT id FROM email_outbox
                      WHERE sent_at IS NULL AND queued_at IS NULL ORDER BY id LIMIT ?2)
         RETURNING id`,
      )
      .bind(nowIso, limit)
      .all<{ id: number }>()
    return results.map((row) => row.id).sort((a, b) => a - b)
  }

  /** Undoes claimUnqueued for rows the queue did not take, so the next hand-over tries them. */
  async releaseQueued(ids: readonly number[]) {
    await this.db
      .prepare(
        `UPDATE email_outbox SET queued_at = NULL
         WHERE id IN (SELECT value FROM json_each(?)) AND sent_at IS NULL`,
      )
      .bind(JSON.stringify(ids))
      .run()
  }

  /** The sweeper's share: unsent rows below `maxAttempts`, not leased at `nowIso`, queued (or
   * written, if never queued) at or before `beforeIso`; marked queued again now. */
  async claimStale(
    limit: number,
    maxAttempts: number,
    beforeIso: string,
    nowIso: string,
  ): Promise<number[]> {
    const { results } = await this.db
      .prepare(
        `UPDATE email_outbox SET queued_at = ?4
         WHERE id IN (SELECT id FROM email_outbox
                      WHERE sent_at IS NULL AND dropped_at IS NULL AND attempts < ?2
                        AND COALESCE(queued_at, created_at) <= ?3
                        AND (claimed_until IS NULL OR claimed_until <= ?4)
                      ORDER BY id LIMIT ?1)
         RETURNING id`,
      )
      .bind(limit, maxAttempts, beforeIso, nowIso)
      .all<{ id: number }>()
    return results.map((row) => row.id).sort((a, b) => a - b)
  }

  /** Unsent rows still to be tried (below `maxAttempts`): the mail backlog. */
  async countUnsent(maxAttempts: number): Promise<number> {
    const row = await this.db
      .prepare(
        `SELECT COUNT(*) AS n FROM email_outbox
         WHERE sent_at IS NULL AND dropped_at IS NULL AND attempts < ?`,
      )
      .bind(maxAttempts)
      .first<{ n: number }>()
    return row?.n ?? 0
  }

  /** Leases an unsent row to one sender until `untilIso` and answers it; null when it is sent,
   * gone, or leased to another sender at `nowIso` (a redelivered queue message). */
  async claimForSending(id: number, nowIso: string, untilIso: string): Promise<OutboxRow | null> {
    return this.db
      .prepare(
        `UPDATE email_outbox SET claimed_until = ?3
         WHERE id = ?1 AND sent_at IS NULL AND dropped_at IS NULL
           AND (claimed_until IS NULL OR claimed_until <= ?2)
         RETURNING ${COLUMNS}`,
      )
      .bind(id, nowIso, untilIso)
      .first<OutboxRow>()
  }

  async markSent(id: number, at: string) {
    await this.db
      .prepare(
        `UPDATE email_outbox SET sent_at = ?, attempts = attempts + 1, claimed_until = NULL
         WHERE id = ?`,
      )
      .bind(at, id)
      .run()
  }

  /** What the send-time rule (sendTimeHold) needs as a marketing mail leaves: the address's
   * entry in email_suppressions and its subscription's status now. Reads email_subscriptions
   * (accounts) by id: one query per marketing mail. */
  async sendTimeFacts(
    email: string,
    subscriptionId: number | null,
  ): Promise<Omit<SendTimeFacts, 'kind'>> {
    const row = await this.db
      .prepare(
        `SELECT (SELECT reason FROM email_suppressions WHERE email = ?1) AS suppression,
           CASE WHEN ?2 IS NULL THEN NULL
                ELSE COALESCE((SELECT status FROM email_subscriptions WHERE id = ?2), 'GONE')
           END AS subscription`,
      )
      .bind(email, subscriptionId)
      .first<{ suppression: SuppressionReason | null; subscription: string | null }>()
    return { suppression: row?.suppression ?? null, subscription: row?.subscription ?? null }
  }

  /** Settles a leased row without sending it: the send-time rule held it back (`reason`). */
  async markDropped(id: number, reason: string, at: string) {
    await this.db
      .prepare(
        `UPDATE email_outbox SET dropped_at = ?, dropped_reason = ?, claimed_until = NULL
         WHERE id = ? AND sent_at IS NULL`,
      )
      .bind(at, reason, id)
      .run()
  }

  async markFailed(id: number, error: string) {
    await this.db
      .prepare(
        `UPDATE email_outbox SET attempts = attempts + 1, last_error = ?, claimed_until = NULL
         WHERE id = ?`,
      )
      .bind(error, id)
      .run()
  }

  /** An e-gift's claim-code email for the caller's batch, written only when gift_claims holds
   * this code's hash for the order, i.e. when the batch's own insert of it won: the code (kept
   * only as a hash) and its one email commit together or not at all. */
  giftClaimMailStatement(
    orderId: number,
    codeHash: string,
    message: OutboxMessage,
    createdAt: string,
  ): D1PreparedStatement {
    noteWrite()
    return this.db
      .prepare(
        `INSERT INTO email_outbox ${INSERT_COLUMNS}
         SELECT ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11
         WHERE EXISTS (SELECT 1 FROM gift_claims WHERE order_id = ?1 AND code_hash = ?2)`,
      )
      .bind(orderId, codeHash, message.to, ...contentOf(message), createdAt)
  }

  /** The buyer's news of a claim, written only with the claim this request made (its claimant
   * and instant): a claim that lost the race sends nothing. */
  giftClaimedMailStatement(
    orderId: number,
    claimant: number,
    claimedAt: string,
    message: OutboxMessage,
  ): D1PreparedStatement {
    noteWrite()
    return this.db
      .prepare(
        `INSERT INTO email_outbox ${INSERT_COLUMNS}
         SELECT ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12
         WHERE EXISTS (SELECT 1 FROM gift_claims
                        WHERE order_id = ?1 AND claimed_by = ?2 AND claimed_at = ?3)`,
      )
      .bind(orderId, claimant, claimedAt, message.to, ...contentOf(message), claimedAt)
  }

  /** The same email to each active merchant user of the merchant; none when it has no user
   * (then only the portal's list tells of the request). */
  merchantNoticeStatement(
    merchantId: number,
    message: Omit<OutboxMessage, 'to'>,
    nowIso: string,
  ): D1PreparedStatement {
    noteWrite()
    return this.db
      .prepare(
        `INSERT INTO email_outbox ${INSERT_COLUMNS}
         SELECT email, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9 FROM staff_users
         WHERE merchant_id = ?1 AND role = 'merchant' AND disabled_at IS NULL`,
      )
      .bind(merchantId, ...contentOf(message), nowIso)
  }
}
