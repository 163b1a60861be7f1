import { z } from 'zod'
import { Currency, MinorUnits } from './money'

const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'dates are YYYY-MM-DD')
const Flag = z.enum(['true', 'false']).transform((v) => v === 'true')

/** Storefront §3 'Calendar day' (prices in minor units; `minPrice` is the cheapest product's
 * price that night, null when nothing is on sale). */
export const CalendarDay = z
  .object({
    date: IsoDate,
    dateString: z.string(),
    minPrice: MinorUnits.nullable(),
    vipPrice: MinorUnits.nullable(),
    openForSale: z.boolean(),
    openForArrival: z.boolean(),
    openForDeparture: z.boolean(),
    soldOut: z.boolean(),
    minLengthOfStay: z.number().int().min(1).max(16),
    maxLengthOfStay: z.number().int().min(1).max(16),
    additionalCostText: z.string().nullable(),
    vipDiscountAllowed: z.boolean(),
  })
  .strict()
export type CalendarDay = z.infer<typeof CalendarDay>

/** `GET /api/v1/availability/deal/:id` query (storefront §7). */
export const AvailabilityQuery = z
  .object({
    leadProductId: z.coerce.number().int().positive().optional(),
    googleHotelAds: Flag.optional(),
    month: z.coerce.number().int().min(1).max(12).optional(),
    year: z.coerce.number().int().min(2000).max(2100).optional(),
    quantity: z.coerce.number().int().min(1).max(20).default(2),
    departureAirport: z
      .string()
      .regex(/^[A-Z]{3}$|^ANY_LONDON$/)
      .optional(),
    nights: z.coerce.number().int().min(1).max(16).optional(),
  })
  .strict()
export type AvailabilityQuery = z.infer<typeof AvailabilityQuery>

export const AvailabilityResponse = z
  .object({
    calendarDateViewVOList: z.array(CalendarDay),
    currentMonth: z.number().int().min(1).max(12),
    currentYear: z.number().int(),
    nextAvailableMonth: z.number().int().nullable(),
    nextAvailableYear: z.number().int().nullable(),
    previousAvailableMonth: z.number().int().nullable(),
    previousAvailableYear: z.number().int().nullable(),
    /** The last arrival date that still has a valid stay. */
    lastAvailableStay: IsoDate.nullable(),
    /** Cheapest price per arrival date this month: the heat map's data. */
    pricePerDate: z.record(IsoDate, MinorUnits),
    supportedNumberOfNights: z.array(z.number().int().min(1).max(16)),
    currency: Currency,
  })
  .strict()
export type AvailabilityResponse = z.infer<typeof AvailabilityResponse>

/** `GET /api/v1/products/:dealId` query: either a startDate (+ nights) or checkIn/checkOut. */
export const ProductsQuery = z
  .object({
    startDate: IsoDate.optional(),
    checkIn: IsoDate.optional(),
    checkOut: IsoDate.optional(),
    nights: z.coerce.number().int().min(1).max(16).optional(),
    gifting: Flag.optional(),
    dynamicTravelDeal: Flag.optional(),
    product_id: z.coerce.number().int().positive().optional(),
    quantity: z.coerce.number().int().min(1).max(20).default(2),
    departureAirport: z
      .string()
      .regex(/^[A-Z]{3}$|^ANY_LONDON$/)
      .optional(),
    utm_source: z.string().max(100).optional(),
    utm_medium: z.string().max(100).optional(),
    utm_campaign: z.string().max(100).optional(),
  })
  .strict()
export type ProductsQuery = z.infer<typeof ProductsQuery>

export const Journey = z
  .object({ departAt: z.string(), arriveAt: z.string(), from: z.string(), to: z.string() })
  .strict()

/** Storefront §3 'Flights'. */
export const FlightOption = z
  .object({
    departureAirport: z.string(),
    arrivalAirport: z.string(),
    outbound: Journey,
    inbound: Journey,
    priceDiff: MinorUnits,
  })
  .strict()
export type FlightOption = z.infer<typeof FlightOption>

/** GET flights/cheapest/{id}/{date}: the cheapest flight once priced, 202 `pending` before. */
export const CheapestFlightResponse = z.union([
  z.object({ flight: FlightOption }).strict(),
  z.object({ status: z.literal('pending') }).strict(),
])

/** One product for the chosen dates: priced from the per-night data of every night it covers. */
export const CalendarProduct = z
  .object({
    productId: z.number().int(),
    title: z.string(),
    checkInDate: IsoDate,
    checkOutDate: IsoDate,
    nights: z.number().int().min(1).max(16),
    /** Per unit for the whole stay (sum of nightly prices), before flights. */
    price: MinorUnits,
    originalPrice: MinorUnits,
    vipPrice: MinorUnits.nullable(),
    perNight: z.array(z.object({ date: IsoDate, price: MinorUnits }).strict()),
    remaining: z.number().int().nullable(),
    depositPrice: MinorUnits.nullable(),
    /** When a deposit is paid now, the balance and the date it falls due. */
    balance: MinorUnits.nullable(),
    balanceDueDate: IsoDate.nullable(),
    /** What one unit of the prices (and the deposit) is: a room, or a guest on a per-person
     * deal; the basket charges that many units for the party (stayUnits). */
    chargedPer: z.enum(['room', 'guest']),
    flight: FlightOption.nullable(),
    totalPrice: MinorUnits,
    /** What a VIP member pays per unit for the stay, flight included (memberUnitPrice on
     * totalPrice and the VIP nights), or null when membership saves nothing on it. */
    vipTotalPrice: MinorUnits.nullable(),
  })
  .strict()
export type CalendarProduct = z.infer<typeof CalendarProduct>

export const ProductsResponse = z
  .object({
    calendarProductViewVOList: z.array(CalendarProduct),
    /** Room-and-extras options (packages with flights or board) for the dates. */
    calendarRoomView: z.array(CalendarProduct),
    /** Room-only options for the dates. */
    calendarRoomOnlyView: z.array(CalendarProduct),
    supportedNumberOfNights: z.array(z.number().int().min(1).max(16)),
    currency: Currency,
  })
  .strict()
export type ProductsResponse = z.infer<typeof ProductsResponse>

export const FlightsResponse = z.object({ flights: z.array(FlightOption) }).strict()
export type FlightsResponse = z.infer<typeof FlightsResponse>

/** Storefront §3 'Hotel search query' as it arrives from a hotel-ads landing URL, mapped to
 * the names the calendar uses. */
export const HotelSearchQuery = z
  .object({
    arrival: IsoDate,
    departure: IsoDate,
    guests: z.coerce.number().int().min(1).max(16).default(2),
    productId: z.coerce.number().int().positive().optional(),
    utm_medium: z.enum(['free-hotel-ads', 'paid-hotel-ads']).optional(),
    utm_source: z.literal('google').optional(),
  })
  .refine((q) => q.departure > q.arrival, {
    message: 'departure must be after arrival',
    path: ['departure'],
  })
  .transform((q) => ({
    checkIn: q.arrival,
    checkOut: q.departure,
    guests: q.guests,
    leadInProductId: q.productId ?? null,
    utmMedium: q.utm_medium ?? null,
    utmSource: q.utm_source ?? null,
  }))
export type HotelSearchQuery = z.output<typeof HotelSearchQuery>
