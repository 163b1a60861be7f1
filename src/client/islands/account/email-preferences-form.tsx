import { useEffect, useRef, useState, type FormEvent } from 'react'
import { callRoute } from '../../api/typed-call'
import {
  FormStatus,
  SubmitButton,
  SubscriptionChoices,
  useHydrated,
} from '../forms/account-form-parts'
import type { LocationOption } from './account-profile-form'
import * as s from '../forms/account-forms.styles'
import {
  maskEmail,
  needsSubscribeCall,
  preferencesFrom,
  type EmailPreferences,
} from './email-preferences-rules'
import { useFormSubmit } from '../../hooks/use-form-submit'

export interface EmailPreferencesFormProps {
  /** The link's token: the only proof of who this is (transactions §5 'Unsubscribe needs a
   * token'), so every call carries it and nothing else identifies the reader. */
  token: string
  locations: LocationOption[]
}

type Frequency = EmailPreferences['frequency']

const FAILED = 'Error on user subscription.'

/** Why the link cannot be used (§8's words), with the way that needs no link: the account. The
 * server shows it for a missing or malformed token, the island when the lookup fails. */
export function EmailPreferencesProblem({ message }: { message: string }) {
  return (
    <div role="alert" className={s.form}>
      <p className={s.errorMessage}>{message}</p>
      <p>
        You can manage your emails in <a href="/myaccount/subscriptions">your account</a>.
      </p>
    </div>
  )
}

/** Island 'email-preferences-form' (/email-preferences?token=…): the page every subscription
 * email links to. Loads the subscription by token, changes its location and frequency, and
 * unsubscribes from everything in one press. */
export function EmailPreferencesForm({ token, locations }: EmailPreferencesFormProps) {
  const hydrated = useHydrated()
  const [current, setCurrent] = useState<EmailPreferences | null>(null)
  const [loadFailure, setLoadFailure] = useState<string | null>(null)
  const [location, setLocation] = useState('')
  const [frequency, setFrequency] = useState<Frequency>('daily')
  const { busy, failure, success: saved, setSuccess: setSaved, run } = useFormSubmit()
  const statusRef = useRef<HTMLParagraphElement>(null)

  useEffect(() => {
    void callRoute('GET /subscriptions/preferences', { query: { token } }).then((result) => {
      const loaded = result.ok ? preferencesFrom(result.data) : null
      if (!loaded) {
        setLoadFailure(result.message ?? FAILED)
        return
      }
      setCurrent(loaded)
      setLocation(loaded.location ?? locations[0]?.shortName ?? '')
      setFrequency(loaded.frequency)
    })
  }, [token, locations])

  if (loadFailure) return <EmailPreferencesProblem message={loadFailure} />
  if (!current) {
    return (
      <div role="status" aria-live="polite" aria-busy="true">
        <p>Loading your email preferences…</p>
      </div>
    )
  }

  const save = async (event: FormEvent) => {
    event.preventDefault()
    const result = await run(
      async () => {
        const updated = await callRoute('PUT /subscriptions/preferences', {
          body: { token, preferences: { frequency } },
        })
        // The token API keeps no location; subscribing (idempotent, and silent for an address
        // already subscribed) sets it, and brings an unsubscribed address back.
        return updated.ok && needsSubscribeCall(current, location)
          ? await callRoute('POST /subscriptions', { body: { email: current.email, location } })
          : updated
      },
      { fallback: FAILED },
    )
    if (!result.ok) return
    setCurrent({ ...current, status: 'SUBSCRIBED', location, frequency })
    setSaved(
      current.status === 'SUBSCRIBED'
        ? 'Your email preferences are saved.'
        : 'You are subscribed to our deals emails again.',
    )
  }

  const unsubscribe = async () => {
    const result = await run(
      () => callRoute('POST /subscriptions/unsubscribe', { body: { token } }),
      { fallback: FAILED },
    )
    if (!result.ok) return
    setCurrent({ ...current, status: 'UNSUBSCRIBED' })
    // The pressed button goes away with the subscription: keyboard focus moves to the new state
    // rather than falling back to the top of the page.
    statusRef.current?.focus()
    setSaved(
      `You have been unsubscribed. We will not send deals emails to ${maskEmail(current.email)}.`,
    )
  }

  const subscribed = current.status === 'SUBSCRIBED'
  // A location the brand no longer lists as local is still shown, so the select tells the truth.
  const options =
    current.location && !locations.some((option) => option.shortName === current.location)
      ? [{ shortName: current.location, name: current.location }, ...locations]
      : locations

  return (
    <form
      className={s.form}
      method="post"
      noValidate
      onSubmit={save}
      aria-label="Email preferences"
    >
      <p data-testid="email-preferences-status" ref={statusRef} tabIndex={-1}>
        {subscribed ? 'Deals emails go to ' : 'No deals emails go to '}
        <strong>{maskEmail(current.email)}</strong>.
      </p>
      <SubscriptionChoices
        idPrefix="email-preferences"
        locations={options}
        location={location}
        onLocation={setLocation}
        frequency={frequency}
        onFrequency={setFrequency}
      />
      <FormStatus kind="error">{failure ? <p>{failure}</p> : null}</FormStatus>
      <FormStatus kind="success">{saved ? <p>{saved}</p> : null}</FormStatus>
      <SubmitButton
        busy={busy}
        label={subscribed ? 'Save preferences' : 'Subscribe again'}
        busyLabel="Saving…"
      />
      {subscribed ? (
        <button
          type="button"
          className={s.secondary}
          disabled={busy || !hydrated}
          onClick={() => void unsubscribe()}
        >
          Unsubscribe from all emails
        </button>
      ) : null}
    </form>
  )
}
