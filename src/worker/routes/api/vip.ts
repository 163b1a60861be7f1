import { respond } from '../../http/respond'
import { Hono } from 'hono'
import {
  VipCancelRequest,
  VipSubscribeRequest,
  VipMembershipResponse,
  VipCancelResponse,
  VipSubscribeResponse,
} from '../../../shared/schemas/vip'
import type { AppEnv } from '../../http/app-env'
import { validJson } from '../../http/validate'
import { signedIn } from './guards'
import { vipCancel, vipMembershipStatus } from '../../services/vip/vip-lifecycle'
import { vipSubscribe } from '../../services/vip/vip-subscribe'
import { clock } from '../../clock'

/** /vip/*: the signed-in customer's membership after the purchase (transactions §4 'VIP
 * cancellation', §1 subscription). Personal and state-changing: same origin only, never cached. */
export const vip = new Hono<AppEnv>()

vip.get('/membership', async (c) => {
  const user = await c.var.session.requireUser()
  const data = await vipMembershipStatus(c.env.DB, user.id, c.get('brand').currency, clock.now())
  return respond(c, VipMembershipResponse, { data })
})

vip.post('/cancel', signedIn(), validJson(VipCancelRequest), async (c) => {
  const user = await c.var.session.requireUser()
  const request = c.req.valid('json')
  return respond(c, VipCancelResponse, {
    data: await vipCancel(c.env.DB, user.id, request, clock.now()),
  })
})

vip.post('/subscribe', signedIn(), validJson(VipSubscribeRequest), async (c) => {
  const user = await c.var.session.requireUser()
  const request = c.req.valid('json')
  const brand = c.get('brand')
  const data = await vipSubscribe(
    { env: c.env, db: c.env.DB },
    { userId: user.id, brand: brand.id, currency: brand.currency },
    request,
    clock.now(),
  )
  return respond(c, VipSubscribeResponse, { data }, 201)
})
