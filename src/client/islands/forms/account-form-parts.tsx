import { useEffect, useState, type InputHTMLAttributes, type ReactNode } from 'react'
import { focusOnMount } from '../../hooks/focus-on-mount'
import * as s from './account-forms.styles'

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  id: string
  label: string
  value: string
  onValue: (value: string) => void
  error?: string
}

/** A labelled input whose error is tied to it (aria-describedby) and read out when it appears. */
export function Field({ id, label, value, onValue, error, autoFocus, ...input }: FieldProps) {
  const errorId = `${id}-error`
  return (
    <div className={s.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={id}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        ref={autoFocus ? focusOnMount : undefined}
        {...input}
      />
      {error ? (
        <p id={errorId} className={s.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  )
}

type PresetFieldProps = Omit<FieldProps, 'type' | 'inputMode' | 'autoComplete' | 'required'>

/** A required email box: the email keyboard on phones, the browser's saved address offered. */
export const EmailField = (props: PresetFieldProps) => (
  <Field type="email" inputMode="email" autoComplete="email" required {...props} />
)

/** A required password box. `purpose` tells password managers whether to fill the saved
 * password ('current') or offer a new one ('new'). */
export const PasswordField = ({
  purpose,
  ...props
}: PresetFieldProps & { purpose: 'current' | 'new' }) => (
  <Field type="password" autoComplete={`${purpose}-password`} required {...props} />
)

/** The form's outcome in a live region that exists from the start, so screen readers announce
 * what later appears in it (an error is assertive, a success polite). */
export function FormStatus({ kind, children }: { kind: 'error' | 'success'; children: ReactNode }) {
  return (
    <div
      role={kind === 'error' ? 'alert' : 'status'}
      aria-live={kind === 'error' ? 'assertive' : 'polite'}
    >
      {children ? (
        <div className={kind === 'error' ? s.errorMessage : s.successMessage}>{children}</div>
      ) : null}
    </div>
  )
}

/** Disabled while a request is out, so a double press cannot send it twice. */
export function SubmitButton({
  busy,
  label,
  busyLabel,
}: {
  busy: boolean
  label: string
  busyLabel: string
}) {
  const hydrated = useHydrated()
  return (
    <button type="submit" className={s.submit} disabled={busy || !hydrated} aria-busy={busy}>
      {busy ? busyLabel : label}
    </button>
  )
}

/** False in the server's HTML and during hydration. The forms talk JSON to the API, so before
 * their script runs the submit button stays disabled: a plain submit would put the password in
 * a URL or post to a page that only answers GET. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated
}

export type EmailFrequency = 'daily' | 'weekly'

/** The two choices of a deals-email subscription (transactions §5 'a location is required for
 * subscribing'): which location's deals, and how often. Shared by /myaccount/subscriptions and
 * the emailed preferences page. */
export function SubscriptionChoices({
  idPrefix,
  locations,
  location,
  onLocation,
  frequency,
  onFrequency,
}: {
  idPrefix: string
  locations: readonly { shortName: string; name: string }[]
  location: string
  onLocation: (shortName: string) => void
  frequency: EmailFrequency
  onFrequency: (frequency: EmailFrequency) => void
}) {
  return (
    <>
      <div className={s.field}>
        <label htmlFor={`${idPrefix}-location`}>Deals for</label>
        <select
          id={`${idPrefix}-location`}
          required
          value={location}
          onChange={(event) => onLocation(event.target.value)}
        >
          {locations.map((option) => (
            <option key={option.shortName} value={option.shortName}>
              {option.name}
            </option>
          ))}
        </select>
      </div>
      <fieldset className={s.field}>
        <legend>How often</legend>
        {(['daily', 'weekly'] as const).map((value) => (
          <label key={value} className={s.check}>
            <input
              type="radio"
              name="frequency"
              value={value}
              checked={frequency === value}
              onChange={() => onFrequency(value)}
            />
            {value === 'daily' ? 'Daily' : 'Weekly'}
          </label>
        ))}
      </fieldset>
    </>
  )
}
