import { useState, type FormEvent } from 'react'
import { validateLogin } from '../../../shared/domain/account/registration-validation'
import {
  afterLoginPath,
  clearRedirectCookies,
  loadSession,
  logIn,
  loginErrorView,
  type LoginErrorView,
} from '../../api/account-session'
import { setUser } from '../../api/session-check'
import { EmailField, FormStatus, PasswordField, SubmitButton } from '../forms/account-form-parts'
import * as s from '../forms/account-forms.styles'
import { useFormSubmit } from '../../hooks/use-form-submit'

export interface AuthLoginFormProps {
  defaultEmail?: string
  consentText: string
  /** /register, carrying this page's ?redirect on. */
  registerHref: string
}

/** Island 'auth-login-form' (/login). Transactions §4 "Login order: first-step POST, then login,
 * then on success save the customer token, set the registered cookies, reload the profile": the
 * server sets the HttpOnly token cookie, the profile reload updates the header, and the user goes
 * on by the post-login order (local redirect cookie, ?redirect, stored URL, home). */
export function AuthLoginForm({
  defaultEmail = '',
  consentText,
  registerHref,
}: AuthLoginFormProps) {
  const [email, setEmail] = useState(defaultEmail)
  const [password, setPassword] = useState('')
  const [rememberMe, setRememberMe] = useState(false)
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({})
  const { busy, failure, setFailure, run } = useFormSubmit<never, LoginErrorView>()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const found = validateLogin({ email, password })
    setErrors(found)
    setFailure(null)
    if (Object.keys(found).length > 0) return
    const result = await run(() => logIn({ email, password, rememberMe, emailConsent: true }), {
      failureOf: loginErrorView,
      leaving: (answer) => answer.ok,
    })
    if (!result.ok) return
    setUser(await loadSession())
    const target = afterLoginPath(document.cookie, window.location.search)
    clearRedirectCookies()
    window.location.assign(target)
  }

  return (
    <form className={s.form} method="post" noValidate onSubmit={submit} aria-label="Sign in">
      <EmailField
        id="login-email"
        label="Email"
        value={email}
        onValue={setEmail}
        error={errors.email}
      />
      <PasswordField
        purpose="current"
        id="login-password"
        label="Password"
        value={password}
        onValue={setPassword}
        error={errors.password}
      />
      <label className={s.check}>
        <input
          type="checkbox"
          checked={rememberMe}
          onChange={(event) => setRememberMe(event.target.checked)}
        />
        Remember me
      </label>
      <FormStatus kind="error">
        {failure ? (
          <p>
            {failure.message}
            {failure.showResetLink ? (
              <>
                {' '}
                <a href="/forgot-password">Reset your password</a>
              </>
            ) : null}
          </p>
        ) : null}
      </FormStatus>
      <p className={s.consent}>{consentText}</p>
      <SubmitButton busy={busy} label="Log in" busyLabel="Logging in…" />
      <p className={s.links}>
        <a href="/forgot-password">Forgotten your password?</a>
        <a href={registerHref}>New here? Create an account</a>
      </p>
    </form>
  )
}
