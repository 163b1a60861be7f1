import { respond } from '../../http/respond'
import { Hono } from 'hono'
import {
  isValidEmail,
  validateNewPassword,
} from '../../../shared/domain/account/registration-validation'
import {
  PasswordChangeRequest,
  PasswordResetRequest,
  PasswordTokenRequest,
  PasswordResetRequestResponse,
  PasswordUpdatedResponse,
} from '../../../shared/schemas/account'
import type { AppEnv } from '../../http/app-env'
import { validJson } from '../../http/validate'
import { signedIn } from './guards'
import { DomainError } from '../../errors'
import { PASSWORD_CHANGE_FAILED } from '../../services/accounts/password-service'
import { originOf, refuseFieldErrors } from './account-request'
import { tokenOf } from '../../http/cookies/customer-session'

/** §7 'Password reset request for an email, password_reset, password_activate' and 'PATCH
 * password with {passwordChange}'. Mounted inside `accounts` (CSRF, no-store). */
export const accountPasswords = new Hono<AppEnv>()

// Known, unknown and passwordless emails get the same 202: the answer tells nobody who has an
// account; only the mailbox's owner learns it.
accountPasswords.post('/password-reset', validJson(PasswordResetRequest), async (c) => {
  const { email } = c.req.valid('json')
  if (!isValidEmail(email)) throw new DomainError('INVALID', 'Please enter a valid email')
  await c.var.services.passwords.requestReset(email, c.get('clientIp') ?? '', originOf(c))
  return respond(
    c,
    PasswordResetRequestResponse,
    {
      status: 'CHECK_EMAIL' as const,
      message: 'If an account exists for this email, we have sent a link to reset the password.',
    },
    202,
  )
})

// A reset link signs nobody in and ends every session: whoever reset it may be locking out an
// intruder. Activation keeps the express shopper's own session (they are usually mid-checkout).
for (const [path, kind] of [
  ['/password_reset', 'reset'],
  ['/password_activate', 'activate'],
] as const) {
  accountPasswords.post(path, validJson(PasswordTokenRequest), async (c) => {
    const body = c.req.valid('json')
    refuseFieldErrors(validateNewPassword(body))
    const keep = kind === 'activate' ? tokenOf(c) : ''
    await c.var.services.passwords.setPasswordWithToken(kind, body.token, body.password, keep)
    return respond(c, PasswordUpdatedResponse, { data: { updated: true as const } })
  })
}

accountPasswords.patch('/password', signedIn(), validJson(PasswordChangeRequest), async (c) => {
  const user = await c.var.session.requireUser()
  const { passwordChange } = c.req.valid('json')
  refuseFieldErrors(
    validateNewPassword({
      password: passwordChange.newPassword,
      confirmPassword: passwordChange.confirmPassword,
    }),
    PASSWORD_CHANGE_FAILED,
  )
  await c.var.services.passwords.changePassword(user, passwordChange, tokenOf(c), originOf(c))
  return respond(c, PasswordUpdatedResponse, { data: { updated: true as const } })
})
