import { env } from 'cloudflare:test'
import { clock, inDays } from './clock'

export interface GiftOrderSpec {
  buyerId: number
  /** Who an e-gift is mailed to; null for a gift pack, which is posted. */
  recipient: string | null
  type?: 'e-gift' | 'gift'
  message?: string | null
  vouchers?: number
  /** When it was ordered; now unless given. */
  at?: string
}

/** A paid order sent as a gift, as order placement leaves it: the basket keeps the gifting
 * choice (recipient, message), the order's vouchers belong to the buyer. Returns the order id. */
export async function makeGiftOrder(spec: GiftOrderSpec): Promise<number> {
  const { buyerId, recipient, type = 'e-gift', message = 'Enjoy', vouchers = 1 } = spec
  const token = `gift-basket-${crypto.randomUUID()}`
  const at = spec.at ?? clock.now().toISOString()
  const gifting = JSON.stringify({ type, recipientEmail: recipient, message })
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO baskets (token, brand, customer_id, currency, gifting, status, created_at,
         updated_at) VALUES (?, 'dealio', ?, 'GBP', ?, 'ORDERED', ?, ?)`,
    ).bind(token, buyerId, gifting, at, at),
    env.DB.prepare(
      `INSERT INTO orders (user_id, basket_token, brand, currency, total, cash_amount, status,
         idempotency_key, request_hash, payment_held, created_at, wallet_amount_used)
       VALUES (?, ?, 'dealio', 'GBP', 0, 0, 'PAID', ?, 'h', 1, ?, 0)`,
    ).bind(buyerId, token, `key-${token}`, at),
  ])
  const order = await env.DB.prepare('SELECT id FROM orders WHERE basket_token = ?')
    .bind(token)
    .first<{ id: number }>()
  const lineId = `${order!.id}-1`
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO order_lines (id, order_id, position, deal_id, product_id, title, quantity,
         unit_price, discount, wallet_amount_used, cash_amount, balance_due)
       VALUES (?, ?, 1, 1, 1, 'Spa day', ?, 0, 0, 0, 0, 0)`,
    ).bind(lineId, order!.id, vouchers),
    ...Array.from({ length: vouchers }, (_, n) =>
      env.DB.prepare(
        `INSERT INTO vouchers (code, order_id, order_line_id, user_id, deal_id, product_id,
           deal_title, product_title, expires_at, created_at, updated_at)
         VALUES (?, ?, ?, ?, 1, 1, 'Spa day', 'Spa day', ?, ?, ?)`,
      ).bind(
        `G${order!.id}X${n + 1}${token.slice(-8).toUpperCase()}`,
        order!.id,
        lineId,
        buyerId,
        inDays(365),
        at,
        at,
      ),
    ),
  ])
  return order!.id
}
