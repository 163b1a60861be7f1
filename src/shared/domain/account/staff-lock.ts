/** An admin's lock has no end of its own: it lasts until an admin unlocks. The login check
 * compares locked_until with now, so a far-future instant reads as "locked". Unlike the 15-minute
 * lock after failed passwords, it is a staff decision: neither a password reset nor a social
 * sign-in may lift or bypass it. */
export const STAFF_LOCK_UNTIL = '9999-12-31T23:59:59.999Z'

/** @example isStaffLock('9999-12-31T23:59:59.999Z') === true */
export const isStaffLock = (lockedUntil: string | null | undefined) =>
  lockedUntil === STAFF_LOCK_UNTIL
