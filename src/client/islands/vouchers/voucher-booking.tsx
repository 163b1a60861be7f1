import { useState, type FormEvent } from 'react'
import { longDay } from '../../../shared/format/long-date'
import {
  VoucherBookingResponse,
  type VoucherBooking,
} from '../../../shared/schemas/voucher-booking'
import type { ApiResult } from '../../api/account-api'
import { callRoute } from '../../api/typed-call'
import { useHydrated } from '../forms/account-form-parts'
import * as s from './voucher-panel.styles'
import { useFormSubmit } from '../../hooks/use-form-submit'

export interface VoucherBookingPanelProps {
  booking: VoucherBooking
}

const MONTH = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', month: 'long', year: 'numeric' })

/** The days grouped by month, for the select's option groups. */
function byMonth(days: string[]): [string, string[]][] {
  const groups = new Map<string, string[]>()
  for (const day of days) {
    const month = MONTH.format(new Date(`${day}T12:00:00.000Z`))
    groups.set(month, [...(groups.get(month) ?? []), day])
  }
  return [...groups]
}

function Status({ booking }: { booking: VoucherBooking }) {
  const asked = booking.requestedDate ? longDay(booking.requestedDate) : ''
  switch (booking.status) {
    case 'ACCEPTED':
      return (
        <p className={s.strong} data-testid="voucher-booking-status">
          Booked for {longDay(booking.bookedDate ?? booking.requestedDate ?? '')}.
        </p>
      )
    case 'REQUESTED':
      return (
        <p data-testid="voucher-booking-status">
          You asked for {asked}. We will email you when the merchant answers.
        </p>
      )
    case 'DECLINED':
      return (
        <p data-testid="voucher-booking-status">
          The merchant cannot take your booking for {asked}. Please choose another date.
        </p>
      )
    case 'PROPOSED':
      return (
        <p data-testid="voucher-booking-status">
          The merchant cannot take {asked}, but can offer{' '}
          <strong>{longDay(booking.proposedDate ?? '')}</strong>.
        </p>
      )
    default:
      return <p>Choose the date you would like, and the merchant will confirm it.</p>
  }
}

/** Island 'voucher-booking': booking on redemption from the voucher page (storefront §3
 * 'bookingCalendarOnRedemption'). Shows where the booking stands, offers the days that may be
 * asked for (a labelled select, grouped by month) and the merchant's proposed day to accept;
 * each change is the API's answer, shown at once. */
export function VoucherBookingPanel({ booking: initial }: VoucherBookingPanelProps) {
  const hydrated = useHydrated()
  const [booking, setBooking] = useState(initial)
  const [date, setDate] = useState('')
  const { busy, failure: error, setFailure: setError, run } = useFormSubmit()

  const params = { id: String(booking.voucherId) }
  const send = async (call: () => Promise<ApiResult<unknown>>) => {
    const result = await run(call, { fallback: 'Something went wrong. Please try again.' })
    if (!result.ok) return
    setBooking(VoucherBookingResponse.parse(result.data).data)
    setDate('')
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!date) return setError('Please choose a date.')
    await send(() => callRoute('POST /vouchers/:id/booking-request', { params, body: { date } }))
  }

  const disabled = busy || !hydrated
  const selectId = `booking-date-${booking.voucherId}`
  return (
    <section className={s.panel} aria-labelledby="booking-title" data-testid="voucher-booking">
      <h2 id="booking-title">
        {booking.status === 'ACCEPTED' ? 'Your booking' : 'Book your date'}
      </h2>
      <Status booking={booking} />
      {booking.canAcceptProposal && booking.proposedDate ? (
        <button
          type="button"
          className={s.button}
          disabled={disabled}
          onClick={() =>
            send(() => callRoute('POST /vouchers/:id/booking-request/accept', { params }))
          }
        >
          Accept {longDay(booking.proposedDate)}
        </button>
      ) : null}
      {booking.canRequest && booking.dates.length === 0 ? (
        <p>No dates are free to book at the moment. Please contact the merchant.</p>
      ) : null}
      {booking.canRequest && booking.dates.length > 0 ? (
        <form className={s.form} onSubmit={submit} noValidate aria-label="Request a booking date">
          <label htmlFor={selectId}>
            {booking.status === 'PROPOSED' ? 'Or choose another date' : 'Date'}
          </label>
          <select
            id={selectId}
            value={date}
            onChange={(event) => setDate(event.target.value)}
            aria-describedby={error ? `${selectId}-error` : undefined}
          >
            <option value="">Choose a date</option>
            {byMonth(booking.dates).map(([month, days]) => (
              <optgroup key={month} label={month}>
                {days.map((day) => (
                  <option key={day} value={day}>
                    {longDay(day)}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
          <button type="submit" className={s.button} disabled={disabled} aria-busy={busy}>
            {busy ? 'Sending…' : 'Request this date'}
          </button>
        </form>
      ) : null}
      <div role="alert" id={`${selectId}-error`} className={s.error}>
        {error}
      </div>
    </section>
  )
}
