import { createMiddleware } from 'hono/factory'
import { getCookie } from 'hono/cookie'
import { resolveLocationShortName } from '../../shared/domain/location'
import type { AppEnv } from '../http/app-env'

/** Location from the `location` cookie, else the brand default. An unknown or garbled
 * short name falls back to the default: a stale cookie must never break a page. */
export const location = () =>
  createMiddleware<AppEnv>(async function location(c, next) {
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
    c.set('location', found)
    await next()
  })
