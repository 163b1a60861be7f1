import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types'
import type { BookingStatus } from '../../shared/domain/merchant/booking-rules'
import type { BookingCalendarDay } from '../../shared/domain/voucher/booking-on-redemption'

/** A voucher with what booking it needs: its deal's flag and merchant, the product's nights,
 * the owner's address for the emails and the order's brand for their links. */
export interface BookingVoucherRow {
  id: number
  code: string
  userId: number
  dealId: number
  productId: number
  dealTitle: string
  productTitle: string
  status: string
  orderProgress: string | null
  expiresAt: string
  bookingCalendar: number | null
  merchantId: number | null
  merchantName: string | null
  nights: number | null
  email: string
  firstName: string
  brand: string
}

export interface BookingRequestRow {
  id: number
  voucherId: number
  requestedDate: string
  status: BookingStatus
  proposedDate: string | null
}

interface CalendarRow {
  date: string
  openForArrival: number
  soldOut: number
  remaining: number | null
  minLengthOfStay: number
  maxLengthOfStay: number
}

/** booking_requests from the shopper's side (migrations/0026, 0032), the voucher and calendar
 * days they are decided on, and the merchant's notice emails. */
export class BookingRequestRepository {
  constructor(private readonly db: D1Database) {}

  voucher(voucherId: number): Promise<BookingVoucherRow | null> {
    return this.db
      .prepare(
        `SELECT v.id, v.code, v.user_id AS userId, v.deal_id AS dealId, v.product_id AS productId,
           v.deal_title AS dealTitle, v.product_title AS productTitle, v.status,
           v.order_progress AS orderProgress, v.expires_at AS expiresAt,
           d.booking_calendar_on_redemption AS bookingCalendar, d.merchant_id AS merchantId,
           m.display_name AS merchantName, p.number_of_nights AS nights,
           u.email, u.first_name AS firstName, o.brand
         FROM vouchers v
         JOIN users u ON u.id = v.user_id
         JOIN orders o ON o.id = v.order_id
         LEFT JOIN deals d ON d.id = v.deal_id
         LEFT JOIN merchants m ON m.id = d.merchant_id
         LEFT JOIN deal_products p ON p.id = v.product_id
         WHERE v.id = ?`,
      )
      .bind(voucherId)
      .first<BookingVoucherRow>()
  }

  /** Every request of the voucher, oldest first (a handful at most). */
  async requests(voucherId: number): Promise<BookingRequestRow[]> {
    const { results } = await this.db
      .prepare(
        `SELECT id, voucher_id AS voucherId, requested_date AS requestedDate, status,
           proposed_date AS proposedDate
         FROM booking_requests WHERE voucher_id = ? ORDER BY id`,
      )
      .bind(voucherId)
      .all<BookingRequestRow>()
    return results
  }

  /** Whether the product has a calendar at all, and its days in [from, to]. */
  async calendar(
    dealId: number,
    productId: number,
    from: string,
    to: string,
  ): Promise<{ hasCalendar: boolean; days: BookingCalendarDay[] }> {
    const [any, days] = await this.db.batch<{ n: number } | CalendarRow>([
      this.db
        .prepare(
          `SELECT EXISTS (SELECT 1 FROM travel_calendar_days WHERE deal_id = ?1 AND product_id = ?2)
             AS n`,
        )
        .bind(dealId, productId),
      this.db
        .prepare(
          `SELECT date, open_for_arrival AS openForArrival, sold_out AS soldOut, remaining,
             min_length_of_stay AS minLengthOfStay, max_length_of_stay AS maxLengthOfStay
           FROM travel_calendar_days
           WHERE deal_id = ?1 AND product_id = ?2 AND date BETWEEN ?3 AND ?4 ORDER BY date`,
        )
        .bind(dealId, productId, from, to),
    ])
    const rows = (days?.results ?? []) as CalendarRow[]
    return {
      hasCalendar: ((any?.results[0] as { n: number } | undefined)?.n ?? 0) === 1,
      days: rows.map((row) => ({
        date: row.date,
        openForArrival: row.openForArrival === 1,
        soldOut: row.soldOut === 1 || row.remaining === 0,
        minLengthOfStay: row.minLengthOfStay,
        maxLengthOfStay: row.maxLengthOfStay,
      })),
    }
  }

  /** A new request, written only while the voucher is still unused and unexpired (so a refund
   * or a redemption that lands first leaves nothing); the unique index booking_requests_one_live
   * refuses a second live request for the voucher. Follow with changedOneGuard. */
  insertStatement(voucherId: number, date: string, nowIso: string): D1PreparedStatement {
    return this.db
      .prepare(
        `INSERT INTO booking_requests (voucher_id, requested_date, status, created_at, updated_at)
         SELECT id, ?2, 'REQUESTED', ?3, ?3 FROM vouchers
         WHERE id = ?1 AND status = 'READY_TO_REDEEM' AND order_progress IS NULL
           AND expires_at > ?3`,
      )
      .bind(voucherId, date, nowIso)
  }

  /** The shopper's answer to a proposal: taken (ACCEPTED) or set aside for another day
   * (PROPOSAL_DECLINED), only while it is still PROPOSED. Follow with changedOneGuard. */
  answerProposalStatement(
    id: number,
    status: 'ACCEPTED' | 'PROPOSAL_DECLINED',
    nowIso: string,
  ): D1PreparedStatement {
    return this.db
      .prepare(
        `UPDATE booking_requests SET status = ?2, updated_at = ?3
         WHERE id = ?1 AND status = 'PROPOSED'`,
      )
      .bind(id, status, nowIso)
  }

  /** Answers a request only while it is still REQUESTED, so two answers cannot both land. */
  answerBookingStatement(
    id: number,
    status: string,
    proposedDate: string | null,
    nowIso: string,
  ): D1PreparedStatement {
    return this.db
      .prepare(
        `UPDATE booking_requests SET status = ?2, proposed_date = ?3, updated_at = ?4
         WHERE id = ?1 AND status = 'REQUESTED'`,
      )
      .bind(id, status, proposedDate, nowIso)
  }

  /** Fails the whole batch when the statement before it changed no row (json() of text that is
   * not JSON is SQLite's way to raise from a SELECT). */
  changedOneGuard(): D1PreparedStatement {
    return this.db.prepare(
      `SELECT CASE WHEN changes() = 1 THEN 1 ELSE json('booking request lost a race') END`,
    )
  }
}
