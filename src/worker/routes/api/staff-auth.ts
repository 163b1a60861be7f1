import { Hono } from 'hono'
import { csrf } from 'hono/csrf'
import { StaffLoginRequest, type StaffRole } from '../../../shared/schemas/staff'
import type { AppEnv } from '../../env'
import { DomainError } from '../../errors'
import { adminAudit } from './admin-audit'
import { bodyOf } from './json-body'
import { clearStaffCookies, setStaffCookie, staffTokenOf } from '../../http/cookies/staff-session'

/** Issue 10 'Roles and access': staff sign-in on /merchant and /admin, apart from shoppers'.
 * Every back-office call is personal and every change must come from our own origin. */
export const staffAuth = new Hono<AppEnv>()

for (const path of ['/merchant/*', '/admin/*', '/staff/*']) {
  staffAuth.use(path, csrf())
  staffAuth.use(path, async function noStore(c, next) {
    await next()
    c.header('cache-control', 'private, no-store')
  })
}

const ROLES: readonly StaffRole[] = ['merchant', 'admin']

for (const role of ROLES) {
  staffAuth.post(`/${role}/login`, async (c) => {
    const body = await bodyOf(c, StaffLoginRequest)
    const service = c.var.services.staff
    const previous = staffTokenOf(c)
    const session = await service.login({
      role,
      email: body.email,
      password: body.password,
      ip: c.get('clientIp') ?? '',
      userAgent: c.req.header('user-agent') ?? null,
    })
    // A new token on every sign-in; the one the request carried stops working.
    if (previous) await service.logout(previous)
    setStaffCookie(c, session)
    return c.json({ data: session.user })
  })
}

staffAuth.post('/staff/logout', async (c) => {
  const token = staffTokenOf(c)
  if (token) await c.var.services.staff.logout(token)
  clearStaffCookies(c)
  return c.body(null, 204)
})

staffAuth.get('/staff/me', async (c) => {
  const user = await c.var.session.staff()
  if (!user) throw new DomainError('UNAUTHORISED', 'Please sign in to the back office')
  return c.json({ data: user })
})

staffAuth.route('/', adminAudit)
