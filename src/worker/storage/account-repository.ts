import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types'
import { STAFF_LOCK_UNTIL } from '../../shared/domain/account/staff-lock'
import { claimSignIn, claimUnknownSignIn, type SignInLock } from './sign-in-lock'

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

  /** sign-in-lock.ts's claimSignIn on this user. */
  claimSignIn(userId: number, lock: SignInLock): Promise<boolean> {
    return claimSignIn(this.db, 'users', userId, lock)
  }

  /** sign-in-lock.ts's claimUnknownSignIn: the lock of an email without an account. */
  claimUnknownSignIn(key: string, lock: SignInLock): Promise<boolean> {
    return claimUnknownSignIn(this.db, key, lock)
  }

  /** Housekeeping: locks of emails without an account untouched since `before` and not
   * holding. */
  async deleteUnknownSignInLocks(before: string) {
    await this.db
      .prepare(
        `DELETE FROM sign_in_locks
          WHERE updated_at < ?1 AND (locked_until IS NULL OR locked_until < ?1)`,
      )
      .bind(before)
      .run()
  }

  /** A right password: the failures counted so far go, and any failed-password lock with
   * them; an admin's lock (STAFF_LOCK_UNTIL) set meanwhile stays. */
  async clearFailedLogins(userId: number) {
    await this.db
      .prepare(
        `UPDATE users SET failed_logins = 0,
           locked_until = CASE WHEN locked_until = ? THEN locked_until END
         WHERE id = ?`,
      )
      .bind(STAFF_LOCK_UNTIL, userId)
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

  /** Records one attempt under every key, but only while each key has fewer than `max`
   * attempts at or after `since`: counting and recording are one statement, so requests sent
   * together cannot all read the same old count (D1 runs a database's statements one
   * at a time). It changes a row per key when the attempt is allowed and none when refused, so
   * a refused flood does not extend its own block, and the statement's changes() can gate the
   * next one in a batch (OutboxRepository.insertAfterChangeStatement). */
  takeAttemptStatement(
    keys: readonly string[],
    limit: { max: number; since: string },
    at: string,
  ): D1PreparedStatement {
    return this.db
      .prepare(
        `INSERT INTO login_attempts (key, at)
         SELECT k.value, ?1 FROM json_each(?2) AS k
         WHERE NOT EXISTS (
           SELECT 1 FROM json_each(?2) AS c
           WHERE (SELECT COUNT(*) FROM login_attempts AS a
                  WHERE a.key = c.value AND a.at >= ?3) >= ?4)`,
      )
      .bind(at, JSON.stringify([...new Set(keys)]), limit.since, limit.max)
  }
}
