import type { D1Database } from '@cloudflare/workers-types'
import type { StaffRole, StaffUser } from '../../shared/schemas/staff'
import { claimSignIn, type SignInLock } from './sign-in-lock'

export interface StaffUserRow extends StaffUser {
  passwordHash: string
  passwordSalt: string
  passwordIterations: number
  lockedUntil: string | null
  failedLogins: number
  disabledAt: string | null
}

export interface NewStaffUser {
  email: string
  name: string
  role: StaffRole
  merchantId: number | null
  passwordHash: string
  passwordSalt: string
  passwordIterations: number
  createdAt: string
}

export interface NewStaffSession {
  tokenHash: string
  staffId: number
  createdAt: string
  expiresAt: string
  ip: string | null
  userAgent: string | null
}

const USER_COLUMNS = `u.id, u.email, u.name, u.role, u.merchant_id AS merchantId,
  u.password_hash AS passwordHash, u.password_salt AS passwordSalt,
  u.password_iterations AS passwordIterations, u.locked_until AS lockedUntil,
  u.failed_logins AS failedLogins, u.disabled_at AS disabledAt`

/** staff_users and staff_sessions (migrations/0025); owned by the staff service. */
export class StaffRepository {
  constructor(private readonly db: D1Database) {}

  findByEmail(email: string): Promise<StaffUserRow | null> {
    return this.db
      .prepare(`SELECT ${USER_COLUMNS} FROM staff_users u WHERE u.email = ?`)
      .bind(email)
      .first<StaffUserRow>()
  }

  async insertUser(user: NewStaffUser): Promise<number> {
    const row = await this.db
      .prepare(
        `INSERT INTO staff_users (email, name, role, merchant_id, password_hash, password_salt,
           password_iterations, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
      )
      .bind(
        user.email,
        user.name,
        user.role,
        user.merchantId,
        user.passwordHash,
        user.passwordSalt,
        user.passwordIterations,
        user.createdAt,
      )
      .first<{ id: number }>()
    return row!.id
  }

  /** sign-in-lock.ts's claimSignIn on this staff user. */
  claimSignIn(id: number, lock: SignInLock): Promise<boolean> {
    return claimSignIn(this.db, 'staff_users', id, lock)
  }

  async clearFailedLogins(id: number) {
    await this.db
      .prepare('UPDATE staff_users SET failed_logins = 0, locked_until = NULL WHERE id = ?')
      .bind(id)
      .run()
  }

  async insertSession(session: NewStaffSession) {
    await this.db
      .prepare(
        `INSERT INTO staff_sessions (token_hash, staff_id, created_at, expires_at, ip, user_agent)
         VALUES (?, ?, ?, ?, ?, ?)`,
      )
      .bind(
        session.tokenHash,
        session.staffId,
        session.createdAt,
        session.expiresAt,
        session.ip,
        session.userAgent,
      )
      .run()
  }

  async revokeSession(tokenHash: string, now: string) {
    await this.db
      .prepare(
        'UPDATE staff_sessions SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL',
      )
      .bind(now, tokenHash)
      .run()
  }

  /** The user of a live session: not expired, not revoked, and the user not disabled. */
  async findBySession(tokenHash: string, now: string): Promise<StaffUser | null> {
    const row = await this.db
      .prepare(
        `SELECT u.id, u.email, u.name, u.role, u.merchant_id AS merchantId
         FROM staff_sessions s JOIN staff_users u ON u.id = s.staff_id
         WHERE s.token_hash = ? AND s.revoked_at IS NULL AND s.expires_at > ?
           AND u.disabled_at IS NULL`,
      )
      .bind(tokenHash, now)
      .first<StaffUser>()
    return row
  }
}
