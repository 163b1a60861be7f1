import type { Context } from 'hono'
import type { PageType } from '../../shared/domain/pageType'
import type { AppEnv } from './app-env'

/** The shapes of a storefront page route (routes/pages/page-router.ts). Here rather than beside
 * the router so the request's variables (http/app-env.ts `page`) name them without importing routes. */

/** What a page's loader is given: the URL as the shopper wrote it, cut by its route. */
export interface PageMatch {
  /** The URL as the pages see it (the marketing middleware drops campaign parameters). */
  url: URL
  /** The path without trailing slashes ('/' for the root). */
  path: string
  /** The path's segments as written: case and escapes kept. */
  segments: string[]
  /** The route's named segments, as written. */
  params: Record<string, string>
}

/** What a route's guard sees: the path's segments lower-cased and decoded, and the query. */
export interface PageRequest {
  segments: string[]
  written: string[]
  query: URLSearchParams
}

export type PageLoader = (c: Context<AppEnv>, match: PageMatch) => Response | Promise<Response>

/** Which query parameters key a page's page-cache entry (any other is dropped before the page
 * sees it), or 'private': personal, never stored by the page cache. */
export type PageCachePolicy = { readonly params: readonly string[] } | 'private'

/** Everything the page stack knows about a page, declared on its route and nowhere else: the
 * page cache reads `cache`, the login guard `login`, the shell `skin` and `travelMenu`. */
export interface PageFacts {
  pageType: PageType
  cache: PageCachePolicy
  /** A logged-out visitor is sent to log in first (middleware/protected-pages.ts). */
  login: boolean
  /** 'vip': the VIP skin (storefront §4); 'brand': the brand's scheduled skin, VIP only with
   * ?site=vip (render/skin-for.ts). */
  skin: 'brand' | 'vip'
  /** The shell shows the travel menu beside the main one (routes/pages/page-context.tsx; a path
   * under the brand's travel segment shows it too). */
  travelMenu: boolean
}

export interface PageRoute extends PageFacts {
  load: PageLoader
  /** A route that also depends on the query or on the written case answers only when true. */
  when?: (request: PageRequest) => boolean
}

export interface MatchedPage extends Omit<PageMatch, 'url'> {
  route: PageRoute
}
