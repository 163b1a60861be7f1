import { Hono } from 'hono'
import { CodeRequest } from '../../../shared/schemas/wallet'
import type { AppEnv } from '../../env'
import { GiftClaimService } from '../../services/giftcards/gift-claim-service'
import { requireUser } from './customer-session'
import { bodyOf } from './json-body'
import { guardPersonal } from './wallet'
import { clock } from '../../clock'

/** POST /api/v1/gifts/claim {code}: an e-gift's vouchers move to the signed-in claimant, once. */
export const gifts = new Hono<AppEnv>()

guardPersonal(gifts, ['/gifts/*'])

gifts.post('/gifts/claim', async (c) => {
  const user = await requireUser(c)
  const { code } = await bodyOf(c, CodeRequest)
  const data = await new GiftClaimService(c.env.DB).claim(
    code,
    user.id,
    c.get('clientIp') ?? '',
    clock.now(),
  )
  return c.json({ data })
})
