import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import type { AppEnv } from '../app-env'
import type { StaffSession } from '../../services/staff/staff-service'
import { clock } from '../../clock'
import { STAFF_COOKIES } from '../../../shared/config/cookies'

// STAFF_COOKIES live with the other personal cookies (shared/config/cookies.ts), which the page
// cache reads: `__Host-` needs Secure, so plain-http local development falls back to `staff`.

const isHttps = (c: Context<AppEnv>) => new URL(c.req.url).protocol === 'https:'

/** The staff token the request carries, or ''. Over https only `__Host-staff` counts: a plain
 * `staff` cookie may have been tossed in by a sibling subdomain. */
export const staffTokenOf = (c: Context<AppEnv>) =>
  STAFF_COOKIES.filter((name) => !isHttps(c) || name.startsWith('__Host-'))
    .map((name) => getCookie(c, name))
    .find(Boolean) ?? ''

export function clearStaffCookies(c: Context<AppEnv>) {
  for (const name of STAFF_COOKIES) {
    if (getCookie(c, name)) deleteCookie(c, name, { path: '/', secure: name === '__Host-staff' })
  }
}

/** HttpOnly, SameSite=Strict (no back-office link from elsewhere should arrive signed in),
 * lasting as long as the session. */
export function setStaffCookie(c: Context<AppEnv>, session: StaffSession) {
  clearStaffCookies(c)
  setCookie(c, STAFF_COOKIES[isHttps(c) ? 0 : 1], session.token, {
    httpOnly: true,
    sameSite: 'Strict',
    secure: isHttps(c),
    path: '/',
    maxAge: Math.floor((session.expiresAt.getTime() - clock.ms()) / 1000),
  })
}
