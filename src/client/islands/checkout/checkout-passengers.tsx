import {
  PASSENGER_TITLES,
  type PassengerDraft,
  type PassengerErrors,
} from '../../pages/checkout/checkout-rules'
import { Field } from '../forms/account-form-parts'
import * as s from './checkout.styles'

interface Props {
  drafts: PassengerDraft[]
  errors: PassengerErrors[]
  disabled: boolean
  onChange: (index: number, draft: PassengerDraft) => void
}

/** Travellers of the stays in the basket (transactions §3 'Passenger', §5 "Passenger details
 * required (title, names, date of birth, phone) as on passports"). */
export function CheckoutPassengers({ drafts, errors, disabled, onChange }: Props) {
  return (
    <section className={s.section} aria-labelledby="checkout-passengers-title">
      <h2 id="checkout-passengers-title">Passenger details</h2>
      <p className={s.muted}>Please enter every name exactly as it appears on the passport.</p>
      {drafts.map((draft, index) => {
        const id = `passenger-${index + 1}`
        const error = errors[index] ?? {}
        const set = (field: keyof PassengerDraft) => (value: string) =>
          onChange(index, { ...draft, [field]: value })
        return (
          <fieldset key={id} className={s.main} disabled={disabled}>
            <legend>
              <strong>Passenger {index + 1}</strong>
              {index === 0 ? ' (lead passenger)' : ''}
            </legend>
            <div>
              <label htmlFor={`${id}-title`}>Title</label>
              <select
                id={`${id}-title`}
                value={draft.title}
                aria-invalid={error.title ? true : undefined}
                aria-describedby={error.title ? `${id}-title-error` : undefined}
                onChange={(event) => set('title')(event.target.value)}
              >
                <option value="">Choose…</option>
                {PASSENGER_TITLES.map((title) => (
                  <option key={title}>{title}</option>
                ))}
              </select>
              {error.title ? (
                <p id={`${id}-title-error`} className={s.error}>
                  {error.title}
                </p>
              ) : null}
            </div>
            <Field
              id={`${id}-first-names`}
              label="First names (as on passport)"
              autoComplete="off"
              value={draft.firstNames}
              onValue={set('firstNames')}
              error={error.firstNames}
            />
            <Field
              id={`${id}-last-name`}
              label="Last name (as on passport)"
              autoComplete="off"
              value={draft.lastName}
              onValue={set('lastName')}
              error={error.lastName}
            />
            <fieldset className={s.row}>
              <legend>Date of birth (DD MM YYYY)</legend>
              <Field
                id={`${id}-dob-day`}
                label="Day"
                inputMode="numeric"
                maxLength={2}
                value={draft.day}
                onValue={set('day')}
              />
              <Field
                id={`${id}-dob-month`}
                label="Month"
                inputMode="numeric"
                maxLength={2}
                value={draft.month}
                onValue={set('month')}
              />
              <Field
                id={`${id}-dob-year`}
                label="Year"
                inputMode="numeric"
                maxLength={4}
                value={draft.year}
                onValue={set('year')}
                error={error.dateOfBirth}
              />
            </fieldset>
            <Field
              id={`${id}-phone`}
              label="Contact phone"
              type="tel"
              autoComplete={index === 0 ? 'tel' : 'off'}
              value={draft.phone}
              onValue={set('phone')}
              error={error.phone}
            />
          </fieldset>
        )
      })}
    </section>
  )
}
