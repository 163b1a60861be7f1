import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { CUSTOMER_TOKEN_COOKIES } from '../../../shared/config/cookies'
import type { AppEnv } from '../app-env'
import type { Session } from '../../services/accounts/account-service'
import { clock } from '../../clock'

const isHttps = (c: Context<AppEnv>) => new URL(c.req.url).protocol === 'https:'

/** `__Host-ct` needs Secure, so plain-http local development falls back to `ct`. */
const tokenCookieName = (c: Context<AppEnv>) => CUSTOMER_TOKEN_COOKIES[isHttps(c) ? 0 : 1]

/** The customer token the request carries, or ''. Over https only `__Host-ct` counts: a plain
 * `ct` may have been tossed in by a sibling subdomain or a plain-http hop. */
export const tokenOf = (c: Context<AppEnv>) =>
  CUSTOMER_TOKEN_COOKIES.filter((name) => !isHttps(c) || name.startsWith('__Host-'))
    .map((name) => getCookie(c, name))
    .find(Boolean) ?? ''

export function clearTokenCookies(c: Context<AppEnv>) {
  for (const name of CUSTOMER_TOKEN_COOKIES) {
    if (getCookie(c, name)) deleteCookie(c, name, { path: '/', secure: name === '__Host-ct' })
  }
}

/** Hands a new session to the browser: HttpOnly, SameSite=Lax, Secure on HTTPS. A remembered
 * session gets a persistent cookie for its life (§9, 1 year); otherwise a browser-session one. */
export function setSessionCookie(c: Context<AppEnv>, session: Session) {
  clearTokenCookies(c)
  setCookie(c, tokenCookieName(c), session.token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: isHttps(c),
    path: '/',
    ...(session.rememberMe
      ? { maxAge: Math.floor((session.expiresAt.getTime() - clock.ms()) / 1000) }
      : {}),
  })
}
