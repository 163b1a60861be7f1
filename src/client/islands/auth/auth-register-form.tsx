import { useState, type FormEvent } from 'react'
import {
  ACCOUNT_MESSAGES,
  validateRegistration,
} from '../../../shared/domain/account/registration-validation'
import { callRoute } from '../../api/typed-call'
import { afterLoginPath, clearRedirectCookies, loadSession, logIn } from '../../api/account-session'
import { setUser } from '../../api/session-check'
import {
  EmailField,
  Field,
  FormStatus,
  PasswordField,
  SubmitButton,
} from '../forms/account-form-parts'
import * as s from '../forms/account-forms.styles'
import { useFormSubmit } from '../../hooks/use-form-submit'

export interface AuthRegisterFormProps {
  defaultEmail?: string
  consentText: string
  /** /login, carrying this page's ?redirect on. */
  loginHref: string
}

type Fields = 'firstName' | 'email' | 'password' | 'confirmPassword'

const ALREADY_REGISTERED_MESSAGE = 'If you already have an account, log in or reset your password'

/** Island 'auth-register-form' (/register). The same §5 rules as the API, checked here first.
 * Registration answers 202 for new and known emails alike (so it reveals no accounts); the form
 * then logs in with the same credentials, which only works for a new account, and otherwise
 * points to login and reset (§8 "already registered, so log in"). */
export function AuthRegisterForm({
  defaultEmail = '',
  consentText,
  loginHref,
}: AuthRegisterFormProps) {
  const [values, setValues] = useState<Record<Fields, string>>({
    firstName: '',
    email: defaultEmail,
    password: '',
    confirmPassword: '',
  })
  const [errors, setErrors] = useState<Partial<Record<Fields, string>>>({})
  const { busy, failure, setFailure, run } = useFormSubmit()
  const set = (name: Fields) => (value: string) => setValues((was) => ({ ...was, [name]: value }))
  const bind = (name: Fields) => ({
    value: values[name],
    onValue: set(name),
    error: errors[name],
  })

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const found: Partial<Record<Fields, string>> = validateRegistration(values)
    if (values.firstName.trim() === '') found.firstName = ACCOUNT_MESSAGES.required
    setErrors(found)
    setFailure(null)
    if (Object.keys(found).length > 0) return
    // Registered, the shopper is signed in at once; a refused sign-in after a registration that
    // answered ok means the email was already known (registration reveals no accounts).
    let registered = false
    const result = await run(
      async () => {
        const answer = await callRoute('POST /customer/register', {
          body: {
            requestRegistration: {
              email: values.email.trim(),
              password: values.password,
              confirmPassword: values.confirmPassword,
              firstName: values.firstName.trim(),
            },
            emailConsent: true,
          },
        })
        if (!answer.ok) return answer
        registered = true
        return logIn({
          email: values.email,
          password: values.password,
          rememberMe: false,
          emailConsent: true,
        })
      },
      {
        leaving: (answer) => answer.ok,
        failureOf: (answer) =>
          !registered || answer.status === 429 || answer.status === 0
            ? answer.message
            : ALREADY_REGISTERED_MESSAGE,
      },
    )
    if (!result.ok) return
    setUser(await loadSession())
    const target = afterLoginPath(document.cookie, window.location.search)
    clearRedirectCookies()
    window.location.assign(target)
  }

  return (
    <form className={s.form} method="post" noValidate onSubmit={submit} aria-label="Create account">
      <Field
        id="register-first-name"
        label="First name"
        autoComplete="given-name"
        required
        {...bind('firstName')}
      />
      <EmailField id="register-email" label="Email" {...bind('email')} />
      <PasswordField purpose="new" id="register-password" label="Password" {...bind('password')} />
      <PasswordField
        purpose="new"
        id="register-confirm-password"
        label="Confirm password"
        {...bind('confirmPassword')}
      />
      <FormStatus kind="error">
        {failure ? (
          <p>
            {failure}
            {failure === ALREADY_REGISTERED_MESSAGE ? (
              <>
                {' '}
                <a href={loginHref}>Log in</a> or <a href="/forgot-password">reset your password</a>
                .
              </>
            ) : null}
          </p>
        ) : null}
      </FormStatus>
      <p className={s.consent}>{consentText}</p>
      <SubmitButton busy={busy} label="Sign up" busyLabel="Creating your account…" />
      <p className={s.links}>
        <a href={loginHref}>Already have an account? Log in</a>
      </p>
    </form>
  )
}
