import { env, SELF } from 'cloudflare:test'
import { ORIGIN, post, tokenCookie } from './account-client'
import { clock, inDays } from './clock'

// Builders for the loyalty and referral worker tests: rows written straight to D1, so a test can
// put an order 30 days in the past without waiting for it.

let seq = 0
const next = () => `${clock.ms()}${++seq}`

/** A signed-in customer through express registration: their id and session cookie. */
export async function signedInCustomer(
  email = `club-${next()}@example.com`,
  headers: Record<string, string> = {},
) {
  const res = await post(
    '/customer/express-register',
    { requestRegistration: { email, firstName: 'Cleo' } },
    { 'cf-connecting-ip': `203.0.113.${seq % 250}`, ...headers },
  )
  if (res.status !== 201) throw new Error(`express-register ${res.status}: ${await res.text()}`)
  const row = await env.DB.prepare('SELECT id FROM users WHERE email = ?')
    .bind(email)
    .first<{ id: number }>()
  return { id: row!.id, email, cookie: tokenCookie(res), res }
}

export async function makeUser(brand = 'dealio', createdAt = '2026-01-01T00:00:00.000Z') {
  const result = await env.DB.prepare(
    'INSERT INTO users (email, first_name, brand, created_at) VALUES (?, ?, ?, ?) RETURNING id',
  )
    .bind(`u-${next()}@example.com`, 'Una', brand, createdAt)
    .first<{ id: number }>()
  return result!.id
}

/** A paid order with one voucher and the two order events the order batch writes (0014). */
export async function makeOrder({
  userId,
  total = 5000,
  paidAt = '2026-01-01T10:00:00.000Z',
  brand = 'dealio',
  currency = 'GBP',
  voucherStatus = 'READY_TO_REDEEM',
}: {
  userId: number
  total?: number
  paidAt?: string
  brand?: string
  currency?: 'GBP' | 'EUR'
  voucherStatus?: string
}) {
  const id = Number(`9${String(clock.ms()).slice(-8)}${String(++seq).padStart(4, '0')}`)
  const lineId = `line-${id}`
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO orders (id, user_id, basket_token, brand, currency, total, cash_amount, gateway,
         gateway_reference, status, idempotency_key, request_hash, payment_held, created_at,
         paid_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, 'SANDBOX', ?, 'PAID', ?, 'h', 1, ?, ?)`,
    ).bind(
      id,
      userId,
      `basket-${id}`,
      brand,
      currency,
      total,
      total,
      `ref-${id}`,
      `key-${id}-abcdefgh`,
      paidAt,
      paidAt,
    ),
    env.DB.prepare(
      `INSERT INTO order_lines (id, order_id, position, deal_id, product_id, title, quantity,
         unit_price, discount, wallet_amount_used, cash_amount, balance_due)
       VALUES (?, ?, 0, 1, 1, 'A deal', 1, ?, 0, 0, ?, 0)`,
    ).bind(lineId, id, total, total),
    env.DB.prepare(
      `INSERT INTO vouchers (code, order_id, order_line_id, user_id, deal_id, product_id,
         deal_title, product_title, status, expires_at, created_at, updated_at)
       VALUES (?, ?, ?, ?, 1, 1, 'A deal', 'A product', ?, ?, ?, ?)`,
    ).bind(`V${id}`, id, lineId, userId, voucherStatus, inDays(400), paidAt, paidAt),
    ...(['LOYALTY_PURCHASE', 'REFERRAL_PURCHASE'] as const).map((kind) =>
      env.DB.prepare(
        `INSERT INTO order_events (kind, user_id, order_id, amount, currency, created_at)
         VALUES (?, ?, ?, ?, ?, ?)`,
      ).bind(kind, userId, id, total, currency, paidAt),
    ),
  ])
  return id
}

export const setVoucherStatus = (orderId: number, status: string) =>
  env.DB.prepare('UPDATE vouchers SET status = ? WHERE order_id = ?').bind(status, orderId).run()

export const pointsOf = async (userId: number) =>
  (await env.DB.prepare('SELECT COALESCE(SUM(points), 0) AS n FROM points_ledger WHERE user_id = ?')
    .bind(userId)
    .first<{ n: number }>())!.n

export const walletRows = async (userId: number) =>
  (
    await env.DB.prepare(
      `SELECT amount, kind, reason, currency, reference FROM wallet_ledger WHERE user_id = ?
       ORDER BY id`,
    )
      .bind(userId)
      .all<{ amount: number; kind: string; reason: string; currency: string; reference: string }>()
  ).results

export const walletBalance = async (userId: number, currency = 'GBP', kind = 'MARKETING') =>
  (
    await env.DB.prepare(
      'SELECT balance FROM wallet_balances WHERE user_id = ? AND currency = ? AND kind = ?',
    )
      .bind(userId, currency, kind)
      .first<{ balance: number }>()
  )?.balance ?? 0

/** Gives a member points straight in the ledger (and its guard row), e.g. to reach a level. */
export async function givePoints(userId: number, points: number, at = clock.now()) {
  const now = at.toISOString()
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO points_ledger (user_id, points, reason, reference, created_at, expires_at)
       VALUES (?, ?, 'PURCHASE', ?, ?, ?)`,
    ).bind(
      userId,
      points,
      `test:${next()}`,
      now,
      new Date(at.getTime() + 180 * 86_400_000).toISOString(),
    ),
    env.DB.prepare(
      `INSERT INTO points_balances (user_id, balance, updated_at)
       VALUES (?1, (SELECT SUM(points) FROM points_ledger WHERE user_id = ?1), ?2)
       ON CONFLICT (user_id) DO UPDATE SET balance = excluded.balance`,
    ).bind(userId, now),
  ])
}

export const get = (path: string, cookie: string, origin = ORIGIN) =>
  SELF.fetch(`${origin}/api/v1${path}`, { headers: { cookie } })
