import { respond } from '../../http/respond'
import { Hono } from 'hono'
import { BRAND_IDS, BRANDS, type BrandId } from '../../../shared/config/brands'
import {
  ContentQuery,
  Slug,
  ContentPage,
  ScrollerResponse,
} from '../../../shared/schemas/discovery'
import type { AppEnv } from '../../http/app-env'
import { validQuery } from '../../http/validate'
import { DomainError } from '../../errors'
import { PUBLIC_TEN_MINUTES } from './cache-headers'
import { clock } from '../../clock'

/** A slug from the path, lower-cased (guide links are written in any case), or INVALID. */
export function slugParam(raw: string): string {
  const parsed = Slug.safeParse(raw.toLowerCase())
  if (!parsed.success)
    throw new DomainError('INVALID', 'A slug is lower-case letters, digits and -')
  return parsed.data
}

/** Slug content (§7 'slug content') and the scroller configuration by brand. */
export const content = new Hono<AppEnv>()
export const scroller = new Hono<AppEnv>()

content.get('/:slug', validQuery(ContentQuery), async (c) => {
  const slug = slugParam(c.req.param('slug'))
  const { location } = c.req.valid('query')
  const page = await c.var.services.content.page(c.get('brand'), slug, {
    location,
    now: clock.now(),
  })
  if (!page) throw new DomainError('NOT_FOUND', `No content '${slug}'`)
  return respond(c, ContentPage, page, 200, PUBLIC_TEN_MINUTES)
})

scroller.get('/:brand', async (c) => {
  const id = c.req.param('brand').toLowerCase()
  if (!BRAND_IDS.includes(id as BrandId)) {
    throw new DomainError('NOT_FOUND', `No brand '${id.slice(0, 40)}'`)
  }
  const body = await c.var.services.content.scroller(BRANDS[id as BrandId])
  return respond(c, ScrollerResponse, body, 200, PUBLIC_TEN_MINUTES)
})
