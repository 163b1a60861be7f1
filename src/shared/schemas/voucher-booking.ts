import { z } from 'zod'
import { BOOKING_STATUSES } from '../domain/merchant/booking-rules'
import { Day } from './merchant'

/** A booking-calendar voucher's booking as its owner sees it (GET /api/v1/vouchers/{id}/booking,
 * and the answer of each change): the latest request, what can be done now, and the days that
 * may be asked for (empty unless `canRequest`). */
export const VoucherBooking = z
  .object({
    voucherId: z.number().int(),
    status: z.enum(['NONE', ...BOOKING_STATUSES]),
    requestedDate: z.string().nullable(),
    proposedDate: z.string().nullable(),
    bookedDate: z.string().nullable(),
    canRequest: z.boolean(),
    canAcceptProposal: z.boolean(),
    dates: z.array(z.string()),
  })
  .strict()
export type VoucherBooking = z.infer<typeof VoucherBooking>
export const VoucherBookingResponse = z.object({ data: VoucherBooking }).strict()

/** POST /api/v1/vouchers/{id}/booking-request: the day asked for (Europe/London, YYYY-MM-DD). */
export const BookingRequestBody = z.object({ date: Day }).strict()
export type BookingRequestBody = z.infer<typeof BookingRequestBody>
