import { respond } from '../../http/respond'
import { DealReviewsResponse, SocialCueResponse } from '../../../shared/schemas/feed'
import { Deal } from '../../../shared/schemas/deal'
import { Hono } from 'hono'
import { z } from 'zod'
import { personal } from '../../http/personal'
import type { AppEnv } from '../../http/app-env'
import { validJson, validParams, validQuery } from '../../http/validate'
import { signedIn } from './guards'
import { DomainError } from '../../errors'
import {
  ReviewsQuery,
  SubmitReviewRequest,
  SubmitReviewResponse,
} from '../../../shared/schemas/reviews'
import { clock } from '../../clock'
import { hideUnopenedDeal, mayPreviewDeal } from './unopened-deal'

/** §7: "deal-keyed resource ... cached ten minutes, no revalidation on focus". */
const DEAL_RESOURCE_CACHE = 'public, max-age=600'

const DealId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER)

const DEAL_ID_MESSAGE = 'A deal id is a positive whole number'

const dealParam = validParams(z.object({ id: DealId }), { message: DEAL_ID_MESSAGE })
const opened = hideUnopenedDeal('id')

/** Resources keyed by a deal id: the deal, its reviews and its social cue. */
export const dealResources = new Hono<AppEnv>()

// Anonymous visitors share one answer (userDealInfo for anyone); a signed-in customer's counts
// what they already bought, so theirs is private. Vary: Cookie keeps a browser from reusing the
// shared answer after signing in. A deal that has not opened is a 404 like an unknown id, but
// for an admin or its own merchant previewing it (anyone could once read it before its
// launch; another merchant may not either).
dealResources.get('/:id', dealParam, async (c) => {
  const { id } = c.req.valid('param')
  const [user, staff, preview] = await Promise.all([
    c.var.session.user(),
    c.var.session.staff(),
    mayPreviewDeal(c, id),
  ])
  const deal = await c.var.services.catalog.dealById(c.get('brand'), id, {
    customerId: user?.id ?? null,
    ...(preview ? {} : { openedBy: clock.now() }),
  })
  if (!deal) throw new DomainError('NOT_FOUND', `No deal ${id}`)
  c.header('cache-control', user || staff ? 'private, no-store' : DEAL_RESOURCE_CACHE)
  c.header('vary', 'Cookie')
  return respond(c, Deal, deal)
})

// The query is judged before the id, as it always was.
dealResources.get('/:id/reviews', validQuery(ReviewsQuery), dealParam, opened, async (c) => {
  const { id } = c.req.valid('param')
  const { page, sortBy, filterByDeal } = c.req.valid('query')
  const body = await c.var.services.reviews.page(c.get('brand'), id, {
    page,
    sort: sortBy,
    merchantWide: !filterByDeal,
  })
  c.header('cache-control', DEAL_RESOURCE_CACHE)
  return respond(c, DealReviewsResponse, body)
})

// Verified-purchase reviews: signed in, from our own origin, never cached.
dealResources.post(
  '/:id/reviews',
  personal(),
  dealParam,
  signedIn(),
  opened,
  validJson(SubmitReviewRequest),
  async (c) => {
    const { id } = c.req.valid('param')
    const user = await c.var.session.requireUser()
    const input = c.req.valid('json')
    const body = await c.var.services.reviews.submit(c.get('brand'), user, id, input, clock.now())
    return respond(c, SubmitReviewResponse, body, 201)
  },
)

dealResources.get('/:id/social-cue', dealParam, opened, async (c) => {
  const { id } = c.req.valid('param')
  const body = await c.var.services.dealResources.socialCue(c.get('brand'), id, clock.now())
  c.header('cache-control', DEAL_RESOURCE_CACHE)
  return respond(c, SocialCueResponse, body)
})
