import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import { PERSONAL_COOKIES } from '../../../shared/config/cookies'
import { isCampaignParam } from '../../../shared/domain/marketing/landing-attribution'
import type { AppEnv } from '../../http/app-env'
import { CLIENT_ASSETS } from '../../render/client-assets'

// Both hashed names: a build that changes only the CSS must not serve pages that link the old
// stylesheet.
const hashOf = (file: string) => file.match(/-([\w-]+)\.(?:js|css)$/)?.[1]?.slice(0, 8) ?? 'dev'
const assetsVersion = `${hashOf(CLIENT_ASSETS.script)}${hashOf(CLIENT_ASSETS.stylesheet)}`

/** What a shared page entry varies with besides its URL. */
export interface KeyParts {
  brand: string
  location: string
  skin: string
  bot: boolean
  quality: number
}

/** The Cache API key of a page: brand, location, skin, audience, image quality, build, URL. */
export function pageCacheKey(url: URL, parts: KeyParts) {
  // Bots get the same HTML without the client script, so they have entries of their own.
  const audience = parts.bot ? 'bot' : 'web'
  // Image URLs carry the quality the client hints ask for (§9), so each level has its entry.
  // The build's asset hash: after a deploy no cached page may point at assets that are gone.
  const variant = `${audience}-q${parts.quality}-${assetsVersion}`
  return `https://page-cache.dealio.internal/${parts.brand}/${parts.location}/${parts.skin}/${variant}${pathAndQuery(url)}`
}

/** A cache key's tail: the path without trailing slashes and the query sorted, without campaign
 * tags (they change nothing in an answer; sc_cid is not one, a search campaign id can keep a
 * last-chance deal on sale, §4) or the `omit` parameters. Shared with edge-cache. */
export function pathAndQuery(url: URL, omit: readonly string[] = []): string {
  const params = [...url.searchParams.entries()]
    .filter(([k]) => !omit.includes(k) && !isCampaignParam(k))
    .sort(([a, av], [b, bv]) => (a === b ? av.localeCompare(bv) : a.localeCompare(b)))
  const query = new URLSearchParams(params).toString()
  const path = url.pathname.replace(/\/+$/, '') || '/'
  return `${path}${query ? `?${query}` : ''}`
}

/** A request is personal when it carries a session, basket or VIP cookie or an authorization
 * header: it neither reads nor fills a shared cache (this one or edge-cache's), so whatever is
 * personalised can never leak into an anonymous answer. */
export const isPersonalRequest = (c: Context<AppEnv>) =>
  PERSONAL_COOKIES.some((name) => getCookie(c, name) !== undefined) ||
  c.req.header('authorization') !== undefined
