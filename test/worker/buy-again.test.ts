import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { DealsResponse } from '../../src/shared/schemas/discovery'
import { makeBasketDeal } from '../fixtures/make-basket-deal'
import { call, Jar, liveUkDeals, signIn } from './wishlist-client'
import { clock } from './clock'

const DAY_MS = 86_400_000

/** An order of `dealIds` for the customer, `daysAgo` days ago, with the given status. */
async function order(userId: number, dealIds: number[], daysAgo: number, status = 'PAID') {
  // Ids of its own: other files' orders share the table.
  const key = `buy-again-${crypto.randomUUID()}`
  const at = new Date(clock.ms() - daysAgo * DAY_MS).toISOString()
  const placed = await env.DB.prepare(
    `INSERT INTO orders (user_id, basket_token, brand, currency, total, cash_amount, status,
       idempotency_key, request_hash, payment_held, created_at, gateway_reference)
     VALUES (?, ?, 'dealio', 'GBP', 1000, 1000, ?, ?, 'h', 1, ?, 'ref') RETURNING id`,
  )
    .bind(userId, `${key}-basket`, status, `${key}-key`, at)
    .first<{ id: number }>()
  await env.DB.batch(
    dealIds.map((dealId, i) =>
      env.DB.prepare(
        `INSERT INTO order_lines (id, order_id, position, deal_id, product_id, title, quantity,
           unit_price, discount, wallet_amount_used, cash_amount, balance_due)
         VALUES (?, ?, ?, ?, 1, 'Line', 1, 1000, 0, 0, 1000, 0)`,
      ).bind(`${key}-${i}`, placed!.id, i, dealId),
    ),
  )
}

/** A deal taken off sale (closed early by the merchant): one of its own, as the seeded deals
 * are read by other files. */
const offSale = async () => (await makeBasketDeal(env.DB, { open: false, products: [{}] })).id

const buyAgain = async (jar: Jar, query = 'page=0&pageSize=10') => {
  const res = await call(jar, 'GET', `/buy-again?${query}`)
  expect(res.headers.get('cache-control')).toBe('private, no-store')
  return DealsResponse.parse(await res.json()).deals.map((d) => d.id)
}

describe('GET /buy-again from the customer’s own orders', () => {
  it('lists deals of PAID orders, on sale first, then most recently bought', async () => {
    const jar = new Jar()
    const { userId } = await signIn(jar)
    const [older, newer, unpaid] = await liveUkDeals(3)
    const closed = await offSale()
    await order(userId, [older!], 9)
    await order(userId, [closed], 1)
    await order(userId, [newer!], 2)
    await order(userId, [older!], 12)
    await order(userId, [unpaid!], 1, 'PLACED')
    expect(await buyAgain(jar)).toEqual([newer, older, closed])
  })

  it('pages ten at a time', async () => {
    const jar = new Jar()
    const { userId } = await signIn(jar)
    const deals = await liveUkDeals(12)
    await order(userId, deals, 3)
    expect(await buyAgain(jar)).toHaveLength(10)
    expect(await buyAgain(jar, 'page=1&pageSize=10')).toHaveLength(2)
  })

  it('is empty for a visitor without a session and for someone else’s orders', async () => {
    const buyer = new Jar()
    const { userId } = await signIn(buyer)
    await order(userId, await liveUkDeals(1), 1)
    expect(await buyAgain(new Jar())).toEqual([])
    const other = new Jar()
    await signIn(other)
    expect(await buyAgain(other)).toEqual([])
  })
})
