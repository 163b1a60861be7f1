import { respond } from '../../http/respond'
import { Hono } from 'hono'
import {
  isValidEmail,
  validateRegistration,
} from '../../../shared/domain/account/registration-validation'
import {
  ExpressRegisterRequest,
  RegisterRequest,
  RegisterResponse,
  AuthenticatedResponse,
} from '../../../shared/schemas/account'
import type { AppEnv } from '../../http/app-env'
import { validJson } from '../../http/validate'
import { DomainError, errorBody } from '../../errors'
import { ALREADY_REGISTERED_MESSAGE } from '../../services/accounts/registration-service'
import { originOf, refuseFieldErrors } from './account-request'
import { applySignInConsent, completeSignIn } from './sign-in'
import { rememberEmail } from '../../http/cookies/email'
import { withLocation } from '../../http/request-context'

/** §7: "POST registration with {requestRegistration} to one of three endpoints chosen by flags"
 * (domain/account/registration-endpoint picks one). Mounted inside `accounts`, behind its CSRF
 * and no-store middleware. */
export const accountRegistration = new Hono<AppEnv>()

// The consent line subscribes to the daily email of the shopper's location.
for (const path of ['/register', '/express-register', '/paypal-register']) {
  accountRegistration.use(path, withLocation())
}

// Known and unknown emails get the same 202, so registration reveals nobody's account.
accountRegistration.post('/register', validJson(RegisterRequest), async (c) => {
  const { requestRegistration: body, emailConsent } = c.req.valid('json')
  refuseFieldErrors(validateRegistration(body))
  const created = await c.var.services.registrations.registerWithPassword(
    { ...body, brand: c.get('brand').id, ip: c.get('clientIp') ?? '' },
    originOf(c),
  )
  // A taken address is left as its owner set it; their own login carries their consent.
  if (created) await applySignInConsent(c, body.email, { kind: 'sign-up', consent: emailConsent })
  rememberEmail(c, body.email)
  return respond(
    c,
    RegisterResponse,
    { status: 'CHECK_EMAIL' as const, message: 'Check your email' },
    202,
  )
})

for (const [path, source] of [
  ['/express-register', 'express'],
  ['/paypal-register', 'paypal'],
] as const) {
  accountRegistration.post(path, validJson(ExpressRegisterRequest), async (c) => {
    const { requestRegistration: body, emailConsent } = c.req.valid('json')
    if (!isValidEmail(body.email)) throw new DomainError('INVALID', 'Please enter a valid email')
    const session = await c.var.services.registrations.registerExpress(
      {
        ...body,
        brand: c.get('brand').id,
        source,
        ip: c.get('clientIp') ?? '',
        userAgent: c.req.header('user-agent') ?? null,
      },
      originOf(c),
    )
    if (!session) return c.json(errorBody('ALREADY_REGISTERED', ALREADY_REGISTERED_MESSAGE), 409)
    await completeSignIn(c, session)
    await applySignInConsent(c, body.email, { kind: 'sign-up', consent: emailConsent })
    return respond(c, AuthenticatedResponse, { data: { authenticated: true } }, 201)
  })
}
