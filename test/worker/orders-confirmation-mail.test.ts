import { env } from 'cloudflare:test'
import { allowMailAgain, refuseMailTo } from '../fixtures/refuse-mail'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { PlaceOrderResponse } from '../../src/shared/schemas/place-order'
import { makeBasketDeal } from '../fixtures/make-basket-deal'
import { cardToken, makeOrderBasket, makeShopper } from '../fixtures/make-shopper'
import { newestMail } from './account-client'
import { expectPngPictures } from './mail-pictures'
import { basketStatus, count, placeOrder, remaining } from './orders-client'

// The order confirmation is written in the order's own batch. An order whose
// confirmation cannot be recorded is not placed: the batch precedes capture, so nothing was
// taken, and the authorisation is voided (order-service.ts, confirmation()).

/** This file's deal, made fresh (worker files share one database). */
let dealId = 0
let productId = 0

beforeAll(async () => {
  const deal = await makeBasketDeal(env.DB, {
    products: [{ price: 2000, totalRemaining: 1000 }],
  })
  dealId = deal.id
  productId = deal.productIds[0]!
})

afterEach(() => allowMailAgain(env.DB))

const mails = (to: string, kind: string) =>
  count('SELECT COUNT(*) AS n FROM email_outbox WHERE to_address = ? AND kind = ?', to, kind)

describe('order confirmation', () => {
  const line = () => [{ dealId, productId, quantity: 1 }]

  it('places no order, takes nothing and voids the hold when the confirmation cannot be written', async () => {
    const shopper = await makeShopper(env.DB)
    const token = await makeOrderBasket(env.DB, shopper.id, line())
    const before = await remaining(productId)
    await refuseMailTo(env.DB, shopper.email)
    const res = await placeOrder(
      token,
      {
        payment: { method: 'credit_card', paymentToken: await cardToken(env.DB) },
        expectedTotal: 2000,
      },
      { cookie: shopper.cookie },
    )
    expect(res.status).toBe(409)
    expect((await res.json()).error.code).toBe('CONFLICT')
    expect(await count('SELECT COUNT(*) AS n FROM orders WHERE user_id = ?', shopper.id)).toBe(0)
    expect(await basketStatus(token)).toBe('OPEN')
    expect(await remaining(productId)).toBe(before)
    // The authorisation was made for this attempt and voided once its batch failed.
    const holds = await env.DB.prepare(
      `SELECT status, order_id AS orderId FROM payment_authorisations
       WHERE idempotency_key LIKE ?`,
    )
      .bind(`order:${shopper.id}:%`)
      .all<{ status: string; orderId: number | null }>()
    expect(holds.results).toEqual([{ status: 'VOIDED', orderId: null }])
    expect(await mails(shopper.email, 'order-confirmation')).toBe(0)
  })

  it('writes the order and its confirmation together', async () => {
    const shopper = await makeShopper(env.DB)
    const token = await makeOrderBasket(env.DB, shopper.id, line())
    const res = await placeOrder(
      token,
      {
        payment: { method: 'credit_card', paymentToken: await cardToken(env.DB) },
        expectedTotal: 2000,
      },
      { cookie: shopper.cookie },
    )
    expect(res.status).toBe(201)
    const { productOrder } = PlaceOrderResponse.parse(await res.json()).data
    const mail = await newestMail(shopper.email)
    expect(mail?.kind).toBe('order-confirmation')
    expect(mail?.subject).toContain(String(productOrder.id))
    expect(mail?.text).toContain('Paid by card')
    // The deal's picture as a PNG: mail clients show no SVG.
    expect(await expectPngPictures(mail!.html)).toBeGreaterThan(0)
  })
})
