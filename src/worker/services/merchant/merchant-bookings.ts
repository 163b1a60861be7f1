import type { D1Database } from '@cloudflare/workers-types'
import { decideBooking, type BookingStatus } from '../../../shared/domain/merchant/booking-rules'
import { londonDay } from '../../../shared/domain/merchant/london-day'
import type { BookingDecisionRequest, MerchantBooking } from '../../../shared/schemas/merchant'
import { DomainError } from '../../errors'
import { MerchantPortalRepository, type BookingRow } from '../../storage/merchant-portal-repository'
import { auditStatement } from '../staff/audit-log'
import type { StaffUser } from '../staff/staff-types'
import { merchantOf } from './merchant-vouchers'

const viewOf = (row: BookingRow): MerchantBooking => ({
  ...row,
  status: row.status as BookingStatus,
})

/** Booking requests for calendar-on-redemption deals (issue 10): the merchant accepts the date
 * asked for or proposes another; every answer is audited in the same batch. */
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
  ): Promise<MerchantBooking> {
    const booking = await this.portal.findBooking(merchantOf(staff), id)
    if (!booking) throw new DomainError('NOT_FOUND', 'No such booking request')
    const outcome = decideBooking(viewOf(booking), decision, londonDay(now))
    if (!outcome.ok) throw new DomainError(outcome.code, outcome.message)
    const after = { ...viewOf(booking), status: outcome.status, proposedDate: outcome.proposedDate }
    const statements = [
      this.portal.answerBookingStatement(
        id,
        outcome.status,
        outcome.proposedDate,
        now.toISOString(),
      ),
      this.portal.changedOneGuard(),
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
      // The guard failed the batch: a parallel answer landed first, and no audit row was kept.
      throw new DomainError('CONFLICT', 'This booking request was already answered.')
    }
    return after
  }
}
