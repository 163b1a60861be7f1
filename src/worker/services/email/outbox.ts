import type { D1Database } from '@cloudflare/workers-types'
import {
  OutboxRepository,
  type OutboxMessage,
  type OutboxRow,
} from '../../storage/outbox-repository'

export type { OutboxRow }

/** Writes an email to the outbox inside the request; after the request the row's id goes to the
 * mail queue and its consumer sends it (mail-queue.ts). Bodies hold reset links, so they are
 * stored but never logged or queued. */
export class Outbox {
  private readonly repo: OutboxRepository

  constructor(db: D1Database) {
    this.repo = new OutboxRepository(db)
  }

  async enqueue(message: OutboxMessage, now: Date): Promise<void> {
    await this.repo.insert(message, now.toISOString())
  }

  /** One message by its row id: the dev mailbox's HTML view. */
  byId(id: number): Promise<OutboxRow | null> {
    return this.repo.findById(id)
  }

  /** The newest messages, to one address when given: the development mailbox (/dev/mailbox). */
  recent(limit: number, to?: string): Promise<OutboxRow[]> {
    return this.repo.recent(limit, to)
  }
}
