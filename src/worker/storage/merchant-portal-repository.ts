import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types'

/** A voucher as the merchant portal sees it: always found through the merchant's own deals, so
 * another merchant's code is simply not there (merchant scope). */
export interface MerchantVoucherRow {
  id: number
  code: string
  status: string
  orderProgress: string | null
  dealTitle: string
  productTitle: string
  buyerFirstName: string
  expiresAt: string
  redeemedAt: string | null
  statusChangedAt: string | null
  bookingCalendar: number
  /** 1 while a card refund of the voucher is with the provider (refunds PENDING). */
  refundPending: number
  /** The stay of its order line (YYYY-MM-DD), null for anything but a stay. */
  checkIn: string | null
  checkOut: string | null
  /** The order's passengers as stored (JSON), only for a stay. */
  passengers: string | null
}

/** One stay sold: an order line with dates, with its vouchers as a JSON array of
 * { code, status, orderProgress }. */
export interface ArrivalRow {
  checkIn: string
  checkOut: string
  quantity: number
  dealTitle: string
  roomTitle: string
  passengers: string | null
  vouchers: string
}

export interface SaleRow {
  dealId: number
  dealTitle: string
  createdAt: string
  unitPrice: number
}
export interface RedemptionRow {
  dealId: number
  dealTitle: string
  redeemedAt: string
}
export interface OutstandingRow {
  dealId: number
  dealTitle: string
  outstanding: number
}
interface ReviewRow {
  id: number
  dealId: number
  dealTitle: string
  rating: number
  authorFirstName: string
  title: string | null
  body: string
  createdAt: string
}
export interface BookingRow {
  id: number
  voucherId: number
  voucherCode: string
  dealTitle: string
  productTitle: string
  buyerFirstName: string
  requestedDate: string
  status: string
  proposedDate: string | null
}

const BOOKING_SELECT = `SELECT b.id, b.voucher_id AS voucherId, v.code AS voucherCode,
    v.deal_title AS dealTitle, v.product_title AS productTitle, u.first_name AS buyerFirstName,
    b.requested_date AS requestedDate, b.status, b.proposed_date AS proposedDate
  FROM booking_requests b
  JOIN vouchers v ON v.id = b.voucher_id
  JOIN deals d ON d.id = v.deal_id
  JOIN users u ON u.id = v.user_id`

/** Reads (and the booking writes) of the merchant portal; every query takes the merchant id. */
export class MerchantPortalRepository {
  constructor(private readonly db: D1Database) {}

  findVoucher(merchantId: number, code: string): Promise<MerchantVoucherRow | null> {
    return this.db
      .prepare(
        `SELECT v.id, v.code, v.status, v.order_progress AS orderProgress,
           v.deal_title AS dealTitle, v.product_title AS productTitle,
           u.first_name AS buyerFirstName, v.expires_at AS expiresAt,
           v.redeemed_at AS redeemedAt, v.status_changed_at AS statusChangedAt,
           d.booking_calendar_on_redemption AS bookingCalendar,
           EXISTS (SELECT 1 FROM refunds r WHERE r.voucher_id = v.id AND r.status = 'PENDING')
             AS refundPending,
           l.check_in AS checkIn, l.check_out AS checkOut,
           CASE WHEN l.check_in IS NULL THEN NULL ELSE o.passengers END AS passengers
         FROM vouchers v
         JOIN deals d ON d.id = v.deal_id
         JOIN users u ON u.id = v.user_id
         JOIN order_lines l ON l.id = v.order_line_id
         JOIN orders o ON o.id = v.order_id
         WHERE v.code = ?1 AND d.merchant_id = ?2`,
      )
      .bind(code, merchantId)
      .first<MerchantVoucherRow>()
  }

  async currency(merchantId: number): Promise<'GBP' | 'EUR'> {
    const row = await this.db
      .prepare('SELECT country_code AS country FROM merchants WHERE id = ?')
      .bind(merchantId)
      .first<{ country: string }>()
    return row?.country === 'ie' ? 'EUR' : 'GBP'
  }

  /** Vouchers sold in [fromIso, toIso) of orders that stand (not cancelled). */
  async sales(merchantId: number, fromIso: string, toIso: string): Promise<SaleRow[]> {
    const { results } = await this.db
      .prepare(
        `SELECT v.deal_id AS dealId, d.title AS dealTitle, v.created_at AS createdAt,
           l.unit_price AS unitPrice
         FROM vouchers v
         JOIN deals d ON d.id = v.deal_id
         JOIN orders o ON o.id = v.order_id
         JOIN order_lines l ON l.id = v.order_line_id
         WHERE d.merchant_id = ?1 AND v.created_at >= ?2 AND v.created_at < ?3
           AND o.status <> 'CANCELLED'`,
      )
      .bind(merchantId, fromIso, toIso)
      .all<SaleRow>()
    return results
  }

  async redemptions(merchantId: number, fromIso: string, toIso: string): Promise<RedemptionRow[]> {
    const { results } = await this.db
      .prepare(
        `SELECT v.deal_id AS dealId, d.title AS dealTitle, v.redeemed_at AS redeemedAt
         FROM vouchers v JOIN deals d ON d.id = v.deal_id
         WHERE d.merchant_id = ?1 AND v.redeemed_at >= ?2 AND v.redeemed_at < ?3`,
      )
      .bind(merchantId, fromIso, toIso)
      .all<RedemptionRow>()
    return results
  }

  /** The merchant's deals, so a report lists each one, sales or not (newest 500). */
  async deals(merchantId: number): Promise<{ dealId: number; dealTitle: string }[]> {
    const { results } = await this.db
      .prepare(
        `SELECT id AS dealId, title AS dealTitle FROM deals WHERE merchant_id = ?
         ORDER BY id DESC LIMIT 500`,
      )
      .bind(merchantId)
      .all<{ dealId: number; dealTitle: string }>()
    return results
  }

  /** Vouchers still to be redeemed now (unused, unexpired, not goods in the post). */
  async outstanding(merchantId: number, nowIso: string): Promise<OutstandingRow[]> {
    const { results } = await this.db
      .prepare(
        `SELECT v.deal_id AS dealId, d.title AS dealTitle, COUNT(*) AS outstanding
         FROM vouchers v JOIN deals d ON d.id = v.deal_id
         WHERE d.merchant_id = ?1 AND v.status = 'READY_TO_REDEEM'
           AND v.order_progress IS NULL AND v.expires_at > ?2
         GROUP BY v.deal_id, d.title`,
      )
      .bind(merchantId, nowIso)
      .all<OutstandingRow>()
    return results
  }

  async reviews(merchantId: number, limit: number, offset: number) {
    const [rows, summary] = await this.db.batch<ReviewRow | { n: number; average: number | null }>([
      this.db
        .prepare(
          `SELECT r.id, r.deal_id AS dealId, d.title AS dealTitle, r.rating,
               r.author_first_name AS authorFirstName, r.title, r.body, r.created_at AS createdAt
             FROM deal_reviews r JOIN deals d ON d.id = r.deal_id
             WHERE d.merchant_id = ?1 ORDER BY r.created_at DESC, r.id DESC LIMIT ?2 OFFSET ?3`,
        )
        .bind(merchantId, limit, offset),
      this.db
        .prepare(
          `SELECT COUNT(*) AS n, AVG(r.rating) AS average
             FROM deal_reviews r JOIN deals d ON d.id = r.deal_id WHERE d.merchant_id = ?1`,
        )
        .bind(merchantId),
    ])
    const totals = (summary?.results[0] ?? { n: 0, average: null }) as {
      n: number
      average: number | null
    }
    return { rows: (rows?.results ?? []) as ReviewRow[], total: totals.n, average: totals.average }
  }

  async bookings(merchantId: number): Promise<BookingRow[]> {
    const { results } = await this.db
      .prepare(
        `${BOOKING_SELECT} WHERE d.merchant_id = ?1
         ORDER BY b.status = 'REQUESTED' DESC, b.requested_date, b.id LIMIT 200`,
      )
      .bind(merchantId)
      .all<BookingRow>()
    return results
  }

  /** Stays sold for the merchant's deals, one row per order line: upcoming (check-out on `today`
   * or later) by check-in, or past ones newest first; with how many there are in all. Orders
   * that never stood (CANCELLED) were no booking; refunded vouchers stay on the list. */
  async arrivals(
    merchantId: number,
    today: string,
    view: 'upcoming' | 'past',
    limit: number,
    offset: number,
  ): Promise<{ rows: ArrivalRow[]; total: number }> {
    const where = `d.merchant_id = ?1 AND l.check_in IS NOT NULL AND o.status <> 'CANCELLED'
      AND l.check_out ${view === 'upcoming' ? '>=' : '<'} ?2`
    const from = `FROM deals d
      JOIN vouchers v ON v.deal_id = d.id
      JOIN order_lines l ON l.id = v.order_line_id
      JOIN orders o ON o.id = l.order_id`
    const order =
      view === 'upcoming' ? 'l.check_in, l.check_out, l.id' : 'l.check_in DESC, l.id DESC'
    const [rows, count] = await this.db.batch<ArrivalRow | { n: number }>([
      this.db
        .prepare(
          `SELECT l.check_in AS checkIn, l.check_out AS checkOut, l.quantity,
             MIN(v.deal_title) AS dealTitle, MIN(v.product_title) AS roomTitle, o.passengers,
             json_group_array(json_object('code', v.code, 'status', v.status,
               'orderProgress', v.order_progress)) AS vouchers
           ${from} WHERE ${where}
           GROUP BY l.id ORDER BY ${order} LIMIT ?3 OFFSET ?4`,
        )
        .bind(merchantId, today, limit, offset),
      this.db
        .prepare(`SELECT COUNT(DISTINCT l.id) AS n ${from} WHERE ${where}`)
        .bind(merchantId, today),
    ])
    const total = (count?.results[0] as { n: number } | undefined)?.n ?? 0
    return { rows: (rows?.results ?? []) as ArrivalRow[], total }
  }

  findBooking(merchantId: number, id: number): Promise<BookingRow | null> {
    return this.db
      .prepare(`${BOOKING_SELECT} WHERE b.id = ?1 AND d.merchant_id = ?2`)
      .bind(id, merchantId)
      .first<BookingRow>()
  }

  /** Placed right after a guarded UPDATE, fails the whole batch (audit row included) when that
   * UPDATE changed nothing; json() of non-JSON text is SQLite's way to raise from a SELECT. */
  changedOneGuard(): D1PreparedStatement {
    return this.db.prepare(
      `SELECT CASE WHEN changes() = 1 THEN 1 ELSE json('booking answer lost a race') END`,
    )
  }
}
