import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types'

export interface OutboxMessage {
  to: string
  subject: string
  text: string
  html: string
  kind: string
}

export interface OutboxRow extends OutboxMessage {
  id: number
  createdAt: string
  sentAt: string | null
  attempts: number
  lastError: string | null
}

const COLUMNS = `id, to_address AS "to", subject, text_body AS text, html_body AS html, kind,
  created_at AS createdAt, sent_at AS sentAt, attempts, last_error AS lastError`

/** email_outbox (migrations/0009): every outgoing email, sent or not. */
export class OutboxRepository {
  constructor(private readonly db: D1Database) {}

  async insert(message: OutboxMessage, createdAt: string) {
    await this.insertStatement(message, createdAt).run()
  }

  /** The insert as a statement for the caller's batch: the email is queued exactly when the
   * change it tells of commits. */
  insertStatement(message: OutboxMessage, createdAt: string): D1PreparedStatement {
    return this.db
      .prepare(
        `INSERT INTO email_outbox (to_address, subject, text_body, html_body, kind, created_at)
         VALUES (?, ?, ?, ?, ?, ?)`,
      )
      .bind(message.to, message.subject, message.text, message.html, message.kind, createdAt)
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

  /** Unsent messages that have not used up their attempts, oldest first. */
  async pending(limit: number, maxAttempts: number): Promise<OutboxRow[]> {
    const { results } = await this.db
      .prepare(
        `SELECT ${COLUMNS} FROM email_outbox
         WHERE sent_at IS NULL AND attempts < ? ORDER BY id LIMIT ?`,
      )
      .bind(maxAttempts, limit)
      .all<OutboxRow>()
    return results
  }

  async markSent(id: number, at: string) {
    await this.db
      .prepare('UPDATE email_outbox SET sent_at = ?, attempts = attempts + 1 WHERE id = ?')
      .bind(at, id)
      .run()
  }

  async markFailed(id: number, error: string) {
    await this.db
      .prepare('UPDATE email_outbox SET attempts = attempts + 1, last_error = ? WHERE id = ?')
      .bind(error, id)
      .run()
  }

  /** The same email to each active merchant user of the merchant; none when it has no user
   * (then only the portal's list tells of the request). */
  merchantNoticeStatement(
    merchantId: number,
    message: Omit<OutboxMessage, 'to'>,
    nowIso: string,
  ): D1PreparedStatement {
    return this.db
      .prepare(
        `INSERT INTO email_outbox (to_address, subject, text_body, html_body, kind, created_at)
         SELECT email, ?2, ?3, ?4, ?5, ?6 FROM staff_users
         WHERE merchant_id = ?1 AND role = 'merchant' AND disabled_at IS NULL`,
      )
      .bind(merchantId, message.subject, message.text, message.html, message.kind, nowIso)
  }
}
