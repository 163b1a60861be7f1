import { env, SELF } from 'cloudflare:test'
import { expect } from 'vitest'
import { PlaceOrderResponse } from '../../src/shared/schemas/place-order'
import { makeBasketDeal } from '../fixtures/make-basket-deal'
import { cardToken, makeOrderBasket, makeShopper, type Shopper } from '../fixtures/make-shopper'
import { ORIGIN } from './account-client'
import { placeOrder } from './orders-client'

// Helpers for the merchant portal worker tests: merchants with deals of their own, real orders
// that make their vouchers, and requests from the back office's own origin.

/** A merchant row with one deal of one product (price 1500), cloned from the seed. */
export async function makeMerchantDeal(options: {
  merchantId: number
  dealId: number
  productId: number
  bookingCalendar?: boolean
}) {
  await env.DB.prepare(
    `INSERT OR IGNORE INTO merchants (id, name, display_name, country_code)
     VALUES (?1, 'Merchant ' || ?1, 'Merchant ' || ?1, 'gb')`,
  )
    .bind(options.merchantId)
    .run()
  await makeBasketDeal(env.DB, {
    id: options.dealId,
    products: [{ id: options.productId, price: 1500, totalRemaining: 500 }],
  })
  await env.DB.prepare(
    'UPDATE deals SET merchant_id = ?, booking_calendar_on_redemption = ? WHERE id = ?',
  )
    .bind(options.merchantId, options.bookingCalendar ? 1 : 0, options.dealId)
    .run()
}

/** A real order of `quantity` vouchers of the deal; the vouchers' ids and codes. A posted deal
 * needs `deliveryAddress`. */
export async function buyVouchers(
  dealId: number,
  productId: number,
  quantity = 1,
  shopper?: Shopper,
  deliveryAddress?: Record<string, unknown>,
): Promise<{ id: number; code: string }[]> {
  const buyer = shopper ?? (await makeShopper(env.DB))
  const token = await makeOrderBasket(env.DB, buyer.id, [{ dealId, productId, quantity }])
  const body = {
    payment: { method: 'credit_card', paymentToken: await cardToken(env.DB, '4111111111111111') },
    expectedTotal: 1500 * quantity,
    ...(deliveryAddress ? { deliveryAddress } : {}),
  }
  const res = await placeOrder(token, body, { cookie: buyer.cookie })
  expect(res.status).toBe(201)
  const { data } = PlaceOrderResponse.parse(await res.json())
  const { results } = await env.DB.prepare(
    'SELECT id, code FROM vouchers WHERE order_id = ? ORDER BY id',
  )
    .bind(Number(data.productOrder.id))
    .all<{ id: number; code: string }>()
  return results
}

export const merchantGet = (path: string, cookie?: string) =>
  SELF.fetch(`${ORIGIN}/api/v1/merchant${path}`, { headers: cookie ? { cookie } : {} })

export const merchantPost = (path: string, body: unknown, cookie?: string) =>
  SELF.fetch(`${ORIGIN}/api/v1/merchant${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: ORIGIN,
      'cf-connecting-ip': '198.51.100.20',
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(body),
  })

// Worker files share one database (test/worker/setup.ts): a merchant a test makes takes an id
// above every merchant stored, so its reports, parcels and bookings hold only the test's rows.
// The top is read on every call, as rows written without an id take MAX(id) + 1.
const merchantIds = { next: 0 }

/** A merchant id no other test file holds, for a merchants row the test writes. */
export async function freshMerchantId(): Promise<number> {
  const row = await env.DB.prepare('SELECT COALESCE(MAX(id), 0) AS top FROM merchants').first<{
    top: number
  }>()
  merchantIds.next = Math.max(merchantIds.next, (row?.top ?? 0) + 1, 50_000_000)
  return merchantIds.next++
}

/** makeMerchantDeal with fresh ids: one deal of one product (price 1500) for `merchantId`, or
 * for a new merchant; the three ids.
 * @example const { merchantId, dealId, productId } = await makeFreshMerchantDeal() */
export async function makeFreshMerchantDeal(
  options: { merchantId?: number; bookingCalendar?: boolean } = {},
): Promise<{ merchantId: number; dealId: number; productId: number }> {
  const merchantId = options.merchantId ?? (await freshMerchantId())
  await env.DB.prepare(
    `INSERT OR IGNORE INTO merchants (id, name, display_name, country_code)
     VALUES (?1, 'Merchant ' || ?1, 'Merchant ' || ?1, 'gb')`,
  )
    .bind(merchantId)
    .run()
  const deal = await makeBasketDeal(env.DB, { products: [{ price: 1500, totalRemaining: 500 }] })
  await env.DB.prepare(
    'UPDATE deals SET merchant_id = ?, booking_calendar_on_redemption = ? WHERE id = ?',
  )
    .bind(merchantId, options.bookingCalendar ? 1 : 0, deal.id)
    .run()
  return { merchantId, dealId: deal.id, productId: deal.productIds[0]! }
}
