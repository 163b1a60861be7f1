import { env } from 'cloudflare:test'
import { z } from 'zod'
import { normaliseCode } from '../../src/shared/domain/wallet/wallet-rules'
import { PlaceOrderResponse } from '../../src/shared/schemas/place-order'
import { REFUND_REASON_CODES } from '../../src/shared/domain/refund/refund-reasons'
import { newGiftClaimCode } from '../../src/worker/services/giftcards/gift-claim-codes'
import { GiftCardService } from '../../src/worker/services/giftcards/gift-card-service'
import { codeHash } from '../../src/worker/services/wallet/code-hash'
import { GiftClaimRepository } from '../../src/worker/storage/gift-claim-repository'
import { makeBasketDeal } from '../fixtures/make-basket-deal'
import { cardToken, makeOrderBasket, makeShopper, type Shopper } from '../fixtures/make-shopper'
import type { FuzzFixtures, RouteContract } from './fuzz/contract'
import { placeOrder } from './orders-client'
import { clock, dayFromToday } from './clock'

// The real objects the commerce fuzz aims at: the fuzzed customer's baskets,
// an order with vouchers, gift card and gift claim codes, and single-use card tokens. Each
// route gets its own baskets, so one route abandoning or ordering them leaves the others
// something open to change.

const PRICE = 2500

const BASKETS_PER_ROUTE = 6

export interface CommerceSetup {
  /** The ids each route's valid requests use, by route key ('POST /basket/:token/product'). */
  idsFor: (route: RouteContract) => Record<string, string[]>
  /** A schema of realistic bodies, mixed with the route's own, where random ones never pass. */
  realBody: (route: RouteContract) => z.ZodType | undefined
}

/** The deal every order and basket of the setup is of, and its one product. */
interface Sold {
  dealId: number
  productId: number
}

async function order(customer: Shopper, quantity: number, { dealId, productId }: Sold) {
  const token = await makeOrderBasket(env.DB, customer.id, [{ dealId, productId, quantity }])
  const res = await placeOrder(
    token,
    {
      payment: { method: 'credit_card', paymentToken: await cardToken(env.DB) },
      expectedTotal: PRICE * quantity,
    },
    { cookie: customer.cookie },
  )
  if (res.status !== 201) throw new Error(`setup order: ${res.status} ${await res.text()}`)
  const id = Number(PlaceOrderResponse.parse(await res.json()).data.productOrder.id)
  const { results } = await env.DB.prepare(
    'SELECT id, code FROM vouchers WHERE order_id = ? ORDER BY id',
  )
    .bind(id)
    .all<{ id: number; code: string }>()
  return { id, vouchers: results }
}

/** A gift claim code for another buyer's order, so the fuzzed customer can claim it. */
async function giftClaimCode(sold: Sold): Promise<string> {
  const buyer = await makeShopper(env.DB)
  const bought = await order(buyer, 1, sold)
  const code = newGiftClaimCode()
  const claims = new GiftClaimRepository(env.DB)
  await claims.batch([
    claims.insert(bought.id, await codeHash(normaliseCode(code)!), clock.now().toISOString()),
  ])
  return code
}

const routeKey = (route: RouteContract) => `${route.method} ${route.path}`
const oneOf = (values: string[]) => z.enum(values as [string, ...string[]])

export async function commerceSetup(fixtures: FuzzFixtures): Promise<CommerceSetup> {
  const deal = await makeBasketDeal(env.DB, {
    products: [{ price: PRICE, totalRemaining: 100_000 }],
  })
  const sold: Sold = { dealId: deal.id, productId: deal.productIds[0]! }
  const { dealId, productId } = sold
  const customer = fixtures.customer
  const baskets = async (n = BASKETS_PER_ROUTE) =>
    Promise.all(
      Array.from({ length: n }, () =>
        makeOrderBasket(env.DB, customer.id, [{ dealId, productId, quantity: 1 }]),
      ),
    )
  const lineIds = async (tokens: string[]) => {
    const { results } = await env.DB.prepare(
      `SELECT id FROM basket_lines WHERE basket_token IN (${tokens.map(() => '?').join(',')})`,
    )
      .bind(...tokens)
      .all<{ id: string }>()
    return [...results.map((row) => row.id), String(productId)]
  }

  const orders = [await order(customer, 2, sold), await order(customer, 1, sold)]
  const vouchers = orders.flatMap((placed) => placed.vouchers)
  // Deposit vouchers with their balance still due (each pays once), and posted goods delivered
  // (returnable).
  const deposit: string[] = []
  for (let n = 0; n < 4; n++) {
    const [voucher] = (await order(customer, 1, sold)).vouchers
    deposit.push(String(voucher!.id))
    await env.DB.prepare(
      `UPDATE order_lines SET deposit_paid = 500, balance_due = 1500, balance_due_by = ?
       WHERE id = (SELECT order_line_id FROM vouchers WHERE id = ?)`,
    )
      .bind(dayFromToday(160), voucher!.id)
      .run()
  }
  const delivered = (await order(customer, 4, sold)).vouchers.map((voucher) => String(voucher.id))
  await env.DB.prepare(
    `UPDATE vouchers SET order_progress = 'DELIVERED' WHERE id IN (${delivered.map(() => '?').join(',')})`,
  )
    .bind(...delivered.map(Number))
    .run()
  // Booking on redemption: vouchers to ask for a day with, and vouchers whose merchant has
  // proposed another day for the shopper to accept.
  // A deal booked on redemption: its vouchers ask the merchant for a day.
  const booking = await makeBasketDeal(env.DB, {
    products: [{ price: PRICE, totalRemaining: 100 }],
  })
  await env.DB.prepare('UPDATE deals SET booking_calendar_on_redemption = 1 WHERE id = ?')
    .bind(booking.id)
    .run()
  const bookingSold = { dealId: booking.id, productId: booking.productIds[0]! }
  const bookable = (await order(customer, 4, bookingSold)).vouchers.map((voucher) =>
    String(voucher.id),
  )
  const proposed = bookable.slice(2)
  for (const id of proposed) {
    await env.DB.prepare(
      `INSERT INTO booking_requests (voucher_id, requested_date, status, proposed_date,
         created_at, updated_at) VALUES (?1, ?2, 'PROPOSED', ?3, ?4, ?4)`,
    )
      .bind(Number(id), dayFromToday(4), dayFromToday(5), clock.now().toISOString())
      .run()
  }
  const giftCards = await Promise.all(
    Array.from({ length: 4 }, () => new GiftCardService(env.DB).issue(500, 'GBP', clock.now())),
  )
  const giftCodes = [await giftClaimCode(sold), await giftClaimCode(sold)]
  const tokens = (n: number) => Promise.all(Array.from({ length: n }, () => cardToken(env.DB)))
  const cardTokens = await tokens(12)
  const balanceTokens = await tokens(6)

  // Every basket route gets its own open baskets (and their line ids).
  const basketIds = new Map<string, Record<string, string[]>>()
  const ids = async (key: string) => {
    // PUT's body names its basket, so one basket lets a realistic body name the right one.
    const tokens = await baskets(key === 'PUT /basket/:token' ? 1 : BASKETS_PER_ROUTE)
    const lines = await lineIds(tokens)
    basketIds.set(key, { token: tokens, id: lines, productId: lines })
  }
  for (const key of [
    'GET /basket/:token',
    'PUT /basket/:token',
    'PATCH /basket/:token',
    'POST /basket/:token/product',
    'PATCH /basket/:token/product/:id',
    'DELETE /basket/:token/product/:productId',
    'POST /basket/:token/addon',
    'POST /basket/:token/vip-status',
    'POST /basket/:token/basketabandon',
    'GET /checkout/:token',
    'POST /checkout/:token/promocode',
    'DELETE /checkout/:token/promocode',
    'POST /checkout/:token/gifting',
    'POST /checkout/:token/wallet',
    'POST /checkout/:token/vip',
  ]) {
    await ids(key)
  }
  // Orders need more baskets: each valid one is ORDERED for good.
  basketIds.set('POST /checkout/:token/order', { token: await baskets(cardTokens.length) })

  const voucherIds = vouchers.map((voucher) => String(voucher.id))
  const idsFor = (route: RouteContract) => {
    const key = routeKey(route)
    if (key === 'GET /orders/:id') return { id: orders.map((placed) => String(placed.id)) }
    if (key === 'POST /vouchers/:id/pay-balance') return { id: deposit }
    if (key === 'POST /vouchers/:id/booking-request') return { id: bookable.slice(0, 2) }
    if (key === 'POST /vouchers/:id/booking-request/accept') return { id: proposed }
    if (key === 'GET /vouchers/:id/booking') return { id: bookable }
    if (key.startsWith('GET /vouchers/:id')) return { id: [...voucherIds, ...deposit] }
    // Only the route's own path parameters: the runner also puts ids into body keys of the
    // same name (PUT's `id` is the basket token, addon's `productId` a product, not a line).
    const all = basketIds.get(key) ?? {}
    return Object.fromEntries(
      Object.entries(all).filter(([name]) => route.path.includes(`:${name}`)),
    )
  }

  const line = z
    .object({
      dealId: z.literal(dealId),
      dealProductId: z.literal(productId),
      quantity: z.number().int().min(1).max(3),
    })
    .strict()
  const reason = z.enum(REFUND_REASON_CODES)
  const createBasket = z
    .object({ brand: z.literal('dealio'), eligibleForVip: z.boolean(), products: z.array(line) })
    .strict()
  const real: Record<string, z.ZodType> = {
    'POST /basket': createBasket,
    'PUT /basket/:token': createBasket
      .extend({ id: z.literal(basketIds.get('PUT /basket/:token')!.token![0]!) })
      .strict(),
    'PATCH /basket/:token': z.object({ customerToken: z.literal(String(customer.id)) }).strict(),
    'POST /basket/:token/product': line,
    'POST /basket/:token/addon': z
      .object({
        addonType: z.literal('VVE'),
        productId: z.literal(productId),
        quantity: z.number().int().min(0).max(2),
      })
      .strict(),
    'POST /checkout/:token/order': z
      .object({
        payment: z
          .object({ method: z.literal('credit_card'), paymentToken: oneOf(cardTokens) })
          .strict(),
        expectedTotal: z.literal(PRICE),
      })
      .strict(),
    'POST /refunds': z
      .object({
        orderNumber: oneOf(orders.map((placed) => String(placed.id))),
        voucherCode: oneOf(vouchers.map((voucher) => voucher.code)),
        reason,
        notRedeemedConfirmed: z.literal(true),
        method: z.enum(['WALLET', 'CASH']),
      })
      .strict(),
    'POST /returns': z.object({ voucherId: oneOf(delivered), reason }).strict(),
    'POST /vouchers/:id/pay-balance': z.object({ paymentToken: oneOf(balanceTokens) }).strict(),
    'POST /vouchers/:id/booking-request': z
      .object({ date: oneOf(Array.from({ length: 60 }, (_, day) => dayFromToday(day + 1))) })
      .strict(),
    'POST /giftcards/redeem': z.object({ code: oneOf(giftCards) }).strict(),
    'POST /gifts/claim': z.object({ code: oneOf(giftCodes) }).strict(),
  }
  return { idsFor, realBody: (route) => real[routeKey(route)] }
}
