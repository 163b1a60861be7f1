import { useActionState, useState } from 'react'
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

/** What the last press led to: the fields' own errors or the API's refusal, and the Remember me
 * it was sent with. */
interface Outcome {
  errors: { email?: string; password?: string }
  failure: LoginErrorView | null
  rememberMe: boolean
}

const NOTHING_YET: Outcome = { errors: {}, failure: null, rememberMe: false }

const EMAIL_ID = 'login-email'
const PASSWORD_ID = 'login-password'

/** Island 'auth-login-form' (/login). Transactions §4 "Login order: first-step POST, then login,
 * then on success save the customer token, set the registered cookies, reload the profile": the
 * server sets the HttpOnly token cookie, the profile reload updates the header, and the user goes
 * on by the post-login order (local redirect cookie, ?redirect, stored URL, home).
 *
 * One press is one React form action (useActionState): pending while the request is out, so the
 * button is busy (useFormStatus) and a second press cannot send it again. React resets the form
 * when an action ends; the email and password boxes are controlled, so a refusal keeps what was
 * typed, and Remember me is restored from the press it was sent with (its default). */
export function AuthLoginForm({
  defaultEmail = '',
  consentText,
  registerHref,
}: AuthLoginFormProps) {
  const [email, setEmail] = useState(defaultEmail)
  const [password, setPassword] = useState('')
  const [outcome, signIn, busy] = useActionState(
    async (_last: Outcome, form: FormData): Promise<Outcome> => {
      const typed = {
        email: String(form.get(EMAIL_ID) ?? ''),
        password: String(form.get(PASSWORD_ID) ?? ''),
      }
      const rememberMe = form.get('rememberMe') !== null
      const errors = validateLogin(typed)
      if (Object.keys(errors).length > 0) return { errors, failure: null, rememberMe }
      const result = await logIn({ ...typed, rememberMe, emailConsent: true })
      if (!result.ok) return { errors: {}, failure: loginErrorView(result), rememberMe }
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

  return (
    <form className={s.form} action={signIn} noValidate aria-label="Sign in">
      <EmailField
        id={EMAIL_ID}
        label="Email"
        value={email}
        onValue={setEmail}
        error={errors.email}
      />
      <PasswordField
        purpose="current"
        id={PASSWORD_ID}
        label="Password"
        value={password}
        onValue={setPassword}
        error={errors.password}
      />
      <label className={s.check}>
        <input type="checkbox" name="rememberMe" defaultChecked={outcome.rememberMe} />
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
      <SubmitButton label="Log in" busyLabel="Logging in…" />
      <p className={s.links}>
        <a href="/forgot-password">Forgotten your password?</a>
        <a href={registerHref}>New here? Create an account</a>
      </p>
    </form>
  )
}
