import { z } from 'zod'
import { BOOKING_STATUSES } from '../domain/merchant/booking-rules'
import { VOUCHER_STATES } from '../domain/voucher/lifecycle'
import { StayDates } from './stay'

// A day that exists: '2026-13-45' passed the pattern and then broke the report's date
// arithmetic with a RangeError (a 500 found by the API fuzzer).
export const Day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a YYYY-MM-DD date')
  .refine((day) => {
    const date = new Date(`${day}T00:00:00.000Z`)
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day)
  }, 'No such day')

/** GET /api/v1/merchant/vouchers/{code}: what the till shows before redeeming. */
export const MerchantVoucher = z
  .object({
    code: z.string(),
    status: z.enum(VOUCHER_STATES),
    statusLabel: z.string(),
    dealTitle: z.string(),
    productTitle: z.string(),
    buyerFirstName: z.string(),
    expiresAt: z.string(),
    bookingCalendar: z.boolean(),
    /** The stay a hotel's voucher is for, and who arrives: null for anything else. */
    stay: StayDates.nullable(),
    leadGuest: z.string().nullable(),
  })
  .strict()
export type MerchantVoucher = z.infer<typeof MerchantVoucher>
export const MerchantVoucherResponse = z.object({ data: MerchantVoucher }).strict()

/** GET /api/v1/merchant/reports[.csv]?from=&to= (Europe/London days, at most a year). */
export const MerchantReportQuery = z.object({ from: Day.optional(), to: Day.optional() })

const Counts = {
  sold: z.number().int(),
  salesAmount: z.number().int(),
  redeemed: z.number().int(),
}
export const MerchantReport = z
  .object({
    from: z.string(),
    to: z.string(),
    currency: z.enum(['GBP', 'EUR']),
    deals: z.array(
      z
        .object({
          dealId: z.number().int(),
          dealTitle: z.string(),
          ...Counts,
          outstanding: z.number().int(),
        })
        .strict(),
    ),
    days: z.array(z.object({ date: z.string(), ...Counts }).strict()),
    rows: z.array(
      z
        .object({ date: z.string(), dealId: z.number().int(), dealTitle: z.string(), ...Counts })
        .strict(),
    ),
    totals: z.object({ ...Counts, outstanding: z.number().int() }).strict(),
  })
  .strict()
export type MerchantReport = z.infer<typeof MerchantReport>
export const MerchantReportResponse = z.object({ data: MerchantReport }).strict()

export const MerchantReviewsQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
})
export const MerchantReview = z
  .object({
    id: z.number().int(),
    dealId: z.number().int(),
    dealTitle: z.string(),
    rating: z.number().int(),
    authorFirstName: z.string(),
    title: z.string().nullable(),
    body: z.string(),
    createdAt: z.string(),
  })
  .strict()
export type MerchantReview = z.infer<typeof MerchantReview>
export const MerchantReviews = z
  .object({
    rating: z.object({ average: z.number().nullable(), count: z.number().int() }).strict(),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
    reviews: z.array(MerchantReview),
  })
  .strict()
export type MerchantReviews = z.infer<typeof MerchantReviews>
export const MerchantReviewsResponse = z.object({ data: MerchantReviews }).strict()

export const MerchantBooking = z
  .object({
    id: z.number().int(),
    voucherCode: z.string(),
    dealTitle: z.string(),
    productTitle: z.string(),
    buyerFirstName: z.string(),
    requestedDate: z.string(),
    status: z.enum(BOOKING_STATUSES),
    proposedDate: z.string().nullable(),
  })
  .strict()
export type MerchantBooking = z.infer<typeof MerchantBooking>
export const MerchantBookingsResponse = z
  .object({ data: z.object({ bookings: z.array(MerchantBooking) }).strict() })
  .strict()
export const MerchantBookingResponse = z.object({ data: MerchantBooking }).strict()

/** POST /api/v1/merchant/bookings/{id}: accept the date asked for, decline it, or propose
 * another. */
export const BookingDecisionRequest = z.discriminatedUnion('action', [
  z.object({ action: z.literal('accept') }).strict(),
  z.object({ action: z.literal('decline') }).strict(),
  z.object({ action: z.literal('propose'), date: Day }).strict(),
])
export type BookingDecisionRequest = z.infer<typeof BookingDecisionRequest>

export const ARRIVAL_VIEWS = ['upcoming', 'past'] as const
export type ArrivalView = (typeof ARRIVAL_VIEWS)[number]

/** GET /api/v1/merchant/arrivals?view=&page=: upcoming stays (check-out today or later) by
 * check-in, or past ones, newest first. */
export const MerchantArrivalsQuery = z.object({
  view: z.enum(ARRIVAL_VIEWS).default('upcoming'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
})

/** One stay sold (an order line with dates): its rooms' vouchers and its guests as on their
 * passports, without their dates of birth, which the hotel has no need of. */
export const MerchantArrival = z
  .object({
    checkIn: z.string(),
    checkOut: z.string(),
    nights: z.number().int(),
    dealTitle: z.string(),
    roomTitle: z.string(),
    quantity: z.number().int(),
    guests: z.array(z.string()),
    leadGuestPhone: z.string().nullable(),
    vouchers: z.array(z.object({ code: z.string(), statusLabel: z.string() }).strict()),
    statusLabel: z.string(),
    cancelled: z.boolean(),
  })
  .strict()
export type MerchantArrival = z.infer<typeof MerchantArrival>
export const MerchantArrivals = z
  .object({
    view: z.enum(ARRIVAL_VIEWS),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
    arrivals: z.array(MerchantArrival),
  })
  .strict()
export type MerchantArrivals = z.infer<typeof MerchantArrivals>
export const MerchantArrivalsResponse = z.object({ data: MerchantArrivals }).strict()
