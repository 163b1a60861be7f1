import { env } from 'cloudflare:test'
import { PlaceOrderResponse } from '../../src/shared/schemas/place-order'
import { makeBasketDeal } from '../fixtures/make-basket-deal'
import { cardToken, makeOrderBasket, makeShopper, type Shopper } from '../fixtures/make-shopper'
import { post } from './account-client'
import { placeOrder } from './orders-client'

// Helpers for the refund worker tests: a paid order of real vouchers, bought through the
// checkout API with the sandbox card, and the refund form's request.

export interface Bought {
  shopper: Shopper
  orderNumber: string
  vouchers: { id: number; code: string }[]
}

/** A new deal and a shopper who bought `quantity` of it at `price` by card. The deal's ids are
 * fresh: worker files share one database (setup.ts), and fixed ones met other files' deals. */
export async function buyVouchers(price = 2500, quantity = 1): Promise<Bought> {
  const { id: deal, productIds } = await makeBasketDeal(env.DB, {
    products: [{ price, totalRemaining: 500 }],
  })
  const product = productIds[0]!
  const shopper = await makeShopper(env.DB)
  const token = await makeOrderBasket(env.DB, shopper.id, [
    { dealId: deal, productId: product, quantity },
  ])
  const res = await placeOrder(
    token,
    {
      payment: { method: 'credit_card', paymentToken: await cardToken(env.DB) },
      expectedTotal: price * quantity,
    },
    { cookie: shopper.cookie },
  )
  if (res.status !== 201) throw new Error(`order failed: ${res.status} ${await res.text()}`)
  const { data } = PlaceOrderResponse.parse(await res.json())
  const { results } = await env.DB.prepare(
    'SELECT id, code FROM vouchers WHERE order_id = ? ORDER BY id',
  )
    .bind(Number(data.productOrder.id))
    .all<{ id: number; code: string }>()
  return { shopper, orderNumber: data.productOrder.id, vouchers: results }
}

export const requestRefund = (
  bought: Bought,
  method: 'WALLET' | 'CASH',
  over: Record<string, unknown> = {},
  voucher = 0,
) =>
  post(
    '/refunds',
    {
      orderNumber: bought.orderNumber,
      voucherCode: bought.vouchers[voucher]!.code,
      reason: 'CHANGED_MIND',
      notRedeemedConfirmed: true,
      method,
      ...over,
    },
    { cookie: bought.shopper.cookie },
  )

export const ledgerSum = async (userId: number) =>
  (
    await env.DB.prepare(
      `SELECT COALESCE(SUM(amount), 0) AS n FROM wallet_ledger
       WHERE user_id = ? AND kind = 'REFUNDABLE' AND currency = 'GBP'`,
    )
      .bind(userId)
      .first<{ n: number }>()
  )?.n ?? 0

export const balanceOf = async (userId: number) =>
  (
    await env.DB.prepare(
      `SELECT balance FROM wallet_balances
       WHERE user_id = ? AND kind = 'REFUNDABLE' AND currency = 'GBP'`,
    )
      .bind(userId)
      .first<{ balance: number }>()
  )?.balance ?? 0

export const voucherStatus = async (id: number) =>
  (await env.DB.prepare('SELECT status, expires_at AS expiresAt FROM vouchers WHERE id = ?')
    .bind(id)
    .first<{ status: string; expiresAt: string }>())!
