import { Hono } from 'hono'
import { csrf } from 'hono/csrf'
import { z } from 'zod'
import type { AppEnv } from '../../env'
import { DomainError } from '../../errors'
import { CatalogService } from '../../services/catalog/catalog-service'
import { DealResourceService } from '../../services/feeds/deal-resource-service'
import { ReviewService } from '../../services/reviews/review-service'
import { ReviewsQuery, SubmitReviewRequest } from '../../../shared/schemas/reviews'
import { currentUser, requireUser } from './customer-session'
import { bodyOf } from './json-body'
import { validQuery } from './valid-query'
import { clock } from '../../clock'

/** §7: "deal-keyed resource ... cached ten minutes, no revalidation on focus". */
const DEAL_RESOURCE_CACHE = 'public, max-age=600'

const DealId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER)

function dealIdOf(raw: string): number {
  const parsed = DealId.safeParse(raw)
  if (!parsed.success) throw new DomainError('INVALID', 'A deal id is a positive whole number')
  return parsed.data
}

/** Resources keyed by a deal id: the deal, its reviews and its social cue. */
export const dealResources = new Hono<AppEnv>()

// Anonymous visitors share one answer (userDealInfo for anyone); a signed-in customer's counts
// what they already bought, so theirs is private. Vary: Cookie keeps a browser from reusing the
// shared answer after signing in.
dealResources.get('/deal/:id', async (c) => {
  const id = dealIdOf(c.req.param('id'))
  const user = await currentUser(c)
  const deal = await new CatalogService(c.env.DB).dealById(c.get('brand'), id, {
    customerId: user?.id ?? null,
  })
  if (!deal) throw new DomainError('NOT_FOUND', `No deal ${id}`)
  c.header('cache-control', user ? 'private, no-store' : DEAL_RESOURCE_CACHE)
  c.header('vary', 'Cookie')
  return c.json(deal)
})

dealResources.get('/deal/:id/reviews', validQuery(ReviewsQuery), async (c) => {
  const id = dealIdOf(c.req.param('id'))
  const { page, sortBy, filterByDeal } = c.req.valid('query')
  const body = await new ReviewService(c.env.DB).page(c.get('brand'), id, {
    page,
    sort: sortBy,
    merchantWide: !filterByDeal,
  })
  c.header('cache-control', DEAL_RESOURCE_CACHE)
  return c.json(body)
})

// Verified-purchase reviews (issue 7): signed in, from our own origin, never cached.
dealResources.post('/deal/:id/reviews', csrf(), async (c) => {
  const id = dealIdOf(c.req.param('id'))
  const user = await requireUser(c)
  const input = await bodyOf(c, SubmitReviewRequest)
  const body = await new ReviewService(c.env.DB).submit(
    c.get('brand'),
    user,
    id,
    input,
    clock.now(),
  )
  return c.json(body, 201, { 'cache-control': 'private, no-store' })
})

dealResources.get('/deal/:id/social-cue', async (c) => {
  const id = dealIdOf(c.req.param('id'))
  const body = await new DealResourceService(c.env.DB).socialCue(c.get('brand'), id, clock.now())
  c.header('cache-control', DEAL_RESOURCE_CACHE)
  return c.json(body)
})
