import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types'

type VipMembershipStatus = 'ACTIVE' | 'CANCELLED' | 'EXPIRED'

export interface VipMembershipRow {
  id?: number
  userId: number
  brand: string
  currency: 'GBP' | 'EUR'
  price: number
  status: VipMembershipStatus
  startedAt: string
  expiresAt: string
  orderId: number | null
}

const MEMBERSHIP_COLUMNS = `id, user_id AS userId, brand, currency, price, status,
  started_at AS startedAt, expires_at AS expiresAt, order_id AS orderId`

/** A membership with its after-purchase columns (migrations/0022). */
export interface VipLifecycleRow extends VipMembershipRow {
  id: number
  cancelReason: string | null
  retentionOfferAcceptedAt: string | null
  renewalPrice: number | null
  renewalRequestedAt: string | null
  paymentReference: string | null
}

/** A membership the renewal job mails, with where to send it. */
export interface VipRenewalDue extends VipLifecycleRow {
  email: string
  firstName: string
}

const LIFECYCLE_COLUMNS = `${MEMBERSHIP_COLUMNS}, cancel_reason AS cancelReason,
  retention_offer_accepted_at AS retentionOfferAcceptedAt, renewal_price AS renewalPrice,
  renewal_requested_at AS renewalRequestedAt, payment_reference AS paymentReference`

/** VIP memberships (migrations/0016, 0022) and the checkout's 'add VIP membership' choice. */
export class VipRepository {
  constructor(private readonly db: D1Database) {}

  async batch(statements: D1PreparedStatement[]): Promise<void> {
    await this.db.batch(statements)
  }

  /** The customer's membership in force at `now`: ACTIVE and not yet expired. */
  activeMembership(userId: number, now: string): Promise<VipMembershipRow | null> {
    return this.db
      .prepare(
        `SELECT ${MEMBERSHIP_COLUMNS} FROM vip_memberships
         WHERE user_id = ? AND status = 'ACTIVE' AND expires_at > ?
         ORDER BY expires_at DESC LIMIT 1`,
      )
      .bind(userId, now)
      .first<VipMembershipRow>()
  }

  async isChosen(basketToken: string): Promise<boolean> {
    const row = await this.db
      .prepare('SELECT 1 AS chosen FROM basket_vip_choices WHERE basket_token = ?')
      .bind(basketToken)
      .first<{ chosen: number }>()
    return row !== null
  }

  setChoice(basketToken: string, add: boolean, now: string): D1PreparedStatement {
    return add
      ? this.db
          .prepare(
            `INSERT INTO basket_vip_choices (basket_token, added_at) VALUES (?, ?)
             ON CONFLICT (basket_token) DO NOTHING`,
          )
          .bind(basketToken, now)
      : this.db.prepare('DELETE FROM basket_vip_choices WHERE basket_token = ?').bind(basketToken)
  }

  /** A membership bought with a card outside an order (POST /vip/subscribe). */
  insertPaidMembership(row: VipMembershipRow, paymentReference: string, now: string) {
    return this.db
      .prepare(
        `INSERT INTO vip_memberships (user_id, brand, currency, price, status, started_at,
           expires_at, order_id, payment_reference, updated_at)
         VALUES (?, ?, ?, ?, 'ACTIVE', ?, ?, NULL, ?, ?)`,
      )
      .bind(
        row.userId,
        row.brand,
        row.currency,
        row.price,
        row.startedAt,
        row.expiresAt,
        paymentReference,
        now,
      )
  }

  /** The membership a card payment bought or renewed, if any. */
  byPaymentReference(userId: number, paymentReference: string): Promise<VipLifecycleRow | null> {
    return this.db
      .prepare(
        `SELECT ${LIFECYCLE_COLUMNS} FROM vip_memberships
         WHERE user_id = ? AND payment_reference = ? LIMIT 1`,
      )
      .bind(userId, paymentReference)
      .first<VipLifecycleRow>()
  }

  /** A membership ACTIVE in name but past its year makes way for a new one (the UNIQUE on
   * ACTIVE rows would refuse it otherwise). */
  expireLapsed(userId: number, now: string): D1PreparedStatement {
    return this.db
      .prepare(
        `UPDATE vip_memberships SET status = 'EXPIRED', updated_at = ?1
         WHERE user_id = ?2 AND status = 'ACTIVE' AND expires_at <= ?1`,
      )
      .bind(now, userId)
  }

  insertMembership(row: VipMembershipRow, now: string): D1PreparedStatement {
    return this.db
      .prepare(
        `INSERT INTO vip_memberships (user_id, brand, currency, price, status, started_at,
           expires_at, order_id, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(
        row.userId,
        row.brand,
        row.currency,
        row.price,
        row.status,
        row.startedAt,
        row.expiresAt,
        row.orderId,
        now,
      )
  }

  /** The customer's newest membership whatever its status, for My Rewards. */
  latestMembership(userId: number): Promise<VipLifecycleRow | null> {
    return this.db
      .prepare(
        `SELECT ${LIFECYCLE_COLUMNS} FROM vip_memberships WHERE user_id = ?
         ORDER BY (status = 'ACTIVE') DESC, expires_at DESC, id DESC LIMIT 1`,
      )
      .bind(userId)
      .first<VipLifecycleRow>()
  }

  /** The membership in force at `now` with its after-purchase columns. */
  activeLifecycle(userId: number, now: string): Promise<VipLifecycleRow | null> {
    return this.db
      .prepare(
        `SELECT ${LIFECYCLE_COLUMNS} FROM vip_memberships
         WHERE user_id = ? AND status = 'ACTIVE' AND expires_at > ?
         ORDER BY expires_at DESC LIMIT 1`,
      )
      .bind(userId, now)
      .first<VipLifecycleRow>()
  }

  /** Stores a step of the cancellation flow on a membership still ACTIVE; false when it was
   * not (cancelled or expired meanwhile). */
  async updateCancellation(
    id: number,
    change: { reason?: string; acceptOffer?: { renewalPrice: number }; cancel?: true },
    now: string,
  ): Promise<boolean> {
    const result = await this.db
      .prepare(
        `UPDATE vip_memberships SET
           cancel_reason = COALESCE(?2, cancel_reason),
           retention_offer_accepted_at = CASE WHEN ?3 IS NULL THEN retention_offer_accepted_at
             ELSE ?1 END,
           renewal_price = COALESCE(?3, renewal_price),
           status = CASE WHEN ?4 = 1 THEN 'CANCELLED' ELSE status END,
           cancelled_at = CASE WHEN ?4 = 1 THEN ?1 ELSE cancelled_at END,
           updated_at = ?1
         WHERE id = ?5 AND status = 'ACTIVE' AND expires_at > ?1`,
      )
      .bind(
        now,
        change.reason ?? null,
        change.acceptOffer?.renewalPrice ?? null,
        change.cancel ? 1 : 0,
        id,
      )
      .run()
    return result.meta.changes === 1
  }

  /** ACTIVE memberships ending in (now, until] whose pay link has not been mailed yet. */
  async renewalsDue(now: string, until: string, limit: number): Promise<VipRenewalDue[]> {
    const { results } = await this.db
      .prepare(
        `SELECT m.*, u.email, u.first_name AS firstName
         FROM (SELECT ${LIFECYCLE_COLUMNS} FROM vip_memberships
               WHERE status = 'ACTIVE' AND expires_at > ? AND expires_at <= ?
                 AND renewal_requested_at IS NULL) m
         JOIN users u ON u.id = m.userId
         WHERE u.deleted_at IS NULL
         ORDER BY m.expiresAt LIMIT ?`,
      )
      .bind(now, until, limit)
      .all<VipRenewalDue>()
    return results
  }

  /** Claims the renewal of one membership; false when another run claimed it first, so the
   * pay link is mailed once. */
  async claimRenewal(id: number, renewalPrice: number, now: string): Promise<boolean> {
    const result = await this.claimRenewalStatement(id, renewalPrice, now).run()
    return result.meta.changes === 1
  }

  /** claimRenewal for the caller's batch, followed by the pay link's mail written only when
   * this claim changed the row (OutboxRepository.insertAfterChangeStatement). */
  claimRenewalStatement(id: number, renewalPrice: number, now: string): D1PreparedStatement {
    return this.db
      .prepare(
        `UPDATE vip_memberships SET renewal_requested_at = ?1, renewal_price = ?2, updated_at = ?1
         WHERE id = ?3 AND status = 'ACTIVE' AND renewal_requested_at IS NULL`,
      )
      .bind(now, renewalPrice, id)
  }

  /** Memberships past their year and not renewed become EXPIRED; the number changed. */
  async expireUnpaid(now: string): Promise<number> {
    const result = await this.db
      .prepare(
        `UPDATE vip_memberships SET status = 'EXPIRED', updated_at = ?1
         WHERE status = 'ACTIVE' AND expires_at <= ?1`,
      )
      .bind(now)
      .run()
    return result.meta.changes
  }

  /** A paid renewal: the same row runs another year (the UNIQUE on ACTIVE rows keeps one row
   * per member), at the price paid, ready for the next cancellation flow and renewal. */
  async extend(
    id: number,
    renewal: { from: string; to: string; price: number; paymentReference: string },
    now: string,
  ): Promise<boolean> {
    const result = await this.db
      .prepare(
        `UPDATE vip_memberships SET expires_at = ?1, price = ?2, renewal_requested_at = NULL,
           renewal_price = NULL, retention_offer_accepted_at = NULL, cancel_reason = NULL,
           payment_reference = ?6, updated_at = ?3
         WHERE id = ?4 AND status = 'ACTIVE' AND expires_at = ?5`,
      )
      .bind(renewal.to, renewal.price, now, id, renewal.from, renewal.paymentReference)
      .run()
    return result.meta.changes === 1
  }

  /** What VIP saved the customer on orders since `since`: each line's list price above what
   * was paid per unit, plus the order discount of orders without a promo code (the VIP checkout
   * discount older orders took; 0 now, as the member price is the unit price). List
   * prices are today's, so an old order's figure is an estimate. */
  async savingsSince(userId: number, since: string): Promise<number> {
    const row = await this.db
      .prepare(
        `SELECT
           COALESCE((SELECT SUM(MAX(0, p.price - l.unit_price) * l.quantity)
             FROM order_lines l JOIN orders o ON o.id = l.order_id
             JOIN deal_products p ON p.id = l.product_id
             WHERE o.user_id = ?1 AND o.created_at >= ?2 AND o.status <> 'CANCELLED'), 0)
         + COALESCE((SELECT SUM(o.discount) FROM orders o
             WHERE o.user_id = ?1 AND o.created_at >= ?2 AND o.status <> 'CANCELLED'
               AND o.promo_code IS NULL), 0) AS saved`,
      )
      .bind(userId, since)
      .first<{ saved: number }>()
    return row?.saved ?? 0
  }
}
