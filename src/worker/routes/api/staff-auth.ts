import { respond } from '../../http/respond'
import { Hono } from 'hono'
import { StaffLoginRequest, type StaffRole, StaffUserResponse } from '../../../shared/schemas/staff'
import type { AppEnv } from '../../http/app-env'
import { validJson } from '../../http/validate'
import { DomainError } from '../../errors'
import { clearStaffCookies, setStaffCookie, staffTokenOf } from '../../http/cookies/staff-session'
import { isLocalDevelopment } from '../../../shared/domain/local-development'

/** Back-office roles and access: staff sign-in on /merchant and /admin, apart from shoppers'.
 * Every back-office call is personal and every change must come from our own origin. */
export const staffAuth = new Hono<AppEnv>()

/** POST /merchant/login and /admin/login, one sub-app per back office. */
export const staffLogin = { merchant: new Hono<AppEnv>(), admin: new Hono<AppEnv>() }

const ROLES: readonly StaffRole[] = ['merchant', 'admin']

for (const role of ROLES) {
  staffLogin[role].post(`/login`, validJson(StaffLoginRequest), async (c) => {
    const body = c.req.valid('json')
    const service = c.var.services.staff
    const previous = staffTokenOf(c)
    const session = await service.login({
      role,
      email: body.email,
      password: body.password,
      ip: c.get('clientIp') ?? '',
      userAgent: c.req.header('user-agent') ?? null,
      developmentAccounts: isLocalDevelopment(c.env, c.req.url),
    })
    // A new token on every sign-in; the one the request carried stops working.
    if (previous) await service.logout(previous)
    setStaffCookie(c, session)
    return respond(c, StaffUserResponse, { data: session.user })
  })
}

staffAuth.post('/logout', async (c) => {
  const token = staffTokenOf(c)
  if (token) await c.var.services.staff.logout(token)
  clearStaffCookies(c)
  return c.body(null, 204)
})

staffAuth.get('/me', async (c) => {
  const user = await c.var.session.staff()
  if (!user) throw new DomainError('UNAUTHORISED', 'Please sign in to the back office')
  return respond(c, StaffUserResponse, { data: user })
})
