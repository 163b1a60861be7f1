import { respond } from '../../http/respond'
import { Hono } from 'hono'
import {
  MenuQuery,
  TilesQuery,
  MenuResponse,
  TilesResponse,
  TravelFacetsResponse,
} from '../../../shared/schemas/discovery'
import type { AppEnv } from '../../http/app-env'
import { validQuery } from '../../http/validate'
import { TILES_UNEXPECTED_DATA } from '../../services/discovery/tiles-service'
import { PUBLIC_TEN_MINUTES } from './cache-headers'
import { slugParam } from './content'
import { clock } from '../../clock'

/** Navigation data (§7): menus by slug, the homepage scroller's tiles, the travel facets. */
export const menus = new Hono<AppEnv>()
export const tiles = new Hono<AppEnv>()
export const travelFacets = new Hono<AppEnv>()

menus.get('/:slug', validQuery(MenuQuery), async (c) => {
  const { range, location } = c.req.valid('query')
  const body = await c.var.services.menus.menu(c.get('brand'), {
    slug: slugParam(c.req.param('slug')),
    range,
    location,
    now: clock.now(),
  })
  return respond(c, MenuResponse, body, 200, PUBLIC_TEN_MINUTES)
})

tiles.get('/', validQuery(TilesQuery, TILES_UNEXPECTED_DATA), async (c) => {
  const tiles = await c.var.services.tiles.tiles(c.get('brand'), c.req.valid('query'), clock.now())
  return respond(c, TilesResponse, tiles, 200, PUBLIC_TEN_MINUTES)
})

travelFacets.get('/', async (c) => {
  const body = await c.var.services.travelFacets.facets(c.get('brand'), clock.now())
  return respond(c, TravelFacetsResponse, body, 200, PUBLIC_TEN_MINUTES)
})
