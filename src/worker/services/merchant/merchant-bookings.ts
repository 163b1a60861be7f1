import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types'
import { decideBooking, type BookingStatus } from '../../../shared/domain/merchant/booking-rules'
import { londonDay } from '../../../shared/domain/merchant/london-day'
import type { BookingDecisionRequest, MerchantBooking } from '../../../shared/schemas/merchant'
import { DomainError } from '../../errors'
import { BookingRequestRepository } from '../../storage/booking-request-repository'
import { MerchantPortalRepository, type BookingRow } from '../../storage/merchant-portal-repository'
import { OutboxRepository } from '../../storage/outbox-repository'
import { auditStatement } from '../staff/audit-log'
import type { StaffUser } from '../staff/staff-types'
import {
  bookingConfirmedEmail,
  bookingDeclinedEmail,
  bookingProposedEmail,
} from '../vouchers/booking-emails'
import { bookingVoucherState, bookVoucherStatements } from '../vouchers/booking-transitions'
import { mailFactsOf, type BookingMailOrigin } from '../vouchers/voucher-bookings'
import { merchantOf } from './merchant-vouchers'
import { lastValidDay } from '../../../shared/domain/voucher/booking-on-redemption'

const viewOf = (row: BookingRow): MerchantBooking => ({
  id: row.id,
  voucherCode: row.voucherCode,
  dealTitle: row.dealTitle,
  productTitle: row.productTitle,
  buyerFirstName: row.buyerFirstName,
  requestedDate: row.requestedDate,
  status: row.status as BookingStatus,
  proposedDate: row.proposedDate,
})

/** Booking requests for calendar-on-redemption deals, asked for from the voucher
 * page (VoucherBookingService): the merchant accepts the date asked for, which redeems and books
 * the voucher, declines it, or proposes another. Each answer is one batch: the guarded answer,
 * the voucher's transitions on accept, the shopper's email and the audit row, so of parallel
 * answers exactly one lands. */
export class MerchantBookingService {
  private readonly portal: MerchantPortalRepository
  constructor(private readonly db: D1Database) {
    this.portal = new MerchantPortalRepository(db)
  }

  async list(staff: StaffUser): Promise<MerchantBooking[]> {
    return (await this.portal.bookings(merchantOf(staff))).map(viewOf)
  }

  async answer(
    staff: StaffUser,
    id: number,
    decision: BookingDecisionRequest,
    now: Date,
    originOf: BookingMailOrigin,
  ): Promise<MerchantBooking> {
    const booking = await this.portal.findBooking(merchantOf(staff), id)
    if (!booking) throw new DomainError('NOT_FOUND', 'No such booking request')
    const voucher = await new BookingRequestRepository(this.db).voucher(booking.voucherId)
    if (!voucher) throw new DomainError('NOT_FOUND', 'No such booking request')
    const outcome = decideBooking(
      viewOf(booking),
      decision,
      londonDay(now),
      lastValidDay(voucher.expiresAt),
    )
    if (!outcome.ok) throw new DomainError(outcome.code, outcome.message)
    const after = { ...viewOf(booking), status: outcome.status, proposedDate: outcome.proposedDate }
    const at = now.toISOString()
    const facts = mailFactsOf(voucher)
    const origin = originOf(voucher.brand)
    const outbox = new OutboxRepository(this.db)
    const consequences: D1PreparedStatement[] =
      decision.action === 'accept'
        ? [
            ...bookVoucherStatements(this.db, voucher, `merchant:${staff.id}`, now),
            outbox.insertStatement(bookingConfirmedEmail(facts, booking.requestedDate, origin), at),
          ]
        : decision.action === 'decline'
          ? [outbox.insertStatement(bookingDeclinedEmail(facts, booking.requestedDate, origin), at)]
          : [
              outbox.insertStatement(
                bookingProposedEmail(facts, booking.requestedDate, decision.date, origin),
                at,
              ),
            ]
    const statements = [
      new BookingRequestRepository(this.db).answerBookingStatement(
        id,
        outcome.status,
        outcome.proposedDate,
        at,
      ),
      this.portal.changedOneGuard(),
      ...consequences,
      auditStatement(this.db, {
        actor: staff,
        action: `booking.${decision.action}`,
        entity: 'booking_request',
        entityId: String(id),
        before: { status: booking.status, proposedDate: booking.proposedDate },
        after: { status: after.status, proposedDate: after.proposedDate },
        now,
      }),
    ]
    try {
      await this.db.batch(statements)
    } catch {
      // A guard failed the batch, so nothing of it (audit row, email) was kept: a parallel
      // answer landed first, or the voucher changed (a refund, a redemption at the till).
      throw await this.lostRace(staff, id, now)
    }
    return after
  }

  private async lostRace(staff: StaffUser, id: number, now: Date): Promise<DomainError> {
    const booking = await this.portal.findBooking(merchantOf(staff), id)
    if (booking?.status !== 'REQUESTED') {
      return new DomainError('CONFLICT', 'This booking request was already answered.')
    }
    const voucher = await new BookingRequestRepository(this.db).voucher(booking.voucherId)
    const state = voucher && bookingVoucherState(voucher, now)
    return new DomainError(
      'CONFLICT',
      state && state !== 'READY_TO_REDEEM'
        ? 'This voucher can no longer be booked: it has been used, refunded or has expired.'
        : 'This booking request was changed meanwhile. Please try again.',
    )
  }
}
