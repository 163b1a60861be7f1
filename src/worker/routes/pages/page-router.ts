import { createMiddleware } from 'hono/factory'
import { TrieRouter } from 'hono/router/trie-router'
import { pathSegments } from '../../../shared/domain/paths'
import type { AppEnv } from '../../http/app-env'
import type { MatchedPage, PageLoader, PageRequest, PageRoute } from '../../http/page-match'
import { renderNotFound } from './not-found'

export type {
  MatchedPage,
  PageLoader,
  PageMatch,
  PageRequest,
  PageRoute,
} from '../../http/page-match'

interface Entry {
  route: PageRoute
  /** Index of each named segment in the pattern. */
  names: [string, number][]
}

/** Storefront pages by URL. Storefront §2 compares path segments lower-cased and decoded, with
 * trailing and doubled slashes ignored, which Hono's own routing (case-sensitive, on the raw
 * path) does not; so pages are matched with Hono's router on that normalised path, and loaders
 * still get the segments as written (a basket token or a search term keeps its case). The first
 * route registered that matches, and whose guard agrees, wins. */
export class PageRouter {
  readonly #router = new TrieRouter<Entry>()
  readonly #routes = new Set<PageRoute>()
  readonly #patterns: [string, PageRoute][] = []

  /** Every route declared, in registration order. */
  get routes(): readonly PageRoute[] {
    return [...this.#routes]
  }

  /** Every pattern declared with its route, in registration order (a test drives every page
   * from these, so a new page is covered without being listed again). */
  get patterns(): readonly (readonly [string, PageRoute])[] {
    return [...this.#patterns]
  }

  /** Every query parameter some cached page reads, for the page cache's fast path, which runs
   * before a route is matched. */
  cacheParams(): ReadonlySet<string> {
    return new Set(this.routes.flatMap(({ cache }) => (cache === 'private' ? [] : cache.params)))
  }

  on(patterns: string | readonly string[], route: PageRoute): this {
    this.#routes.add(route)
    for (const pattern of typeof patterns === 'string' ? [patterns] : patterns) {
      const names = pattern
        .split('/')
        .filter(Boolean)
        .flatMap((part, index): [string, number][] =>
          part.startsWith(':') ? [[part.slice(1).replace(/\{.*$/, ''), index]] : [],
        )
      this.#router.add('GET', pattern, { route, names })
      this.#patterns.push([pattern, route])
    }
    return this
  }

  match(url: URL): MatchedPage | null {
    const path = url.pathname.replace(/\/+$/, '') || '/'
    const written = path.split('/').filter(Boolean)
    const segments = pathSegments(url.pathname)
    const request: PageRequest = { segments, written, query: url.searchParams }
    const key = `/${segments.map((segment) => encodeURIComponent(segment)).join('/')}`
    for (const [{ route, names }] of this.#router.match('GET', key)[0]) {
      if (route.when && !route.when(request)) continue
      const params = Object.fromEntries(names.map(([name, index]) => [name, written[index] ?? '']))
      return { route, path, segments: written, params }
    }
    return null
  }
}

/** Finds the page's route before the page stack, so the page cache, protected pages, visit
 * records and skins read what the route declares (http/page-match.ts `PageFacts`). */
export const pageRoute = (router: PageRouter) =>
  createMiddleware<AppEnv>(async function pageRoute(c, next) {
    const found = router.match(new URL(c.req.url))
    if (found) {
      c.set('pageType', found.route.pageType)
      c.set('page', found)
    }
    await next()
  })

/** The matched page's loader; a path no route takes is not a page. */
export const loadPage = () =>
  createMiddleware<AppEnv>(async function loadPage(c, next) {
    const found = c.get('page')
    if (!found) return next()
    const { route, ...match } = found
    return route.load(c, { ...match, url: new URL(c.req.url) })
  })

/** A loader for paths of `min` to `max` segments; any other length is a 404. */
export const sized =
  (min: number, max: number, load: PageLoader): PageLoader =>
  (c, match) =>
    match.segments.length >= min && match.segments.length <= max
      ? load(c, match)
      : renderNotFound(c)

export const notFound: PageLoader = (c) => renderNotFound(c)

/** These pages read their segments lower-cased, as §2 compares them. */
export const lower = (segment: string | undefined) => (segment ?? '').toLowerCase()
export const lowerIfAny = (segment: string | undefined) => segment?.toLowerCase()

/** A page whose path is matched as written (these answered only to their exact spelling). */
export const spelled =
  (path: string) =>
  ({ written }: PageRequest) =>
    `/${written.join('/')}` === path
