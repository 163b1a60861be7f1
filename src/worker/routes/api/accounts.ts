import { respond } from '../../http/respond'
import { Hono } from 'hono'
import { isValidEmail, validateLogin } from '../../../shared/domain/account/registration-validation'
import {
  ExpressBuyTokenRequest,
  LoginFirstStepRequest,
  LoginRequest,
  SubscriptionDetailsRequest,
  LoginFirstStepResponse,
  AuthenticatedResponse,
  SubscriptionDetailsResponse,
  ExpressBuyTokenResponse,
  SessionResponse,
} from '../../../shared/schemas/account'
import type { AppEnv } from '../../http/app-env'
import { validJson } from '../../http/validate'
import { DomainError } from '../../errors'
import { refuseFieldErrors } from './account-request'
import { clearTokenCookies, tokenOf } from '../../http/cookies/customer-session'
import { isVipMember } from '../../services/vip/vip-membership'
import { applySignInConsent, completeSignIn } from './sign-in'
import { withLocation } from '../../http/request-context'
import { clock } from '../../clock'

const requireEmail = (email: string) => {
  if (!isValidEmail(email)) throw new DomainError('INVALID', 'Please enter a valid email')
}

/** §7 'Account': registration, login and its steps, logout, profile, session, passwords. Every
 * state change must come from the storefront's own origin (CSRF, the /customer group in index.ts);
 * registration and passwords join /customer beside it. */
export const accounts = new Hono<AppEnv>()

// §7 login order: "first-step POST, then login". The answer is the same for every email, so it
// reveals nothing; it is counted like a login so it cannot probe faster than signing in.
accounts.post('/login/first-step', validJson(LoginFirstStepRequest), async (c) => {
  const { loginRequest } = c.req.valid('json')
  await c.var.services.accounts.loginFirstStep(loginRequest.j_username, c.get('clientIp') ?? '')
  return respond(c, LoginFirstStepResponse, { data: { next: 'PASSWORD' as const } })
})

// The consent line subscribes to the daily email of the shopper's location.
accounts.use('/login', withLocation())

accounts.post('/login', validJson(LoginRequest), async (c) => {
  const body = c.req.valid('json')
  refuseFieldErrors(
    validateLogin({ email: body.loginRequest.j_username, password: body.loginRequest.j_password }),
  )
  const service = c.var.services.accounts
  const previous = tokenOf(c)
  const session = await service.login({
    email: body.loginRequest.j_username,
    password: body.loginRequest.j_password,
    rememberMe: body.rememberMe ?? false,
    ip: c.get('clientIp') ?? '',
    userAgent: c.req.header('user-agent') ?? null,
  })
  // A new token on every login; the one the request carried stops working (rotation).
  if (previous) await service.logout(previous)
  await completeSignIn(c, session)
  await applySignInConsent(c, body.loginRequest.j_username, {
    kind: 'login',
    consent: body.emailConsent,
  })
  return respond(c, AuthenticatedResponse, { data: { authenticated: true } })
})

// §7 'POST session pre-step': the client calls it before showing the login form. A cookie whose
// session has expired or been revoked is cleared here, so the login that follows starts clean
// and the page stops treating the shopper as signed in. It refreshes and extends nothing.
accounts.post('/session/pre-step', async (c) => {
  const user = await c.var.session.user()
  if (!user && tokenOf(c)) clearTokenCookies(c)
  return respond(c, AuthenticatedResponse, { data: { authenticated: Boolean(user) } })
})

accounts.post('/logout', async (c) => {
  const token = tokenOf(c)
  if (token) await c.var.services.accounts.logout(token)
  clearTokenCookies(c)
  return c.body(null, 204)
})

// §7: checkout asks for these flags as the shopper types an email, to choose between login,
// express registration and confirmation by email. Rate limited per IP in the service.
accounts.post('/subscription-details', validJson(SubscriptionDetailsRequest), async (c) => {
  const { requestSubscriptionDetails } = c.req.valid('json')
  requireEmail(requestSubscriptionDetails.email)
  const flags = await c.var.services.accounts.subscriptionDetails(
    requestSubscriptionDetails.email,
    c.get('clientIp') ?? '',
  )
  return respond(c, SubscriptionDetailsResponse, { data: flags })
})

accounts.post('/express-buy-token', validJson(ExpressBuyTokenRequest), async (c) => {
  const { expressBuyTokenRequest } = c.req.valid('json')
  requireEmail(expressBuyTokenRequest.email)
  const token = await c.var.services.expressBuyTokens.issue(
    expressBuyTokenRequest.email,
    c.get('clientIp') ?? '',
  )
  return respond(c, ExpressBuyTokenResponse, { data: { token } })
})

accounts.get('/session', async (c) => {
  const user = await c.var.session.user()
  return respond(c, SessionResponse, {
    authenticated: Boolean(user),
    firstName: user?.firstName ?? null,
    vipUser: user ? await isVipMember(c.env.DB, user.id, clock.now()) : false,
  })
})
