import { useState, type FormEvent } from 'react'
import { emailError } from '../../../shared/domain/account/registration-validation'
import { callRoute } from '../../api/typed-call'
import { RESET_SENT_MESSAGE } from '../../pages/account/account-copy'
import { EmailField, FormStatus, SubmitButton } from '../forms/account-form-parts'
import * as s from '../forms/account-forms.styles'
import { useFormSubmit } from '../../hooks/use-form-submit'

/** Island 'auth-forgot-form' (/forgot-password). Known and unknown emails get the same answer,
 * so the form cannot be used to find out who has an account. */
export function AuthForgotForm() {
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [sent, setSent] = useState(false)
  const { busy, failure, setFailure, run } = useFormSubmit()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const problem = emailError(email)
    setError(problem)
    setFailure(null)
    if (problem) return
    // Only a rate limit or no connection is worth telling; anything else reads as "sent".
    const worthTelling = (status: number) => status === 429 || status === 0
    const result = await run(
      () => callRoute('POST /customer/password-reset', { body: { email: email.trim() } }),
      { failureOf: (answer) => (worthTelling(answer.status) ? answer.message : null) },
    )
    if (result.ok || !worthTelling(result.status)) setSent(true)
  }

  return (
    <form className={s.form} method="post" noValidate onSubmit={submit} aria-label="Reset password">
      <EmailField id="forgot-email" label="Email" value={email} onValue={setEmail} error={error} />
      <FormStatus kind="error">{failure ? <p>{failure}</p> : null}</FormStatus>
      <FormStatus kind="success">{sent ? <p>{RESET_SENT_MESSAGE}</p> : null}</FormStatus>
      <SubmitButton busy={busy} label="Send reset link" busyLabel="Sending…" />
      <p className={s.links}>
        <a href="/login">Back to log in</a>
      </p>
    </form>
  )
}
