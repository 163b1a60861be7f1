import { respond } from '../../http/respond'
import type { Context } from 'hono'
import { Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import {
  FacebookAuthenticateRequest,
  GoogleSignInRequest,
  SocialSignInResponse,
} from '../../../shared/schemas/social-login'
import type { AppEnv } from '../../http/app-env'
import { validJson } from '../../http/validate'
import type { SocialUser } from '../../services/accounts/social-login-service'
import { tokenOf } from '../../http/cookies/customer-session'
import { applySignInConsent, completeSignIn } from './sign-in'
import { withLocation } from '../../http/request-context'
import type { SignInKind } from '../../../shared/domain/account/sign-in-consent'

/** transactions §7 'Account': Facebook authenticate, Google login and Google user registration.
 * Same guards as accounts.ts: same-origin state changes only, and nothing personal cached. */
export const socialLogin = new Hono<AppEnv>()

const SIGN_IN_PATHS = ['/google/login', '/google/register', '/facebook/authenticate'] as const

// Every attempt counts toward the password login's per-IP limit: an ID token is a
// credential too, and without a limit these endpoints were an unmetered oracle. Exact paths:
// a '*' middleware here would also meter the other sub-apps' customer routes.
const signInRate = createMiddleware<AppEnv>(async function signInRate(c, next) {
  await c.var.services.accounts.guardSignInIp(c.get('clientIp') ?? '')
  await next()
})
for (const path of SIGN_IN_PATHS) socialLogin.use(path, signInRate, withLocation())

const serviceFor = (c: Context<AppEnv>) => c.var.services.socialLogins

/** A provider-proven user gets a remembered session, like the storefront's own sign-in
 * buttons; the token the request carried stops working (rotation).
 * Lockout, decided: the 15-minute lock after failed passwords does not stop a social
 * sign-in, since it defends the password and the provider has authenticated the person without
 * it; an admin's lock does (AccountService.refuseStaffLocked). */
async function signedIn(
  c: Context<AppEnv>,
  user: SocialUser,
  signIn: { kind: SignInKind; consent: boolean | undefined },
) {
  const accounts = c.var.services.accounts
  await accounts.refuseStaffLocked(user.id)
  const previous = tokenOf(c)
  const session = await accounts.openSession(user.id, {
    rememberMe: true,
    ip: c.get('clientIp') ?? '',
    userAgent: c.req.header('user-agent') ?? null,
  })
  if (previous) await accounts.logout(previous)
  await completeSignIn(c, session)
  await applySignInConsent(c, user.email, signIn)
  return respond(c, SocialSignInResponse, {
    data: { authenticated: true, firstName: user.firstName },
  } as const satisfies SocialSignInResponse)
}

// Also the one-tap endpoint: its `credential` is the same ID token.
socialLogin.post('/google/login', validJson(GoogleSignInRequest), async (c) => {
  const { idToken, emailConsent } = c.req.valid('json')
  const user = await serviceFor(c).google(idToken, { mayCreate: false, brand: c.get('brand').id })
  return signedIn(c, user, { kind: 'login', consent: emailConsent })
})

socialLogin.post('/google/register', validJson(GoogleSignInRequest), async (c) => {
  const { idToken, emailConsent } = c.req.valid('json')
  const user = await serviceFor(c).google(idToken, { mayCreate: true, brand: c.get('brand').id })
  // Counted as a login: registration may link an existing account holding the same address,
  // whose owner may have unsubscribed; a truly new address has never decided and is subscribed.
  return signedIn(c, user, { kind: 'login', consent: emailConsent })
})

socialLogin.post('/facebook/authenticate', validJson(FacebookAuthenticateRequest), async (c) => {
  const { accessToken, emailConsent } = c.req.valid('json')
  const user = await serviceFor(c).facebook(accessToken, { brand: c.get('brand').id })
  // Counted as a login, as Google registration is: a new address has never decided.
  return signedIn(c, user, { kind: 'login', consent: emailConsent })
})
