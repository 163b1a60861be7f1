import { startTransition, useActionState, useState, type FormEvent } from 'react'
import {
  ACCOUNT_MESSAGES,
  validateRegistration,
} from '../../../shared/domain/account/registration-validation'
import { callRoute } from '../../api/typed-call'
import { leaveIfSignedOut } from '../../api/account-profile'
import { stayBusy } from '../../hooks/stay-busy'
import { CHANGE_FAILED_MESSAGE } from '../../pages/account/account-copy'
import { FormStatus, PasswordField, SubmitButton } from '../forms/account-form-parts'
import * as s from '../forms/account-forms.styles'

type Fields = 'currentPassword' | 'newPassword' | 'confirmPassword'
const EMPTY: Record<Fields, string> = { currentPassword: '', newPassword: '', confirmPassword: '' }

type Errors = Partial<Record<Fields, string>>
/** What the last press led to: the fields' own errors, the API's refusal, or the change. */
interface Outcome {
  errors: Errors
  failure: string | null
  done: boolean
}
const NOTHING_YET: Outcome = { errors: {}, failure: null, done: false }

/** The fields' errors by the registration rules (the new password's strength and match). */
function fieldErrors(values: Record<Fields, string>): Errors {
  const rules = validateRegistration({
    email: 'a@b.co',
    password: values.newPassword,
    confirmPassword: values.confirmPassword,
  })
  return {
    currentPassword: values.currentPassword === '' ? ACCOUNT_MESSAGES.required : undefined,
    newPassword: rules.password,
    confirmPassword: rules.confirmPassword,
  }
}

/** Island 'account-password-form' (/myaccount/password): PATCH password with {passwordChange}
 * (§7); any refusal reads 'Error: Change Unsuccessful' (§8). One press is one React action
 * (useActionState): it is pending while the request is out, so the button is busy and a second
 * press waits, and its outcome is the one state the form shows. The fields stay controlled, so
 * what the shopper typed is kept after a refusal. */
export function AccountPasswordForm() {
  const [values, setValues] = useState(EMPTY)
  const [outcome, change, busy] = useActionState(
    async (_last: Outcome, typed: Record<Fields, string>): Promise<Outcome> => {
      const errors = fieldErrors(typed)
      if (Object.values(errors).some(Boolean)) return { errors, failure: null, done: false }
      const result = await callRoute('PATCH /customer/password', {
        body: { passwordChange: typed },
      })
      if (leaveIfSignedOut(result)) return stayBusy()
      if (!result.ok) {
        const own = result.status === 429 || result.status === 0
        return {
          errors: {},
          failure: (own ? result.message : null) ?? CHANGE_FAILED_MESSAGE,
          done: false,
        }
      }
      setValues(EMPTY)
      return { errors: {}, failure: null, done: true }
    },
    NOTHING_YET,
  )
  const { errors, failure, done } = busy ? NOTHING_YET : outcome
  const set = (name: Fields) => (value: string) => setValues((was) => ({ ...was, [name]: value }))
  const bind = (name: Fields) => ({
    value: values[name],
    onValue: set(name),
    error: errors[name],
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    startTransition(() => change(values))
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
