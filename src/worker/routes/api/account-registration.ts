import { Hono } from 'hono'
import {
  isValidEmail,
  validateRegistration,
} from '../../../shared/domain/account/registration-validation'
import { ExpressRegisterRequest, RegisterRequest } from '../../../shared/schemas/account'
import type { AppEnv } from '../../env'
import { DomainError, errorBody } from '../../errors'
import {
  ALREADY_REGISTERED_MESSAGE,
  RegistrationService,
} from '../../services/accounts/registration-service'
import { originOf, refuseFieldErrors } from './account-request'
import { completeSignIn } from './sign-in'
import { rememberEmail } from './email-cookie'
import { bodyOf } from './json-body'

/** §7: "POST registration with {requestRegistration} to one of three endpoints chosen by flags"
 * (domain/account/registration-endpoint picks one). Mounted inside `accounts`, behind its CSRF
 * and no-store middleware. */
export const accountRegistration = new Hono<AppEnv>()

// Known and unknown emails get the same 202, so registration reveals nobody's account.
accountRegistration.post('/customer/register', async (c) => {
  const { requestRegistration: body } = await bodyOf(c, RegisterRequest)
  refuseFieldErrors(validateRegistration(body))
  await new RegistrationService(c.env.DB).registerWithPassword(
    { ...body, brand: c.get('brand').id },
    originOf(c),
  )
  rememberEmail(c, body.email)
  return c.json({ status: 'CHECK_EMAIL' as const, message: 'Check your email' }, 202)
})

for (const [path, source] of [
  ['/customer/express-register', 'express'],
  ['/customer/paypal-register', 'paypal'],
] as const) {
  accountRegistration.post(path, async (c) => {
    const { requestRegistration: body } = await bodyOf(c, ExpressRegisterRequest)
    if (!isValidEmail(body.email)) throw new DomainError('INVALID', 'Please enter a valid email')
    const session = await new RegistrationService(c.env.DB).registerExpress(
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
    return c.json({ data: { authenticated: true } }, 201)
  })
}
