import { respond } from '../../http/respond'
import { Hono, type Context } from 'hono'
import { deleteCookie, getCookie } from 'hono/cookie'
import { REFERRAL_COOKIE } from '../../../shared/domain/referral/referral-config'
import { ReferralShareRequest, ReferralSummaryResponse } from '../../../shared/schemas/referral'
import type { AppEnv } from '../../http/app-env'
import { validJson } from '../../http/validate'
import { signedIn } from './guards'
import { DomainError } from '../../errors'
import { isReferralBrand } from '../../services/referral/referral-service'
import { clock } from '../../clock'
import { errorFields, log } from '../../observability/logger'

const requireReferralBrand = (c: Context<AppEnv>) => {
  if (!isReferralBrand(c.get('brand').id)) {
    throw new DomainError('NOT_FOUND', 'Refer a friend is not available on this site')
  }
}

/** Refer a friend (§2 /myaccount/refer-a-friend, §3 'Referral'): the personal link with its
 * stats, and the count of shares. */
export const referral = new Hono<AppEnv>()

referral.get('/', async (c) => {
  requireReferralBrand(c)
  const user = await c.var.session.requireUser()
  const origin = new URL(c.req.url).origin
  const data = await c.var.services.referrals.summary(user.id, c.get('brand'), origin, clock.now())
  return respond(c, ReferralSummaryResponse, { data })
})

referral.post(
  '/share',
  async function referralBrand(c, next) {
    requireReferralBrand(c)
    await next()
  },
  signedIn(),
  validJson(ReferralShareRequest),
  async (c) => {
    const user = await c.var.session.requireUser()
    const { channel } = c.req.valid('json')
    await c.var.services.referrals.share(user.id, channel, clock.now())
    return c.body(null, 204)
  },
)

/** The sign-in hook (sign-in.ts completeSignIn): a new account opened through a friend's link is
 * attributed to that friend, and the cookie is spent either way. A failure is logged and never
 * stops the sign-in. */
export async function attributeReferral(c: Context<AppEnv>, userId: number) {
  const cookie = getCookie(c, REFERRAL_COOKIE)
  if (cookie === undefined) return
  deleteCookie(c, REFERRAL_COOKIE, { path: '/' })
  try {
    await c.var.services.referrals.attribute(userId, cookie, clock.now())
  } catch (error) {
    log.warn('referral-attribution-failed', {
      requestId: c.get('requestId'),
      ...errorFields(error),
    })
  }
}
