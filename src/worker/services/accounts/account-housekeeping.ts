import type { D1Database } from '@cloudflare/workers-types'
import { AccountRepository } from '../../storage/account-repository'
import { AccountTokenRepository } from '../../storage/account-token-repository'

const DAY = 86_400_000
/** Rate limits look back at most an hour; a day keeps a margin for investigating abuse. */
const LOGIN_ATTEMPTS_KEPT_DAYS = 1
/** An email without an account keeps its failed-password count as an account does; a month
 * untouched, it goes, which only a prober waiting that long between guesses could tell. */
const UNKNOWN_SIGN_IN_LOCKS_KEPT_DAYS = 30
/** Dead sessions stay a month for 'where am I signed in' and incident review, then go. */
const DEAD_SESSIONS_KEPT_DAYS = 30

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY).toISOString()

/** Cron: prunes rate-limit rows older than a day, unknown emails' sign-in locks untouched for a
 * month, sessions expired or revoked over 30 days ago, and reset, activation and express-buy
 * tokens that are used or expired. */
export async function accountHousekeeping(db: D1Database, now: Date): Promise<void> {
  const accounts = new AccountRepository(db)
  await accounts.deleteLoginAttempts(daysBefore(now, LOGIN_ATTEMPTS_KEPT_DAYS))
  await accounts.deleteUnknownSignInLocks(daysBefore(now, UNKNOWN_SIGN_IN_LOCKS_KEPT_DAYS))
  await accounts.deleteDeadSessions(daysBefore(now, DEAD_SESSIONS_KEPT_DAYS))
  await new AccountTokenRepository(db).deleteSpent(now.toISOString())
}
