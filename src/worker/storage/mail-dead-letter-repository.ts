import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types'

export interface DeadLetterInput {
  messageId: string
  outboxId: number | null
  attempts: number
}

export interface DeadLetterRow extends DeadLetterInput {
  receivedAt: string
}

/** mail_dead_letters (migrations/0051): what the mail queue gave up on. */
export class MailDeadLetterRepository {
  constructor(private readonly db: D1Database) {}

  /** Records each message once: a redelivered dead letter is the same row. */
  async record(letters: readonly DeadLetterInput[], receivedAt: string) {
    if (letters.length === 0) return
    await this.db.batch(
      letters.map((letter) =>
        this.db
          .prepare(
            `INSERT OR IGNORE INTO mail_dead_letters (message_id, outbox_id, attempts, received_at)
             VALUES (?, ?, ?, ?)`,
          )
          .bind(letter.messageId, letter.outboxId, letter.attempts, receivedAt),
      ),
    )
  }

  /** Dead letters nobody has retried yet, newest first. */
  async open(limit: number): Promise<DeadLetterRow[]> {
    const { results } = await this.db
      .prepare(
        `SELECT message_id AS messageId, outbox_id AS outboxId, attempts, received_at AS receivedAt
         FROM mail_dead_letters WHERE retried_at IS NULL ORDER BY id DESC LIMIT ?`,
      )
      .bind(limit)
      .all<DeadLetterRow>()
    return results
  }

  /** Closes the dead letters of an outbox row that was retried (same batch as the retry). */
  retriedStatement(outboxId: number, at: string): D1PreparedStatement {
    return this.db
      .prepare(
        'UPDATE mail_dead_letters SET retried_at = ? WHERE outbox_id = ? AND retried_at IS NULL',
      )
      .bind(at, outboxId)
  }
}
