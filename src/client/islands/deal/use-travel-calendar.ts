import { useEffect, useMemo, useState } from 'react'
import { PASSENGER_OPTIONS } from '../../../shared/config/constants'
import { depositPairMinQuantity } from '../../../shared/domain/deal/max-quantity'
import { stayUnits } from '../../../shared/domain/travel/stay-charge'
import type { AvailabilityResponse, CalendarDay } from '../../../shared/schemas/availability'
import { addCalendarDays } from '../../../shared/domain/dates'
import { routeResponseOrNull } from '../../api/typed-read'
import { showToast } from '../../components/toast/toast-store'
import {
  MALFORMED,
  availabilityPlace,
  getJson,
  isAvailability,
  type Loaded,
} from './travel-calendar-api'
import { canArrive, heatShades, isValidStay, nightsBetween } from './travel-calendar-dates'
import type { TravelCalendarProps } from './travel-calendar'

// §9 'Calendar hover window 28 days': the preview of a stay stops this far from check-in.
const HOVER_WINDOW_DAYS = 28

export type Month = { year: number; month: number }

const monthOf = (iso: string | null): Month | null =>
  iso ? { year: Number(iso.slice(0, 4)), month: Number(iso.slice(5, 7)) } : null

/** The month of prices for the chosen guests and airport, fetched again when any of them
 * changes; an error is toasted as well as kept. */
function useAvailability(
  props: TravelCalendarProps,
  view: Month | null,
  units: number,
  airport: string,
) {
  const [availability, setAvailability] = useState<Loaded<AvailabilityResponse> | null>(null)
  useEffect(() => {
    const controller = new AbortController()
    setAvailability(null)
    const place = availabilityPlace({
      dealId: props.dealId,
      month: view?.month ?? null,
      year: view?.year ?? null,
      quantity: units,
      nights: null,
      departureAirport: airport,
      leadProductId: props.leadProductId,
    })
    getJson(
      (options) => routeResponseOrNull('GET /availability/deal/:id', place, options),
      isAvailability,
      controller.signal,
    )
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
  return availability
}

/** The stay being picked: check-in, then a check-out that makes a valid stay for the nights
 * chosen (or any), with the hovered day previewed while check-out is open. */
function useStaySelection(
  props: TravelCalendarProps,
  days: Map<string, CalendarDay>,
  supported: number[],
) {
  const [nights, setNights] = useState<number | null>(
    props.initialCheckIn && props.initialCheckOut
      ? nightsBetween(props.initialCheckIn, props.initialCheckOut)
      : null,
  )
  const [checkIn, setCheckIn] = useState(props.initialCheckIn)
  const [checkOut, setCheckOut] = useState(props.initialCheckOut)
  const [hover, setHover] = useState<string | null>(null)

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

  return { nights, checkIn, checkOut, preview, selectable, pick, clear, chooseNights, setHover }
}

/** The state of the travel calendar island: the month shown and its prices, the guests, nights
 * and airport chosen, the stay picked and the keyboard's focus day. */
export function useTravelCalendar(props: TravelCalendarProps) {
  const [view, setView] = useState<Month | null>(monthOf(props.initialCheckIn))
  const [quantity, setQuantity] = useState<number>(
    () => PASSENGER_OPTIONS.find((n) => n >= (props.initialQuantity ?? 2)) ?? PASSENGER_OPTIONS[0],
  )
  const [airport, setAirport] = useState('')
  // Guests are chosen; units (rooms for two, or guests on a per-person deal) are what is sold.
  const units = stayUnits(quantity, props.pricePerPerson)
  const [focusDate, setFocusDate] = useState(props.initialCheckIn ?? '')
  const [keyboard, setKeyboard] = useState(false)
  const availability = useAvailability(props, view, units, airport)

  const data = availability?.kind === 'ok' ? availability.data : null
  const days = useMemo(
    () =>
      new Map<string, CalendarDay>((data?.calendarDateViewVOList ?? []).map((d) => [d.date, d])),
    [data],
  )
  const shades = useMemo(() => heatShades(data?.pricePerDate ?? {}), [data])
  const supported = data?.supportedNumberOfNights ?? []
  const stay = useStaySelection(props, days, supported)
  // §5: malformed data still shows a calendar, an empty one (with the toast saying why).
  const shown: Month | null = data
    ? { year: data.currentYear, month: data.currentMonth }
    : availability?.kind === 'error'
      ? (view ?? monthOf(new Date().toISOString().slice(0, 10)))
      : null
  const monthStart = shown ? `${shown.year}-${String(shown.month).padStart(2, '0')}-01` : ''

  // Keep the one tab stop on a day of the month shown.
  const focus = focusDate.startsWith(monthStart.slice(0, 7)) ? focusDate : monthStart

  const minQuantity = depositPairMinQuantity({
    depositPriced: props.depositAvailable,
    pair: props.pricePerPerson,
  })
  const go = (month: number | null, year: number | null) => {
    if (month !== null && year !== null) setView({ month, year })
  }
  const focusByKeyboard = (date: string) => {
    setKeyboard(true)
    setFocusDate(date)
  }

  return {
    ...stay,
    availability,
    data,
    days,
    shades,
    supported,
    shown,
    focus,
    keyboard,
    focusByKeyboard,
    quantity,
    setQuantity,
    minQuantity,
    units,
    airport,
    setAirport,
    go,
  }
}

export type TravelCalendarState = ReturnType<typeof useTravelCalendar>
