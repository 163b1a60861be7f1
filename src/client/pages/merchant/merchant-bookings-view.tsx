import type { ReactNode } from 'react'
import type { BookingStatus } from '../../../shared/domain/merchant/booking-rules'
import type { MerchantBooking } from '../../../shared/schemas/merchant'
import * as s from './merchant-portal.styles'

const STATUS_TEXT: Record<BookingStatus, string> = {
  REQUESTED: 'Requested',
  ACCEPTED: 'Booked',
  PROPOSED: 'Date proposed',
  DECLINED: 'Declined',
  PROPOSAL_DECLINED: 'Proposal turned down',
}

/** /merchant/bookings: open requests first, each with its actions (an island the server
 * passes in, so this view stays free of client code). */
export function MerchantBookingsView({
  bookings,
  actionsFor,
}: {
  bookings: MerchantBooking[]
  actionsFor: (booking: MerchantBooking) => ReactNode
}) {
  if (bookings.length === 0) return <p>No booking requests.</p>
  return (
    <>
      {bookings.map((booking) => (
        <article key={booking.id} className={s.card} data-testid="merchant-booking">
          <dl>
            <dt>Voucher</dt>
            <dd>{booking.voucherCode}</dd>
            <dt>Product</dt>
            <dd>
              {booking.dealTitle}: {booking.productTitle}
            </dd>
            <dt>Customer</dt>
            <dd>{booking.buyerFirstName}</dd>
            <dt>Date asked</dt>
            <dd>{booking.requestedDate}</dd>
            <dt>Status</dt>
            <dd data-testid="merchant-booking-status">
              {STATUS_TEXT[booking.status]}
              {booking.proposedDate ? ` (${booking.proposedDate})` : ''}
            </dd>
          </dl>
          {booking.status === 'REQUESTED' ? actionsFor(booking) : null}
        </article>
      ))}
    </>
  )
}
