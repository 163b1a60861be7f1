import type { D1Database } from '@cloudflare/workers-types'

/** A customer's voucher with what decides whether it can take an add-on. */
interface AddonVoucherRow {
  voucherId: number
  orderId: number
  dealId: number
  productId: number
  dealTitle: string
  productTitle: string
  status: string
  expiresAt: string
  orderStatus: string
  checkIn: string | null
}

/** The /order-addon page's read of vouchers and their orders (both written by order placement). */
export class OrderAddonRepository {
  constructor(private readonly db: D1Database) {}

  /** The customer's most recent vouchers of paid orders, newest first; one order's only when
   * `orderId` is given. The voucher's owner decides, not the order's: a claimed gift's vouchers
   * move to the recipient (gift claim), whose to extend they are (ExtensionService checks the
   * same owner). */
  async recentVouchers(userId: number, orderId: number | null, limit = 50) {
    const { results } = await this.db
      .prepare(
        `SELECT v.id AS voucherId, v.order_id AS orderId, v.deal_id AS dealId,
                v.product_id AS productId, v.deal_title AS dealTitle,
                v.product_title AS productTitle, v.status, v.expires_at AS expiresAt,
                o.status AS orderStatus, l.check_in AS checkIn
           FROM vouchers v JOIN orders o ON o.id = v.order_id
           JOIN order_lines l ON l.id = v.order_line_id
          WHERE v.user_id = ?1 AND o.status = 'PAID'
            AND (?2 IS NULL OR o.id = ?2)
            -- An extension applies once per voucher (voucher_extensions, migrations/0020).
            AND NOT EXISTS (SELECT 1 FROM voucher_extensions e WHERE e.voucher_id = v.id)
          ORDER BY v.created_at DESC, v.id DESC LIMIT ?3`,
      )
      .bind(userId, orderId, limit)
      .all<AddonVoucherRow>()
    return results
  }
}
