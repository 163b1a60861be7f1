import type { D1Database, ExecutionContext, Fetcher, KVNamespace } from '@cloudflare/workers-types'
import type { Brand } from '../shared/config/brands'
import type { Location } from '../shared/schemas/location'
import type { PageType } from '../shared/domain/pageType'

/** Bindings declared in wrangler.toml. Written by hand (not `wrangler types`) so the
 * project can keep the DOM lib for client code without clashing global runtime types. */
export interface Env {
  DB: D1Database
  FEED_CACHE: KVNamespace
  ASSETS: Fetcher
  ENVIRONMENT: string
  /** Seconds a cached page counts as fresh; overrides PAGE_CACHE.maxAgeSeconds (tests). */
  PAGE_CACHE_MAX_AGE?: string
  /** Bearer token the log service (POST /api/v1/log) requires when set (storefront §7). */
  LOG_TOKEN?: string
}

export interface AppVariables {
  requestId: string
  /** Fresh per response; every inline script React emits carries it (CSP). */
  nonce: string
  brand: Brand
  location: Location
  isBot: boolean
  clientIp: string
  pageType: PageType
  /** Renders a request through the whole app again, for background cache refreshes. */
  renderAgain: (request: Request) => Promise<unknown>
}

export type AppEnv = { Bindings: Env; Variables: AppVariables }

export type { ExecutionContext }
