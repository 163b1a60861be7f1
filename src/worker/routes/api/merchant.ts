import { respond } from '../../http/respond'
import { Hono } from 'hono'
import {
  BookingDecisionRequest,
  MerchantReportQuery,
  MerchantReviewsQuery,
  MerchantVoucherResponse,
  MerchantReportResponse,
  MerchantReviewsResponse,
  MerchantBookingsResponse,
  MerchantBookingResponse,
  MerchantArrivalsQuery,
  MerchantArrivalsResponse,
} from '../../../shared/schemas/merchant'
import type { AppEnv } from '../../http/app-env'
import { validJson, validQuery } from '../../http/validate'
import { DigitsId, idParam } from './params'
import { MerchantReportService } from '../../services/merchant/merchant-reports'
import { merchantOf } from '../../services/merchant/merchant-vouchers'
import { brandOriginOf } from './account-request'
import { clock } from '../../clock'

/** The merchant portal: redemption at the till, reports, reviews, booking requests
 * and the stays booked (arrivals).
 * Every route needs a merchant user and reads only that user's merchant (scope on the server). */
export const merchant = new Hono<AppEnv>()

merchant.get('/vouchers/:code', async (c) => {
  const staff = await c.var.session.requireStaff('merchant')
  const data = await c.var.services.merchantVouchers.lookup(staff, c.req.param('code'))
  return respond(c, MerchantVoucherResponse, { data })
})

merchant.post('/vouchers/:code/redeem', async (c) => {
  const staff = await c.var.session.requireStaff('merchant')
  const data = await c.var.services.merchantVouchers.redeem(staff, c.req.param('code'), clock.now())
  return respond(c, MerchantVoucherResponse, { data })
})

merchant.get('/reports', validQuery(MerchantReportQuery), async (c) => {
  const staff = await c.var.session.requireStaff('merchant')
  const data = await c.var.services.merchantReports.report(
    merchantOf(staff),
    c.req.valid('query'),
    clock.now(),
  )
  return respond(c, MerchantReportResponse, { data })
})

merchant.get('/reports.csv', validQuery(MerchantReportQuery), async (c) => {
  const staff = await c.var.session.requireStaff('merchant')
  const report = await c.var.services.merchantReports.report(
    merchantOf(staff),
    c.req.valid('query'),
    clock.now(),
  )
  c.header('content-type', 'text/csv; charset=utf-8')
  c.header(
    'content-disposition',
    `attachment; filename="dealio-report-${report.from}-${report.to}.csv"`,
  )
  return c.body(MerchantReportService.csv(report))
})

merchant.get('/reviews', validQuery(MerchantReviewsQuery), async (c) => {
  const staff = await c.var.session.requireStaff('merchant')
  const data = await c.var.services.merchantReports.reviews(
    merchantOf(staff),
    c.req.valid('query').page,
  )
  return respond(c, MerchantReviewsResponse, { data })
})

merchant.get('/bookings', async (c) => {
  const staff = await c.var.session.requireStaff('merchant')
  const bookings = await c.var.services.merchantBookings.list(staff)
  return respond(c, MerchantBookingsResponse, { data: { bookings } })
})

merchant.get('/arrivals', validQuery(MerchantArrivalsQuery), async (c) => {
  const staff = await c.var.session.requireStaff('merchant')
  const data = await c.var.services.merchantArrivals.list(
    merchantOf(staff),
    c.req.valid('query'),
    clock.now(),
  )
  return respond(c, MerchantArrivalsResponse, { data })
})

const bookingParam = idParam(DigitsId, 'No such booking request')

merchant.post('/bookings/:id', bookingParam, validJson(BookingDecisionRequest), async (c) => {
  const staff = await c.var.session.requireStaff('merchant')
  const { id } = c.req.valid('param')
  const decision = c.req.valid('json')
  // The shopper's email links to their brand's site, whichever host the portal is on.
  const data = await c.var.services.merchantBookings.answer(
    staff,
    id,
    decision,
    clock.now(),
    brandOriginOf(c),
  )
  return respond(c, MerchantBookingResponse, { data })
})
