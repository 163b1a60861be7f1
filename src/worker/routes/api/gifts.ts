import { respond } from '../../http/respond'
import { Hono } from 'hono'
import { CodeRequest, GiftClaimResponse } from '../../../shared/schemas/wallet'
import type { AppEnv } from '../../http/app-env'
import { validJson } from '../../http/validate'
import { signedIn } from './guards'
import { clock } from '../../clock'

/** POST /api/v1/gifts/claim {code}: an e-gift's vouchers move to the signed-in claimant, once. */
export const gifts = new Hono<AppEnv>()

gifts.post('/claim', signedIn(), validJson(CodeRequest), async (c) => {
  const user = await c.var.session.requireUser()
  const { code } = c.req.valid('json')
  const data = await c.var.services.giftClaims.claim(
    code,
    user.id,
    c.get('clientIp') ?? '',
    clock.now(),
  )
  return respond(c, GiftClaimResponse, { data })
})
