import type { D1Database } from '@cloudflare/workers-types'
import {
  OutboxRepository,
  type OutboxMessage,
  type OutboxRow,
} from '../../storage/outbox-repository'

export type { OutboxRow }

/** Queues an email inside the request; the cron's flushOutbox hands it to the sender. Bodies
 * hold reset links, so they are stored but never logged. */
export class Outbox {
  private readonly repo: OutboxRepository

  constructor(db: D1Database) {
    this.repo = new OutboxRepository(db)
  }

  async enqueue(message: OutboxMessage, now: Date): Promise<void> {
    await this.repo.insert(message, now.toISOString())
  }

  /** The newest messages, to one address when given: the development mailbox (/dev/mailbox). */
  recent(limit: number, to?: string): Promise<OutboxRow[]> {
    return this.repo.recent(limit, to)
  }
}
