import type { Context } from 'hono'
import { Hono } from 'hono'
import type { ReactNode } from 'react'
import { Island } from '../../../client/islands/island'
import { MerchantBookingActions } from '../../../client/islands/backoffice/merchant-booking-actions'
import { MerchantRedeem } from '../../../client/islands/backoffice/merchant-redeem'
import { ParcelActions } from '../../../client/islands/backoffice/parcel-actions'
import { ParcelsView } from '../../../client/pages/backoffice/parcels-view'
import { MerchantBookingsView } from '../../../client/pages/merchant/merchant-bookings-view'
import { SectionLayout } from '../../../client/pages/backoffice/section-layout'
import { MerchantReportView } from '../../../client/pages/merchant/merchant-report-view'
import { MerchantReviewsView } from '../../../client/pages/merchant/merchant-reviews-view'
import { MerchantArrivalsView } from '../../../client/pages/merchant/merchant-arrivals-view'
import {
  MerchantArrivalsQuery,
  MerchantReportQuery,
  MerchantReviewsQuery,
} from '../../../shared/schemas/merchant'
import { ParcelsQuery } from '../../../shared/schemas/parcels'
import type { AppEnv } from '../../http/app-env'
import { merchantOf } from '../../services/merchant/merchant-vouchers'
import { renderStaffPage } from './staff-page'
import { clock } from '../../clock'

const renderMerchant = (c: Context<AppEnv>, title: string, body: ReactNode) =>
  renderStaffPage(c, {
    meta: { title: `${title} · Merchant portal` },
    body: <SectionLayout title={title}>{body}</SectionLayout>,
  })

/** Merchant portal pages, mounted inside backofficePages, whose middleware already
 * sent visitors without a merchant session to /merchant/login and marks every answer private,
 * no-store and noindex. requireStaff again here keeps each page safe on its own. */
export const merchantPages = new Hono<AppEnv>()

merchantPages.get('/merchant/redeem', async (c) => {
  await c.var.session.requireStaff('merchant')
  return renderMerchant(
    c,
    'Redeem a voucher',
    <Island name="merchant-redeem" component={MerchantRedeem} props={{}} />,
  )
})

merchantPages.get('/merchant/reports', async (c) => {
  const staff = await c.var.session.requireStaff('merchant')
  // A bad or over-long range shows the default 30 days rather than an error page.
  const parsed = MerchantReportQuery.safeParse(c.req.query())
  const service = c.var.services.merchantReports
  const now = clock.now()
  const report = await service
    .report(merchantOf(staff), parsed.success ? parsed.data : {}, now)
    .catch(() => service.report(merchantOf(staff), {}, now))
  return renderMerchant(c, 'Sales and redemptions', <MerchantReportView report={report} />)
})

merchantPages.get('/merchant/reviews', async (c) => {
  const staff = await c.var.session.requireStaff('merchant')
  const parsed = MerchantReviewsQuery.safeParse(c.req.query())
  const reviews = await c.var.services.merchantReports.reviews(
    merchantOf(staff),
    parsed.success ? parsed.data.page : 1,
  )
  return renderMerchant(c, 'Reviews', <MerchantReviewsView reviews={reviews} />)
})

merchantPages.get('/merchant/bookings', async (c) => {
  const staff = await c.var.session.requireStaff('merchant')
  const bookings = await c.var.services.merchantBookings.list(staff)
  return renderMerchant(
    c,
    'Booking requests',
    <MerchantBookingsView
      bookings={bookings}
      actionsFor={(booking) => (
        <Island
          name="merchant-booking-actions"
          component={MerchantBookingActions}
          props={{ id: booking.id, requestedDate: booking.requestedDate }}
        />
      )}
    />,
  )
})

merchantPages.get('/merchant/arrivals', async (c) => {
  const staff = await c.var.session.requireStaff('merchant')
  // An unknown view or page shows the first page of upcoming stays rather than an error page.
  const parsed = MerchantArrivalsQuery.safeParse(c.req.query())
  const arrivals = await c.var.services.merchantArrivals.list(
    merchantOf(staff),
    parsed.success ? parsed.data : { view: 'upcoming', page: 1 },
    clock.now(),
  )
  return renderMerchant(c, 'Arrivals', <MerchantArrivalsView arrivals={arrivals} />)
})

merchantPages.get('/merchant/parcels', async (c) => {
  const staff = await c.var.session.requireStaff('merchant')
  // An unknown list shows the parcels still to post rather than an error page.
  const parsed = ParcelsQuery.safeParse(c.req.query())
  const list = parsed.success ? parsed.data.status : 'to-dispatch'
  const parcels = await c.var.services.parcels.list({ staff, merchantId: merchantOf(staff) }, list)
  return renderMerchant(
    c,
    'Orders to post',
    <ParcelsView
      parcels={parcels}
      list={list}
      path="/merchant/parcels"
      showMerchant={false}
      actionsFor={(parcel) => (
        <Island
          name="parcel-actions"
          component={ParcelActions}
          props={{ api: '/merchant/parcels', voucherId: parcel.voucherId, state: parcel.state }}
        />
      )}
    />,
  )
})
