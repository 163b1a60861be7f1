import { createMiddleware } from 'hono/factory'
import { isShortDealForm } from '../../shared/domain/paths'
import type { AppEnv } from '../http/app-env'

// Not pages: API calls, image keys and hashed asset names are matched exactly as written, and a
// redirect would only cost an API client a round trip.
const UNTOUCHED = new Set(['api', 'images', 'assets'])

// Pages whose later segments are case-sensitive values, not names: checkout and sandbox payment
// tokens, referral and gift-claim codes, voucher and order ids, back-office (merchant, partner)
// ids, account tokens. Their family name is lower-cased and their slashes collapsed; the rest is
// kept as written.
const CASE_KEPT = new Set([
  'checkout',
  'r',
  'mygift',
  'claim-gift',
  'sandbox',
  'dev',
  'merchant',
  'admin',
  'myaccount',
  'order-addon',
  'reset-password',
  'activate-password',
  'email-preferences',
])

/** The one spelling of a path: single slashes, no trailing slash, lower case (except a token's
 * own segments). Storefront §2 compares paths lower-cased with extra slashes ignored, so every
 * variant found the same page, but each also filled its own page-cache entry and printed its
 * own spelling in the canonical link.
 * @example canonicalPathOf('//Deals//London/') === '/deals/london'
 * @example canonicalPathOf('/CHECKOUT/AbC123') === '/checkout/AbC123' */
export function canonicalPathOf(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean)
  const family = segments[0]?.toLowerCase()
  if (family === undefined) return '/'
  if (UNTOUCHED.has(family)) return pathname
  // The short deal form (§2 writes it /{number}/{product id}/) has no letters to lower, and its
  // page moves it to the deal's own path in one hop.
  if (isShortDealForm(segments)) return pathname
  const kept = CASE_KEPT.has(family)
  const canonical = segments.map((segment, i) => (kept && i > 0 ? segment : segment.toLowerCase()))
  return `/${canonical.join('/')}`
}

/** A GET or HEAD for a page under another spelling is sent, 301 with its query, to the
 * canonical path before anything (brand, caches) reads it. */
export const canonicalPath = () =>
  createMiddleware<AppEnv>(async function canonicalPath(c, next) {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next()
    const url = new URL(c.req.url)
    const canonical = canonicalPathOf(url.pathname)
    if (canonical === url.pathname) return next()
    return c.redirect(`${canonical}${url.search}`, 301)
  })
