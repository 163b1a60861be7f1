import { useState, type FormEvent } from 'react'
import { ACCOUNT_MESSAGES } from '../../../shared/domain/account/registration-validation'
import { callRoute } from '../../api/typed-call'
import { leaveIfSignedOut, useProfile } from '../../api/account-profile'
import { leaveNotice } from '../../api/account-notice'
import { logOut, SIGNED_OUT } from '../../api/account-session'
import { setUser } from '../../api/session-check'
import { forgetOfflineVouchers } from '../../vouchers/forget-offline-vouchers'
import { FormStatus, PasswordField, SubmitButton } from '../forms/account-form-parts'
import * as s from '../forms/account-forms.styles'
import { useFormSubmit } from '../../hooks/use-form-submit'

const DELETED_NOTICE =
  'Your account has been deleted. Your details are removed now and everything else within 24 hours.'

/** Island 'account-delete-form' (/myaccount/delete). Transactions §4 'Account deletion':
 * "initiated, then full deletion within 24 hours". An account with a password confirms with it;
 * one made through Google or Facebook has none to give, so it confirms with a tick. */
export function AccountDeleteForm() {
  const [load] = useProfile()
  const [password, setPassword] = useState('')
  const [confirmed, setConfirmed] = useState(false)
  const [error, setError] = useState<string | undefined>()
  const { busy, failure, setFailure, run } = useFormSubmit()

  if (load.state !== 'ready') {
    return (
      <div role="status" aria-live="polite" aria-busy={load.state === 'loading'}>
        {load.state === 'loading' ? <p>Loading your details…</p> : <p>{load.message}</p>}
      </div>
    )
  }
  const { hasPassword } = load.profile

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const problem = hasPassword
      ? password === ''
        ? ACCOUNT_MESSAGES.required
        : undefined
      : confirmed
        ? undefined
        : 'Please confirm that you want to delete your account'
    setError(problem)
    setFailure(null)
    if (problem) return
    const result = await run(
      () => callRoute('DELETE /customer', { body: hasPassword ? { password } : {} }),
      {
        leaving: (answer) => answer.ok || leaveIfSignedOut(answer),
      },
    )
    if (!result.ok) return
    await logOut()
    setUser(SIGNED_OUT)
    leaveNotice(DELETED_NOTICE)
    await forgetOfflineVouchers()
    window.location.assign('/')
  }

  return (
    <form className={s.form} method="post" noValidate onSubmit={submit} aria-label="Delete account">
      {hasPassword ? (
        <PasswordField
          purpose="current"
          id="delete-password"
          label="Your password"
          value={password}
          onValue={setPassword}
          error={error}
        />
      ) : (
        <div className={s.field}>
          <label className={s.check}>
            <input
              type="checkbox"
              checked={confirmed}
              aria-invalid={error ? true : undefined}
              onChange={(event) => setConfirmed(event.target.checked)}
            />
            I understand my account will be deleted
          </label>
          {error ? <p className={s.fieldError}>{error}</p> : null}
        </div>
      )}
      <FormStatus kind="error">{failure ? <p>{failure}</p> : null}</FormStatus>
      <SubmitButton busy={busy} label="Delete my account" busyLabel="Deleting…" />
    </form>
  )
}
