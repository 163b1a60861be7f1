import { respond } from '../../http/respond'
import { Hono } from 'hono'
import { getCookie } from 'hono/cookie'
import { LOCATION_COOKIE } from '../../../shared/config/cookies'
import {
  BuyAgainQuery,
  CustomerToken,
  NewProductsQuery,
  PreviewQuery,
  RecentlyViewedQuery,
  RecommendationsQuery,
  DealsResponse,
} from '../../../shared/schemas/discovery'
import type { AppEnv } from '../../http/app-env'
import { validParams, validQuery } from '../../http/validate'
import { z } from 'zod'
import { PERSONAL, PUBLIC_TEN_MINUTES } from './cache-headers'
import { slugParam } from './content'
import { clock } from '../../clock'

/** Home-page rails (§3 'Home-page rails') and the category preview (§7). */
export const preview = new Hono<AppEnv>()
export const recentlyViewed = new Hono<AppEnv>()
export const recommendations = new Hono<AppEnv>()
export const newProducts = new Hono<AppEnv>()
export const buyAgain = new Hono<AppEnv>()

preview.get('/:category', validQuery(PreviewQuery), async (c) => {
  const { page, pageSize, location } = c.req.valid('query')
  const body = await c.var.services.rails.preview(
    c.get('brand'),
    slugParam(c.req.param('category')),
    { page, pageSize, location },
    clock.now(),
  )
  return respond(c, DealsResponse, body, 200, PUBLIC_TEN_MINUTES)
})

recentlyViewed.get('/', validQuery(RecentlyViewedQuery), async (c) => {
  const { id } = c.req.valid('query')
  const body = await c.var.services.rails.recentlyViewed(c.get('brand'), id, clock.now())
  return respond(c, DealsResponse, body, 200, PUBLIC_TEN_MINUTES)
})

// The query is judged before the token, as it always was.
recommendations.get(
  '/:customerToken',
  validQuery(RecommendationsQuery),
  validParams(z.object({ customerToken: CustomerToken }), { message: 'Not a customer token' }),
  async (c) => {
    const body = await c.var.services.recommendations.recommendations(c.get('brand'), {
      ...c.req.valid('query'),
      customerToken: c.req.valid('param').customerToken,
      locationCookie: getCookie(c, LOCATION_COOKIE),
      now: clock.now(),
    })
    return respond(c, DealsResponse, body, 200, PERSONAL)
  },
)

newProducts.get('/:location', validQuery(NewProductsQuery), async (c) => {
  const body = await c.var.services.rails.newProducts(
    c.get('brand'),
    slugParam(c.req.param('location')),
    c.req.valid('query'),
    clock.now(),
  )
  return respond(c, DealsResponse, body, 200, PUBLIC_TEN_MINUTES)
})

buyAgain.get('/', validQuery(BuyAgainQuery), async (c) => {
  // Personal: only the session says whose orders to read. No session is an empty rail.
  const user = await c.var.session.user()
  const body = await c.var.services.rails.buyAgain(
    c.get('brand'),
    user?.id ?? null,
    c.req.valid('query'),
    clock.now(),
  )
  return respond(c, DealsResponse, body, 200, PERSONAL)
})
