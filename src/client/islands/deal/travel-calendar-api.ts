import {
  AVAILABILITY_LOAD_INTERVAL_MS,
  AVAILABILITY_LOAD_TRIES,
} from '../../../shared/config/constants'
import { daysBetween } from '../../../shared/domain/dates'
import type { CalendarProduct } from '../../../shared/schemas/availability'
import type { ResilientFetchOptions } from '../../api/resilient-fetch'
import type { AnswerOfRoute, PlaceOfRoute } from '../../api/typed-call'
import type { RouteResponse } from '../../api/typed-read'

type AvailabilityAnswer = AnswerOfRoute<'GET /availability/deal/:id'>
type ProductsAnswer = AnswerOfRoute<'GET /products/:dealId'>
type CheapestFlightAnswer = AnswerOfRoute<'GET /flights/cheapest/:id/:date'>

/** Retries of one calendar call: the first delays of §9's list; the shopper is waiting. */
const CALENDAR_RETRIES = 4

/** An answer the island can show: data, nothing for these dates, or an error message. */
export type Loaded<T> =
  { kind: 'ok'; data: T } | { kind: 'empty' } | { kind: 'error'; message: string; status: number }

export const GENERIC_ERROR = 'Sorry, something went wrong. Please try again.'

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const isInt = (value: unknown) => Number.isInteger(value)
const isIntOrNull = (value: unknown) => value === null || Number.isInteger(value)

/** The island may not ship zod (bundle budget), so availability gets a small shape check of
 * what the grid reads; anything else is §5 "malformed data": an empty calendar and a toast.
 * @example isAvailability({ calendarDateViewVOList: 'x' }) === false */
export function isAvailability(value: unknown): value is AvailabilityAnswer {
  if (!isObject(value) || !Array.isArray(value.calendarDateViewVOList)) return false
  if (!isInt(value.currentMonth) || !isInt(value.currentYear)) return false
  if (!isIntOrNull(value.nextAvailableMonth) || !isIntOrNull(value.previousAvailableMonth))
    return false
  if (!isObject(value.pricePerDate) || !Array.isArray(value.supportedNumberOfNights)) return false
  return value.calendarDateViewVOList.every(
    (day) =>
      isObject(day) &&
      typeof day.date === 'string' &&
      /^\d{4}-\d{2}-\d{2}$/.test(day.date) &&
      isIntOrNull(day.minPrice) &&
      typeof day.openForSale === 'boolean' &&
      typeof day.soldOut === 'boolean' &&
      isInt(day.minLengthOfStay) &&
      isInt(day.maxLengthOfStay),
  )
}

const isProduct = (value: unknown): value is CalendarProduct =>
  isObject(value) &&
  isInt(value.productId) &&
  typeof value.title === 'string' &&
  isInt(value.totalPrice) &&
  isIntOrNull(value.vipTotalPrice ?? null) &&
  isInt(value.price)

/** @example isProducts({ calendarProductViewVOList: [] }) === false (room lists missing) */
export function isProducts(value: unknown): value is ProductsAnswer {
  return (
    isObject(value) &&
    ['calendarProductViewVOList', 'calendarRoomView', 'calendarRoomOnlyView'].every(
      (key) => Array.isArray(value[key]) && (value[key] as unknown[]).every(isProduct),
    )
  )
}

/** A priced day's cheapest flight (the 202 'pending' answer is polled, never read).
 * @example isCheapest({ status: 'pending' }) === false */
export const isCheapest = (
  value: unknown,
): value is Extract<CheapestFlightAnswer, { flight: unknown }> =>
  isObject(value) && isObject(value.flight) && typeof value.flight.departureAirport === 'string'

/** The API's `{ error: { message } }`, or a fallback. */
async function errorMessage(res: Response, fallback = GENERIC_ERROR): Promise<string> {
  try {
    const body: unknown = await res.json()
    const message = isObject(body) && isObject(body.error) ? body.error.message : null
    return typeof message === 'string' && message.trim() ? message : fallback
  } catch {
    return fallback
  }
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener('abort', () => {
      clearTimeout(timer)
      reject(signal.reason)
    })
  })

/** GET with §9 'Availability load: 40 tries at 300 ms': a 202 means the supplier is still
 * pricing, so it is asked again; 204 and 404 mean nothing for these dates. `ask` makes one
 * typed read of the route with the options given; `guard` checks what the island reads of it.
 * @example getJson((o) => routeResponseOrNull('GET /products/:dealId', place, o), isProducts, signal) */
export async function getJson<T, U extends T>(
  ask: (options: ResilientFetchOptions) => Promise<RouteResponse<T> | null>,
  guard: (value: unknown) => value is U,
  signal: AbortSignal,
): Promise<Loaded<U>> {
  for (let attempt = 1; attempt <= AVAILABILITY_LOAD_TRIES; attempt += 1) {
    // Each ask is timed (§8 'Connection timeout') and retried on network errors and 5xx with
    // §9's delays; one that still fails is logged and shown as the generic error.
    const res = await ask({ signal, retry: true, maxRetries: CALENDAR_RETRIES })
    if (signal.aborted) throw signal.reason
    if (!res) return { kind: 'error', status: 0, message: GENERIC_ERROR }
    if (res.status === 202) {
      await wait(AVAILABILITY_LOAD_INTERVAL_MS, signal)
      continue
    }
    if (res.status === 204 || res.status === 404) return { kind: 'empty' }
    if (!res.ok) return { kind: 'error', status: res.status, message: await errorMessage(res) }
    const body = await res.json().catch(() => null)
    return guard(body)
      ? { kind: 'ok', data: body }
      : { kind: 'error', status: res.status, message: MALFORMED }
  }
  return { kind: 'error', status: 202, message: GENERIC_ERROR }
}

export const MALFORMED = 'Sorry, we could not load the dates for this deal. Please try again later.'

/** A query value the route reads, or undefined for one that is not set ('' is no airport). */
const given = <T>(value: T | null | ''): T | undefined =>
  value === null || value === '' ? undefined : value

export interface AvailabilityParams {
  dealId: number
  month: number | null
  year: number | null
  quantity: number
  nights: number | null
  departureAirport: string
  leadProductId: number | null
}

export const availabilityPlace = (
  p: AvailabilityParams,
): PlaceOfRoute<'GET /availability/deal/:id'> => ({
  params: { id: p.dealId },
  query: {
    month: given(p.month),
    year: given(p.year),
    quantity: p.quantity,
    nights: given(p.nights),
    departureAirport: given(p.departureAirport),
    leadProductId: given(p.leadProductId),
  },
})

export interface ProductsParams {
  dealId: number
  checkIn: string
  checkOut: string
  quantity: number
  departureAirport: string
}

/** The stay as the route's declared query names it: its first day and nights, which the route
 * reads as it reads checkIn/checkOut. */
export const productsPlace = (p: ProductsParams): PlaceOfRoute<'GET /products/:dealId'> => ({
  params: { dealId: p.dealId },
  query: {
    startDate: p.checkIn,
    nights: daysBetween(p.checkIn, p.checkOut),
    quantity: p.quantity,
    departureAirport: given(p.departureAirport),
  },
})
