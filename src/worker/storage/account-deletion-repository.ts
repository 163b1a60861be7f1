import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types'
import { anonymisedEmail, loginAttemptKey } from '../../shared/domain/account/anonymise'
import { tableExists } from './profile-repository'

export interface PendingDeletion {
  userId: number
  email: string | null
  requestedAt: string
}

export interface SessionAccountState {
  deletionRequestedAt: string | null
  deletedAt: string | null
  revokedAt: string | null
  expiresAt: string
}

// Tables of other issues that hold personal data, cleared when present (sqlite_master).
const OPTIONAL_TABLES = ['user_identities', 'account_tokens', 'email_outbox'] as const
type OptionalTable = (typeof OPTIONAL_TABLES)[number]

/** Account deletion's SQL. It spans users, sessions, subscriptions, login attempts, orders and
 * baskets because each step must land in one D1 batch (a transaction): a half-anonymised account
 * is worse than none. */
export class AccountDeletionRepository {
  constructor(private readonly db: D1Database) {}

  private async presentTables(): Promise<Set<OptionalTable>> {
    const present = new Set<OptionalTable>()
    for (const name of OPTIONAL_TABLES) if (await tableExists(this.db, name)) present.add(name)
    return present
  }

  /** Anonymises the users row, revokes every session and outstanding account token,
   * unsubscribes the address on every brand and records the request. False when the account
   * was already being deleted. */
  async requestDeletion(userId: number, email: string, now: string): Promise<boolean> {
    const tables = await this.presentTables()
    const statements: D1PreparedStatement[] = [
      this.db
        .prepare(
          `UPDATE users SET email = ?, first_name = '', last_name = '', phone = NULL,
             location_short_name = NULL, password_hash = NULL, password_salt = NULL,
             password_iterations = NULL, deletion_requested_at = ?
           WHERE id = ? AND deletion_requested_at IS NULL AND deleted_at IS NULL`,
        )
        .bind(anonymisedEmail(userId), now, userId),
      this.db
        .prepare(
          `INSERT INTO account_deletions (user_id, email, requested_at) VALUES (?, ?, ?)
           ON CONFLICT (user_id) DO NOTHING`,
        )
        .bind(userId, email, now),
      this.db
        .prepare('UPDATE sessions SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL')
        .bind(now, userId),
      this.db
        .prepare(
          `UPDATE email_subscriptions SET status = 'UNSUBSCRIBED', updated_at = ? WHERE email = ?`,
        )
        .bind(now, email),
      // Orders stay for the accounts and refunds, but the travellers named on them, the delivery
      // address and the gift recipient and message typed at checkout are personal: gone at once.
      this.db
        .prepare('UPDATE orders SET passengers = NULL, delivery_address = NULL WHERE user_id = ?')
        .bind(userId),
      this.db
        .prepare(
          `UPDATE baskets SET gifting = json_remove(gifting, '$.recipientEmail', '$.message')
           WHERE customer_id = ?`,
        )
        .bind(userId),
    ]
    if (tables.has('account_tokens')) {
      // A reset or activation link still in a mailbox must not revive the account.
      statements.push(
        this.db
          .prepare(
            `UPDATE account_tokens SET used_at = ?
             WHERE (user_id = ? OR email = ?) AND used_at IS NULL`,
          )
          .bind(now, userId, email),
      )
    }
    const [anonymised] = await this.db.batch(statements)
    return (anonymised?.meta.changes ?? 0) > 0
  }

  /** The deletion state behind a session token, whether or not the session still works. */
  async stateForSession(tokenHash: string): Promise<SessionAccountState | null> {
    return this.db
      .prepare(
        `SELECT u.deletion_requested_at AS deletionRequestedAt, u.deleted_at AS deletedAt,
           s.revoked_at AS revokedAt, s.expires_at AS expiresAt
         FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = ?`,
      )
      .bind(tokenHash)
      .first<SessionAccountState>()
  }

  async pendingDeletions(requestedBy: string, limit: number): Promise<PendingDeletion[]> {
    const { results } = await this.db
      .prepare(
        `SELECT user_id AS userId, email, requested_at AS requestedAt FROM account_deletions
         WHERE completed_at IS NULL AND requested_at <= ? ORDER BY requested_at LIMIT ?`,
      )
      .bind(requestedBy, limit)
      .all<PendingDeletion>()
    return results
  }

  /** Removes what is left of the account's personal rows and marks it deleted. Rows keyed by
   * the old address are removed only up to the request, so someone who has since registered or
   * subscribed with that address keeps what is theirs. */
  async completeDeletion(pending: PendingDeletion, now: string) {
    const tables = await this.presentTables()
    const { userId, email, requestedAt } = pending
    const statements: D1PreparedStatement[] = [
      this.db.prepare('DELETE FROM sessions WHERE user_id = ?').bind(userId),
    ]
    if (tables.has('user_identities')) {
      statements.push(this.db.prepare('DELETE FROM user_identities WHERE user_id = ?').bind(userId))
    }
    if (tables.has('account_tokens')) {
      statements.push(this.db.prepare('DELETE FROM account_tokens WHERE user_id = ?').bind(userId))
    }
    if (email) statements.push(...this.byAddress(email, requestedAt, tables))
    statements.push(
      this.db.prepare('UPDATE users SET deleted_at = ? WHERE id = ?').bind(now, userId),
      this.db
        .prepare('UPDATE account_deletions SET email = NULL, completed_at = ? WHERE user_id = ?')
        .bind(now, userId),
    )
    await this.db.batch(statements)
  }

  private byAddress(email: string, until: string, tables: Set<OptionalTable>) {
    const statements = [
      this.db
        .prepare(
          `DELETE FROM subscription_tokens WHERE subscription_id IN (
             SELECT id FROM email_subscriptions WHERE email = ? AND updated_at <= ?)`,
        )
        .bind(email, until),
      this.db
        .prepare('DELETE FROM email_subscriptions WHERE email = ? AND updated_at <= ?')
        .bind(email, until),
      this.db
        .prepare('DELETE FROM login_attempts WHERE key = ? AND at <= ?')
        .bind(loginAttemptKey(email), until),
      // Back-in-stock alerts keep the address lower-cased (migrations/0058).
      this.db
        .prepare('DELETE FROM back_in_stock_alerts WHERE email = lower(?) AND created_at <= ?')
        .bind(email, until),
    ]
    if (tables.has('account_tokens')) {
      statements.push(
        this.db
          .prepare('DELETE FROM account_tokens WHERE email = ? AND created_at <= ?')
          .bind(email, until),
      )
    }
    if (tables.has('email_outbox')) {
      statements.push(
        this.db
          .prepare('DELETE FROM email_outbox WHERE to_address = ? AND created_at <= ?')
          .bind(email, until),
      )
    }
    return statements
  }
}
