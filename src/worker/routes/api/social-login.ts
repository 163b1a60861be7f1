import type { Context } from 'hono'
import { Hono } from 'hono'
import { csrf } from 'hono/csrf'
import {
  FacebookAuthenticateRequest,
  GoogleSignInRequest,
  type SocialSignInResponse,
} from '../../../shared/schemas/social-login'
import type { AppEnv } from '../../env'
import { AccountService } from '../../services/accounts/account-service'
import { SocialLoginService, socialLoginConfig } from '../../services/accounts/social-login-service'
import type { SocialUser } from '../../storage/social-identity-repository'
import { tokenOf } from './customer-session'
import { completeSignIn } from './sign-in'
import { bodyOf } from './json-body'

/** transactions §7 'Account': Facebook authenticate, Google login and Google user registration.
 * Same guards as accounts.ts: same-origin state changes only, and nothing personal cached. */
export const socialLogin = new Hono<AppEnv>()

socialLogin.use('/customer/*', csrf())
socialLogin.use('/customer/*', async function noStore(c, next) {
  await next()
  c.header('cache-control', 'private, no-store')
})

const serviceFor = (c: Context<AppEnv>) =>
  new SocialLoginService(c.env.DB, socialLoginConfig(c.env))

/** A provider-proven user gets a remembered session, like the storefront's own sign-in
 * buttons; the token the request carried stops working (rotation). */
async function signedIn(c: Context<AppEnv>, user: SocialUser) {
  const accounts = new AccountService(c.env.DB)
  const previous = tokenOf(c)
  const session = await accounts.openSession(user.id, {
    rememberMe: true,
    ip: c.get('clientIp') ?? '',
    userAgent: c.req.header('user-agent') ?? null,
  })
  if (previous) await accounts.logout(previous)
  await completeSignIn(c, session)
  return c.json({
    data: { authenticated: true, firstName: user.firstName },
  } as const satisfies SocialSignInResponse)
}

// Also the one-tap endpoint: its `credential` is the same ID token.
socialLogin.post('/customer/google/login', async (c) => {
  const { idToken } = await bodyOf(c, GoogleSignInRequest)
  const user = await serviceFor(c).google(idToken, { mayCreate: false, brand: c.get('brand').id })
  return signedIn(c, user)
})

socialLogin.post('/customer/google/register', async (c) => {
  const { idToken } = await bodyOf(c, GoogleSignInRequest)
  const user = await serviceFor(c).google(idToken, { mayCreate: true, brand: c.get('brand').id })
  return signedIn(c, user)
})

socialLogin.post('/customer/facebook/authenticate', async (c) => {
  const { accessToken } = await bodyOf(c, FacebookAuthenticateRequest)
  const user = await serviceFor(c).facebook(accessToken, { brand: c.get('brand').id })
  return signedIn(c, user)
})
