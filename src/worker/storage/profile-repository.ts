import type { D1Database } from '@cloudflare/workers-types'

/** What the profile answers need from a users row. Columns other migrations add (0009's
 * registration_source and third_party_login, a later vip_until) are read when present, so this
 * file does not depend on which of them have landed. */
export interface ProfileRecord {
  id: number
  email: string
  firstName: string
  lastName: string
  phone: string | null
  locationShortName: string | null
  brand: string
  createdAt: string
  lockedUntil: string | null
  hasPassword: boolean
  expressRegistered: boolean
  registrationSource: string | null
  thirdPartyLogin: boolean
  vipUntil: string | null
}

export interface ProfileChange {
  firstName: string
  lastName: string
  phone: string | null
  locationShortName: string | null
}

const text = (value: unknown) => (typeof value === 'string' ? value : null)

function toRecord(row: Record<string, unknown>): ProfileRecord {
  return {
    id: Number(row.id),
    email: String(row.email),
    firstName: String(row.first_name ?? ''),
    lastName: String(row.last_name ?? ''),
    phone: text(row.phone),
    locationShortName: text(row.location_short_name),
    brand: String(row.brand),
    createdAt: String(row.created_at),
    lockedUntil: text(row.locked_until),
    hasPassword: row.password_hash != null,
    expressRegistered: Boolean(row.express_registered),
    registrationSource: text(row.registration_source),
    thirdPartyLogin: Boolean(row.third_party_login),
    vipUntil: text(row.vip_until),
  }
}

/** Whether a table exists: tables other issues own (user_identities, account_tokens,
 * email_outbox) are optional to this code. */
export async function tableExists(db: D1Database, name: string): Promise<boolean> {
  const row = await db
    .prepare(`SELECT 1 AS found FROM sqlite_master WHERE type = 'table' AND name = ?`)
    .bind(name)
    .first<{ found: number }>()
  return Boolean(row)
}

/** The profile's reads and writes on users; the profile service owns these columns. */
export class ProfileRepository {
  constructor(private readonly db: D1Database) {}

  /** A live user's profile; a deleted or deletion-requested account has none. */
  async findProfile(userId: number): Promise<ProfileRecord | null> {
    // SELECT * on purpose: the optional columns above may or may not exist yet.
    const row = await this.db
      .prepare(
        `SELECT * FROM users
         WHERE id = ? AND deleted_at IS NULL AND deletion_requested_at IS NULL`,
      )
      .bind(userId)
      .first<Record<string, unknown>>()
    return row ? toRecord(row) : null
  }

  async updateProfile(userId: number, change: ProfileChange) {
    await this.db
      .prepare(
        `UPDATE users SET first_name = ?, last_name = ?, phone = ?, location_short_name = ?
         WHERE id = ?`,
      )
      .bind(change.firstName, change.lastName, change.phone, change.locationShortName, userId)
      .run()
  }

  /** Providers of the user's social identities, oldest first; none while that table is absent. */
  async identityProviders(userId: number): Promise<string[]> {
    if (!(await tableExists(this.db, 'user_identities'))) return []
    const { results } = await this.db
      .prepare('SELECT provider FROM user_identities WHERE user_id = ? ORDER BY created_at')
      .bind(userId)
      .all<{ provider: string }>()
    return results.map((row) => row.provider)
  }
}
