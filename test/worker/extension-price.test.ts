import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { BasketResponse } from '../../src/shared/schemas/basket'
import { CheckoutViewResponse } from '../../src/shared/schemas/checkout-view'
import { PlaceOrderResponse } from '../../src/shared/schemas/place-order'
import { extensionFee } from '../../src/shared/domain/refund/extension'
import { cardToken, makeOrderBasket } from '../fixtures/make-shopper'
import { ORIGIN, post } from './account-client'
import { count, placeOrder, remaining } from './orders-client'
import { buyVouchers } from './refunds-client'

// The VVE extension is a fee on the voucher's price (extensionFee), the same in the basket, the
// checkout total and the card charge, and it takes no unit of the deal.

const productOf = async (voucherId: number) =>
  (await env.DB.prepare('SELECT product_id AS p FROM vouchers WHERE id = ?')
    .bind(voucherId)
    .first<{ p: number }>())!.p

const checkout = async (token: string, cookie: string) => {
  const res = await SELF.fetch(`${ORIGIN}/api/v1/checkout/${token}`, { headers: { cookie } })
  expect(res.status).toBe(200)
  return CheckoutViewResponse.parse(await res.json()).data
}

describe('VVE extension price', () => {
  it('is the extension fee in the basket, the checkout total and the charge, taking no stock', async () => {
    const price = 2000
    const fee = extensionFee(price)
    expect(fee).toBe(200)
    const bought = await buyVouchers(price)
    const voucher = bought.vouchers[0]!
    const productId = await productOf(voucher.id)
    const cookie = bought.shopper.cookie
    const token = await makeOrderBasket(env.DB, bought.shopper.id, [])

    const added = await post(
      `/basket/${token}/addon`,
      { addonType: 'VVE', productId, quantity: 1, voucherId: voucher.id },
      { cookie },
    )
    expect(added.status).toBe(200)
    const [line] = BasketResponse.parse(await added.json()).data.products
    expect(line).toMatchObject({ dealProductId: productId, quantity: 1, unitPrice: fee })

    const view = await checkout(token, cookie)
    expect(view.orderSummary.totalOrderAmount).toBe(fee)
    expect(view.orderSummary.subtotal).toBe(fee)

    const stockBefore = await remaining(productId)
    const vouchersBefore = await count(
      'SELECT COUNT(*) AS n FROM vouchers WHERE user_id = ?',
      bought.shopper.id,
    )
    const res = await placeOrder(
      token,
      {
        payment: { method: 'credit_card', paymentToken: await cardToken(env.DB) },
        expectedTotal: fee,
      },
      { cookie },
    )
    expect(res.status).toBe(201)
    const orderId = Number(PlaceOrderResponse.parse(await res.json()).data.productOrder.id)
    const charged = await env.DB.prepare(
      'SELECT amount FROM payment_authorisations WHERE order_id = ?',
    )
      .bind(orderId)
      .first<{ amount: number }>()
    expect(charged?.amount).toBe(fee)
    const order = await env.DB.prepare('SELECT total, cash_amount AS cash FROM orders WHERE id = ?')
      .bind(orderId)
      .first<{ total: number; cash: number }>()
    expect(order).toEqual({ total: fee, cash: fee })
    expect(await remaining(productId)).toBe(stockBefore)
    // The extension lengthens the voucher bought; it issues none of its own.
    expect(
      await count('SELECT COUNT(*) AS n FROM vouchers WHERE user_id = ?', bought.shopper.id),
    ).toBe(vouchersBefore)
  })

  it('keeps the fee within its floor and ceiling', async () => {
    for (const [price, fee] of [
      [500, 199],
      [50_000, 999],
    ] as const) {
      const bought = await buyVouchers(price)
      const voucher = bought.vouchers[0]!
      const token = await makeOrderBasket(env.DB, bought.shopper.id, [])
      const added = await post(
        `/basket/${token}/addon`,
        {
          addonType: 'VVE',
          productId: await productOf(voucher.id),
          quantity: 1,
          voucherId: voucher.id,
        },
        { cookie: bought.shopper.cookie },
      )
      expect(added.status).toBe(200)
      expect(BasketResponse.parse(await added.json()).data.products[0]?.unitPrice).toBe(fee)
      expect((await checkout(token, bought.shopper.cookie)).orderSummary.totalOrderAmount).toBe(fee)
    }
  })
})
