import type { D1Database } from '@cloudflare/workers-types'

/** A voucher for posted goods with what the parcel desk and the customer's emails need: the
 * order's delivery address and brand, the buyer, the deal's merchant. */
export interface ParcelRow {
  id: number
  code: string
  orderId: number
  userId: number
  dealTitle: string
  productTitle: string
  status: string
  orderProgress: string | null
  trackingReference: string | null
  createdAt: string
  dispatchedAt: string | null
  deliveredAt: string | null
  merchantId: number | null
  merchantName: string | null
  orderStatus: string
  brand: string
  deliveryAddress: string | null
  firstName: string
  lastName: string
  email: string
}

const SELECT = `SELECT v.id, v.code, v.order_id AS orderId, v.user_id AS userId,
    v.deal_title AS dealTitle, v.product_title AS productTitle, v.status,
    v.order_progress AS orderProgress, v.tracking_reference AS trackingReference,
    v.created_at AS createdAt, v.dispatched_at AS dispatchedAt, v.delivered_at AS deliveredAt,
    d.merchant_id AS merchantId, m.display_name AS merchantName, o.status AS orderStatus, o.brand,
    o.delivery_address AS deliveryAddress, u.first_name AS firstName, u.last_name AS lastName,
    u.email
  FROM vouchers v
  JOIN orders o ON o.id = v.order_id
  JOIN users u ON u.id = v.user_id
  LEFT JOIN deals d ON d.id = v.deal_id
  LEFT JOIN merchants m ON m.id = d.merchant_id`

/** The progress step each list shows, as SQL literals so the partial index applies (0030). */
const LIST_WHERE = {
  'to-dispatch': `v.order_progress = 'PROCESSING_ORDER'`,
  dispatched: `v.order_progress = 'DISPATCHED'`,
} as const

/** Reads of posted vouchers and the columns 0030 added. `merchantId` null means every merchant
 * (an admin); a number scopes every read to that merchant's deals. */
export class ParcelRepository {
  constructor(private readonly db: D1Database) {}

  async list(
    merchantId: number | null,
    list: keyof typeof LIST_WHERE,
    limit: number,
  ): Promise<ParcelRow[]> {
    const { results } = await this.db
      .prepare(
        // Only paid orders: an order whose capture has not gone through yet waits (the
        // reconciliation job captures it), so no parcel leaves unpaid.
        `${SELECT}
         WHERE v.status = 'READY_TO_REDEEM' AND ${LIST_WHERE[list]} AND o.status = 'PAID'
           AND (?1 IS NULL OR d.merchant_id = ?1)
         ORDER BY v.created_at, v.id LIMIT ?2`,
      )
      .bind(merchantId, limit)
      .all<ParcelRow>()
    return results
  }

  find(merchantId: number | null, voucherId: number): Promise<ParcelRow | null> {
    return this.db
      .prepare(`${SELECT} WHERE v.id = ?1 AND (?2 IS NULL OR d.merchant_id = ?2)`)
      .bind(voucherId, merchantId)
      .first<ParcelRow>()
  }

  /** Dispatched parcels not delivered by `cutoff`'s day count, oldest first, for the job. */
  async dueForDelivery(cutoff: string, limit: number): Promise<ParcelRow[]> {
    const { results } = await this.db
      .prepare(
        `${SELECT}
         WHERE v.status = 'READY_TO_REDEEM' AND v.order_progress = 'DISPATCHED'
           AND v.dispatched_at <= ?1
         ORDER BY v.dispatched_at, v.id LIMIT ?2`,
      )
      .bind(cutoff, limit)
      .all<ParcelRow>()
    return results
  }
}
