import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types'
import type { AccountTokenKind } from '../../shared/domain/account/account-tokens'

export interface NewAccountToken {
  tokenHash: string
  kind: AccountTokenKind
  userId: number | null
  email: string
  createdAt: string
  expiresAt: string
}

export interface RedeemedToken {
  userId: number | null
  email: string
}

/** account_tokens (migrations/0009): reset, activation and express-buy tokens, by SHA-256. */
export class AccountTokenRepository {
  constructor(private readonly db: D1Database) {}

  async insert(token: NewAccountToken) {
    await this.insertStatement(token).run()
  }

  /** The insert for the caller's batch, with the mail that carries the token. */
  insertStatement(token: NewAccountToken): D1PreparedStatement {
    return this.db
      .prepare(
        `INSERT INTO account_tokens (token_hash, kind, user_id, email, created_at, expires_at)
         VALUES (?, ?, ?, ?, ?, ?)`,
      )
      .bind(
        token.tokenHash,
        token.kind,
        token.userId,
        token.email,
        token.createdAt,
        token.expiresAt,
      )
  }

  /** A token for the account the statement just before it in the caller's batch created (its
   * changes() is 1): the express registration's activation token, whose user id is known only
   * inside the batch. Inserts nothing when that statement found the email taken. */
  insertForNewUserStatement(token: Omit<NewAccountToken, 'userId'>): D1PreparedStatement {
    return this.db
      .prepare(
        `INSERT INTO account_tokens (token_hash, kind, user_id, email, created_at, expires_at)
         SELECT ?1, ?2, id, email, ?4, ?5 FROM users
         WHERE email = ?3 AND deleted_at IS NULL AND changes() > 0`,
      )
      .bind(token.tokenHash, token.kind, token.email, token.createdAt, token.expiresAt)
  }

  /** Marks the token used and returns what it was bound to, or null when it is unknown, of
   * another kind, used or expired. One statement, so of two parallel redemptions only one
   * sees a row. */
  async redeem(
    tokenHash: string,
    kind: AccountTokenKind,
    now: string,
  ): Promise<RedeemedToken | null> {
    return this.db
      .prepare(
        `UPDATE account_tokens SET used_at = ?
         WHERE token_hash = ? AND kind = ? AND used_at IS NULL AND expires_at > ?
         RETURNING user_id AS userId, email`,
      )
      .bind(now, tokenHash, kind, now)
      .first<RedeemedToken>()
  }

  /** Spends the user's other outstanding tokens of these kinds: after a reset, an older link
   * still sitting in the mailbox must not work. */
  async spendUserTokens(userId: number, kinds: readonly AccountTokenKind[], now: string) {
    await this.spendUserTokensStatement(userId, kinds, now).run()
  }

  /** The same, for the caller's batch. */
  spendUserTokensStatement(
    userId: number,
    kinds: readonly AccountTokenKind[],
    now: string,
  ): D1PreparedStatement {
    return this.db
      .prepare(
        `UPDATE account_tokens SET used_at = ?
         WHERE user_id = ? AND used_at IS NULL
           AND kind IN (${kinds.map(() => '?').join(', ')})`,
      )
      .bind(now, userId, ...kinds)
  }

  /** Housekeeping: tokens that can no longer be redeemed. */
  async deleteSpent(now: string) {
    await this.db
      .prepare('DELETE FROM account_tokens WHERE used_at IS NOT NULL OR expires_at <= ?')
      .bind(now)
      .run()
  }
}
