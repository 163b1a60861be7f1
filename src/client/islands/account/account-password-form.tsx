import { useState, type FormEvent } from 'react'
import {
  ACCOUNT_MESSAGES,
  validateRegistration,
} from '../../../shared/domain/account/registration-validation'
import { callRoute } from '../../api/typed-call'
import { leaveIfSignedOut } from '../../api/account-profile'
import { CHANGE_FAILED_MESSAGE } from '../../pages/account/account-copy'
import { FormStatus, PasswordField, SubmitButton } from '../forms/account-form-parts'
import * as s from '../forms/account-forms.styles'
import { useFormSubmit } from '../../hooks/use-form-submit'

type Fields = 'currentPassword' | 'newPassword' | 'confirmPassword'
const EMPTY: Record<Fields, string> = { currentPassword: '', newPassword: '', confirmPassword: '' }

/** Island 'account-password-form' (/myaccount/password): PATCH password with {passwordChange}
 * (§7); any refusal reads 'Error: Change Unsuccessful' (§8). */
export function AccountPasswordForm() {
  const [values, setValues] = useState(EMPTY)
  const [errors, setErrors] = useState<Partial<Record<Fields, string>>>({})
  const {
    busy,
    failure,
    setFailure,
    success: done,
    setSuccess: setDone,
    run,
  } = useFormSubmit<true>()
  const set = (name: Fields) => (value: string) => setValues((was) => ({ ...was, [name]: value }))
  const bind = (name: Fields) => ({
    value: values[name],
    onValue: set(name),
    error: errors[name],
  })

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const rules = validateRegistration({
      email: 'a@b.co',
      password: values.newPassword,
      confirmPassword: values.confirmPassword,
    })
    const found: Partial<Record<Fields, string>> = {
      currentPassword: values.currentPassword === '' ? ACCOUNT_MESSAGES.required : undefined,
      newPassword: rules.password,
      confirmPassword: rules.confirmPassword,
    }
    setErrors(found)
    setFailure(null)
    setDone(null)
    if (Object.values(found).some(Boolean)) return
    const result = await run(
      () => callRoute('PATCH /customer/password', { body: { passwordChange: values } }),
      {
        leaving: leaveIfSignedOut,
        failureOf: (answer) =>
          answer.status === 429 || answer.status === 0 ? answer.message : CHANGE_FAILED_MESSAGE,
      },
    )
    if (!result.ok) return
    setValues(EMPTY)
    setDone(true)
  }

  return (
    <form
      className={s.form}
      method="post"
      noValidate
      onSubmit={submit}
      aria-label="Change password"
    >
      <PasswordField
        purpose="current"
        id="password-current"
        label="Current password"
        {...bind('currentPassword')}
      />
      <PasswordField
        purpose="new"
        id="password-new"
        label="New password"
        {...bind('newPassword')}
      />
      <PasswordField
        purpose="new"
        id="password-confirm"
        label="Confirm new password"
        {...bind('confirmPassword')}
      />
      <FormStatus kind="error">{failure ? <p>{failure}</p> : null}</FormStatus>
      <FormStatus kind="success">{done ? <p>Your password has been changed.</p> : null}</FormStatus>
      <SubmitButton busy={busy} label="Change password" busyLabel="Saving…" />
    </form>
  )
}
