import { z } from 'zod'
import { NameText } from '../domain/account/name-rule'

// Request and response bodies of the account API (transactions §7 'Account'). The shapes are
// structural only: field rules and their §5 messages live in
// domain/account/registration-validation, which the routes and the forms both apply.
const text = (max: number) => z.string().max(max)
const email = text(320)
const password = text(1000)

export const RequestRegistration = z.object({
  email,
  password,
  confirmPassword: password,
  firstName: NameText(100).min(1, 'Required field'),
  lastName: NameText(100).optional(),
})
export type RequestRegistration = z.infer<typeof RequestRegistration>

/** `emailConsent`: the form showed transactions §1's consent line by its button (true only
 * then); see domain/account/sign-in-consent for what it does. */
const emailConsent = z.boolean().optional()

export const RegisterRequest = z.object({ requestRegistration: RequestRegistration, emailConsent })
export type RegisterRequest = z.infer<typeof RegisterRequest>

/** express-register and paypal-register: no password, the account is activated later. */
export const ExpressRegistration = z.object({
  email,
  firstName: NameText(100).min(1, 'Required field'),
  lastName: NameText(100).optional(),
})
export type ExpressRegistration = z.infer<typeof ExpressRegistration>

export const ExpressRegisterRequest = z.object({
  requestRegistration: ExpressRegistration,
  emailConsent,
})
export type ExpressRegisterRequest = z.infer<typeof ExpressRegisterRequest>

export const RegisterResponse = z.object({ status: z.literal('CHECK_EMAIL'), message: z.string() })
export type RegisterResponse = z.infer<typeof RegisterResponse>

export const AuthenticatedResponse = z.object({ data: z.object({ authenticated: z.boolean() }) })
export type AuthenticatedResponse = z.infer<typeof AuthenticatedResponse>

export const LoginRequest = z.object({
  loginRequest: z.object({ j_username: email, j_password: password }),
  rememberMe: z.boolean().optional(),
  emailConsent,
})
export type LoginRequest = z.infer<typeof LoginRequest>

export const LoginFirstStepRequest = z.object({ loginRequest: z.object({ j_username: email }) })
export type LoginFirstStepRequest = z.infer<typeof LoginFirstStepRequest>

export const LoginFirstStepResponse = z.object({ data: z.object({ next: z.literal('PASSWORD') }) })
export type LoginFirstStepResponse = z.infer<typeof LoginFirstStepResponse>

export const SubscriptionDetailsRequest = z.object({
  requestSubscriptionDetails: z.object({ email }),
})
export type SubscriptionDetailsRequest = z.infer<typeof SubscriptionDetailsRequest>

export const SubscriptionDetailsResponse = z.object({
  data: z.object({
    hasPassword: z.boolean(),
    isLocked: z.boolean(),
    isRegistered: z.boolean(),
    tpl: z.boolean(),
  }),
})
export type SubscriptionDetailsResponse = z.infer<typeof SubscriptionDetailsResponse>

export const ExpressBuyTokenRequest = z.object({ expressBuyTokenRequest: z.object({ email }) })
export type ExpressBuyTokenRequest = z.infer<typeof ExpressBuyTokenRequest>

export const ExpressBuyTokenResponse = z.object({ data: z.object({ token: z.string() }) })
export type ExpressBuyTokenResponse = z.infer<typeof ExpressBuyTokenResponse>

export const PasswordResetRequest = z.object({ email })
export type PasswordResetRequest = z.infer<typeof PasswordResetRequest>

export const PasswordResetRequestResponse = z.object({
  status: z.literal('CHECK_EMAIL'),
  message: z.string(),
})
export type PasswordResetRequestResponse = z.infer<typeof PasswordResetRequestResponse>

/** password_reset and password_activate: the mailed token and the new password twice. */
export const PasswordTokenRequest = z.object({
  token: text(200),
  password,
  confirmPassword: password,
})
export type PasswordTokenRequest = z.infer<typeof PasswordTokenRequest>

export const PasswordChangeRequest = z.object({
  passwordChange: z.object({
    currentPassword: password,
    newPassword: password,
    confirmPassword: password,
  }),
})
export type PasswordChangeRequest = z.infer<typeof PasswordChangeRequest>

export const PasswordUpdatedResponse = z.object({ data: z.object({ updated: z.literal(true) }) })
export type PasswordUpdatedResponse = z.infer<typeof PasswordUpdatedResponse>

/** GET /customer/session: the header's signed-in state (no envelope, as the client reads it). */
export const SessionResponse = z
  .object({ authenticated: z.boolean(), firstName: z.string().nullable(), vipUser: z.boolean() })
  .strict()
export type SessionResponse = z.infer<typeof SessionResponse>
