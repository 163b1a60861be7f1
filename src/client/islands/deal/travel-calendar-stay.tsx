import { useEffect, useId, useState, type FormEvent } from 'react'
import { useUser } from '../../api/session-check'
import { useFormSubmit } from '../../hooks/use-form-submit'
import type { BrandId } from '../../../shared/config/brands'
import type { CalendarProduct, ProductsResponse } from '../../../shared/schemas/availability'
import type { Currency } from '../../../shared/schemas/money'
import { routeResponseOrNull } from '../../api/typed-read'
import { getJson, isProducts, productsPlace, type Loaded } from './travel-calendar-api'
import { addBooking } from './travel-calendar-basket'
import { nightsBetween } from './travel-calendar-dates'
import { useFlightAirport } from './travel-calendar-flight'
import { DepositChoice, OptionsPanel, StayTotal } from './travel-calendar-options'
import { roomGroups } from './travel-calendar-rooms'
import * as s from './travel-calendar.styles'

// §8 'Availability' messages.
const NO_PRODUCTS =
  'There are no rooms for these dates or this number of nights. Please try other dates.'
const NO_FLIGHTS = 'There are no flights for these dates. Please try other dates or airports.'
const FLIGHTS_PROBLEM = "Sorry, there's been a problem getting the flights."

export interface StayPanelProps {
  dealId: number
  brand: BrandId
  currency: Currency
  checkIn: string
  checkOut: string
  /** The party's size, as chosen. */
  guests: number
  /** What is sold for it: rooms for two, or one per guest on a per-person deal (stayUnits). */
  units: number
  /** The deal is priced per person: a room's price is one guest's share (stayUnitWording). */
  perPerson: boolean
  airport: string
  hasFlights: boolean
  depositAvailable: boolean
  available: boolean
  preferredId: number | null
}

/** The rooms (and flights) for the stay, fetched again when the stay or airport changes; a
 * fetch clears the last Add to basket failure. */
function useStayProducts(
  { dealId, checkIn, checkOut, units }: StayPanelProps,
  departureAirport: string | null,
  clearFailure: () => void,
) {
  const [loaded, setLoaded] = useState<Loaded<ProductsResponse> | null>(null)
  useEffect(() => {
    if (departureAirport === null) return
    const controller = new AbortController()
    setLoaded(null)
    clearFailure()
    const place = productsPlace({ dealId, checkIn, checkOut, quantity: units, departureAirport })
    getJson(
      (options) => routeResponseOrNull('GET /products/:dealId', place, options),
      isProducts,
      controller.signal,
    )
      .then(setLoaded)
      .catch(() => {
        if (!controller.signal.aborted) {
          setLoaded({ kind: 'error', status: 0, message: 'Sorry, something went wrong.' })
        }
      })
    return () => controller.abort()
  }, [dealId, checkIn, checkOut, units, departureAirport])
  return loaded
}

/** What the panel shows instead of rooms: the flights' or the rooms' problem, or the skeleton
 * while they load; null once there are rooms to offer. */
function stayProblem(
  flightAirport: ReturnType<typeof useFlightAirport>,
  departureAirport: string | null,
  loaded: Loaded<ProductsResponse> | null,
  hasFlights: boolean,
) {
  if (flightAirport?.kind === 'none' || flightAirport?.kind === 'error') {
    return (
      <p className={s.message} role="alert" data-testid="travel-message">
        {flightAirport.kind === 'none' ? NO_FLIGHTS : FLIGHTS_PROBLEM}
      </p>
    )
  }
  if (loaded === null || departureAirport === null) {
    return (
      <div className={`${s.skeleton} ${s.small}`} aria-busy="true" aria-label="Loading rooms" />
    )
  }
  if (loaded.kind !== 'ok') {
    const message =
      loaded.kind === 'empty' || loaded.status === 404 || loaded.status === 400
        ? NO_PRODUCTS
        : hasFlights
          ? FLIGHTS_PROBLEM
          : loaded.message
    return (
      <p className={s.message} role="alert" data-testid="travel-message">
        {message}
      </p>
    )
  }
  return null
}

/** Puts the stay in the basket, as the answer useFormSubmit reads: a refusal is its message. */
async function bookStay(
  props: StayPanelProps,
  selected: CalendarProduct,
  departureAirport: string | null,
  deposit: boolean,
) {
  const { checkIn, checkOut, units } = props
  const refusal = await addBooking({
    brand: props.brand,
    productId: selected.productId,
    quantity: units,
    checkInDate: checkIn,
    checkOutDate: checkOut,
    nights: nightsBetween(checkIn, checkOut),
    departureAirport: selected.flight?.departureAirport ?? (departureAirport || null),
    payDeposit: deposit,
  })
  return { ok: refusal === null, status: 0, data: null, message: refusal }
}

/** The rooms, flights and total for a chosen stay, and Add to basket. */
export function StayPanel(props: StayPanelProps) {
  const { dealId, checkIn, guests, units, airport, currency } = props
  const id = useId()
  const [selectedId, setSelectedId] = useState<number | null>(props.preferredId)
  const [payDeposit, setPayDeposit] = useState(false)
  const { busy, failure, setFailure, run } = useFormSubmit()
  const error = failure ?? ''
  const flightAirport = useFlightAirport(dealId, checkIn, airport, props.hasFlights)
  const departureAirport = flightAirport?.kind === 'airport' ? flightAirport.code : null
  // A VIP member sees the stay at the price the checkout charges them (memberUnitPrice).
  const { vipUser } = useUser()

  const loaded = useStayProducts(props, departureAirport, () => setFailure(null))

  const problem = stayProblem(flightAirport, departureAirport, loaded, props.hasFlights)
  if (problem || loaded?.kind !== 'ok') return problem
  const groups = roomGroups(loaded.data)
  const all = groups.flatMap((group) => group.products)
  if (all.length === 0) {
    return (
      <p className={s.message} role="alert" data-testid="travel-message">
        {NO_PRODUCTS}
      </p>
    )
  }
  const selected = all.find((p) => p.productId === selectedId) ?? all[0] ?? null
  const noFlights = props.hasFlights && all.every((p) => p.flight === null)
  const deposit = props.depositAvailable && payDeposit && selected?.depositPrice != null
  const canBuy = props.available && selected !== null && !noFlights && !busy

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!canBuy || !selected) return
    const result = await run(() => bookStay(props, selected, departureAirport, deposit), {
      leaving: (answer) => answer.ok,
    })
    if (result.ok) window.location.assign('/checkout')
  }

  return (
    <form className={s.stay} onSubmit={add} data-testid="travel-stay-panel">
      <OptionsPanel
        name={`${id}-room`}
        groups={groups}
        currency={currency}
        perPerson={props.perPerson}
        selectedId={selected?.productId ?? null}
        onSelect={setSelectedId}
        vipMember={vipUser}
      />
      {noFlights ? (
        <p className={s.message} role="alert" data-testid="travel-message">
          {NO_FLIGHTS}
        </p>
      ) : null}
      {props.depositAvailable && selected ? (
        <DepositChoice
          product={selected}
          currency={currency}
          checked={payDeposit}
          onChange={setPayDeposit}
          vipMember={vipUser}
        />
      ) : null}
      {selected ? (
        <StayTotal
          product={selected}
          guests={guests}
          units={units}
          deposit={deposit}
          currency={currency}
          vipMember={vipUser}
        />
      ) : null}
      <button type="submit" className={s.buy} disabled={!canBuy} aria-busy={busy}>
        {busy ? 'Adding to basket…' : 'Add to basket'}
      </button>
      <p className={s.message} role="alert" data-testid="travel-basket-error">
        {error}
      </p>
    </form>
  )
}
