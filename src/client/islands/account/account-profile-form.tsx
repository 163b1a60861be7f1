import { useEffect, useState, type FormEvent } from 'react'
import type { CountryCode } from '../../../shared/schemas/location'
import { validateProfile } from '../../../shared/domain/account/profile-validation'
import { callRoute } from '../../api/typed-call'
import { leaveIfSignedOut, profileFrom, useProfile } from '../../api/account-profile'
import { setUser } from '../../api/session-check'
import { Field, FormStatus, SubmitButton } from '../forms/account-form-parts'
import * as s from '../forms/account-forms.styles'
import { useFormSubmit } from '../../hooks/use-form-submit'

export interface LocationOption {
  shortName: string
  name: string
}

export interface AccountProfileFormProps {
  countryCode: CountryCode
  locations: LocationOption[]
}

type Fields = 'firstName' | 'lastName' | 'phone' | 'location'
const EMPTY: Record<Fields, string> = { firstName: '', lastName: '', phone: '', location: '' }

/** Island 'account-profile-form' (/myaccount/profile): the account details of transactions §3,
 * shown and edited in one form. The email is shown, not edited (it is the login). */
export function AccountProfileForm({ countryCode, locations }: AccountProfileFormProps) {
  const [load, setProfile] = useProfile()
  const [values, setValues] = useState(EMPTY)
  const [errors, setErrors] = useState<Partial<Record<Fields, string>>>({})
  const {
    busy,
    failure,
    setFailure,
    success: saved,
    setSuccess: setSaved,
    run,
  } = useFormSubmit<true>()
  const set = (name: Fields) => (value: string) => {
    setSaved(null)
    setValues((was) => ({ ...was, [name]: value }))
  }
  const bind = (name: Fields) => ({
    value: values[name],
    onValue: set(name),
    error: errors[name],
  })

  const profile = load.state === 'ready' ? load.profile : null
  useEffect(() => {
    if (!profile) return
    const { firstName, lastName, phone, location } = profile
    setValues({ firstName, lastName, phone: phone ?? '', location: location ?? '' })
  }, [profile])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const found = validateProfile(values, countryCode)
    setErrors(found)
    setFailure(null)
    setSaved(null)
    if (Object.keys(found).length > 0) return
    const result = await run(
      () =>
        callRoute('PUT /customer/profile', {
          body: {
            user: {
              firstName: values.firstName.trim(),
              lastName: values.lastName.trim(),
              ...(values.phone.trim() ? { phone: values.phone.trim() } : {}),
              ...(values.location ? { location: values.location } : {}),
            },
          },
        }),
      { leaving: leaveIfSignedOut },
    )
    if (!result.ok) return
    const next = profileFrom(result.data)
    setProfile(next)
    setSaved(true)
    // The header greets the user by first name (§3 'username = first name').
    setUser((was) => ({ ...was, username: next.firstName || values.firstName.trim() }))
  }

  if (load.state !== 'ready') {
    return (
      <div role="status" aria-live="polite" aria-busy={load.state === 'loading'}>
        {load.state === 'loading' ? <p>Loading your details…</p> : <p>{load.message}</p>}
      </div>
    )
  }

  return (
    <form
      className={s.form}
      method="post"
      noValidate
      onSubmit={submit}
      aria-label="Account details"
    >
      <p>
        Email: <strong data-testid="profile-email">{load.profile.email}</strong>
      </p>
      <Field
        id="profile-first-name"
        label="First name"
        autoComplete="given-name"
        required
        {...bind('firstName')}
      />
      <Field
        id="profile-last-name"
        label="Last name"
        autoComplete="family-name"
        {...bind('lastName')}
      />
      <Field
        id="profile-phone"
        label="Phone (optional)"
        type="tel"
        autoComplete="tel"
        {...bind('phone')}
      />
      <div className={s.field}>
        <label htmlFor="profile-location">Your location</label>
        <select
          id="profile-location"
          value={values.location}
          onChange={(event) => set('location')(event.target.value)}
        >
          <option value="">Choose a location</option>
          {locations.map((option) => (
            <option key={option.shortName} value={option.shortName}>
              {option.name}
            </option>
          ))}
        </select>
      </div>
      <FormStatus kind="error">{failure ? <p>{failure}</p> : null}</FormStatus>
      <FormStatus kind="success">{saved ? <p>Your details have been saved.</p> : null}</FormStatus>
      <SubmitButton busy={busy} label="Save changes" busyLabel="Saving…" />
    </form>
  )
}
