import { respond } from '../../http/respond'
import { Hono } from 'hono'
import {
  VoucherListQuery,
  VoucherListResponse,
  VoucherDetailResponse,
} from '../../../shared/schemas/voucher'
import { BookingRequestBody, VoucherBookingResponse } from '../../../shared/schemas/voucher-booking'
import type { AppEnv } from '../../http/app-env'
import { validJson, validQuery } from '../../http/validate'
import { DigitsId, idParam } from './params'
import { signedIn } from './guards'
import {
  VOUCHER_SERVICE_WORKER,
  VOUCHER_SW_SCOPE,
} from '../../services/vouchers/voucher-offline-worker'
import { brandOriginOf } from './account-request'
import { clock } from '../../clock'

/** The signed-in customer's vouchers: the list and one voucher, owner only. Personal,
 * so never stored by anyone; CSRF-guarded like /customer/* for whatever writes join later. */
export const vouchers = new Hono<AppEnv>()

/** The voucher pages' offline service worker: public, so it sits outside the personal group. */
export const voucherScript = new Hono<AppEnv>()

// The offline service worker of the voucher pages. Its script lives here, so the header widens
// its scope to the pages; no-cache makes the browser check for a new version on each visit.
voucherScript.get('/sw.js', (c) => {
  c.header('content-type', 'text/javascript; charset=utf-8')
  c.header('cache-control', 'no-cache')
  c.header('service-worker-allowed', VOUCHER_SW_SCOPE)
  return c.body(VOUCHER_SERVICE_WORKER)
})

// After signedIn(): a visitor learns 401 before whether the voucher exists.
const voucherParam = idParam(DigitsId, 'No such voucher')

vouchers.get('/', validQuery(VoucherListQuery), async (c) => {
  const user = await c.var.session.requireUser()
  const { page, status } = c.req.valid('query')
  return respond(c, VoucherListResponse, {
    data: await c.var.services.vouchers.list(user.id, status, page, clock.now()),
  })
})

vouchers.get('/:id', signedIn(), voucherParam, async (c) => {
  const user = await c.var.session.requireUser()
  const { id } = c.req.valid('param')
  return respond(c, VoucherDetailResponse, {
    data: await c.var.services.vouchers.detail(user.id, id, clock.now()),
  })
})

// Booking on redemption (storefront §3 'bookingCalendarOnRedemption'): the owner of a voucher
// of such a deal asks the merchant for a day, and takes a day the merchant proposed instead.
vouchers.get('/:id/booking', signedIn(), voucherParam, async (c) => {
  const user = await c.var.session.requireUser()
  const { id } = c.req.valid('param')
  return respond(c, VoucherBookingResponse, {
    data: await c.var.services.voucherBookings.view(user.id, id, clock.now()),
  })
})

vouchers.post(
  '/:id/booking-request',
  signedIn(),
  voucherParam,
  validJson(BookingRequestBody),
  async (c) => {
    const user = await c.var.session.requireUser()
    const { id } = c.req.valid('param')
    const { date } = c.req.valid('json')
    const { created, booking } = await c.var.services.voucherBookings.request(
      user.id,
      id,
      date,
      clock.now(),
      brandOriginOf(c),
    )
    return respond(c, VoucherBookingResponse, { data: booking }, created ? 201 : 200)
  },
)

vouchers.post('/:id/booking-request/accept', signedIn(), voucherParam, async (c) => {
  const user = await c.var.session.requireUser()
  const { id } = c.req.valid('param')
  const data = await c.var.services.voucherBookings.acceptProposal(
    user.id,
    id,
    clock.now(),
    brandOriginOf(c),
  )
  return respond(c, VoucherBookingResponse, { data })
})
