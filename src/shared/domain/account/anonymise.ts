// §9 'Account deletion up to 24 hours': the request anonymises at once, a job finishes within a day.
const ACCOUNT_DELETION_HOURS = 24

/** The address a deleted account keeps: unique per user, and `.invalid` can never receive mail
 * (RFC 2606), so nothing can be sent to or registered under it.
 * @example anonymisedEmail(42) === 'deleted-42@invalid' */
export const anonymisedEmail = (userId: number) => `deleted-${userId}@invalid`

/** When the deletion must be complete, given when it was requested.
 * @example deletionCompleteBy(new Date('2026-11-21T10:00:00Z')).toISOString() === '2026-11-22T10:00:00.000Z' */
export const deletionCompleteBy = (requestedAt: Date) =>
  new Date(requestedAt.getTime() + ACCOUNT_DELETION_HOURS * 3_600_000)

/** The key login attempts are counted under for an email (AccountService's rate limit), so the
 * deletion job can remove them. @example loginAttemptKey(' Ann@X.com ') === 'email:ann@x.com' */
export const loginAttemptKey = (email: string) => `email:${email.trim().toLowerCase()}`
