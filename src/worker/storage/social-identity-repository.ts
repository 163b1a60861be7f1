import type { D1Database } from '@cloudflare/workers-types'
import type { SocialProvider } from '../../shared/schemas/social-login'

/** The slice of a users row a social sign-in needs. */
export interface SocialUser {
  id: number
  email: string
  firstName: string
}

export interface NewIdentity {
  provider: SocialProvider
  subject: string
  userId: number
  email: string | null
  createdAt: string
}

export interface NewPasswordlessUser {
  email: string
  firstName: string
  lastName: string
  brand: string
  createdAt: string
}

const COLUMNS = 'users.id AS id, users.email AS email, users.first_name AS firstName'

/** user_identities (migrations/0010) plus the few users statements social sign-in needs. */
export class SocialIdentityRepository {
  constructor(private readonly db: D1Database) {}

  /** The live user an identity belongs to; null when unknown or the user was deleted. */
  async findUserByIdentity(provider: SocialProvider, subject: string): Promise<SocialUser | null> {
    return this.db
      .prepare(
        `SELECT ${COLUMNS} FROM user_identities JOIN users ON users.id = user_identities.user_id
         WHERE provider = ? AND subject = ? AND users.deleted_at IS NULL`,
      )
      .bind(provider, subject)
      .first<SocialUser>()
  }

  /** A live user by email, case-insensitively (the column is NOCASE). */
  async findUserByEmail(email: string): Promise<SocialUser | null> {
    return this.db
      .prepare(`SELECT ${COLUMNS} FROM users WHERE email = ? AND deleted_at IS NULL`)
      .bind(email)
      .first<SocialUser>()
  }

  /** Links the identity to the user and marks the user a third-party login (transactions §3
   * 'tpl': such a user is not passwordless). An identity left by a deleted user moves over. */
  async linkIdentity(identity: NewIdentity): Promise<void> {
    await this.db.batch([
      this.db
        .prepare(
          `INSERT INTO user_identities (provider, subject, user_id, email, created_at)
           VALUES (?, ?, ?, ?, ?)
           ON CONFLICT (provider, subject) DO UPDATE
           SET user_id = excluded.user_id, email = excluded.email`,
        )
        .bind(
          identity.provider,
          identity.subject,
          identity.userId,
          identity.email,
          identity.createdAt,
        ),
      this.db.prepare('UPDATE users SET third_party_login = 1 WHERE id = ?').bind(identity.userId),
    ])
  }

  /** Inserts a user with no password; null when the email was taken meanwhile. */
  async insertPasswordlessUser(user: NewPasswordlessUser): Promise<SocialUser | null> {
    return this.db
      .prepare(
        `INSERT INTO users (email, first_name, last_name, password_hash, brand, created_at,
           third_party_login)
         VALUES (?, ?, ?, NULL, ?, ?, 1)
         ON CONFLICT (email) DO NOTHING
         RETURNING id, email, first_name AS firstName`,
      )
      .bind(user.email, user.firstName, user.lastName, user.brand, user.createdAt)
      .first<SocialUser>()
  }
}
