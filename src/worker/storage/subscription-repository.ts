import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types'
import type { SubscriptionStatus } from '../../shared/schemas/subscription'

/** An email_subscriptions row (migrations/0011), camel-cased; preferences is still JSON text. */
export interface SubscriptionRow {
  id: number
  email: string
  brand: string
  locationShortName: string
  status: SubscriptionStatus
  preferences: string
}

export interface SubscriptionChange {
  status?: SubscriptionStatus
  locationShortName?: string
  preferences?: string
}

const COLUMNS = `s.id, s.email, s.brand, s.location_short_name AS locationShortName, s.status,
  s.preferences`

/** Email subscriptions and their unsubscribe tokens: these tables' only SQL. */
export class SubscriptionRepository {
  constructor(private readonly db: D1Database) {}

  /** Subscribes the address on the brand, creating the row or reviving an unsubscribed one, and
   * returns its id. Preferences chosen earlier survive a re-subscription. */
  async upsertSubscribed(email: string, brand: string, location: string, now: string) {
    const row = await this.upsertSubscribedStatement(email, brand, location, now).first<{
      id: number
    }>()
    if (!row) throw new Error('email_subscriptions upsert returned no row')
    return row.id
  }

  /** upsertSubscribed for the caller's batch, with the confirmation mail and its token. */
  upsertSubscribedStatement(
    email: string,
    brand: string,
    location: string,
    now: string,
  ): D1PreparedStatement {
    return this.db
      .prepare(
        `INSERT INTO email_subscriptions
           (email, brand, location_short_name, status, created_at, updated_at)
         VALUES (?, ?, ?, 'SUBSCRIBED', ?, ?)
         ON CONFLICT (email, brand) DO UPDATE SET status = 'SUBSCRIBED',
           location_short_name = excluded.location_short_name, updated_at = excluded.updated_at
         RETURNING id`,
      )
      .bind(email, brand, location, now, now)
  }

  /** A token for the subscription of (email, brand), for the batch that upserts it: the id is
   * read from the row the batch's upsert wrote. */
  insertTokenForStatement(
    tokenHash: string,
    email: string,
    brand: string,
    now: string,
  ): D1PreparedStatement {
    return this.db
      .prepare(
        `INSERT INTO subscription_tokens (token_hash, subscription_id, created_at)
         SELECT ?1, id, ?4 FROM email_subscriptions WHERE email = ?2 AND brand = ?3`,
      )
      .bind(tokenHash, email, brand, now)
  }

  async insertToken(tokenHash: string, subscriptionId: number, now: string) {
    await this.db
      .prepare(
        'INSERT INTO subscription_tokens (token_hash, subscription_id, created_at) VALUES (?, ?, ?)',
      )
      .bind(tokenHash, subscriptionId, now)
      .run()
  }

  async findByTokenHash(tokenHash: string): Promise<SubscriptionRow | null> {
    return this.db
      .prepare(
        `SELECT ${COLUMNS} FROM subscription_tokens t
         JOIN email_subscriptions s ON s.id = t.subscription_id
         WHERE t.token_hash = ?`,
      )
      .bind(tokenHash)
      .first<SubscriptionRow>()
  }

  async findById(id: number): Promise<SubscriptionRow | null> {
    return this.db
      .prepare(`SELECT ${COLUMNS} FROM email_subscriptions s WHERE s.id = ?`)
      .bind(id)
      .first<SubscriptionRow>()
  }

  async findByEmail(email: string, brand: string): Promise<SubscriptionRow | null> {
    return this.db
      .prepare(`SELECT ${COLUMNS} FROM email_subscriptions s WHERE s.email = ? AND s.brand = ?`)
      .bind(email, brand)
      .first<SubscriptionRow>()
  }

  /** Applies the given fields; absent ones keep their value. */
  async update(id: number, change: SubscriptionChange, now: string) {
    await this.db
      .prepare(
        `UPDATE email_subscriptions SET status = COALESCE(?, status),
           location_short_name = COALESCE(?, location_short_name),
           preferences = COALESCE(?, preferences), updated_at = ?
         WHERE id = ?`,
      )
      .bind(
        change.status ?? null,
        change.locationShortName ?? null,
        change.preferences ?? null,
        now,
        id,
      )
      .run()
  }
}
