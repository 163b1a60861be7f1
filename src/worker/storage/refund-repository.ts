import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types'

/** One voucher with what refunds, returns, deposits and extensions need from its order. */
export interface AfterSaleVoucherRow {
  id: number
  code: string
  orderId: number
  orderLineId: string
  userId: number
  /** Who bought it: another user than userId once a gift was claimed (gift-claim-service.ts). */
  buyerId: number
  title: string
  status: string
  orderProgress: string | null
  expiresAt: string
  purchasedAt: string
  currency: 'GBP' | 'EUR'
  orderStatus: string
  gateway: string | null
  gatewayReference: string | null
  lineQuantity: number
  lineCash: number
  lineWallet: number
  depositPaid: number
  balanceDue: number
  balanceDueBy: string | null
  /** Position of this voucher among its line's vouchers (by id), for its share of the line. */
  lineIndex: number
  /** The line's deposit balance paid later and the payment that took it
   * (deposit_balance_payments); 0 and nulls while unpaid. */
  lineBalancePaid: number
  /** The line's vouchers the deposit balance is owed (or was paid) for: every one but those
   * refunded while it was unpaid, which took their share off it (refunds.balance_released);
   * and this voucher's place among them. */
  balanceUnits: number
  balanceIndex: number
  balanceGateway: string | null
  balanceReference: string | null
  returnLabel: string | null
  extended: number
  /** The line's stay check-in (YYYY-MM-DD), null for a voucher without dates. */
  checkIn: string | null
}

const RELEASED = `SELECT 1 FROM refunds r WHERE r.voucher_id = s.id AND r.balance_released > 0`

const SELECT_VOUCHER = `
  SELECT v.id, v.code, v.order_id AS orderId, v.order_line_id AS orderLineId, v.user_id AS userId,
    o.user_id AS buyerId, v.deal_title || ' (' || v.product_title || ')' AS title, v.status,
    v.order_progress AS orderProgress, v.expires_at AS expiresAt, o.created_at AS purchasedAt,
    o.currency, o.status AS orderStatus, o.gateway, o.gateway_reference AS gatewayReference,
    l.quantity AS lineQuantity, l.cash_amount AS lineCash, l.wallet_amount_used AS lineWallet,
    l.check_in AS checkIn, l.deposit_paid AS depositPaid, l.balance_due AS balanceDue, l.balance_due_by AS balanceDueBy,
    (SELECT COUNT(*) FROM vouchers s WHERE s.order_line_id = v.order_line_id AND s.id < v.id)
      AS lineIndex,
    COALESCE(b.amount, 0) AS lineBalancePaid,
    (SELECT COUNT(*) FROM vouchers s WHERE s.order_line_id = v.order_line_id
       AND NOT EXISTS (${RELEASED})) AS balanceUnits,
    (SELECT COUNT(*) FROM vouchers s WHERE s.order_line_id = v.order_line_id AND s.id < v.id
       AND NOT EXISTS (${RELEASED})) AS balanceIndex, b.gateway AS balanceGateway,
    b.gateway_reference AS balanceReference,
    (SELECT label_reference FROM voucher_returns r WHERE r.voucher_id = v.id) AS returnLabel,
    EXISTS (SELECT 1 FROM voucher_extensions e WHERE e.voucher_id = v.id) AS extended
  FROM vouchers v
  JOIN orders o ON o.id = v.order_id
  JOIN order_lines l ON l.id = v.order_line_id
  LEFT JOIN deposit_balance_payments b ON b.order_line_id = v.order_line_id`

export interface RefundInsert {
  voucherId: number
  orderId: number
  userId: number
  basis: 'GUARANTEE' | 'PROTECTION'
  method: 'WALLET' | 'CASH'
  reason: string
  currency: 'GBP' | 'EUR'
  walletAmount: number
  cashAmount: number
  status: 'PENDING' | 'COMPLETED'
  /** The line's deposit balance paid, as read when the amounts were worked out: a balance
   * paid since fails the claim, so a refund never leaves a balance behind on its card. */
  balancePaidSeen: number
  /** The line's unpaid balance as read, and this voucher's share of it that the claim takes
   * off the line (OrderDepositRepository.releaseBalance): a balance changed since fails the claim. */
  balanceDueSeen: number
  balanceReleased: number
}

/** refunds, voucher_returns and the reads behind them (migrations/0020). */
export class RefundRepository {
  constructor(private readonly db: D1Database) {}

  voucherOf(userId: number, voucherId: number) {
    return this.db
      .prepare(`${SELECT_VOUCHER} WHERE v.id = ? AND v.user_id = ?`)
      .bind(voucherId, userId)
      .first<AfterSaleVoucherRow>()
  }

  voucherByCode(userId: number, orderId: number, code: string) {
    return this.db
      .prepare(`${SELECT_VOUCHER} WHERE v.code = ? AND v.order_id = ? AND v.user_id = ?`)
      .bind(code, orderId, userId)
      .first<AfterSaleVoucherRow>()
  }

  /** The claim: fails (UNIQUE voucher_id, or CHECK voucher_ready) unless this is the first
   * refund of a voucher that is still the customer's and unused, and its line's deposit
   * balance paid is still what the refund's amounts were worked out from. */
  insertRefund(r: RefundInsert, now: string): D1PreparedStatement {
    return this.db
      .prepare(
        `INSERT INTO refunds (voucher_id, order_id, user_id, type, basis, method, reason, currency,
           wallet_amount, cash_amount, status, voucher_ready, created_at, completed_at,
           balance_released)
         VALUES (?1, ?2, ?3, 'ON_DEMAND_REFUND', ?4, ?5, ?6, ?7, ?8, ?9, ?10,
           (SELECT COUNT(*) FROM vouchers WHERE id = ?1 AND user_id = ?3
              AND status = 'READY_TO_REDEEM'
              AND (order_progress IS NULL OR order_progress = 'PROCESSING_ORDER')
              AND COALESCE((SELECT b.amount FROM deposit_balance_payments b
                              WHERE b.order_line_id = vouchers.order_line_id), 0) = ?13
              AND (SELECT l.balance_due FROM order_lines l
                     WHERE l.id = vouchers.order_line_id) = ?14),
           ?11, ?12, ?15)
         RETURNING id`,
      )
      .bind(
        r.voucherId,
        r.orderId,
        r.userId,
        r.basis,
        r.method,
        r.reason,
        r.currency,
        r.walletAmount,
        r.cashAmount,
        r.status,
        now,
        r.status === 'COMPLETED' ? now : null,
        r.balancePaidSeen,
        r.balanceDueSeen,
        r.balanceReleased,
      )
  }

  /** Completes a claimed refund with what actually went where: a card payment that refused
   * its part after another had returned its own leaves that part as wallet credit. */
  completeRefund(
    refundId: number,
    amounts: { walletAmount: number; cashAmount: number },
    now: string,
  ): D1PreparedStatement {
    return this.db
      .prepare(
        `UPDATE refunds SET status = 'COMPLETED', completed_at = ?, wallet_amount = ?,
           cash_amount = ?
         WHERE id = ? AND status = 'PENDING'`,
      )
      .bind(now, amounts.walletAmount, amounts.cashAmount, refundId)
  }

  /** Gives back a card refund's claim; the caller batches it with restoring the balance share
   * the claim released (OrderDepositRepository.releaseBalance). */
  dropClaim(refundId: number): D1PreparedStatement {
    return this.db.prepare(`DELETE FROM refunds WHERE id = ? AND status = 'PENDING'`).bind(refundId)
  }

  insertReturn(
    voucherId: number,
    userId: number,
    reason: string,
    label: string,
    now: string,
  ): D1PreparedStatement {
    return this.db
      .prepare(
        `INSERT INTO voucher_returns (voucher_id, user_id, reason, label_reference, created_at)
         VALUES (?, ?, ?, ?, ?)`,
      )
      .bind(voucherId, userId, reason, label, now)
  }

  /** What an order spent of marketing credit, and each of its vouchers' place on its line: a
   * refund splits a voucher's wallet share by kind with these (services/refunds/refund-credit). */
  async orderCredit(orderId: number) {
    const spent = await this.db
      .prepare(
        `SELECT COALESCE(-SUM(amount), 0) AS marketing FROM wallet_ledger
         WHERE reason = 'ORDER' AND kind = 'MARKETING' AND reference = ?`,
      )
      .bind(String(orderId))
      .first<{ marketing: number }>()
    const { results } = await this.db
      .prepare(
        `SELECT v.id, l.quantity AS lineQuantity, l.cash_amount AS lineCash,
           l.wallet_amount_used AS lineWallet,
           (SELECT COUNT(*) FROM vouchers s WHERE s.order_line_id = v.order_line_id AND s.id < v.id)
             AS lineIndex
         FROM vouchers v JOIN order_lines l ON l.id = v.order_line_id
         WHERE v.order_id = ? ORDER BY v.id`,
      )
      .bind(orderId)
      .all<
        Pick<AfterSaleVoucherRow, 'id' | 'lineQuantity' | 'lineCash' | 'lineWallet' | 'lineIndex'>
      >()
    return { marketing: spent?.marketing ?? 0, vouchers: results }
  }

  async refundableBalance(userId: number, currency: string) {
    const row = await this.db
      .prepare(
        `SELECT balance FROM wallet_balances
         WHERE user_id = ? AND currency = ? AND kind = 'REFUNDABLE'`,
      )
      .bind(userId, currency)
      .first<{ balance: number }>()
    return row?.balance ?? 0
  }
}

/** Deposit balances paid later (deposit_balance_payments) and the order line they clear. */
export class DepositBalanceRepository {
  constructor(private readonly db: D1Database) {}

  /** The claim, batched before the line's clearing (OrderDepositRepository.clearBalance): the
   * INSERT fails on a second payment of the line (PRIMARY KEY), only claims the amount that
   * was read, and claims nothing once the voucher is no longer ready. A voucher of the line
   * refunded meanwhile took its share off balance_due in its claim's batch (OrderDepositRepository.releaseBalance), so
   * the amount read no longer matches and the balance is never taken for a refunded voucher. */
  payStatement(
    row: { orderLineId: string; id: number; currency: string; balanceDue: number },
    gateway: string,
    reference: string,
    now: string,
  ): D1PreparedStatement {
    return this.db
      .prepare(
        `INSERT INTO deposit_balance_payments (order_line_id, voucher_id, amount, currency,
           gateway, gateway_reference, paid_at)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7
         WHERE EXISTS (SELECT 1 FROM order_lines WHERE id = ?1 AND balance_due = ?3)
           AND EXISTS (SELECT 1 FROM vouchers WHERE id = ?2 AND status = 'READY_TO_REDEEM'
                         AND NOT EXISTS (SELECT 1 FROM refunds r WHERE r.voucher_id = ?2))`,
      )
      .bind(row.orderLineId, row.id, row.balanceDue, row.currency, gateway, reference, now)
  }
}

export interface PaidExtensionRow {
  basketLineId: string
  voucherId: number
  orderId: number
  expiresAt: string
}

/** VVE extensions: the add-on lines to apply (the basket keeps which voucher a line extends,
 * basket_lines.extends_voucher_id) and the once-per-line record of applying it
 * (voucher_extensions). */
export class ExtensionRepository {
  constructor(private readonly db: D1Database) {}

  /** Paid orders' add-on lines not yet applied, with the voucher's current expiry. */
  async pendingPaid(limit = 200): Promise<PaidExtensionRow[]> {
    const { results } = await this.db
      .prepare(
        `SELECT l.id AS basketLineId, v.id AS voucherId, o.id AS orderId,
           v.expires_at AS expiresAt
         FROM basket_lines l
         JOIN orders o ON o.basket_token = l.basket_token AND o.status = 'PAID'
         JOIN vouchers v ON v.id = l.extends_voucher_id AND v.user_id = o.user_id
         WHERE l.addon_type = 'VVE'
           AND NOT EXISTS (SELECT 1 FROM voucher_extensions e WHERE e.basket_line_id = l.id)
           AND NOT EXISTS (SELECT 1 FROM voucher_extensions e WHERE e.voucher_id = v.id)
         LIMIT ?`,
      )
      .bind(limit)
      .all<PaidExtensionRow>()
    return results
  }

  /** The record, batched with the new expiry (VoucherRepository.extendExpiry); the record's
   * keys make a second run (or a racing one) fail the batch instead of extending twice. */
  recordStatement(row: PaidExtensionRow, newExpiresAt: string, now: string): D1PreparedStatement {
    return this.db
      .prepare(
        `INSERT INTO voucher_extensions (basket_line_id, voucher_id, order_id,
           previous_expires_at, new_expires_at, applied_at)
         VALUES (?, ?, ?, ?, ?, ?)`,
      )
      .bind(row.basketLineId, row.voucherId, row.orderId, row.expiresAt, newExpiresAt, now)
  }
}

/** Vouchers for the expiry jobs: lapsed deposits and unredeemed vouchers at expiry. */
export class VoucherExpiryRepository {
  constructor(private readonly db: D1Database) {}

  /** Unused deposit vouchers whose balance is still owed after its due day. */
  async unpaidDeposits(today: string, limit = 200): Promise<AfterSaleVoucherRow[]> {
    const { results } = await this.db
      .prepare(
        `${SELECT_VOUCHER}
         WHERE v.status = 'READY_TO_REDEEM' AND v.order_progress IS NULL
           AND l.balance_due > 0 AND l.balance_due_by IS NOT NULL AND l.balance_due_by < ?
         LIMIT ?`,
      )
      .bind(today, limit)
      .all<AfterSaleVoucherRow>()
    return results
  }

  /** Fully paid vouchers past expiry, never redeemed, not a stay, not yet credited, whose credit would
   * still be alive (expired less than `creditDays` ago). */
  async uncreditedExpired(now: string, since: string, limit = 200): Promise<AfterSaleVoucherRow[]> {
    const { results } = await this.db
      .prepare(
        `${SELECT_VOUCHER}
         WHERE v.status IN ('READY_TO_REDEEM', 'EXPIRED') AND v.order_progress IS NULL
           AND v.expires_at <= ? AND v.expires_at > ? AND l.balance_due = 0
           -- A stay's room was held for its dates: not redeemed by the hotel is not unused.
           AND l.check_in IS NULL
           AND NOT EXISTS (SELECT 1 FROM voucher_auto_credits a WHERE a.voucher_id = v.id)
         LIMIT ?`,
      )
      .bind(now, since, limit)
      .all<AfterSaleVoucherRow>()
    return results
  }

  autoCreditClaim(row: AfterSaleVoucherRow, amount: number, now: string): D1PreparedStatement {
    return this.db
      .prepare(
        `INSERT INTO voucher_auto_credits (voucher_id, user_id, amount, currency, voucher_unused,
           credited_at)
         VALUES (?1, ?2, ?3, ?4,
           (SELECT COUNT(*) FROM vouchers WHERE id = ?1
              AND status IN ('READY_TO_REDEEM', 'EXPIRED') AND order_progress IS NULL),
           ?5)`,
      )
      .bind(row.id, row.userId, amount, row.currency, now)
  }
}
