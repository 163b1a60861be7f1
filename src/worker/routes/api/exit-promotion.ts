import { respond } from '../../http/respond'
import { Hono } from 'hono'
import { getCookie } from 'hono/cookie'
import { CUSTOMER_TOKEN_COOKIES, LOCATION_COOKIE } from '../../../shared/config/cookies'
import { EXIT_PROMO_MAX_DEALS } from '../../../shared/config/constants'
import { resolveLocationShortName } from '../../../shared/domain/location'
import { pickExitPromotionDeals } from '../../../shared/domain/shell/exit-promotion'
import { CustomerToken, DealsResponse } from '../../../shared/schemas/discovery'
import type { DealSummary } from '../../../shared/schemas/deal'
import { ExitPromotionQuery } from '../../../shared/schemas/exit-promotion'
import type { AppEnv } from '../../http/app-env'
import { validQuery } from '../../http/validate'
import { seasonalFlags } from '../../render/skin-for'
import { PERSONAL } from './cache-headers'
import { clock } from '../../clock'

/** The exit promotion's deal cards (storefront §2, §9 "at most 6 deals, unique by id, fallback
 * chain recently viewed, then recommended, then new products") in one call: the customer token
 * that recommendations need is HttpOnly, so only the worker can ask for them. */
export const exitPromotion = new Hono<AppEnv>()

exitPromotion.get('/deals', validQuery(ExitPromotionQuery), async (c) => {
  const brand = c.get('brand')
  const now = clock.now()
  // §4: the special-promotion-off period switches the exit promotion off; a page cached just
  // before it began may still ask, and gets nothing to show.
  if (seasonalFlags(c).specialPromotionOff)
    return respond(c, DealsResponse, { deals: [] }, 200, PERSONAL)
  const rails = c.var.services.rails
  const ids = c.req.valid('query').id ?? []
  const token = CustomerToken.safeParse(
    CUSTOMER_TOKEN_COOKIES.map((name) => getCookie(c, name)).find(Boolean),
  )
  // Each link of the chain is asked only while the ones before leave room.
  const steps: (() => Promise<{ deals: DealSummary[] }>)[] = [
    async () => (ids.length > 0 ? rails.recentlyViewed(brand, ids, now) : { deals: [] }),
    async () =>
      token.success
        ? c.var.services.recommendations.recommendations(brand, {
            customerToken: token.data,
            limit: EXIT_PROMO_MAX_DEALS * 2,
            page: 0,
            pageSize: EXIT_PROMO_MAX_DEALS * 2,
            locationCookie: getCookie(c, LOCATION_COOKIE),
            now,
          })
        : { deals: [] },
    async () =>
      rails.newProducts(
        brand,
        // /api runs without the pages' location middleware: the cookie as recommendations read it.
        resolveLocationShortName({
          cookie: getCookie(c, LOCATION_COOKIE),
          knownShortNames: await c.var.services.catalog.knownLocationShortNames(brand.countryCode),
          brandDefault: brand.defaultLocation,
        }),
        { page: 0, pageSize: EXIT_PROMO_MAX_DEALS * 2 },
        now,
      ),
  ]
  const chain: DealSummary[][] = []
  for (const step of steps) {
    if (pickExitPromotionDeals(chain).length >= EXIT_PROMO_MAX_DEALS) break
    chain.push((await step()).deals)
  }
  return respond(c, DealsResponse, { deals: pickExitPromotionDeals(chain) }, 200, PERSONAL)
})
