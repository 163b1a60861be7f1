import type { SignInLock } from '../../storage/sign-in-lock'

/** Sign-in limits that customer and staff sign-in share (§8 'Login'), so both answer alike. */

/** §8 'Login': the one answer for an unknown email and a wrong password alike. */
export const INVALID_LOGIN_MESSAGE = 'Invalid email/password. Please try again.'
export const RATE_LIMITED_MESSAGE = 'Too many sign-in attempts. Please try again in a few minutes.'

export const MAX_FAILED_LOGINS = 5
const LOCK_MINUTES = 15
export const MAX_LOGIN_ATTEMPTS = 10
export const ATTEMPT_WINDOW_MINUTES = 10

const MINUTE = 60_000

/** Counts a sign-in attempt toward the failed-password lock before its password is checked and
 * answers whether the password may be checked (false: locked, answer 403). Counting first in
 * one statement is what holds a burst to MAX_FAILED_LOGINS wrong passwords. An
 * unknown email keeps the same count under `unknownKey`, so it locks and unlocks as an account
 * would and the lock tells nobody who has one. */
export function admitSignIn(
  account: { claimSignIn(id: number, lock: SignInLock): Promise<boolean> },
  unknown: { claimUnknownSignIn(key: string, lock: SignInLock): Promise<boolean> },
  user: { id: number } | null,
  unknownKey: string,
  now: Date,
): Promise<boolean> {
  const lock = {
    now: now.toISOString(),
    until: new Date(now.getTime() + LOCK_MINUTES * MINUTE).toISOString(),
    maxFailures: MAX_FAILED_LOGINS,
  }
  return user ? account.claimSignIn(user.id, lock) : unknown.claimUnknownSignIn(unknownKey, lock)
}
