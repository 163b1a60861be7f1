import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types'
import { STAFF_LOCK_UNTIL } from '../../shared/domain/account/staff-lock'

/** A users row (migrations/0008), camel-cased. */
export interface UserRow {
  id: number
  email: string
  firstName: string
  lastName: string
  passwordHash: string | null
  passwordSalt: string | null
  passwordIterations: number | null
  brand: string
  lockedUntil: string | null
  failedLogins: number
  /** Registered through express or PayPal checkout without a password, not yet activated. */
  expressRegistered: number
  /** Has signed in with Google or Facebook (§3 'tpl'); set by social sign-in. */
  thirdPartyLogin: number
}

/** Which of §7's three registration endpoints created the account. */
export type RegistrationSource = 'password' | 'express' | 'paypal'

export interface NewUser {
  email: string
  firstName: string
  lastName?: string
  /** Null for an express or PayPal registration, which activates a password later. */
  passwordHash: string | null
  passwordSalt: string | null
  passwordIterations: number | null
  brand: string
  createdAt: string
  source?: RegistrationSource
}

export interface NewPassword {
  hash: string
  salt: string
  iterations: number
}

export interface NewSession {
  tokenHash: string
  userId: number
  createdAt: string
  expiresAt: string
  rememberMe: boolean
  ip: string | null
  userAgent: string | null
}

const USER_COLUMNS = `id, email, first_name AS firstName, last_name AS lastName,
  password_hash AS passwordHash, password_salt AS passwordSalt,
  password_iterations AS passwordIterations, brand, locked_until AS lockedUntil,
  failed_logins AS failedLogins, express_registered AS expressRegistered,
  third_party_login AS thirdPartyLogin`

/** Users, sessions and login attempts (also the other account rate limits' keys): the account tables' only SQL. Instants are ISO strings,
 * which compare correctly as text. */
export class AccountRepository {
  constructor(private readonly db: D1Database) {}

  /** A live (not deleted) user by email, case-insensitively (the column is NOCASE). */
  async findUserByEmail(email: string): Promise<UserRow | null> {
    return this.db
      .prepare(`SELECT ${USER_COLUMNS} FROM users WHERE email = ? AND deleted_at IS NULL`)
      .bind(email)
      .first<UserRow>()
  }

  /** Inserts unless the email is taken; true when a row was written. */
  async insertUser(user: NewUser): Promise<boolean> {
    const result = await this.insertUserStatement(user).run()
    return (result.meta.changes ?? 0) > 0
  }

  /** insertUser for the caller's batch (with the welcome or activation mail): it changes no row
   * when the email is taken. */
  insertUserStatement(user: NewUser): D1PreparedStatement {
    return this.db
      .prepare(
        `INSERT INTO users (email, first_name, last_name, password_hash, password_salt,
           password_iterations, brand, created_at, registration_source, express_registered)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (email) DO NOTHING`,
      )
      .bind(
        user.email,
        user.firstName,
        user.lastName ?? '',
        user.passwordHash,
        user.passwordSalt,
        user.passwordIterations,
        user.brand,
        user.createdAt,
        user.source ?? 'password',
        user.source === 'express' || user.source === 'paypal' ? 1 : 0,
      )
  }

  async findUserById(id: number): Promise<UserRow | null> {
    return this.db
      .prepare(`SELECT ${USER_COLUMNS} FROM users WHERE id = ? AND deleted_at IS NULL`)
      .bind(id)
      .first<UserRow>()
  }

  /** A new password: it also ends an express registration (the account is now activated) and
   * clears a failed-password lock, since whoever set it proved control of the account or its
   * mailbox; an admin's lock stays (staff-lock).
   * `replacing` (the hash the caller verified the current password against) makes it a
   * compare-and-set: of parallel changes from one verified password only the first writes.
   * True when the row changed. */
  async updatePassword(
    userId: number,
    password: NewPassword,
    replacing?: { hash: string | null },
  ): Promise<boolean> {
    const result = await this.updatePasswordStatement(userId, password, replacing).run()
    return (result.meta.changes ?? 0) > 0
  }

  /** updatePassword for the caller's batch (with the "password changed" mail). */
  updatePasswordStatement(
    userId: number,
    password: NewPassword,
    replacing?: { hash: string | null },
  ): D1PreparedStatement {
    const guard = replacing ? ' AND password_hash IS ?' : ''
    return this.db
      .prepare(
        `UPDATE users SET password_hash = ?, password_salt = ?, password_iterations = ?,
           express_registered = 0, failed_logins = 0,
           locked_until = CASE WHEN locked_until = ? THEN locked_until END
         WHERE id = ?${guard}`,
      )
      .bind(
        password.hash,
        password.salt,
        password.iterations,
        STAFF_LOCK_UNTIL,
        userId,
        ...(replacing ? [replacing.hash] : []),
      )
  }

  async recordFailedLogin(userId: number, failedLogins: number, lockedUntil: string | null) {
    await this.db
      .prepare('UPDATE users SET failed_logins = ?, locked_until = ? WHERE id = ?')
      .bind(failedLogins, lockedUntil, userId)
      .run()
  }

  async clearFailedLogins(userId: number) {
    await this.db
      .prepare('UPDATE users SET failed_logins = 0, locked_until = NULL WHERE id = ?')
      .bind(userId)
      .run()
  }

  async insertSession(session: NewSession) {
    await this.db
      .prepare(
        `INSERT INTO sessions (token_hash, user_id, created_at, expires_at, remember_me, ip,
           user_agent)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(
        session.tokenHash,
        session.userId,
        session.createdAt,
        session.expiresAt,
        session.rememberMe ? 1 : 0,
        session.ip,
        session.userAgent,
      )
      .run()
  }

  async revokeSession(tokenHash: string, now: string) {
    await this.db
      .prepare('UPDATE sessions SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL')
      .bind(now, tokenHash)
      .run()
  }

  /** Revokes every live session of the user but the one with `keepTokenHash` (if any). */
  async revokeUserSessions(userId: number, now: string, keepTokenHash: string | null = null) {
    await this.db
      .prepare(
        `UPDATE sessions SET revoked_at = ?
         WHERE user_id = ? AND revoked_at IS NULL AND token_hash IS NOT ?`,
      )
      .bind(now, userId, keepTokenHash)
      .run()
  }

  /** Housekeeping: sessions that expired or were revoked before `before`. */
  async deleteDeadSessions(before: string) {
    await this.db
      .prepare('DELETE FROM sessions WHERE expires_at < ? OR revoked_at < ?')
      .bind(before, before)
      .run()
  }

  /** Housekeeping: rate-limit rows older than `before`. */
  async deleteLoginAttempts(before: string) {
    await this.db.prepare('DELETE FROM login_attempts WHERE at < ?').bind(before).run()
  }

  /** The user behind a session that is neither expired, revoked nor of a deleted user. */
  async findUserBySession(tokenHash: string, now: string): Promise<UserRow | null> {
    return this.db
      .prepare(
        `SELECT ${USER_COLUMNS} FROM users
         WHERE deleted_at IS NULL AND id = (
           SELECT user_id FROM sessions
           WHERE token_hash = ? AND revoked_at IS NULL AND expires_at > ?)`,
      )
      .bind(tokenHash, now)
      .first<UserRow>()
  }

  async batch(statements: D1PreparedStatement[]): Promise<void> {
    await this.db.batch(statements)
  }

  async insertLoginAttempts(keys: readonly string[], at: string) {
    if (keys.length === 0) return
    await this.db.batch(this.loginAttemptStatements(keys, at))
  }

  /** insertLoginAttempts for the caller's batch (with the mail the attempt allowed). */
  loginAttemptStatements(keys: readonly string[], at: string): D1PreparedStatement[] {
    return keys.map((key) =>
      this.db.prepare('INSERT INTO login_attempts (key, at) VALUES (?, ?)').bind(key, at),
    )
  }

  /** Attempts under `key` at or after `since`. */
  async countLoginAttempts(key: string, since: string): Promise<number> {
    const row = await this.db
      .prepare('SELECT COUNT(*) AS n FROM login_attempts WHERE key = ? AND at >= ?')
      .bind(key, since)
      .first<{ n: number }>()
    return row?.n ?? 0
  }
}
