import type { Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import { D1_BOOKMARK_COOKIE, PERSONAL_COOKIES } from '../../shared/config/cookies'
import type { AppEnv } from './app-env'
import type { D1SessionStart } from '../storage/d1-session'

/**
 * Read replication: which copy of D1 a request reads, decided once per request by
 * the request-services middleware from the method, the path and the cookies, before anything
 * is read. D1 sends every write to the primary whatever the session; the choice is about reads:
 *
 * - anonymous GET/HEAD (pages, catalogue and discovery API): `first-unconstrained`, the nearest
 *   replica, possibly seconds behind (a cached page is older anyway);
 * - anonymous GET of the caller's own data kept by a cookie (basket, wishlist, account API):
 *   `first-primary`;
 * - a signed-in shopper or staff user (session, basket or staff cookie, or an Authorization
 *   header): the `d1_bookmark` cookie, else `first-primary`, so they read their own writes; the
 *   response hands back the bookmark the request reached;
 * - a visitor who carries only a bookmark (signed out a moment ago): that bookmark, not renewed
 *   on reads, so it lapses;
 * - every POST/PUT/PATCH/DELETE, and money routes with any method (checkout, orders, payments,
 *   wallet, refunds and returns, gift cards and gifts, credit claims, sandbox approvals):
 *   `first-primary`: what is paid, owed or claimed is never decided on a lagging copy;
 * - jobs (cron) and queue consumers use the binding itself, without the Sessions API, which
 *   D1 always runs on the primary.
 *
 * The "Read replication" table of docs/architecture.md says the same per route family. The
 * bookmark cookie goes only to requests that are already personal (PERSONAL_COOKIES or the staff cookie: the page
 * cache stores none of them) or that wrote while carrying one, so an anonymous cacheable page
 * never gets one and stays in the page cache.
 */
export interface D1RequestFacts {
  method: string
  path: string
  /** Carries a session of its own: a shopper, staff or basket cookie, or an Authorization. */
  signedIn: boolean
  /** The bookmark cookie as sent, if any. */
  bookmark: string | undefined
}

export interface D1SessionChoice {
  start: D1SessionStart
  /** The response hands the session's latest bookmark back in the cookie. */
  keepsBookmark: boolean
}

/** The shape D1 gives bookmarks (four hex groups; lexically ordered). Anything else is ignored,
 * never passed to D1: the cookie is the client's to alter. */
const BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/

/** A path under one of these prefixes: an /api/v1 group or a page at the root. */
const under = (api: readonly string[], pages: readonly string[]) =>
  new RegExp(`^/(?:api/v1/(?:${api.join('|')})|${pages.join('|')})(?:/|$)`)

/** Money routes, read or write. */
const MONEY = under(
  [
    'checkout',
    'orders',
    'payments',
    'wallet',
    'refunds',
    'returns',
    'giftcards',
    'gifts',
    'credit-claims',
  ],
  ['checkout', 'sandbox/pay'],
)

/** The caller's own data, kept by a cookie (basket token, wishlist id) or a session: never
 * read from a replica that may not have it yet (the personal API groups of routes/api/index.ts
 * that are not money). */
const OWN_DATA = under(
  ['basket', 'customer', 'wishlist', 'vouchers', 'subscriptions', 'vip', 'tracking', 'staff'],
  ['wishlist'],
)

const READS = new Set(['GET', 'HEAD'])

/** The D1 session a request gets (the list above). */
export function d1SessionFor(request: D1RequestFacts): D1SessionChoice {
  const reads = READS.has(request.method.toUpperCase())
  const bookmark =
    request.bookmark !== undefined && BOOKMARK.test(request.bookmark) ? request.bookmark : null
  const keepsBookmark = request.signedIn || (bookmark !== null && !reads)
  if (!reads || MONEY.test(request.path)) return { start: 'first-primary', keepsBookmark }
  if (bookmark) return { start: bookmark, keepsBookmark }
  if (request.signedIn || OWN_DATA.test(request.path)) {
    return { start: 'first-primary', keepsBookmark }
  }
  return { start: 'first-unconstrained', keepsBookmark }
}

/** Far longer than a replica normally lags behind the primary, short enough that a visitor who
 * signed out is back in the page cache soon. Every personal response renews it, so an active
 * shopper keeps theirs. */
const D1_BOOKMARK_MAX_AGE_SECONDS = 300

// The staff cookies are among the personal ones.
const SESSION_COOKIES = PERSONAL_COOKIES.filter((name) => name !== D1_BOOKMARK_COOKIE)

/** What d1SessionFor needs from a request. */
export const d1RequestFacts = (c: Context<AppEnv>): D1RequestFacts => ({
  method: c.req.method,
  path: c.req.path,
  signedIn:
    SESSION_COOKIES.some((name) => getCookie(c, name) !== undefined) ||
    c.req.header('authorization') !== undefined,
  bookmark: getCookie(c, D1_BOOKMARK_COOKIE),
})

/** Hands the session's bookmark back: HttpOnly (only the worker reads it), SameSite=Lax like
 * the session cookie, Secure on HTTPS (everywhere but local development). */
export function setBookmarkCookie(c: Context<AppEnv>, bookmark: string) {
  setCookie(c, D1_BOOKMARK_COOKIE, bookmark, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: new URL(c.req.url).protocol === 'https:',
    path: '/',
    maxAge: D1_BOOKMARK_MAX_AGE_SECONDS,
  })
}
