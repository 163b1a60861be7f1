import { useState, type FormEvent } from 'react'
import { validateRegistration } from '../../../shared/domain/account/registration-validation'
import { callRoute } from '../../api/typed-call'
import { LINK_EXPIRED_MESSAGE } from '../../pages/account/account-copy'
import { FormStatus, PasswordField, SubmitButton } from '../forms/account-form-parts'
import * as s from '../forms/account-forms.styles'
import { useFormSubmit } from '../../hooks/use-form-submit'

export interface AuthNewPasswordFormProps {
  /** password_reset for a forgotten password, password_activate for an account made without. */
  endpoint: 'password_reset' | 'password_activate'
  token: string
}

/** Island 'auth-new-password-form' (/reset-password, /activate-password): the mailed token and a
 * new password twice. A used or expired token gets one message with the way to a fresh link. */
export function AuthNewPasswordForm({ endpoint, token }: AuthNewPasswordFormProps) {
  const [password, setPassword] = useState('')
  const [confirmPassword, setConfirmPassword] = useState('')
  const [errors, setErrors] = useState<{ password?: string; confirmPassword?: string }>({})
  const {
    busy,
    failure,
    setFailure,
    success: done,
    setSuccess: setDone,
    run,
  } = useFormSubmit<true>()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    // The email rule does not apply here; the password rules are registration's (§5).
    const { password: p, confirmPassword: c } = validateRegistration({
      email: 'a@b.co',
      password,
      confirmPassword,
    })
    setErrors({ password: p, confirmPassword: c })
    setFailure(null)
    if (p || c) return
    const result = await run(
      () => callRoute(`POST /customer/${endpoint}`, { body: { token, password, confirmPassword } }),
      {
        // The API answers a spent token with the same words; a rule the form missed, a rate
        // limit or no connection come in their own.
        failureOf: (answer) =>
          [0, 400, 429].includes(answer.status) ? answer.message : LINK_EXPIRED_MESSAGE,
      },
    )
    if (result.ok) setDone(true)
  }

  // The success region is there from the start so its message is announced when it appears.
  const success = (
    <FormStatus kind="success">
      {done ? (
        <p>
          Your password has been set. <a href="/login">Log in</a>
        </p>
      ) : null}
    </FormStatus>
  )
  if (done) return success

  return (
    <>
      {success}
      <form
        className={s.form}
        method="post"
        noValidate
        onSubmit={submit}
        aria-label="Set your password"
      >
        <PasswordField
          purpose="new"
          id="new-password"
          label="New password"
          value={password}
          onValue={setPassword}
          error={errors.password}
        />
        <PasswordField
          purpose="new"
          id="new-password-confirm"
          label="Confirm new password"
          value={confirmPassword}
          onValue={setConfirmPassword}
          error={errors.confirmPassword}
        />
        <FormStatus kind="error">
          {failure ? (
            <p>
              {failure}
              {/link/i.test(failure) ? (
                <>
                  {' '}
                  <a href="/forgot-password">Request a new link</a>
                </>
              ) : null}
            </p>
          ) : null}
        </FormStatus>
        <SubmitButton busy={busy} label="Save password" busyLabel="Saving…" />
      </form>
    </>
  )
}
