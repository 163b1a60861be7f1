import { useState, type FormEvent } from 'react'
import { emailError } from '../../../shared/domain/account/registration-validation'
import { callRoute } from '../../api/typed-call'
import { emailConsent } from '../../pages/account/account-copy'
import { EmailField, FormStatus, SubmitButton } from '../forms/account-form-parts'
import { AccountModal } from './account-modal'
import * as form from '../forms/account-forms.styles'
import { NewUserModal } from './new-user-modal'
import * as s from './sign-up-lightbox.styles'
import { useFormSubmit } from '../../hooks/use-form-submit'

export interface AccountLightboxDialogProps {
  locationShortName: string
  locationName: string
  onClose: () => void
}

/** The sign-up lightbox's dialog, loaded only when it opens (sign-up-lightbox.tsx decides when):
 * an email subscribed to the visitor's location's deals (§5 "A location is required for
 * subscribing"), then the new-user modal. */
export function AccountLightboxDialog({
  locationShortName,
  locationName,
  onClose,
}: AccountLightboxDialogProps) {
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | undefined>()
  const {
    busy,
    failure,
    setFailure,
    success: subscribed,
    setSuccess: setSubscribed,
    run,
  } = useFormSubmit<true>()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const problem = emailError(email)
    setError(problem)
    setFailure(null)
    if (problem) return
    const result = await run(() =>
      callRoute('POST /subscriptions', {
        body: { email: email.trim(), location: locationShortName },
      }),
    )
    if (result.ok) setSubscribed(true)
  }

  if (subscribed) return <NewUserModal email={email} onClose={onClose} />

  return (
    <AccountModal labelledBy="sign-up-lightbox-title" onClose={onClose}>
      <h2 id="sign-up-lightbox-title" className={s.heading}>
        Get today&apos;s best deals
      </h2>
      <p className={s.lead}>
        Save up to 80% on things to do in {locationName}, sent to your inbox.
      </p>
      <form className={form.form} method="post" noValidate onSubmit={submit}>
        <EmailField
          id="sign-up-lightbox-email"
          label="Email"
          value={email}
          onValue={setEmail}
          error={error}
        />
        <FormStatus kind="error">{failure ? <p>{failure}</p> : null}</FormStatus>
        <p className={form.consent}>{emailConsent('Go to deals')}</p>
        <SubmitButton busy={busy} label="Go to deals" busyLabel="Subscribing…" />
      </form>
    </AccountModal>
  )
}
