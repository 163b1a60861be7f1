import type { Context } from 'hono'
import { setCookie } from 'hono/cookie'
import { Island } from '../../../client/islands/island'
import { ReferralPanel } from '../../../client/islands/loyalty/referral-panel'
import {
  REFERRAL_COOKIE,
  REFERRAL_COOKIE_DAYS,
} from '../../../shared/domain/referral/referral-config'
import type { AppEnv } from '../../http/app-env'
import { isReferralBrand, referralCookieValue } from '../../services/referral/referral-service'
import { clock } from '../../clock'

/** /myaccount/refer-a-friend (§2): the personal link, sharing and stats. The sister brand has
 * no referral (§2), so the page explains instead. */
export const referAFriendPage = {
  title: 'Refer a friend',
  body: async (c: Context<AppEnv>) => {
    if (!isReferralBrand(c.get('brand').id)) {
      return <p>Refer a friend is not available on this site.</p>
    }
    const user = await c.var.session.requireUser()
    const origin = new URL(c.req.url).origin
    const summary = await c.var.services.referrals.summary(
      user.id,
      c.get('brand'),
      origin,
      clock.now(),
    )
    return <Island name="referral-panel" component={ReferralPanel} props={{ summary }} />
  },
}

/** /r/{code}: a friend's personal link. Counts the opening, keeps the code in a cookie for the
 * registration that may follow, and goes home; an unknown code goes home too, without a
 * cookie. Never cached: the answer is a redirect that sets a cookie. */
export async function openReferralLink(c: Context<AppEnv>, code: string) {
  const now = clock.now()
  const candidate = code.toUpperCase()
  if (isReferralBrand(c.get('brand').id) && (await c.var.services.referrals.open(candidate))) {
    setCookie(c, REFERRAL_COOKIE, referralCookieValue(candidate, now), {
      httpOnly: true,
      sameSite: 'Lax',
      secure: new URL(c.req.url).protocol === 'https:',
      path: '/',
      maxAge: REFERRAL_COOKIE_DAYS * 24 * 60 * 60,
    })
  }
  c.header('cache-control', 'private, no-store')
  return c.redirect('/', 302)
}
