import { respond } from '../../http/respond'
import { Hono } from 'hono'
import {
  CodeRequest,
  GiftCardRedeemResponse,
  GiftCardIssueResponse,
} from '../../../shared/schemas/wallet'
import type { AppEnv } from '../../http/app-env'
import { validJson } from '../../http/validate'
import { signedIn } from './guards'
import { DomainError } from '../../errors'
import { clock } from '../../clock'
import { isLocalDevelopment } from '../../../shared/domain/local-development'

/** POST /api/v1/giftcards/redeem {code}: the card's value into the signed-in wallet, once. */
export const giftcards = new Hono<AppEnv>()

giftcards.post('/redeem', signedIn(), validJson(CodeRequest), async (c) => {
  const user = await c.var.session.requireUser()
  const { code } = c.req.valid('json')
  const data = await c.var.services.giftCards.redeem(
    code,
    user.id,
    c.get('clientIp') ?? '',
    clock.now(),
  )
  return respond(c, GiftCardRedeemResponse, { data })
})

// Like /dev/mailbox, only local development and the tests can mint cards (local-development.ts),
// so the browser test has a fresh card however often it runs against the same local database.
giftcards.post('/dev-issue', async (c) => {
  if (!isLocalDevelopment(c.env, c.req.url)) {
    throw new DomainError('NOT_FOUND', 'No such resource')
  }
  const code = await c.var.services.giftCards.issue(2000, 'GBP', clock.now())
  return respond(
    c,
    GiftCardIssueResponse,
    { data: { code, amount: 2000, currency: 'GBP' as const } },
    201,
  )
})
