import type { Context } from 'hono'
import { Hono } from 'hono'
import {
  AddBasketProductRequest,
  AddonRequest,
  BasketQuery,
  CustomerBasketQuery,
  BasketResponse,
  CreateBasketRequest,
  LinkBasketRequest,
  PatchBasketProductRequest,
  PutBasketRequest,
  VipStatusRequest,
} from '../../../shared/schemas/basket'
import type { AppEnv } from '../../http/app-env'
import { respond } from '../../http/respond'
import { validJson, validQuery } from '../../http/validate'
import {
  basketTokenCookie,
  clearBasketCookie,
  setBasketCookie,
  viewerMatching,
  viewerOf,
} from '../../http/cookies/basket'

/** §7 'Basket'. Baskets are personal: never cached, and every change must come from the
 * storefront's own origin (CSRF), like the customer calls. */
export const basket = new Hono<AppEnv>()

const service = (c: Context<AppEnv>) => c.var.services.basket

// §7: "new token read from the Location response header"; the cookie keeps it 7 days (§9).
basket.post('/', validJson(CreateBasketRequest), async (c) => {
  const body = c.req.valid('json')
  const viewer = await viewerMatching(c, body.customerToken)
  const data = await service(c).create(body, viewer)
  setBasketCookie(c, data.basketToken)
  c.header('location', `/api/v1/basket/${encodeURIComponent(data.basketToken)}`)
  return respond(c, BasketResponse, { data }, 201)
})

// By customer: the signed-in customer's open basket. The customerToken must be the session's.
basket.get('/', validQuery(CustomerBasketQuery), async (c) => {
  const query = c.req.valid('query')
  const viewer = await viewerMatching(c, query.customerToken)
  return respond(c, BasketResponse, {
    data: await service(c).forCustomer(viewer, query.giftPacks ?? false),
  })
})

basket.get('/:token', validQuery(BasketQuery), async (c) => {
  const { giftPacks } = c.req.valid('query')
  const data = await service(c).get(c.req.param('token'), await viewerOf(c), giftPacks ?? false)
  return respond(c, BasketResponse, { data })
})

basket.put('/:token', validJson(PutBasketRequest), async (c) => {
  const body = c.req.valid('json')
  const viewer = await viewerMatching(c, body.customerToken)
  return respond(c, BasketResponse, {
    data: await service(c).put(c.req.param('token'), body, viewer),
  })
})

// "PATCH basket/{token} to link a customer": only to the customer whose session this is.
basket.patch('/:token', validJson(LinkBasketRequest), async (c) => {
  const { customerToken } = c.req.valid('json')
  const viewer = await viewerMatching(c, customerToken)
  return respond(c, BasketResponse, { data: await service(c).link(c.req.param('token'), viewer) })
})

basket.post('/:token/product', validJson(AddBasketProductRequest), async (c) => {
  const body = c.req.valid('json')
  const data = await service(c).addProduct(c.req.param('token'), body, await viewerOf(c))
  return respond(c, BasketResponse, { data })
})

basket.patch('/:token/product/:id', validJson(PatchBasketProductRequest), async (c) => {
  const body = c.req.valid('json')
  const { token, id } = c.req.param()
  return respond(c, BasketResponse, {
    data: await service(c).patchLine(token, id, body, await viewerOf(c)),
  })
})

basket.delete('/:token/product/:productId', async (c) => {
  const { token, productId } = c.req.param()
  return respond(c, BasketResponse, {
    data: await service(c).deleteLine(token, productId, await viewerOf(c)),
  })
})

basket.post('/:token/addon', validJson(AddonRequest), async (c) => {
  const body = c.req.valid('json')
  return respond(c, BasketResponse, {
    data: await service(c).addon(c.req.param('token'), body, await viewerOf(c)),
  })
})

basket.post('/:token/vip-status', validJson(VipStatusRequest), async (c) => {
  const { vipStatus } = c.req.valid('json')
  const data = await service(c).setVipStatus(c.req.param('token'), vipStatus, await viewerOf(c))
  return respond(c, BasketResponse, { data })
})

// An abandoned basket takes no more changes, so the cookie stops pointing at it.
basket.post('/:token/basketabandon', async (c) => {
  const token = c.req.param('token')
  await service(c).abandon(token, await viewerOf(c))
  if (basketTokenCookie(c) === token) clearBasketCookie(c)
  return c.body(null, 204)
})
