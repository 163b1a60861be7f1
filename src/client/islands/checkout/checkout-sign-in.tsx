import { useState, type FormEvent } from 'react'
import { emailConsent } from '../../pages/account/account-copy'
import { loadSession, logIn, loginErrorView } from '../../api/account-session'
import { expressRegister, subscriptionDetails } from '../../api/checkout-api'
import {
  emailError,
  signInStepAfterEmail,
  type SignInStep,
} from '../../pages/checkout/checkout-rules'
import { setUser } from '../../api/session-check'
import { Field, FormStatus, useHydrated } from '../forms/account-form-parts'
import { focusField } from './checkout-focus'
import * as s from './checkout.styles'

interface Props {
  /** This checkout's path, for the full login page's ?redirect. */
  checkoutPath: string
  /** passwordless: registered here without a password, so the order asks for the email again. */
  onSignedIn: (passwordless: boolean) => void
}

/** The email field's id: the promo field and the pay button send the shopper here. */
export const CHECKOUT_EMAIL_ID = 'checkout-email'

const loginHref = (checkoutPath: string) =>
  `/login?${new URLSearchParams({ redirect: checkoutPath })}`

/** The sign-in's steps: the email, then a password or a name, and the submission that checks
 * the email, logs in or registers. One busy flag spans the call and the session reload after
 * it, so it is kept by hand rather than in useFormSubmit. */
function useCheckoutSignIn(onSignedIn: Props['onSignedIn']) {
  const [step, setStep] = useState<SignInStep>('email')
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [firstName, setFirstName] = useState('')
  const [lastName, setLastName] = useState('')
  const [fieldError, setFieldError] = useState<{
    email?: string
    password?: string
    firstName?: string
  }>({})
  const [failure, setFailure] = useState('')
  const [busy, setBusy] = useState(false)
  // Until the script runs a plain submit would put the email in the URL: the button waits.
  const hydrated = useHydrated()

  async function signedIn(passwordless: boolean) {
    setUser(await loadSession())
    onSignedIn(passwordless)
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    setFailure('')
    const problem = emailError(email)
    if (problem) {
      setFieldError({ email: problem })
      focusField(CHECKOUT_EMAIL_ID)
      return
    }
    setFieldError({})
    setBusy(true)
    try {
      if (step === 'email' || step === 'set-password') {
        const details = await subscriptionDetails(email.trim())
        if (!details.ok || !details.data) return setFailure(details.message ?? '')
        setStep(signInStepAfterEmail(details.data.data))
      } else if (step === 'password') {
        if (!password) return setFieldError({ password: 'Required field' })
        const result = await logIn({ email, password, rememberMe: false })
        if (!result.ok) return setFailure(loginErrorView(result).message)
        await signedIn(false)
      } else {
        if (!firstName.trim()) return setFieldError({ firstName: 'Required field' })
        const result = await expressRegister(email.trim(), firstName.trim(), lastName.trim())
        if (result.status === 409) {
          // Registered meanwhile (or in another tab): log in instead (§8 "already registered,
          // so log in").
          setStep('password')
          return setFailure(`${result.message ?? 'You are already registered.'} Please log in.`)
        }
        if (!result.ok) return setFailure(result.message ?? '')
        await signedIn(true)
      }
    } finally {
      setBusy(false)
    }
  }

  return {
    step,
    setStep,
    email,
    setEmail,
    password,
    setPassword,
    firstName,
    setFirstName,
    lastName,
    setLastName,
    fieldError,
    failure,
    busy,
    hydrated,
    submit,
  }
}

type SignInForm = ReturnType<typeof useCheckoutSignIn>

/** §5 "Promo code and purchase need login or registration": the email first, then
 * subscription-details decides. A known email logs in here with its password; a new one gives
 * a first name and is express-registered (an account without a password, activated later). */
export function CheckoutSignIn({ checkoutPath, onSignedIn }: Props) {
  const form = useCheckoutSignIn(onSignedIn)
  const { step, setStep, email, setEmail, fieldError, failure, busy, hydrated, submit } = form
  const busyLabel =
    step === 'email' ? 'Checking…' : step === 'password' ? 'Logging in…' : 'Registering…'
  const label =
    step === 'email' || step === 'set-password'
      ? 'Continue'
      : step === 'password'
        ? 'Log in'
        : 'Continue as a new customer'
  return (
    <section className={s.section} aria-labelledby="checkout-signin-title">
      <h2 id="checkout-signin-title">Your details</h2>
      <p className={s.muted}>Enter your email to log in or to buy as a new customer.</p>
      <form className={s.main} noValidate onSubmit={submit} aria-label="Your details">
        <Field
          id={CHECKOUT_EMAIL_ID}
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onValue={(value) => {
            setEmail(value)
            if (step !== 'email') setStep('email')
          }}
          error={fieldError.email}
        />
        <StepFields form={form} checkoutPath={checkoutPath} />
        <FormStatus kind="error">{failure}</FormStatus>
        <button className={s.action} type="submit" disabled={busy || !hydrated} aria-busy={busy}>
          {busy ? busyLabel : label}
        </button>
      </form>
    </section>
  )
}

/** What the step asks for after the email: a password, a name, or to set a password first. */
function StepFields({ form, checkoutPath }: { form: SignInForm; checkoutPath: string }) {
  const { step, password, setPassword, firstName, setFirstName, lastName, setLastName } = form
  const { fieldError } = form
  return (
    <>
      {step === 'password' ? (
        <>
          <Field
            id="checkout-password"
            label="Password"
            type="password"
            autoComplete="current-password"
            autoFocus
            value={password}
            onValue={setPassword}
            error={fieldError.password}
          />
          <p className={s.muted}>
            <a href="/forgot-password">Forgotten your password?</a> ·{' '}
            <a href={loginHref(checkoutPath)}>Log in on the full page</a>
          </p>
        </>
      ) : null}
      {step === 'register' ? (
        <>
          <p>Welcome! You are new here: tell us your name to continue.</p>
          <Field
            id="checkout-first-name"
            label="First name"
            autoComplete="given-name"
            autoFocus
            value={firstName}
            onValue={setFirstName}
            error={fieldError.firstName}
          />
          <Field
            id="checkout-last-name"
            label="Last name (optional)"
            autoComplete="family-name"
            value={lastName}
            onValue={setLastName}
          />
          <p className={s.muted}>{emailConsent('Continue')}</p>
        </>
      ) : null}
      {step === 'set-password' ? (
        <p>
          This email has an account without a password yet.{' '}
          <a href="/forgot-password">Set a password</a> from the link we email you, then{' '}
          <a href={loginHref(checkoutPath)}>log in</a> to finish your order.
        </p>
      ) : null}
    </>
  )
}
