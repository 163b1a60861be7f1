import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types'

type OrderStatus = 'PLACED' | 'PAID' | 'CANCELLED'

/** An orders row (migrations/0014), camel-cased. */
export interface OrderRow {
  id: number
  userId: number
  basketToken: string
  brand: string
  currency: 'GBP' | 'EUR'
  total: number
  discount: number
  walletAmountUsed: number
  cashAmount: number
  payLaterAmount: number
  /** Postage of posted deals (migrations/0029), part of total. */
  postageAmount: number
  promoCode: string | null
  paymentMethod: string | null
  cardType: 'VISA' | 'MASTERCARD' | null
  gateway: string | null
  gatewayReference: string | null
  status: OrderStatus
  idempotencyKey: string
  requestHash: string
  passengers: string | null
  /** The DeliveryAddress as JSON (migrations/0018), else null. */
  deliveryAddress: string | null
  createdAt: string
  paidAt: string | null
}

export interface OrderLineRow {
  id: string
  orderId: number
  position: number
  dealId: number
  productId: number
  title: string
  quantity: number
  unitPrice: number
  discount: number
  walletAmountUsed: number
  cashAmount: number
  balanceDue: number
  balanceDueBy: string | null
  /** This line's postage, part of its cashAmount (migrations/0029). */
  postage: number
  /** A stay's flight supplement per unit, part of unitPrice (migrations/0034). */
  flightSupplement: number
  checkIn: string | null
  checkOut: string | null
}

const ORDER_COLUMNS = `id, user_id AS userId, basket_token AS basketToken, brand, currency, total,
  discount, wallet_amount_used AS walletAmountUsed, cash_amount AS cashAmount,
  pay_later_amount AS payLaterAmount, postage_amount AS postageAmount, promo_code AS promoCode, payment_method AS paymentMethod,
  card_type AS cardType, gateway, gateway_reference AS gatewayReference, status,
  idempotency_key AS idempotencyKey, request_hash AS requestHash, passengers,
  delivery_address AS deliveryAddress, created_at AS createdAt, paid_at AS paidAt`

const LINE_COLUMNS = `id, order_id AS orderId, position, deal_id AS dealId,
  product_id AS productId, title, quantity, unit_price AS unitPrice, discount,
  wallet_amount_used AS walletAmountUsed, cash_amount AS cashAmount, balance_due AS balanceDue,
  balance_due_by AS balanceDueBy, postage, flight_supplement AS flightSupplement, check_in AS checkIn, check_out AS checkOut`

/** orders and order_lines: the orders module's tables and their only SQL (vouchers are the
 * vouchers module's: storage/voucher-repository.ts). */
export class OrderRepository {
  constructor(private readonly db: D1Database) {}

  /** The order's row, first in its batch. payment_held is 1 only while the authorisation is
   * AUTHORISED and linked to no order (or when no card pays), so a void that got there first
   * fails the batch through the order_payment_held CHECK. */
  insertOrder(row: OrderRow): D1PreparedStatement {
    const held =
      row.gatewayReference === null
        ? '1'
        : `(SELECT COUNT(*) FROM payment_authorisations WHERE gateway = ?21
             AND gateway_reference = ?22 AND status = 'AUTHORISED' AND order_id IS NULL)`
    return this.db
      .prepare(
        `INSERT INTO orders (id, user_id, basket_token, brand, currency, total, discount,
           wallet_amount_used, cash_amount, pay_later_amount, promo_code, payment_method,
           card_type, gateway, gateway_reference, status, idempotency_key, request_hash,
           passengers, created_at, paid_at, payment_held, delivery_address, postage_amount)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18,
           ?19, ?20, ?23, ${held}, ?24, ?25)`,
      )
      .bind(
        row.id,
        row.userId,
        row.basketToken,
        row.brand,
        row.currency,
        row.total,
        row.discount,
        row.walletAmountUsed,
        row.cashAmount,
        row.payLaterAmount,
        row.promoCode,
        row.paymentMethod,
        row.cardType,
        row.gateway,
        row.gatewayReference,
        row.status,
        row.idempotencyKey,
        row.requestHash,
        row.passengers,
        row.createdAt,
        row.gateway ?? '',
        row.gatewayReference ?? '',
        row.paidAt,
        row.deliveryAddress,
        row.postageAmount,
      )
  }

  insertLine(line: OrderLineRow): D1PreparedStatement {
    return this.db
      .prepare(
        `INSERT INTO order_lines (id, order_id, position, deal_id, product_id, title, quantity,
           unit_price, discount, wallet_amount_used, cash_amount, balance_due, check_in, check_out,
           postage, flight_supplement)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(
        line.id,
        line.orderId,
        line.position,
        line.dealId,
        line.productId,
        line.title,
        line.quantity,
        line.unitPrice,
        line.discount,
        line.walletAmountUsed,
        line.cashAmount,
        line.balanceDue,
        line.checkIn,
        line.checkOut,
        line.postage,
        line.flightSupplement,
      )
  }

  /** PLACED to PAID once the payment is captured; false when it was not PLACED. */
  async markPaid(id: number, now: string): Promise<boolean> {
    const result = await this.db
      .prepare(`UPDATE orders SET status = 'PAID', paid_at = ? WHERE id = ? AND status = 'PLACED'`)
      .bind(now, id)
      .run()
    return (result.meta.changes ?? 0) > 0
  }

  findByKey(userId: number, idempotencyKey: string): Promise<OrderRow | null> {
    return this.db
      .prepare(`SELECT ${ORDER_COLUMNS} FROM orders WHERE user_id = ? AND idempotency_key = ?`)
      .bind(userId, idempotencyKey)
      .first<OrderRow>()
  }

  findById(id: number): Promise<OrderRow | null> {
    return this.db
      .prepare(`SELECT ${ORDER_COLUMNS} FROM orders WHERE id = ?`)
      .bind(id)
      .first<OrderRow>()
  }

  async lines(orderId: number): Promise<OrderLineRow[]> {
    const { results } = await this.db
      .prepare(`SELECT ${LINE_COLUMNS} FROM order_lines WHERE order_id = ? ORDER BY position`)
      .bind(orderId)
      .all<OrderLineRow>()
    return results
  }
}
