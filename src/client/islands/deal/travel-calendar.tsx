import { useId } from 'react'
import type { BrandId } from '../../../shared/config/brands'
import { PASSENGER_OPTIONS } from '../../../shared/config/constants'
import type { Currency } from '../../../shared/schemas/money'
import { airportOptions } from './travel-calendar-airports'
import { dayLabel, monthLabel, nightsBetween } from './travel-calendar-dates'
import { CalendarGrid } from './travel-calendar-grid'
import { StayPanel } from './travel-calendar-stay'
import { useTravelCalendar, type TravelCalendarState } from './use-travel-calendar'
import * as s from './travel-calendar.styles'

export interface TravelCalendarProps {
  dealId: number
  brand: BrandId
  country: 'gb' | 'ie'
  currency: Currency
  /** The deal sells packages with flights (its dynamicTravelDeal flag): offer airports. */
  hasFlights: boolean
  depositAvailable: boolean
  pricePerPerson: boolean
  available: boolean
  /** From the URL (a product path or a hotel-ads landing): priced first and preselected. */
  leadProductId: number | null
  /** A hotel-ads landing's stay (§3 'Hotel search query'), opened already selected. */
  initialCheckIn: string | null
  initialCheckOut: string | null
  initialQuantity: number | null
}

/** Island 'travel-calendar': the §4 'Calendar selection' for calendar deals. A month of prices
 * with a cheapest-nights heat map; pick check-in, then a check-out that makes a valid stay;
 * then the rooms, flights and total for that stay, and Add to basket. */
export function TravelCalendar(props: TravelCalendarProps) {
  const id = useId()
  const cal = useTravelCalendar(props)
  const { checkIn, checkOut, preview } = cal
  return (
    <section className={s.calendar} aria-labelledby={`${id}-title`} data-testid="travel-calendar">
      <h2 id={`${id}-title`}>Choose your dates</h2>
      <CalendarControls cal={cal} country={props.country} hasFlights={props.hasFlights} />
      <MonthBar cal={cal} monthId={`${id}-month`} />
      <CalendarBody cal={cal} monthId={`${id}-month`} currency={props.currency} />
      <p className={s.summary} aria-live="polite" data-testid="travel-stay">
        {stayText(checkIn, checkOut, preview, preview !== null && cal.selectable(preview))}
      </p>
      {checkIn ? (
        <button type="button" className={s.clear} onClick={cal.clear}>
          Clear dates
        </button>
      ) : null}
      {checkIn && checkOut ? (
        <StayPanel
          dealId={props.dealId}
          brand={props.brand}
          currency={props.currency}
          checkIn={checkIn}
          checkOut={checkOut}
          guests={cal.quantity}
          units={cal.units}
          perPerson={props.pricePerPerson}
          airport={cal.airport}
          hasFlights={props.hasFlights}
          depositAvailable={props.depositAvailable}
          available={props.available}
          preferredId={props.leadProductId}
        />
      ) : null}
    </section>
  )
}

/** Nights, guests and (on a deal with flights) the departure airport. */
function CalendarControls({
  cal,
  country,
  hasFlights,
}: {
  cal: TravelCalendarState
  country: 'gb' | 'ie'
  hasFlights: boolean
}) {
  const { nights, supported } = cal
  const airports = hasFlights ? airportOptions(country, []) : []
  return (
    <div className={s.controls}>
      <label>
        Nights
        <select
          value={nights ?? ''}
          onChange={(e) => cal.chooseNights(e.target.value ? Number(e.target.value) : null)}
        >
          <option value="">Any</option>
          {(supported.length > 0 ? supported : nights !== null ? [nights] : []).map((n) => (
            <option key={n} value={n}>
              {n} {n === 1 ? 'night' : 'nights'}
            </option>
          ))}
        </select>
      </label>
      <label>
        Guests
        <select value={cal.quantity} onChange={(e) => cal.setQuantity(Number(e.target.value))}>
          {PASSENGER_OPTIONS.filter((n) => n >= cal.minQuantity).map((n) => (
            <option key={n} value={n}>
              {n} guests
            </option>
          ))}
        </select>
      </label>
      {hasFlights ? (
        <label>
          Flying from
          <select value={cal.airport} onChange={(e) => cal.setAirport(e.target.value)}>
            <option value="">Any</option>
            {airports.map((a) => (
              <option key={a.code} value={a.code}>
                {a.label}
              </option>
            ))}
          </select>
        </label>
      ) : null}
    </div>
  )
}

/** The month shown, between buttons to the previous and next months with dates. */
function MonthBar({ cal, monthId }: { cal: TravelCalendarState; monthId: string }) {
  const { data, shown, availability, go } = cal
  return (
    <div className={s.monthBar}>
      <button
        type="button"
        aria-label="Previous available month"
        disabled={!data || data.previousAvailableMonth === null}
        onClick={() =>
          go(data?.previousAvailableMonth ?? null, data?.previousAvailableYear ?? null)
        }
      >
        ‹
      </button>
      <h3 id={monthId} aria-live="polite">
        {shown ? monthLabel(shown.year, shown.month) : availability ? 'No dates' : 'Loading dates…'}
      </h3>
      <button
        type="button"
        aria-label="Next available month"
        disabled={!data || data.nextAvailableMonth === null}
        onClick={() => go(data?.nextAvailableMonth ?? null, data?.nextAvailableYear ?? null)}
      >
        ›
      </button>
    </div>
  )
}

/** The day grid (or its skeleton, or why there is none), the error and the heat legend. */
function CalendarBody({
  cal,
  monthId,
  currency,
}: {
  cal: TravelCalendarState
  monthId: string
  currency: Currency
}) {
  const { availability, shown, data } = cal
  return (
    <>
      {availability === null ? (
        <div className={s.skeleton} aria-busy="true" aria-label="Loading dates" />
      ) : shown ? (
        <CalendarGrid
          year={shown.year}
          month={shown.month}
          labelId={monthId}
          days={cal.days}
          shades={cal.shades}
          currency={currency}
          checkIn={cal.checkIn}
          checkOut={cal.checkOut}
          preview={cal.preview}
          focusDate={cal.focus}
          keyboard={cal.keyboard}
          selectable={cal.selectable}
          onFocusDate={cal.focusByKeyboard}
          onPick={cal.pick}
          onHover={cal.setHover}
          onClear={cal.clear}
        />
      ) : (
        <p className={s.message}>There are no dates available for this deal right now.</p>
      )}
      {availability?.kind === 'error' ? (
        <p className={s.message} data-testid="travel-error">
          {availability.message}
        </p>
      ) : null}
      {data ? (
        <p className={s.legend} aria-hidden="true">
          Cheapest <i className={s.shade0} />
          <i className={s.shade1} />
          <i className={s.shade2} />
          <i className={s.shade3} />
          <i className={s.shade4} /> Dearest
        </p>
      ) : null}
    </>
  )
}

const nightsText = (n: number) => `${n} ${n === 1 ? 'night' : 'nights'}`

/** The stay in words for the live region: what is picked, and what a hovered day would give. */
function stayText(
  checkIn: string | null,
  checkOut: string | null,
  preview: string | null,
  previewOk: boolean,
): string {
  if (!checkIn) return ''
  if (checkOut) {
    return `Check-in ${dayLabel(checkIn)}, check-out ${dayLabel(checkOut)}: ${nightsText(nightsBetween(checkIn, checkOut))}`
  }
  const hint = preview
    ? ` (${dayLabel(preview)}: ${nightsText(nightsBetween(checkIn, preview))}${previewOk ? '' : ', not available'})`
    : ''
  return `Check-in ${dayLabel(checkIn)}: now choose your check-out date${hint}`
}
