import type { D1Database } from '@cloudflare/workers-types'

/** One sign-in attempt's place in the failed-password lock (§8 'Login'). */
export interface SignInLock {
  /** The attempt's time: a lock ending at or before it no longer holds. */
  now: string
  /** When a lock this attempt starts ends. */
  until: string
  /** Failures in a row that lock. */
  maxFailures: number
}

/** Counts a sign-in attempt as a failure before its password is checked, in one statement, and
 * answers whether the account was open to it (false: locked). A failure counted after
 * the check was read and written separately, so a burst of wrong passwords all read 0 and the
 * account never locked. The attempt that makes `maxFailures` starts the lock and the count
 * afresh; a right password then clears what its attempt counted. Shared by users and
 * staff_users, whose columns are alike. */
export async function claimSignIn(
  db: D1Database,
  table: 'users' | 'staff_users',
  id: number,
  lock: SignInLock,
): Promise<boolean> {
  const result = await db
    .prepare(
      `UPDATE ${table}
          SET failed_logins = CASE WHEN failed_logins + 1 >= ?1 THEN 0 ELSE failed_logins + 1 END,
              locked_until = CASE WHEN failed_logins + 1 >= ?1 THEN ?2 END
        WHERE id = ?3 AND (locked_until IS NULL OR locked_until <= ?4)`,
    )
    .bind(lock.maxFailures, lock.until, id, lock.now)
    .run()
  return (result.meta.changes ?? 0) > 0
}

/** claimSignIn for an email with no account: the same count and lock in sign_in_locks
 * (migrations/0040), the row made by the first attempt. The upsert's WHERE leaves a locked row
 * unchanged, so no change (false) is "locked", as for an account. */
export async function claimUnknownSignIn(
  db: D1Database,
  key: string,
  lock: SignInLock,
): Promise<boolean> {
  const result = await db
    .prepare(
      `INSERT INTO sign_in_locks (key, failed_logins, locked_until, updated_at)
       VALUES (?3, CASE WHEN 1 >= ?1 THEN 0 ELSE 1 END, CASE WHEN 1 >= ?1 THEN ?2 END, ?4)
       ON CONFLICT (key) DO UPDATE
          SET failed_logins = CASE WHEN failed_logins + 1 >= ?1 THEN 0 ELSE failed_logins + 1 END,
              locked_until = CASE WHEN failed_logins + 1 >= ?1 THEN ?2 END,
              updated_at = ?4
        WHERE locked_until IS NULL OR locked_until <= ?4`,
    )
    .bind(lock.maxFailures, lock.until, key, lock.now)
    .run()
  return (result.meta.changes ?? 0) > 0
}
