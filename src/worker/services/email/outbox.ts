import type { D1Database } from '@cloudflare/workers-types'
import { OutboxRepository, type OutboxMessage } from '../../storage/outbox-repository'

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
}
