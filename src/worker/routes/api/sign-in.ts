import type { Context } from 'hono'
import type { SignInKind } from '../../../shared/domain/account/sign-in-consent'
import type { AppEnv } from '../../http/app-env'
import { originOf } from './account-request'
import type { Session } from '../../services/accounts/account-service'
import { adoptBasketOnLogin } from '../../http/cookies/basket'
import { setSessionCookie } from '../../http/cookies/customer-session'
import { adoptHomeLocationOnLogin } from '../../http/cookies/location'
import { rememberSessionEmail } from '../../http/cookies/email'
import { attributeReferral } from './referral'
import { mergeWishlistOnLogin } from '../../http/cookies/wishlist'
import { errorFields, log } from '../../observability/logger'

/** What every way of signing in ends with (password, Google, Facebook, express registration):
 * the session cookie, and the anonymous basket reconciled with the customer's own
 * (transactions §4 'Auth': "The basket token is reconciled with the customer's basket on
 * login"). */
export async function completeSignIn(c: Context<AppEnv>, session: Session) {
  setSessionCookie(c, session)
  await rememberSessionEmail(c, session)
  await adoptBasketOnLogin(c, session.userId)
  // Transactions §3 'Wishlist': the anonymous list joins the customer's on login.
  await mergeWishlistOnLogin(c, session.userId)
  // Transactions §4 'Referral': a new account opened through a friend's link is theirs.
  await attributeReferral(c, session.userId)
  // The town saved in the account details is where the pages take the shopper from now on.
  await adoptHomeLocationOnLogin(c, session.userId)
}

/** The consent line under the button the shopper clicked (transactions §1): may subscribe them
 * to the daily email of their location (the `location` middleware's). A failure is logged and
 * the sign-in stands: the shopper can still subscribe from their account. */
export async function applySignInConsent(
  c: Context<AppEnv>,
  email: string,
  signIn: { kind: SignInKind; consent: boolean | undefined },
) {
  if (!signIn.consent) return
  try {
    await c.var.services.subscriptions.consentAtSignIn(
      email.trim(),
      c.get('location').shortName,
      originOf(c),
      { kind: signIn.kind, consent: true },
    )
  } catch (err) {
    log.error('sign-in-consent-failed', { requestId: c.get('requestId'), ...errorFields(err) })
  }
}
