import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { EMAIL_COOKIE, EMAIL_COOKIE_DAYS } from '../../../shared/config/cookies'
import type { AppEnv } from '../app-env'
import { isLocalDevelopment } from '../../../shared/domain/local-development'
import { type Session } from '../../services/accounts/account-service'

/** Transactions §9 'email 365 days': after sign-in or registration the browser keeps the
 * address the customer used for a year, so a returning visitor's sign-in form can start from it
 * once the session is gone. It holds the address itself, so scripts may not read it (HttpOnly),
 * it travels only over HTTPS outside local development (Secure) and not on cross-site requests (Lax). The
 * page cache never stores it: no cached page reads it, and a response that sets it carries
 * Set-Cookie, which the page cache refuses to store. */
export function rememberEmail(c: Context<AppEnv>, email: string): void {
  setCookie(c, EMAIL_COOKIE, email.trim().toLowerCase(), {
    httpOnly: true,
    // Plain http is a local-development relaxation; everywhere else the cookie is Secure.
    secure: !isLocalDevelopment(c.env, c.req.url) || new URL(c.req.url).protocol === 'https:',
    sameSite: 'Lax',
    path: '/',
    maxAge: EMAIL_COOKIE_DAYS * 86_400,
  })
}

/** rememberEmail for the account a new session belongs to. */
export async function rememberSessionEmail(c: Context<AppEnv>, session: Session): Promise<void> {
  const user = await c.var.services.accounts.userForToken(session.token)
  if (user) rememberEmail(c, user.email)
}

/** A customer who asks to delete their account leaves no address behind in this browser. */
export function forgetEmail(c: Context<AppEnv>): void {
  if (getCookie(c, EMAIL_COOKIE) !== undefined) deleteCookie(c, EMAIL_COOKIE, { path: '/' })
}
