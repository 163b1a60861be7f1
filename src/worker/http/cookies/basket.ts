import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { BASKET_TOKEN_COOKIE } from '../../../shared/config/cookies'
import { cookieMaxAge } from '../../../shared/domain/account/cookie-lifetimes'
import type { AppEnv } from '../app-env'
import type { Viewer } from '../../services/basket/basket-access'
import { DomainError } from '../../errors'
import { mergeAnonymousBasket } from '../../services/basket/merge-anonymous-basket'
import { tokenOf } from './customer-session'

export function setBasketCookie(c: Context<AppEnv>, token: string) {
  setCookie(c, BASKET_TOKEN_COOKIE, token, {
    path: '/',
    maxAge: cookieMaxAge('basketToken'),
    sameSite: 'Lax',
    secure: new URL(c.req.url).protocol === 'https:',
  })
}

export const basketTokenCookie = (c: Context<AppEnv>) => getCookie(c, BASKET_TOKEN_COOKIE) ?? ''

/** After a sign-in: the visitor's basket joins the customer's (§4 'Auth') and the cookie points
 * at the customer's open basket, so the next page shows one basket. */
export async function adoptBasketOnLogin(c: Context<AppEnv>, userId: number): Promise<void> {
  const token = await mergeAnonymousBasket(c.env.DB, basketTokenCookie(c), userId)
  if (token) setBasketCookie(c, token)
}

export function clearBasketCookie(c: Context<AppEnv>) {
  if (getCookie(c, BASKET_TOKEN_COOKIE)) deleteCookie(c, BASKET_TOKEN_COOKIE, { path: '/' })
}

/** The order's answer expires the cookie of the basket it ordered (whichever way it was paid:
 * card, an approval's return, credit alone), so the next page's header counts a new, empty
 * basket and the next add starts one. A cookie naming another basket (one started in another
 * tab meanwhile) is that basket's and stays. */
export function forgetOrderedBasket(c: Context<AppEnv>, orderedToken: string) {
  const current = getCookie(c, BASKET_TOKEN_COOKIE)
  if (current === undefined || current === orderedToken) {
    deleteCookie(c, BASKET_TOKEN_COOKIE, { path: '/' })
  }
}

/** Who asks, from the session cookie alone. */
export async function viewerOf(c: Context<AppEnv>): Promise<Viewer> {
  const user = await c.var.session.user()
  return { userId: user?.id ?? null }
}

/** The viewer, when a customerToken the client sent belongs to the session it carries. A bare
 * customerToken is never trusted: it must be the session's own token, or the customer id the
 * basket calls answer as customerToken, and the session cookie must be there (403 otherwise). */
export async function viewerMatching(
  c: Context<AppEnv>,
  customerToken: string | null | undefined,
): Promise<Viewer> {
  const viewer = await viewerOf(c)
  if (customerToken == null) return viewer
  const matches =
    viewer.userId !== null &&
    (customerToken === tokenOf(c) || customerToken === String(viewer.userId))
  if (!matches) {
    throw new DomainError('FORBIDDEN', 'This customer token does not belong to your session')
  }
  return viewer
}
