import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import { parse } from 'hono/utils/cookie'
import { brandFromHost, type Brand } from '../../shared/config/brands'
import { isSearchBot } from '../../shared/domain/bot'
import { imageQuality, type ImageQuality } from '../../shared/domain/deal/image-quality'
import { VISITOR_COOKIE } from '../../shared/domain/experiments/experiment-cookies'
import { resolveLocationShortName } from '../../shared/domain/location'
import { TrackingSessionId } from '../../shared/schemas/tracking'
import type { Location } from '../../shared/schemas/location'
import type { AppEnv } from './app-env'

/** What a page reads of the Save-Data and ECT client hints (§9): the image quality they ask for. */
export interface ClientHints {
  saveData: string | undefined
  ect: string | undefined
  quality: ImageQuality
}

/** Everything about a request that is a fact of the request itself, as plain values. */
export interface RequestContext {
  brand: Brand
  /** `CF-Connecting-IP` (set by the edge), then `X-Forwarded-For`'s first hop, else ''. The
   * spec's edge-trace lookup (§7) is the browser's fallback when neither exists (`wrangler
   * dev`); the page then keeps the IP empty (§8). */
  clientIp: string
  /** A search-engine crawler: gets no client script, no cookies, its own cache entries. */
  isBot: boolean
  hints: ClientHints
  /** The experiments' visitor id the request carries, when it is one we could have written;
   * the arms follow from it (middleware/experiments.ts). */
  visitorId: string | null
}

// Hono's own cookie parser (what getCookie uses), on the request alone.
const cookieOf = (request: Request, name: string): string | undefined => {
  const header = request.headers.get('cookie')
  return header ? parse(header, name)[name] : undefined
}

/** The request's facts, computed once from the request alone (Shopify Hydrogen's
 * `createHydrogenRouterContext` is the model): no middleware computes one of these on its own,
 * and the page cache's fast path reads the same values the full chain does. */
export function createRequestContext(request: Request): RequestContext {
  const headers = request.headers
  const saveData = headers.get('save-data') ?? undefined
  const ect = headers.get('ect') ?? undefined
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim()
  const visitor = TrackingSessionId.safeParse(cookieOf(request, VISITOR_COOKIE))
  return {
    brand: brandFromHost(headers.get('host') ?? new URL(request.url).host),
    clientIp: headers.get('cf-connecting-ip') ?? forwarded ?? '',
    isBot: isSearchBot(headers.get('user-agent') ?? undefined),
    hints: { saveData, ect, quality: imageQuality({ saveData, ect }) },
    visitorId: visitor.success ? visitor.data : null,
  }
}

/** Sets the request context on Hono's context, once, before anything reads it. */
export const requestContext = () =>
  createMiddleware<AppEnv>(async function requestContext(c, next) {
    const context = createRequestContext(c.req.raw)
    c.set('brand', context.brand)
    c.set('clientIp', context.clientIp)
    c.set('isBot', context.isBot)
    c.set('hints', context.hints)
    c.set('visitorId', context.visitorId)
    await next()
  })

/** The visitor's location: the `location` cookie, else the brand default. The one fact that
 * needs D1 (the brand's known locations), so it is loaded only for the routes that read it
 * (`withLocation`). An unknown or garbled short name falls back to the default: a stale cookie
 * must never break a page. */
export async function resolveLocation(c: Context<AppEnv>): Promise<Location> {
  const brand = c.get('brand')
  // c.get, not c.var: Hono builds c.var afresh from every variable on each read.
  const catalog = c.get('services').catalog
  const known = await catalog.knownLocationShortNames(brand.countryCode)
  const shortName = resolveLocationShortName({
    cookie: getCookie(c, 'location'),
    knownShortNames: known,
    brandDefault: brand.defaultLocation,
  })
  const found = await catalog.findLocation(shortName, brand.countryCode)
  if (!found) throw new Error(`Brand default location ${shortName} is missing from D1: seed it`)
  return found
}

/** Loads the location onto the context for the routes that read it (pages, sign-in, …). */
export const withLocation = () =>
  createMiddleware<AppEnv>(async function withLocation(c, next) {
    c.set('location', await resolveLocation(c))
    await next()
  })
