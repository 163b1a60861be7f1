import type { Brand } from '../../shared/config/brands'
import type { Location } from '../../shared/schemas/location'
import type { PageType } from '../../shared/domain/pageType'
import type { Env } from '../env'
import type { RequestSession } from '../middleware/session'
import type { RequestServices } from '../services/request-services'
import type { MatchedPage } from './page-match'
import type { ClientHints } from './request-context'

/** Hono's request type: the bindings (env.ts, which imports nothing of ours) and the values
 * the middleware set on a request. It lives in the HTTP layer because it names the session,
 * the matched page and the request's services; services and storage take `Env`, never this
 * (test/unit/architecture/layer-imports.test.ts). */
interface AppVariables {
  requestId: string
  /** Fresh per response; every inline script React emits carries it (CSP). */
  nonce: string
  /** Brand, client IP, bot, hints and visitor id are set once by http/request-context.ts;
   * the location by its `withLocation` on the routes that read it. */
  brand: Brand
  location: Location
  isBot: boolean
  clientIp: string
  /** The client hints and the image quality they ask for (http/request-context.ts). */
  hints: ClientHints
  /** The experiments' visitor id the request carries, if valid (http/request-context.ts). */
  visitorId: string | null
  pageType: PageType
  /** The storefront page the URL names, found before the page stack (routes/pages/page-router). */
  page?: MatchedPage
  /** A page that must not be stored in shared caches says so here, for the page cache; it never
   * reaches the browser as a header. */
  cacheIntent?: CacheIntent
  /** The request's services, built lazily from one context (services/request-services.ts). */
  services: RequestServices
  /** Who the request acts for, read at most once (middleware/session.ts). */
  session: RequestSession
  /** Renders a request through the whole app again, for background cache refreshes. */
  renderAgain: (request: Request) => Promise<unknown>
}

/** 'private': personal or visitor-shaped, never stored by the page cache. */
type CacheIntent = 'private' | 'no-store'

export type AppEnv = { Bindings: Env; Variables: AppVariables }
