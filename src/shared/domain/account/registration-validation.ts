// Transactions §5: "Required field; valid email (also 'Please enter a valid email'); password at
// least 6 characters; passwords must match." Only the email text is quoted in full; the others
// are the spec's words made into sentences.
export const ACCOUNT_MESSAGES = {
  required: 'Required field',
  invalidEmail: 'Please enter a valid email',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  passwordsMustMatch: 'Passwords must match',
} as const

const PASSWORD_MIN_LENGTH = 6
// Not in the spec: an upper bound keeps hashing cost bounded for absurd inputs.
const PASSWORD_MAX_LENGTH = 128
export const EMAIL_MAX_LENGTH = 254

export type RegistrationInput = {
  email: string
  password: string
  confirmPassword: string
  firstName?: string
}
export type LoginInput = { email: string; password: string }
export type FieldErrors<K extends string> = Partial<Record<K, string>>

// Deliberately plain: one @, no spaces, a dotted domain. Deliverability is email-verify's job.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@.]+$/

/** Whether an address has the shape of an email (trimmed, at most 254 characters).
 * @example isValidEmail('ann@example.com') === true; isValidEmail('ann@') === false */
export function isValidEmail(email: string): boolean {
  const trimmed = email.trim()
  return trimmed.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(trimmed)
}

/** The email field's error (§5: required, then the shape of an email); undefined when valid.
 * The same words on every form that asks for an address.
 * @example emailError(' ') === 'Required field' */
export function emailError(email: string): string | undefined {
  if (email.trim() === '') return ACCOUNT_MESSAGES.required
  return isValidEmail(email) ? undefined : ACCOUNT_MESSAGES.invalidEmail
}

function passwordError(password: string): string | undefined {
  if (password === '') return ACCOUNT_MESSAGES.required
  if (password.length < PASSWORD_MIN_LENGTH) return ACCOUNT_MESSAGES.passwordTooShort
  if (password.length > PASSWORD_MAX_LENGTH) return ACCOUNT_MESSAGES.passwordTooLong
  return undefined
}

function compact<K extends string>(errors: Record<K, string | undefined>): FieldErrors<K> {
  return Object.fromEntries(
    Object.entries(errors).filter(([, message]) => message !== undefined),
  ) as FieldErrors<K>
}

/** Field errors for the register form (§5); an empty object means valid. firstName is optional.
 * @example validateRegistration({ email: 'a@b.co', password: 'secret', confirmPassword: 'x' }) // { confirmPassword: 'Passwords must match' } */
export function validateRegistration(
  input: RegistrationInput,
): FieldErrors<'email' | 'password' | 'confirmPassword'> {
  const confirmPassword =
    input.confirmPassword === ''
      ? ACCOUNT_MESSAGES.required
      : input.confirmPassword !== input.password
        ? ACCOUNT_MESSAGES.passwordsMustMatch
        : undefined
  return compact({
    email: emailError(input.email),
    password: passwordError(input.password),
    confirmPassword,
  })
}

/** Field errors for the login form: a required, valid email and a required password. Length is
 * not checked at login, so older short passwords can still sign in (§8 answers wrong ones).
 * @example validateLogin({ email: '', password: 'x' }) // { email: 'Required field' } */
export function validateLogin(input: LoginInput): FieldErrors<'email' | 'password'> {
  return compact({
    email: emailError(input.email),
    password: input.password === '' ? ACCOUNT_MESSAGES.required : undefined,
  })
}

/** The message of the first failing field, for an API's single-message 400; undefined when valid.
 * @example firstFieldError({ password: 'Required field' }) === 'Required field' */
export function firstFieldError(errors: FieldErrors<string>): string | undefined {
  return Object.values(errors).find((message) => message !== undefined)
}

/** Field errors for a new password typed twice (reset, activation, change): §5's length and
 * match rules without an email.
 * @example validateNewPassword({ password: 'secret1', confirmPassword: 'secret2' }) // { confirmPassword: 'Passwords must match' } */
export function validateNewPassword(input: {
  password: string
  confirmPassword: string
}): FieldErrors<'password' | 'confirmPassword'> {
  const { password, confirmPassword } = validateRegistration({ ...input, email: 'a@b.co' })
  return compact({ password, confirmPassword })
}
