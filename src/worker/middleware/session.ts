import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../http/app-env'
import { DomainError } from '../errors'
import type { SessionUser } from '../services/accounts/session-user'
import type { StaffRole, StaffUser } from '../services/staff/staff-types'
import { tokenOf } from '../http/cookies/customer-session'
import { staffTokenOf } from '../http/cookies/staff-session'

/** Who the request acts for: the shopper of the session cookie and, on back-office
 * routes, the staff user of the staff cookie. Each is read from D1 at most once per request and
 * only when something asks, so a cached anonymous page costs no session read at all. */
export interface RequestSession {
  /** The signed-in shopper, or null. */
  user(): Promise<SessionUser | null>
  /** The signed-in shopper, or a 401 the pages turn into a trip to /login. */
  requireUser(): Promise<SessionUser>
  /** The signed-in staff user, or null. */
  staff(): Promise<StaffUser | null>
  /** The signed-in staff user of this role: 401 without a staff session, 403 with another role.
   * An admin does not act as a merchant: merchant routes are scoped to the user's merchant, and
   * an admin has none. */
  requireStaff(role: StaffRole): Promise<StaffUser>
}

function once<T>(read: () => Promise<T>): () => Promise<T> {
  let memo: Promise<T> | undefined
  return () => (memo ??= read())
}

function requestSession(c: Context<AppEnv>): RequestSession {
  const user = once(() => c.var.services.accounts.userForToken(tokenOf(c)))
  const staff = once(() => c.var.services.staff.userForToken(staffTokenOf(c)))
  return {
    user,
    async requireUser() {
      const found = await user()
      if (!found) throw new DomainError('UNAUTHORISED', 'Please log in')
      return found
    },
    staff,
    async requireStaff(role) {
      const found = await staff()
      if (!found) throw new DomainError('UNAUTHORISED', 'Please sign in to the back office')
      if (found.role !== role) throw new DomainError('FORBIDDEN', 'This account cannot do that')
      return found
    },
  }
}

/** Puts `c.var.session` on every request; nothing is read until a route asks. */
export const session = () =>
  createMiddleware<AppEnv>(async function session(c, next) {
    c.set('session', requestSession(c))
    await next()
  })
