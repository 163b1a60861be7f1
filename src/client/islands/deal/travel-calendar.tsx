import { useEffect, useId, useMemo, useState } from 'react'
import type { BrandId } from '../../../shared/config/brands'
import { PASSENGER_OPTIONS } from '../../../shared/config/constants'
import { depositPairMinQuantity } from '../../../shared/domain/deal/max-quantity'
import { stayUnits } from '../../../shared/domain/travel/stay-charge'
import type { AvailabilityResponse, CalendarDay } from '../../../shared/schemas/availability'
import type { Currency } from '../../../shared/schemas/money'
import { airportOptions } from './travel-calendar-airports'
import {
  MALFORMED,
  availabilityUrl,
  getJson,
  isAvailability,
  type Loaded,
} from './travel-calendar-api'
import { addCalendarDays } from '../../../shared/format/dates'
import { canArrive, isValidStay, monthLabel, nightsBetween } from './travel-calendar-dates'
import { heatShades } from './travel-calendar-dates'
import { CalendarGrid } from './travel-calendar-grid'
import { showToast } from '../../components/toast/toast-store'
import { StayPanel } from './travel-calendar-stay'
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

// §9 'Calendar hover window 28 days': the preview of a stay stops this far from check-in.
const HOVER_WINDOW_DAYS = 28

type Month = { year: number; month: number }

const monthOf = (iso: string | null): Month | null =>
  iso ? { year: Number(iso.slice(0, 4)), month: Number(iso.slice(5, 7)) } : null

/** Island 'travel-calendar': the §4 'Calendar selection' for calendar deals. A month of prices
 * with a cheapest-nights heat map; pick check-in, then a check-out that makes a valid stay;
 * then the rooms, flights and total for that stay, and Add to basket. */
export function TravelCalendar(props: TravelCalendarProps) {
  const id = useId()
  const [view, setView] = useState<Month | null>(monthOf(props.initialCheckIn))
  const [quantity, setQuantity] = useState<number>(
    () => PASSENGER_OPTIONS.find((n) => n >= (props.initialQuantity ?? 2)) ?? PASSENGER_OPTIONS[0],
  )
  const [nights, setNights] = useState<number | null>(
    props.initialCheckIn && props.initialCheckOut
      ? nightsBetween(props.initialCheckIn, props.initialCheckOut)
      : null,
  )
  const [airport, setAirport] = useState('')
  // Guests are chosen; units (rooms for two, or guests on a per-person deal) are what is sold.
  const units = stayUnits(quantity, props.pricePerPerson)
  const [availability, setAvailability] = useState<Loaded<AvailabilityResponse> | null>(null)
  const [checkIn, setCheckIn] = useState(props.initialCheckIn)
  const [checkOut, setCheckOut] = useState(props.initialCheckOut)
  const [hover, setHover] = useState<string | null>(null)
  const [focusDate, setFocusDate] = useState(props.initialCheckIn ?? '')
  const [keyboard, setKeyboard] = useState(false)

  useEffect(() => {
    const controller = new AbortController()
    setAvailability(null)
    const url = availabilityUrl({
      dealId: props.dealId,
      month: view?.month ?? null,
      year: view?.year ?? null,
      quantity: units,
      nights: null,
      departureAirport: airport,
      leadProductId: props.leadProductId,
    })
    getJson(url, isAvailability, controller.signal)
      .then((loaded) => {
        setAvailability(loaded)
        if (loaded.kind === 'error')
          showToast(loaded.message, { tone: 'error', testId: 'travel-toast' })
      })
      .catch(() => {
        if (!controller.signal.aborted)
          setAvailability({ kind: 'error', status: 0, message: MALFORMED })
      })
    return () => controller.abort()
  }, [props.dealId, props.leadProductId, view, units, airport])

  const data = availability?.kind === 'ok' ? availability.data : null
  const days = useMemo(
    () =>
      new Map<string, CalendarDay>((data?.calendarDateViewVOList ?? []).map((d) => [d.date, d])),
    [data],
  )
  const shades = useMemo(() => heatShades(data?.pricePerDate ?? {}), [data])
  const supported = data?.supportedNumberOfNights ?? []
  // §5: malformed data still shows a calendar, an empty one (with the toast saying why).
  const shown: Month | null = data
    ? { year: data.currentYear, month: data.currentMonth }
    : availability?.kind === 'error'
      ? (view ?? monthOf(new Date().toISOString().slice(0, 10)))
      : null
  const monthStart = shown ? `${shown.year}-${String(shown.month).padStart(2, '0')}-01` : ''

  // Keep the one tab stop on a day of the month shown.
  const focus = focusDate.startsWith(monthStart.slice(0, 7)) ? focusDate : monthStart

  const choosingCheckOut = checkIn !== null && checkOut === null
  const validStay = (from: string, to: string) => isValidStay(days, from, to, supported)
  const selectable = (date: string) => {
    if (choosingCheckOut) return date === checkIn || validStay(checkIn, date)
    if (!canArrive(days.get(date))) return false
    return nights === null || validStay(date, addCalendarDays(date, nights))
  }

  function pick(date: string) {
    if (choosingCheckOut) {
      if (date === checkIn) {
        setCheckIn(null)
      } else {
        setCheckOut(date)
        setNights(nightsBetween(checkIn, date))
      }
      return
    }
    setCheckIn(date)
    setCheckOut(
      nights !== null && validStay(date, addCalendarDays(date, nights))
        ? addCalendarDays(date, nights)
        : null,
    )
  }

  function clear() {
    setCheckIn(null)
    setCheckOut(null)
    setHover(null)
  }

  function chooseNights(value: number | null) {
    setNights(value)
    if (checkIn && value !== null && validStay(checkIn, addCalendarDays(checkIn, value))) {
      setCheckOut(addCalendarDays(checkIn, value))
    } else if (checkIn) {
      setCheckOut(null)
    }
  }

  const preview =
    choosingCheckOut &&
    hover !== null &&
    hover > checkIn &&
    nightsBetween(checkIn, hover) <= HOVER_WINDOW_DAYS
      ? hover
      : null

  const minQuantity = depositPairMinQuantity({
    depositPriced: props.depositAvailable,
    pair: props.pricePerPerson,
  })
  const go = (month: number | null, year: number | null) => {
    if (month !== null && year !== null) setView({ month, year })
  }
  const airports = props.hasFlights ? airportOptions(props.country, []) : []

  return (
    <section className={s.calendar} aria-labelledby={`${id}-title`} data-testid="travel-calendar">
      <h2 id={`${id}-title`}>Choose your dates</h2>
      <div className={s.controls}>
        <label>
          Nights
          <select
            value={nights ?? ''}
            onChange={(e) => chooseNights(e.target.value ? Number(e.target.value) : null)}
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
          <select value={quantity} onChange={(e) => setQuantity(Number(e.target.value))}>
            {PASSENGER_OPTIONS.filter((n) => n >= minQuantity).map((n) => (
              <option key={n} value={n}>
                {n} guests
              </option>
            ))}
          </select>
        </label>
        {props.hasFlights ? (
          <label>
            Flying from
            <select value={airport} onChange={(e) => setAirport(e.target.value)}>
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
        <h3 id={`${id}-month`} aria-live="polite">
          {shown
            ? monthLabel(shown.year, shown.month)
            : availability
              ? 'No dates'
              : 'Loading dates…'}
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
      {availability === null ? (
        <div className={s.skeleton} aria-busy="true" aria-label="Loading dates" />
      ) : shown ? (
        <CalendarGrid
          year={shown.year}
          month={shown.month}
          labelId={`${id}-month`}
          days={days}
          shades={shades}
          currency={props.currency}
          checkIn={checkIn}
          checkOut={checkOut}
          preview={preview}
          focusDate={focus}
          keyboard={keyboard}
          selectable={selectable}
          onFocusDate={(date) => {
            setKeyboard(true)
            setFocusDate(date)
          }}
          onPick={pick}
          onHover={setHover}
          onClear={clear}
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
      <p className={s.summary} aria-live="polite" data-testid="travel-stay">
        {stayText(checkIn, checkOut, preview, preview !== null && selectable(preview))}
      </p>
      {checkIn ? (
        <button type="button" className={s.clear} onClick={clear}>
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
          guests={quantity}
          units={units}
          airport={airport}
          hasFlights={props.hasFlights}
          depositAvailable={props.depositAvailable}
          available={props.available}
          preferredId={props.leadProductId}
        />
      ) : null}
    </section>
  )
}

const ukDate = (iso: string) => iso.split('-').reverse().join('/')
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
    return `Check-in ${ukDate(checkIn)}, check-out ${ukDate(checkOut)}: ${nightsText(nightsBetween(checkIn, checkOut))}`
  }
  const hint = preview
    ? ` (${ukDate(preview)}: ${nightsText(nightsBetween(checkIn, preview))}${previewOk ? '' : ', not available'})`
    : ''
  return `Check-in ${ukDate(checkIn)}: now choose your check-out date${hint}`
}
