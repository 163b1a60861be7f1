import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { wishlistCookieMaxAge } from '../../../shared/domain/wishlist/wishlist-rules'
import type { AppEnv } from '../app-env'
import { clock } from '../../clock'

/** Transactions §6: anonymous visitors keep their wishlist id in a cookie. HttpOnly: the page
 * learns the id from the API's answers and never needs to read it. */
const WISHLIST_COOKIE = 'wishlist_id'

/** The wishlist id the request carries, or null when absent or not one of ours. */
export const wishlistCookieOf = (c: Context<AppEnv>): string | null => {
  const value = getCookie(c, WISHLIST_COOKIE)
  return value && /^[0-9a-f]{16,64}$/.test(value) ? value : null
}

/** §9: 7 days when set by an add, 1 year when set from a fetch. */
export function setWishlistCookie(c: Context<AppEnv>, id: string, setBy: 'add' | 'fetch') {
  setCookie(c, WISHLIST_COOKIE, id, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: new URL(c.req.url).protocol === 'https:',
    path: '/',
    maxAge: wishlistCookieMaxAge(setBy),
  })
}

const clearWishlistCookie = (c: Context<AppEnv>) => deleteCookie(c, WISHLIST_COOKIE, { path: '/' })

/** On every sign-in: the anonymous list the browser kept joins the customer's (§3 merge), and
 * the cookie then names the customer's list. */
export async function mergeWishlistOnLogin(c: Context<AppEnv>, userId: number) {
  const anonymousId = wishlistCookieOf(c)
  if (!anonymousId) return
  const own = await c.var.services.wishlist.merge(anonymousId, userId, clock.now())
  if (own) setWishlistCookie(c, own.id, 'fetch')
  else clearWishlistCookie(c)
}
