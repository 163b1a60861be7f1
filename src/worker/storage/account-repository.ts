import type { D1Database } from '@cloudflare/workers-types'

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
}

export interface NewUser {
  email: string
  firstName: string
  passwordHash: string
  passwordSalt: string
  passwordIterations: number
  brand: string
  createdAt: string
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
  failed_logins AS failedLogins`

/** Users, sessions and login attempts: the account tables' only SQL. Instants are ISO strings,
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
    const result = await this.db
      .prepare(
        `INSERT INTO users (email, first_name, password_hash, password_salt, password_iterations,
           brand, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (email) DO NOTHING`,
      )
      .bind(
        user.email,
        user.firstName,
        user.passwordHash,
        user.passwordSalt,
        user.passwordIterations,
        user.brand,
        user.createdAt,
      )
      .run()
    return (result.meta.changes ?? 0) > 0
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

  async insertLoginAttempts(keys: readonly string[], at: string) {
    if (keys.length === 0) return
    await this.db.batch(
      keys.map((key) =>
        this.db.prepare('INSERT INTO login_attempts (key, at) VALUES (?, ?)').bind(key, at),
      ),
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
