import { setCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import { POST_LOGIN_URL_COOKIE } from '../../shared/config/cookies'
import { cookieMaxAge } from '../../shared/domain/account/cookie-lifetimes'
import { loginRedirectPath } from '../../shared/domain/account/protected-pages'
import type { AppEnv } from '../http/app-env'

/** Storefront §2: "Protected page types (account and similar) redirect logged-out visitors to
 * the login path after saving the return path." The return path rides both in ?redirect and in
 * the post-login URL cookie (30 days, transactions §9), which the login page's script reads, so
 * it is not HttpOnly. Protected pages are personal: never cached by anyone. Which pages need a
 * login their route says (`login`, routes/pages/*-routes.tsx). */
export const protectedPages = () =>
  createMiddleware<AppEnv>(async function protectedPages(c, next) {
    const url = new URL(c.req.url)
    if (!c.get('page')?.route.login) return next()
    if (!(await c.var.session.user())) {
      const returnPath = `${url.pathname}${url.search}`
      setCookie(c, POST_LOGIN_URL_COOKIE, returnPath, {
        path: '/',
        sameSite: 'Lax',
        secure: url.protocol === 'https:',
        maxAge: cookieMaxAge('postLoginUrl'),
      })
      c.header('cache-control', 'private, no-store')
      return c.redirect(loginRedirectPath(returnPath), 302)
    }
    await next()
    c.res.headers.set('cache-control', 'private, no-store')
  })
