import type { Context } from 'hono'
import { setCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import {
  carryCampaignParams,
  marketingCookiesFor,
  withoutCampaignParams,
} from '../../shared/domain/marketing/landing-attribution'
import type { AppEnv } from '../http/app-env'

const isHttps = (c: Context<AppEnv>) => new URL(c.req.url).protocol === 'https:'

/** Storefront §9's marketing cookies from a landing URL's campaign parameters (utm tags, click
 * ids, group id), each with its own lifetime.
 *
 * The page itself is rendered from the URL without those parameters: they change nothing on
 * it, the page cache keys it without them, and a page rendered with them would carry one
 * visitor's campaign values to everyone served that entry. The cookies are written after the
 * inner handlers have finished, so the page cache (inside this) never sees a Set-Cookie and
 * stores or serves the page as for the clean URL. HttpOnly: only the worker reads them, when an
 * order is placed. A redirect keeps the parameters on its target, for the tag manager. */
export const marketingCookies = () =>
  createMiddleware<AppEnv>(async function marketingCookies(c, next) {
    if (c.req.method !== 'GET') return next()
    const landing = new URL(c.req.url)
    const clean = withoutCampaignParams(landing)
    if (clean.search === landing.search) return next()
    c.req.raw = new Request(clean, c.req.raw)
    await next()
    const target = c.res.headers.get('location')
    if (c.res.status >= 300 && c.res.status < 400 && target) {
      c.res.headers.set('location', carryCampaignParams(target, landing.searchParams))
    }
    if (c.get('isBot')) return
    for (const cookie of marketingCookiesFor(landing.searchParams)) {
      setCookie(c, cookie.name, cookie.value, {
        path: '/',
        httpOnly: true,
        sameSite: 'Lax',
        secure: isHttps(c),
        maxAge: cookie.maxAgeSeconds,
      })
    }
  })
