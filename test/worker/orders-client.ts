import { env, SELF } from 'cloudflare:test'
import { ORIGIN } from './account-client'
import { clock } from './clock'

// Helpers for the order worker tests: placing an order as the checkout page does, and reading
// what it wrote straight from D1.

let keys = 0
export const newKey = () => `test-key-${clock.ms()}-${++keys}-${crypto.randomUUID()}`

export interface OrderBody {
  payment: { method: string; paymentToken?: string }
  expectedTotal: number
  confirmEmail?: string
  passengers?: unknown[]
}

export const placeOrder = (
  token: string,
  body: OrderBody,
  options: { cookie?: string; key?: string | null } = {},
): Promise<Response> =>
  SELF.fetch(`${ORIGIN}/api/v1/checkout/${token}/order`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: ORIGIN,
      'cf-connecting-ip': '198.51.100.7',
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.key === null ? {} : { 'idempotency-key': options.key ?? newKey() }),
    },
    body: JSON.stringify(body),
  })

export const remaining = async (productId: number) =>
  (
    await env.DB.prepare('SELECT total_remaining AS n FROM deal_products WHERE id = ?')
      .bind(productId)
      .first<{ n: number | null }>()
  )?.n

export const basketStatus = async (token: string) =>
  (
    await env.DB.prepare('SELECT status FROM baskets WHERE token = ?')
      .bind(token)
      .first<{ status: string }>()
  )?.status

export const count = async (sql: string, ...params: unknown[]) =>
  (
    await env.DB.prepare(sql)
      .bind(...params)
      .first<{ n: number }>()
  )?.n ?? 0
