import type { Context } from 'hono'
import type { AppEnv } from '../../env'
import type { Session } from '../../services/accounts/account-service'
import { adoptBasketOnLogin } from './basket-cookie'
import { setSessionCookie } from './customer-session'
import { rememberSessionEmail } from './email-cookie'
import { attributeReferral } from './referral'
import { mergeWishlistOnLogin } from './wishlist-cookie'

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
}
