import { useEffect, useState, type InputHTMLAttributes, type ReactNode } from 'react'
import * as s from './account-forms.styles'

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  id: string
  label: string
  value: string
  onValue: (value: string) => void
  error?: string
}

/** A labelled input whose error is tied to it (aria-describedby) and read out when it appears. */
export function Field({ id, label, value, onValue, error, ...input }: FieldProps) {
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
