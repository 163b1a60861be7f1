import { useState, type FormEvent } from 'react'
import { callRoute } from '../../api/typed-call'
import { Field, FormStatus, PasswordField, SubmitButton } from '../forms/account-form-parts'
import * as s from '../forms/account-forms.styles'
import { useFormSubmit } from '../../hooks/use-form-submit'

export interface StaffLoginFormProps {
  area: 'merchant' | 'admin'
  /** Where to go once signed in; the server has already checked it stays in the area. */
  returnPath: string
}

/** Island 'staff-login-form' (/merchant/login, /admin/login): the back office's own sign-in. The
 * server sets the HttpOnly staff cookie; the page then moves on to the area. */
export function StaffLoginForm({ area, returnPath }: StaffLoginFormProps) {
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({})
  const { busy, failure, setFailure, run } = useFormSubmit()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const found = {
      ...(email.trim() === '' ? { email: 'Required field' } : {}),
      ...(password === '' ? { password: 'Required field' } : {}),
    }
    setErrors(found)
    setFailure(null)
    if (Object.keys(found).length > 0) return
    const result = await run(
      () => callRoute(`POST /${area}/login`, { body: { email: email.trim(), password } }),
      { leaving: (answer) => answer.ok },
    )
    if (result.ok) window.location.assign(returnPath)
  }

  return (
    <form className={s.form} method="post" noValidate onSubmit={submit} aria-label="Sign in">
      <Field
        id="staff-email"
        label="Email"
        type="email"
        autoComplete="username"
        inputMode="email"
        required
        value={email}
        onValue={setEmail}
        error={errors.email}
      />
      <PasswordField
        purpose="current"
        id="staff-password"
        label="Password"
        value={password}
        onValue={setPassword}
        error={errors.password}
      />
      <FormStatus kind="error">{failure ? <p>{failure}</p> : null}</FormStatus>
      <SubmitButton busy={busy} label="Sign in" busyLabel="Signing in…" />
    </form>
  )
}
