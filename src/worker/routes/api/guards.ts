import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../../http/app-env'
import { DomainError } from '../../errors'
import type { StaffRole } from '../../services/staff/staff-types'

/** The signed-in shopper or a 401, checked before the route reads its input (a visitor learns
 * that they must log in, not what the body must hold). The route reads the same user again
 * from c.var.session at no cost. */
export const signedIn = (message?: string) =>
  createMiddleware<AppEnv>(async function signedIn(c, next) {
    if (message === undefined) await c.var.session.requireUser()
    else if (!(await c.var.session.user())) throw new DomainError('UNAUTHORISED', message)
    await next()
  })

/** A back office's role: 401 without a staff session, 403 with another role, before anything
 * reads the request. */
export const staffOnly = (role: StaffRole) =>
  createMiddleware<AppEnv>(async function staffOnly(c, next) {
    await c.var.session.requireStaff(role)
    await next()
  })
