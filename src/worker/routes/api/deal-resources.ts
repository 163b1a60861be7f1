import { Hono } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '../../env'
import { DomainError } from '../../errors'
import { CatalogService } from '../../services/catalog/catalog-service'
import { DealResourceService } from '../../services/feeds/deal-resource-service'

/** §7: "deal-keyed resource ... cached ten minutes, no revalidation on focus". */
const DEAL_RESOURCE_CACHE = 'public, max-age=600'

const DealId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER)
const ReviewsQuery = z.object({ page: z.coerce.number().int().min(0).max(10_000).default(0) })

function dealIdOf(raw: string): number {
  const parsed = DealId.safeParse(raw)
  if (!parsed.success) throw new DomainError('INVALID', 'A deal id is a positive whole number')
  return parsed.data
}

/** Resources keyed by a deal id: the deal, its reviews and its social cue. */
export const dealResources = new Hono<AppEnv>()

dealResources.get('/deal/:id', async (c) => {
  const id = dealIdOf(c.req.param('id'))
  const deal = await new CatalogService(c.env.DB).dealById(c.get('brand'), id)
  if (!deal) throw new DomainError('NOT_FOUND', `No deal ${id}`)
  c.header('cache-control', DEAL_RESOURCE_CACHE)
  return c.json(deal)
})

dealResources.get('/deal/:id/reviews', async (c) => {
  const id = dealIdOf(c.req.param('id'))
  const query = ReviewsQuery.safeParse({ page: c.req.query('page') })
  if (!query.success) throw new DomainError('INVALID', 'page must be a whole number from 0')
  const body = await new DealResourceService(c.env.DB).reviews(c.get('brand'), id, query.data.page)
  c.header('cache-control', DEAL_RESOURCE_CACHE)
  return c.json(body)
})

dealResources.get('/deal/:id/social-cue', async (c) => {
  const id = dealIdOf(c.req.param('id'))
  const body = await new DealResourceService(c.env.DB).socialCue(c.get('brand'), id, new Date())
  c.header('cache-control', DEAL_RESOURCE_CACHE)
  return c.json(body)
})
