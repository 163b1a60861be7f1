import { respond } from '../../http/respond'
import { Hono, type Context } from 'hono'
import { z } from 'zod'
import {
  isUsableCustomerToken,
  WISHLIST_MESSAGES,
} from '../../../shared/domain/wishlist/wishlist-rules'
import {
  WishlistPatchRequest,
  WishlistQuery,
  WishlistResponse,
  WishlistFlagsResponse,
  WishlistFlagResponse,
} from '../../../shared/schemas/wishlist'
import type { AppEnv } from '../../http/app-env'
import { validJson, validParams, validQuery } from '../../http/validate'
import { DomainError } from '../../errors'
import { type WishlistCaller } from '../../services/wishlist/wishlist-service'
import { tokenOf } from '../../http/cookies/customer-session'
import { setWishlistCookie, wishlistCookieOf } from '../../http/cookies/wishlist'
import { clock } from '../../clock'

// Digits only: coercion read '0x10' as deal 16 and '1e3' as deal 1000, a deal the path never named.
const DealId = z
  .string()
  .regex(/^[1-9]\d{0,15}$/)
  .transform(Number)
  .refine(Number.isSafeInteger)
const WishlistId = z.string().regex(/^[0-9a-f]{16,64}$/)

// Every malformed part of the path is the same 400, so which is judged first never shows.
const malformed = { message: WISHLIST_MESSAGES.argsMalformed }
const dealParam = validParams(z.object({ dealId: DealId }), malformed)
const listParam = validParams(z.object({ id: WishlistId }), malformed)
const listDealParams = validParams(z.object({ id: WishlistId, dealId: DealId }), malformed)

async function callerOf(c: Context<AppEnv>): Promise<WishlistCaller> {
  const user = await c.var.session.user()
  return { userId: user?.id ?? null, cookieId: wishlistCookieOf(c) }
}

/** §7 'Wishlist': the visitor's list and its add, remove, clear and merge calls. Every answer is
 * personal, and every change must come from our own origin (as for /customer/*). */
export const wishlist = new Hono<AppEnv>()

// §7 GET {wishlist}?customerToken. The token is never trusted from the query: it must be the
// session's own (403 otherwise), and §5 stops a token under 10 characters before any lookup.
wishlist.get('/', validQuery(WishlistQuery, WISHLIST_MESSAGES.argsMalformed), async (c) => {
  const { customerToken, page } = c.req.valid('query')
  const caller = await callerOf(c)
  if (customerToken !== undefined) {
    if (!isUsableCustomerToken(customerToken)) {
      throw new DomainError('INVALID', WISHLIST_MESSAGES.argsMalformed)
    }
    if (caller.userId === null || customerToken !== tokenOf(c)) {
      throw new DomainError('FORBIDDEN', 'The customer token is not this session’s')
    }
  }
  const service = c.var.services.wishlist
  const row = await service.current(caller)
  if (row) setWishlistCookie(c, row.id, 'fetch')
  return respond(
    c,
    WishlistResponse,
    await service.view(c.get('brand'), row, page, caller.userId !== null, clock.now()),
  )
})

wishlist.get('/flags', async (c) => {
  const service = c.var.services.wishlist
  return respond(
    c,
    WishlistFlagsResponse,
    await service.flags(await service.current(await callerOf(c))),
  )
})

// Storefront §7 'GET wishlist flag per item': is this one deal on the visitor's list?
wishlist.get('/deal/:dealId', dealParam, async (c) => {
  const { dealId } = c.req.valid('param')
  const service = c.var.services.wishlist
  const { dealIds } = await service.flags(await service.current(await callerOf(c)))
  return respond(c, WishlistFlagResponse, { data: { data: dealIds.includes(dealId) } })
})

wishlist.get(
  '/:id',
  validQuery(WishlistQuery, WISHLIST_MESSAGES.argsMalformed),
  listParam,
  async (c) => {
    const caller = await callerOf(c)
    const service = c.var.services.wishlist
    const row = await service.byId(c.req.valid('param').id, caller)
    const { page } = c.req.valid('query')
    return respond(
      c,
      WishlistResponse,
      await service.view(c.get('brand'), row, page, caller.userId !== null, clock.now()),
    )
  },
)

// §7 POST {wishlist}/deal/{dealId}: the first add, which creates the list (§4).
wishlist.post('/deal/:dealId', dealParam, async (c) => {
  const { dealId } = c.req.valid('param')
  const caller = await callerOf(c)
  const service = c.var.services.wishlist
  const now = clock.now()
  const row = await service.add(c.get('brand'), await service.current(caller), caller, dealId, now)
  setWishlistCookie(c, row.id, 'add')
  return respond(c, WishlistFlagsResponse, await service.flags(row), 201)
})

wishlist.post('/:id/deal/:dealId', listDealParams, async (c) => {
  const { id, dealId } = c.req.valid('param')
  const caller = await callerOf(c)
  const service = c.var.services.wishlist
  const row = await service.byId(id, caller)
  await service.add(c.get('brand'), row, caller, dealId, clock.now())
  setWishlistCookie(c, row.id, 'add')
  return respond(c, WishlistFlagsResponse, await service.flags(row), 201)
})

// §4 'reset on clear'. Registered before /:dealId so 'all' is never read as a deal id.
wishlist.delete('/:id/deal/all', listParam, async (c) => {
  const service = c.var.services.wishlist
  const row = await service.byId(c.req.valid('param').id, await callerOf(c))
  await service.clear(row, clock.now())
  return respond(c, WishlistFlagsResponse, await service.flags(row))
})

wishlist.delete('/:id/deal/:dealId', listDealParams, async (c) => {
  const { id, dealId } = c.req.valid('param')
  const service = c.var.services.wishlist
  const row = await service.byId(id, await callerOf(c))
  await service.remove(row, dealId, clock.now())
  return respond(c, WishlistFlagsResponse, await service.flags(row))
})

// §7 PATCH {wishlist}/{id} {operations:[{op:'merge', path:'/customerToken', value}]}: the value
// must be the session's own token; the anonymous list joins that customer's.
wishlist.patch('/:id', listParam, validJson(WishlistPatchRequest), async (c) => {
  const { id } = c.req.valid('param')
  const { operations } = c.req.valid('json')
  const value = operations[0]!.value
  if (!isUsableCustomerToken(value)) {
    throw new DomainError('INVALID', WISHLIST_MESSAGES.argsMalformed)
  }
  const user = await c.var.session.user()
  if (!user || value !== tokenOf(c)) {
    throw new DomainError('FORBIDDEN', 'The customer token is not this session’s')
  }
  const service = c.var.services.wishlist
  const own = await service.merge(id, user.id, clock.now())
  if (own) setWishlistCookie(c, own.id, 'fetch')
  return respond(c, WishlistResponse, await service.view(c.get('brand'), own, 0, true, clock.now()))
})

// §8 'URL missing': a wishlist call without the parts its path needs.
wishlist.all('/*', () => {
  throw new DomainError('INVALID', WISHLIST_MESSAGES.urlMissing)
})
