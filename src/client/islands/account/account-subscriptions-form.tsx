import { useEffect, useState, type FormEvent } from 'react'
import { callRoute } from '../../api/typed-call'
import { leaveIfSignedOut } from '../../api/account-profile'
import {
  FormStatus,
  SubmitButton,
  SubscriptionChoices,
  type EmailFrequency,
} from '../forms/account-form-parts'
import type { LocationOption } from './account-profile-form'
import * as s from '../forms/account-forms.styles'
import { useFormSubmit } from '../../hooks/use-form-submit'

export interface AccountSubscriptionsFormProps {
  locations: LocationOption[]
  defaultLocation: string
}

type Frequency = EmailFrequency
interface Subscription {
  status: 'SUBSCRIBED' | 'UNSUBSCRIBED'
  location: string
  preferences: { frequency: Frequency }
}

const subscriptionFrom = (body: unknown, fallbackLocation: string): Subscription => {
  const raw = ((body as { data?: unknown })?.data ?? {}) as Partial<Subscription>
  return {
    status: raw.status === 'SUBSCRIBED' ? 'SUBSCRIBED' : 'UNSUBSCRIBED',
    location: typeof raw.location === 'string' && raw.location ? raw.location : fallbackLocation,
    preferences: { frequency: raw.preferences?.frequency === 'weekly' ? 'weekly' : 'daily' },
  }
}

/** Island 'account-subscriptions-form' (/myaccount/subscriptions): the account email's deals
 * emails for one location (§5 "A location is required for subscribing"), daily or weekly. */
export function AccountSubscriptionsForm({
  locations,
  defaultLocation,
}: AccountSubscriptionsFormProps) {
  const [current, setCurrent] = useState<Subscription | null>(null)
  const [location, setLocation] = useState(defaultLocation)
  const [frequency, setFrequency] = useState<Frequency>('daily')
  const { busy, failure, setFailure, success: saved, setSuccess: setSaved, run } = useFormSubmit()

  useEffect(() => {
    void callRoute('GET /customer/subscriptions').then((result) => {
      if (leaveIfSignedOut(result)) return
      if (!result.ok) {
        setFailure(result.message)
        setCurrent(subscriptionFrom(null, defaultLocation))
        return
      }
      const loaded = subscriptionFrom(result.data, defaultLocation)
      setCurrent(loaded)
      setLocation(loaded.location)
      setFrequency(loaded.preferences.frequency)
    })
  }, [defaultLocation])

  const save = async (status: Subscription['status']) => {
    const result = await run(
      () =>
        callRoute('PUT /customer/subscriptions', {
          body: {
            status,
            location,
            preferences: { frequency },
          },
        }),
      { leaving: leaveIfSignedOut, fallback: 'Error on user subscription.' },
    )
    if (!result.ok) return
    const next = subscriptionFrom(
      result.data ?? { data: { status, location, preferences: { frequency } } },
      location,
    )
    setCurrent(next)
    setSaved(
      next.status === 'SUBSCRIBED'
        ? 'You are subscribed to our deals emails.'
        : 'You have been unsubscribed.',
    )
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    void save('SUBSCRIBED')
  }

  if (!current) {
    return (
      <div role="status" aria-live="polite" aria-busy="true">
        <p>Loading your subscriptions…</p>
      </div>
    )
  }

  return (
    <form className={s.form} method="post" noValidate onSubmit={submit} aria-label="Subscriptions">
      <p data-testid="subscription-status">
        {current.status === 'SUBSCRIBED'
          ? 'You are subscribed to our deals emails.'
          : 'You are not subscribed to our deals emails.'}
      </p>
      <SubscriptionChoices
        idPrefix="subscription"
        locations={locations}
        location={location}
        onLocation={setLocation}
        frequency={frequency}
        onFrequency={setFrequency}
      />
      <FormStatus kind="error">{failure ? <p>{failure}</p> : null}</FormStatus>
      <FormStatus kind="success">{saved ? <p>{saved}</p> : null}</FormStatus>
      <SubmitButton
        busy={busy}
        label={current.status === 'SUBSCRIBED' ? 'Save preferences' : 'Subscribe'}
        busyLabel="Saving…"
      />
      {current.status === 'SUBSCRIBED' ? (
        <button
          type="button"
          className={s.secondary}
          disabled={busy}
          onClick={() => void save('UNSUBSCRIBED')}
        >
          Unsubscribe
        </button>
      ) : null}
    </form>
  )
}
