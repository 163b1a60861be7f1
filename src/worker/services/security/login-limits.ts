import type { AccountRepository } from '../../storage/account-repository'
import type { SignInLock } from '../../storage/sign-in-lock'
import { takeRate } from './rate-limit'

/** Sign-in limits that customer and staff sign-in share (§8 'Login'), so both answer alike. */

/** §8 'Login': the one answer for an unknown email and a wrong password alike. */
export const INVALID_LOGIN_MESSAGE = 'Invalid email/password. Please try again.'
export const RATE_LIMITED_MESSAGE = 'Too many sign-in attempts. Please try again in a few minutes.'

export const MAX_FAILED_LOGINS = 5
export const LOCK_MINUTES = 15
export const MAX_LOGIN_ATTEMPTS = 10
export const ATTEMPT_WINDOW_MINUTES = 10

const MINUTE = 60_000

/** Counts a sign-in attempt toward the failed-password lock before its password is checked and
 * answers whether the password may be checked (false: locked, answer 403). Counting first in
 * one statement is what holds a burst to MAX_FAILED_LOGINS wrong passwords (issue 29). An
 * unknown email "locks" as an account would, so the lock tells nobody who has one (issue 9):
 * MAX_FAILED_LOGINS attempts within LOCK_MINUTES under `unknownKey`, counted just as atomically,
 * so a burst on it answers like a burst on a registered email. */
export function admitSignIn(
  account: { claimSignIn(id: number, lock: SignInLock): Promise<boolean> },
  attempts: AccountRepository,
  user: { id: number } | null,
  unknownKey: string,
  now: Date,
): Promise<boolean> {
  if (!user) {
    const limit = { max: MAX_FAILED_LOGINS, windowMinutes: LOCK_MINUTES }
    return takeRate(attempts, [unknownKey], limit, now)
  }
  return account.claimSignIn(user.id, {
    now: now.toISOString(),
    until: new Date(now.getTime() + LOCK_MINUTES * MINUTE).toISOString(),
    maxFailures: MAX_FAILED_LOGINS,
  })
}
