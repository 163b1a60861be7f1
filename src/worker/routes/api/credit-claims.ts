import { respond } from '../../http/respond'
import { Hono } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { creditValidationParam } from '../../../shared/domain/deal/credit-validation'
import { creditClaimMessage } from '../../../shared/domain/wallet/credit-claim-outcome'
import { CreditClaimRequest, CreditClaimResponse } from '../../../shared/schemas/wallet'
import type { AppEnv } from '../../http/app-env'
import { validJson } from '../../http/validate'
import { clock } from '../../clock'

/** The §4 "stored in the session" credit_validation code of a signed-out visitor, claimed when
 * they come back signed in. HttpOnly: only the server reads it. */
const PENDING_CREDIT_COOKIE = 'pending_credit'
const PENDING_SECONDS = 60 * 60

/** POST /api/v1/credit-claims {id}: §7 'campaign-credit-claim'. 200 with §3's status,
 * creditAmount and currency plus the §8 message, so the page shows the words as they are; the
 * one 4xx is a campaign of the other currency than this brand's (a 422 saying where to claim
 * it). An empty id means "the code kept from before login". */
export const creditClaims = new Hono<AppEnv>()

creditClaims.post('/', validJson(CreditClaimRequest), async (c) => {
  const { id } = c.req.valid('json')
  const sent = creditValidationParam(String(id))
  const code = sent ?? creditValidationParam(getCookie(c, PENDING_CREDIT_COOKIE))
  const user = await c.var.session.user()
  await c.var.services.creditClaims.guardAttempt(
    { userId: user?.id ?? null, ip: c.get('clientIp') ?? '' },
    clock.now(),
  )
  if (!user) {
    if (sent) {
      setCookie(c, PENDING_CREDIT_COOKIE, sent, {
        httpOnly: true,
        sameSite: 'Lax',
        secure: new URL(c.req.url).protocol === 'https:',
        path: '/',
        maxAge: PENDING_SECONDS,
      })
    }
    const status = sent || code ? 'LOGIN' : 'INVALID'
    return respond(c, CreditClaimResponse, {
      data: {
        status,
        creditAmount: null,
        currency: null,
        message: creditClaimMessage(status, null, null),
      },
    })
  }
  if (getCookie(c, PENDING_CREDIT_COOKIE)) deleteCookie(c, PENDING_CREDIT_COOKIE, { path: '/' })
  const data = await c.var.services.creditClaims.claim(
    code ?? '',
    user.id,
    clock.now(),
    c.get('brand').currency,
  )
  return respond(c, CreditClaimResponse, { data })
})
