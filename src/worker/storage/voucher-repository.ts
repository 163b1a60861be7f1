import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types'
import type { VoucherFilter } from '../../shared/domain/voucher/voucher-actions'

/** A voucher row (0014 + 0019) with what the voucher pages show from its deal, merchant and
 * the merchant's main address (the redeem location). */
export interface VoucherRecord {
  id: number
  code: string
  orderId: number
  userId: number
  dealId: number
  productId: number
  dealTitle: string
  productTitle: string
  status: string
  orderProgress: string | null
  expiresAt: string
  createdAt: string
  statusChangedAt: string | null
  /** Posted goods (0030): the carrier's reference once dispatched, and when it moved on. */
  trackingReference: string | null
  dispatchedAt: string | null
  deliveredAt: string | null
  /** The stay of the voucher's order line (null when it is no stay). */
  checkIn: string | null
  checkOut: string | null
  /** 1 once a return was requested (0020), even if it was turned down later. */
  returnRequested: number
  merchantName: string | null
  finePrint: string | null
  /** The deal's delivery and country: a click-and-collect voucher is collected at the site's
   * collection point, not at the merchant's address. */
  deliveryType: string | null
  countryCode: string | null
  redeemLocationUrl: string | null
  addressLine1: string | null
  addressLine2: string | null
  town: string | null
  postCode: string | null
  /** The e-gift's message (the buyer's basket gifting), only once its recipient claimed it. */
  giftMessage: string | null
}

const SELECT = `SELECT v.id, v.code, v.order_id AS orderId, v.user_id AS userId,
    v.deal_id AS dealId, v.product_id AS productId, v.deal_title AS dealTitle,
    v.product_title AS productTitle, v.status, v.order_progress AS orderProgress,
    v.expires_at AS expiresAt, v.created_at AS createdAt, v.status_changed_at AS statusChangedAt,
    v.tracking_reference AS trackingReference, v.dispatched_at AS dispatchedAt,
    v.delivered_at AS deliveredAt,
    (SELECT l.check_in FROM order_lines l WHERE l.id = v.order_line_id) AS checkIn,
    (SELECT l.check_out FROM order_lines l WHERE l.id = v.order_line_id) AS checkOut,
    EXISTS (SELECT 1 FROM voucher_returns r WHERE r.voucher_id = v.id) AS returnRequested,
    m.display_name AS merchantName, d.fine_print AS finePrint,
    d.delivery_type AS deliveryType, d.country_code AS countryCode,
    d.redeem_location_url AS redeemLocationUrl, a.address_line1 AS addressLine1,
    a.address_line2 AS addressLine2, a.town, a.post_code AS postCode,
    (SELECT json_extract(b.gifting, '$.message') FROM gift_claims g
       JOIN orders o ON o.id = g.order_id JOIN baskets b ON b.token = o.basket_token
      WHERE g.order_id = v.order_id AND g.claimed_by = v.user_id) AS giftMessage
  FROM vouchers v
  LEFT JOIN deals d ON d.id = v.deal_id
  LEFT JOIN merchants m ON m.id = d.merchant_id
  LEFT JOIN merchant_addresses a ON a.id = (
    SELECT id FROM merchant_addresses WHERE merchant_id = d.merchant_id
    ORDER BY is_main DESC, id LIMIT 1
  )`

/** The list filters in SQL, matching filterOfState of the effective state (an unused voucher
 * past its expiry is 'expired' before the nightly job marks it). ?2 is now. */
const FILTER_SQL: Record<VoucherFilter, string> = {
  all: '1',
  available: `v.status = 'READY_TO_REDEEM' AND (
    (v.order_progress IS NULL AND v.expires_at > ?2)
    OR v.order_progress IN ('PROCESSING_ORDER', 'DISPATCHED'))`,
  used: `v.status IN ('REDEEMED', 'BOOKED')
    OR (v.status = 'READY_TO_REDEEM' AND v.order_progress = 'DELIVERED')`,
  refunds: `v.status IN ('RETURN_REQUESTED', 'RETURN_IN_TRANSIT', 'RETURNED_TO_MERCHANT',
    'CREDIT_REQUESTED', 'REQUEST_PROCESSED', 'REFUNDED')`,
  expired: `v.status = 'EXPIRED'
    OR (v.status = 'READY_TO_REDEEM' AND v.order_progress IS NULL AND v.expires_at <= ?2)`,
}

export interface VoucherTransitionWrite {
  voucherId: number
  event: string
  fromState: string
  toState: string
  from: { status: string; orderProgress: string | null }
  to: { status: string; orderProgress: string | null }
  actor: string
  now: string
}

/** A voucher as an order issues it (migrations/0014). */
export interface VoucherRow {
  code: string
  orderId: number
  orderLineId: string
  userId: number
  dealId: number
  productId: number
  dealTitle: string
  productTitle: string
  expiresAt: string
  createdAt: string
}

const VOUCHER_COLUMNS = `code, order_id AS orderId, order_line_id AS orderLineId,
  user_id AS userId, deal_id AS dealId, product_id AS productId, deal_title AS dealTitle,
  product_title AS productTitle, expires_at AS expiresAt, created_at AS createdAt`

export class VoucherRepository {
  constructor(private readonly db: D1Database) {}

  /** A voucher issued by an order, for the order's own D1 batch. */
  insertIssued(voucher: VoucherRow): D1PreparedStatement {
    return this.db
      .prepare(
        // Posted goods start in §3's order progress (Processing Order); the rest are ready to
        // redeem (src/shared/domain/voucher/lifecycle.ts initialVoucherState).
        `INSERT INTO vouchers (code, order_id, order_line_id, user_id, deal_id, product_id,
           deal_title, product_title, expires_at, created_at, updated_at, order_progress)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?10,
           CASE WHEN (SELECT delivery_type FROM deals WHERE id = ?5) = 'postage'
                THEN 'PROCESSING_ORDER' END)`,
      )
      .bind(
        voucher.code,
        voucher.orderId,
        voucher.orderLineId,
        voucher.userId,
        voucher.dealId,
        voucher.productId,
        voucher.dealTitle,
        voucher.productTitle,
        voucher.expiresAt,
        voucher.createdAt,
      )
  }

  /** The vouchers an order issued, in issue order. */
  async ofOrder(orderId: number): Promise<VoucherRow[]> {
    const { results } = await this.db
      .prepare(`SELECT ${VOUCHER_COLUMNS} FROM vouchers WHERE order_id = ? ORDER BY id`)
      .bind(orderId)
      .all<VoucherRow>()
    return results
  }

  /** A parcel posted: set after the guarded DISPATCH transition and its transitionGuard in the
   * same batch, so it lands only with the transition that won. */
  recordDispatch(voucherId: number, trackingReference: string, at: string): D1PreparedStatement {
    return this.db
      .prepare('UPDATE vouchers SET tracking_reference = ?2, dispatched_at = ?3 WHERE id = ?1')
      .bind(voucherId, trackingReference, at)
  }

  recordDelivery(voucherId: number, at: string): D1PreparedStatement {
    return this.db
      .prepare('UPDATE vouchers SET delivered_at = ?2 WHERE id = ?1')
      .bind(voucherId, at)
  }

  /** A gift's vouchers move to whoever won its claim, in the claim's batch: this reads the
   * winner from gift_claims, so a losing parallel claim moves nothing. */
  moveToGiftClaimant(orderId: number, userId: number, now: string): D1PreparedStatement {
    return this.db
      .prepare(
        `UPDATE vouchers SET user_id = ?, updated_at = ?
          WHERE order_id = ?
            AND ? = (SELECT claimed_by FROM gift_claims WHERE order_id = ? AND claimed_at = ?)`,
      )
      .bind(userId, now, orderId, userId, orderId, now)
  }

  /** A paid extension's new expiry, guarded on the old one, in the batch recording it. */
  extendExpiry(
    voucherId: number,
    previousExpiresAt: string,
    newExpiresAt: string,
    now: string,
  ): D1PreparedStatement {
    return this.db
      .prepare(`UPDATE vouchers SET expires_at = ?, updated_at = ? WHERE id = ? AND expires_at = ?`)
      .bind(newExpiresAt, now, voucherId, previousExpiresAt)
  }

  /** One page of a customer's vouchers, newest first, and how many match. */
  async listForUser(
    userId: number,
    filter: VoucherFilter,
    now: string,
    limit: number,
    offset: number,
  ): Promise<{ rows: VoucherRecord[]; total: number }> {
    // `?2 = ?2`: every filter binds now, whether or not it compares with it.
    const where = `v.user_id = ?1 AND ?2 = ?2 AND (${FILTER_SQL[filter]})`
    const [rows, total] = await this.db.batch<VoucherRecord | { n: number }>([
      this.db
        .prepare(
          `${SELECT} WHERE ${where} ORDER BY v.created_at DESC, v.id DESC LIMIT ?3 OFFSET ?4`,
        )
        .bind(userId, now, limit, offset),
      this.db.prepare(`SELECT COUNT(*) AS n FROM vouchers v WHERE ${where}`).bind(userId, now),
    ])
    return {
      rows: (rows?.results ?? []) as VoucherRecord[],
      total: ((total?.results ?? [])[0] as { n: number } | undefined)?.n ?? 0,
    }
  }

  /** The voucher, or null; callers check the owner. */
  find(id: number): Promise<VoucherRecord | null> {
    return this.db.prepare(`${SELECT} WHERE v.id = ?`).bind(id).first<VoucherRecord>()
  }

  /** The history row and the guarded UPDATE, in one batch: both carry the same guard (the
   * columns still hold `from`), so when parallel transitions race, the batch that runs first
   * changes the row and writes its history, and every later one matches nothing. */
  transitionStatements(write: VoucherTransitionWrite): D1PreparedStatement[] {
    // A card refund in flight (refunds PENDING, refund-service.ts) is the voucher's next step:
    // used, booked or expired meanwhile, it would end both used and paid back.
    const guard =
      'id = ?1 AND status = ?2 AND order_progress IS ?3' +
      (write.event === 'REFUND'
        ? ''
        : ` AND NOT EXISTS (SELECT 1 FROM refunds r
              WHERE r.voucher_id = vouchers.id AND r.status = 'PENDING')`)
    return [
      this.db
        .prepare(
          `INSERT INTO voucher_events (voucher_id, event, from_state, to_state, actor, created_at)
           SELECT id, ?4, ?5, ?6, ?7, ?8 FROM vouchers WHERE ${guard}`,
        )
        .bind(
          write.voucherId,
          write.from.status,
          write.from.orderProgress,
          write.event,
          write.fromState,
          write.toState,
          write.actor,
          write.now,
        ),
      this.db
        .prepare(
          `UPDATE vouchers SET status = ?4, order_progress = ?5, status_changed_at = ?6,
             updated_at = ?6,
             redeemed_at = CASE WHEN ?4 = 'REDEEMED' THEN ?6 ELSE redeemed_at END
           WHERE ${guard}`,
        )
        .bind(
          write.voucherId,
          write.from.status,
          write.from.orderProgress,
          write.to.status,
          write.to.orderProgress,
          write.now,
        ),
    ]
  }

  /** For a caller that puts transitionStatements in a bigger batch (a refund's claim and
   * ledger rows): placed right after them, it fails the whole batch when the guarded UPDATE
   * changed nothing (a parallel transition won), so nothing else of the batch commits either.
   * json() of text that is not JSON is SQLite's way to raise an error from a plain SELECT. */
  transitionGuard(): D1PreparedStatement {
    return this.db.prepare(
      `SELECT CASE WHEN changes() = 1 THEN 1 ELSE json('voucher transition lost a race') END`,
    )
  }

  async history(voucherId: number) {
    const { results } = await this.db
      .prepare(
        `SELECT event, from_state AS fromState, to_state AS toState, actor, created_at AS createdAt
         FROM voucher_events WHERE voucher_id = ? ORDER BY id`,
      )
      .bind(voucherId)
      .all<{
        event: string
        fromState: string
        toState: string
        actor: string
        createdAt: string
      }>()
    return results
  }
}
