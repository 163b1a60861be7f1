import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import { setCookieHeader } from '../http/response-headers'
import { createMiddleware } from 'hono/factory'
import {
  ASSIGNMENTS_COOKIE,
  VISITOR_COOKIE,
  VISITOR_COOKIE_DAYS,
} from '../../shared/domain/experiments/experiment-cookies'
import {
  assignmentsFor,
  dayEnd,
  decodeAssignments,
  encodeAssignments,
  type Assignments,
} from '../../shared/domain/experiments/experiments'
import type { AppEnv } from '../http/app-env'
import { clock } from '../clock'

const isHttps = (c: Context<AppEnv>) => new URL(c.req.url).protocol === 'https:'

/** The visitor id the request carries, when it is one we could have written. */
export const visitorIdOf = (c: Context<AppEnv>): string | null => c.get('visitorId')

/** The visitor's arms: recomputed from the visitor id (so a forged `exp` cookie changes
 * nothing that is recorded), else what the cookie says, else none. */
export function assignmentsOf(c: Context<AppEnv>, now = clock.now()): Assignments | null {
  const visitor = visitorIdOf(c)
  return visitor
    ? assignmentsFor(visitor, now)
    : decodeAssignments(getCookie(c, ASSIGNMENTS_COOKIE))
}

/** Gives the browser its visitor id (a year) and its assignments (until the end of its day). */
export function writeVisitorCookies(c: Context<AppEnv>, visitor: string, now: Date) {
  const secure = isHttps(c)
  if (getCookie(c, VISITOR_COOKIE) !== visitor) {
    setCookieHeader(c, VISITOR_COOKIE, visitor, {
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
      secure,
      maxAge: VISITOR_COOKIE_DAYS * 86_400,
    })
  }
  const assignments = encodeAssignments(assignmentsFor(visitor, now))
  if (getCookie(c, ASSIGNMENTS_COOKIE) !== assignments) {
    setCookieHeader(c, ASSIGNMENTS_COOKIE, assignments, {
      path: '/',
      sameSite: 'Lax',
      secure,
      // Max-Age, not Expires: the end of the day as a lifetime holds whatever the browser's
      // clock says, where an Expires date would be judged against it.
      maxAge: Math.max(1, Math.ceil((dayEnd(now).getTime() - now.getTime()) / 1000)),
    })
  }
}

/** Sticky experiment arms for every visitor (storefront §5, §7, §9). Runs around the page
 * cache and writes its cookies only after the inner handlers have finished, so the page cache
 * never sees a Set-Cookie from here and still stores the page: the HTML stays the same for
 * every arm and the arms act on the client (the `exp` cookie read by islands, the
 * dynamic-price feed header on client calls). Bots get no cookies. */
export const experiments = () =>
  createMiddleware<AppEnv>(async function experiments(c, next) {
    await next()
    if (c.req.method !== 'GET' || c.get('isBot')) return
    if (!c.res.headers.get('content-type')?.startsWith('text/html')) return
    giveVisitorCookies(c)
  })

/** The visitor's id (a new one if it has none we wrote) and arms, on an HTML answer to a person
 * (not a bot); also called by the page cache's fast path, which answers before this runs. */
export function giveVisitorCookies(c: Context<AppEnv>) {
  const now = clock.now()
  const visitor = visitorIdOf(c) ?? crypto.randomUUID()
  writeVisitorCookies(c, visitor, now)
}
