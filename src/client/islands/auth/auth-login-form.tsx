import { startTransition, useActionState, useState, type FormEvent } from 'react'
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
import { stayBusy } from '../../hooks/stay-busy'
import { EmailField, FormStatus, PasswordField, SubmitButton } from '../forms/account-form-parts'
import * as s from '../forms/account-forms.styles'

export interface AuthLoginFormProps {
  defaultEmail?: string
  consentText: string
  /** /register, carrying this page's ?redirect on. */
  registerHref: string
}

/** What the last press led to: the fields' own errors or the API's refusal. */
interface Outcome {
  errors: { email?: string; password?: string }
  failure: LoginErrorView | null
}

type Credentials = { email: string; password: string; rememberMe: boolean }

const NOTHING_YET: Outcome = { errors: {}, failure: null }

/** Island 'auth-login-form' (/login). Transactions §4 "Login order: first-step POST, then login,
 * then on success save the customer token, set the registered cookies, reload the profile": the
 * server sets the HttpOnly token cookie, the profile reload updates the header, and the user goes
 * on by the post-login order (local redirect cookie, ?redirect, stored URL, home).
 *
 * One press is one React action (useActionState): it is pending while the request is out, so the
 * button is busy and a second press waits, and its outcome is the one state the form shows. It is
 * started from onSubmit rather than `<form action>`: a function action puts React's
 * `javascript:` placeholder in the form's action, which Chromium reports against the page's CSP
 * (script-src without 'unsafe-inline') when the press leads to a new page, and React would reset
 * the form after a refusal. The fields stay controlled, so what was typed is kept. */
export function AuthLoginForm({
  defaultEmail = '',
  consentText,
  registerHref,
}: AuthLoginFormProps) {
  const [email, setEmail] = useState(defaultEmail)
  const [password, setPassword] = useState('')
  const [rememberMe, setRememberMe] = useState(false)
  const [outcome, signIn, busy] = useActionState(
    async (_last: Outcome, typed: Credentials): Promise<Outcome> => {
      const errors = validateLogin(typed)
      if (Object.keys(errors).length > 0) return { errors, failure: null }
      const result = await logIn({ ...typed, emailConsent: true })
      if (!result.ok) return { errors: {}, failure: loginErrorView(result) }
      setUser(await loadSession())
      const target = afterLoginPath(document.cookie, window.location.search)
      clearRedirectCookies()
      window.location.assign(target)
      return stayBusy()
    },
    NOTHING_YET,
  )
  // What the last press led to is not shown while the next one is out.
  const { errors, failure } = busy ? NOTHING_YET : outcome

  const submit = (event: FormEvent) => {
    event.preventDefault()
    startTransition(() => signIn({ email, password, rememberMe }))
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
