import { respond, respondSerialised } from '../../http/respond'
import { Hono, type Context } from 'hono'
import { z } from 'zod'
import { isCalendarDate } from '../../../shared/domain/travel/calendar-date'
import {
  AvailabilityQuery,
  AvailabilityResponse,
  ProductsQuery,
  ProductsResponse,
  CheapestFlightResponse,
  FlightsResponse,
} from '../../../shared/schemas/availability'
import { localDate } from '../../../themes/schedule'
import type { AppEnv } from '../../http/app-env'
import { firstIssue, validParams, validQuery } from '../../http/validate'
import { FlightPricing } from '../../services/availability/flight-pricing'
import { clock } from '../../clock'
import { firstOfEach } from './params'
import { hideUnopenedDeal } from './unopened-deal'

/** §7: deal-keyed resources are cached ten minutes. */
const DEAL_RESOURCE_CACHE = 'public, max-age=600'
// A pending answer must not be cached: the next poll has to reach the worker to see it priced.
const NO_STORE = 'no-store'

const DealId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER)
const AirportQuery = z
  .object({
    departureAirport: AvailabilityQuery.shape.departureAirport,
    /** The stay's nights: the return flight flies on its check-out day. */
    nights: AvailabilityQuery.shape.nights,
  })
  .strict()

const DEAL_ID_MESSAGE = 'A deal id is a positive whole number'
const dealParam = validParams(z.object({ id: DealId }), { message: DEAL_ID_MESSAGE })
// Before the queries: an unopened deal is a 404 whatever was asked of it.
const opened = hideUnopenedDeal('id')

/** Checked after the deal id; the refusal names the date sent. */
const dateParam = validParams(
  z.object({
    date: z.string().refine(isCalendarDate, {
      error: (issue) => `date ${String(issue.input)} is not a YYYY-MM-DD date`,
    }),
  }),
  { message: firstIssue },
)

// These queries read the first of a repeated parameter, as they always have.
const availabilityQuery = validQuery(firstOfEach(AvailabilityQuery))
const productsQuery = validQuery(firstOfEach(ProductsQuery))
const noQuery = validQuery(firstOfEach(z.object({}).strict()))
const airportQuery = validQuery(firstOfEach(AirportQuery))

/** Calendar dates are the brand's local dates, so "today" is too. */
const todayOf = (c: Context<AppEnv>): string => localDate(clock.now(), c.get('brand').timeZone)

const service = (c: Context<AppEnv>) => c.var.services.availability

/** The travel calendar (storefront §7 availability, products and flights rows). */
export const availability = new Hono<AppEnv>()
export const products = new Hono<AppEnv>()
export const flights = new Hono<AppEnv>()

availability.get('/deal/:id', dealParam, opened, availabilityQuery, async (c) => {
  const { id } = c.req.valid('param')
  const query = c.req.valid('query')
  const json = await service(c).availabilityJson(c.get('brand'), id, query, todayOf(c), clock.ms())
  return respondSerialised(c, AvailabilityResponse, json, { 'cache-control': DEAL_RESOURCE_CACHE })
})

products.get(
  '/:dealId',
  validParams(z.object({ dealId: DealId }), { message: DEAL_ID_MESSAGE }),
  hideUnopenedDeal('dealId'),
  productsQuery,
  async (c) => {
    const id = c.req.valid('param').dealId
    const query = c.req.valid('query')
    const body = await service(c).products(c.get('brand'), id, query, todayOf(c))
    c.header('cache-control', DEAL_RESOURCE_CACHE)
    return respond(c, ProductsResponse, body)
  },
)

/** 200 `{ flight }` once priced, 202 `{ status: 'pending' }` while pricing (see FlightPricing),
 * 204 when the deal flies nothing that day. */
flights.get('/cheapest/:id/:date', dealParam, dateParam, opened, noQuery, async (c) => {
  const { id, date } = c.req.valid('param')
  const flight = await service(c).cheapestFlight(c.get('brand'), id, date)
  if (!flight) {
    c.header('cache-control', DEAL_RESOURCE_CACHE)
    return c.body(null, 204)
  }
  if (!(await new FlightPricing(c.env.FEED_CACHE).isPriced(id, date))) {
    c.header('cache-control', NO_STORE)
    return respond(c, CheapestFlightResponse, { status: 'pending' as const }, 202)
  }
  c.header('cache-control', DEAL_RESOURCE_CACHE)
  return respond(c, CheapestFlightResponse, { flight })
})

flights.get('/:id/:date', dealParam, dateParam, opened, airportQuery, async (c) => {
  const { id, date } = c.req.valid('param')
  const { departureAirport, nights } = c.req.valid('query')
  const body = await service(c).flights(c.get('brand'), id, date, departureAirport, nights)
  c.header('cache-control', DEAL_RESOURCE_CACHE)
  return respond(c, FlightsResponse, body)
})
