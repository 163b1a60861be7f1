import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { BASKET_TOKEN_COOKIE } from '../../src/shared/config/cookies'
import { sweepOutbox } from '../../src/worker/services/email/mail-queue'
import type { OpsPointName } from '../../src/worker/services/metrics/metrics'
import { makeBasketDeal } from '../fixtures/make-basket-deal'
import { cardToken, makeOrderBasket, makeShopper } from '../fixtures/make-shopper'
import { clock } from './clock'
import { placeOrder } from './orders-client'

// Orders per minute, declines by reason, mail lag and the mail backlog are metrics where they
// happen: data points in a deployed worker, metric_points rows of the local stand-in here.

const PRICE = 2500
let dealId = 0
let productId = 0

beforeAll(async () => {
  const deal = await makeBasketDeal(env.DB, { products: [{ price: PRICE, totalRemaining: 50 }] })
  dealId = deal.id
  productId = deal.productIds[0]!
})

const newestPoint = (name: OpsPointName) =>
  env.DB.prepare(
    'SELECT id, brand, label, value FROM metric_points WHERE name = ? ORDER BY id DESC LIMIT 1',
  )
    .bind(name)
    .first<{ id: number; brand: string; label: string; value: number }>()

async function order(cardNumber: string) {
  const shopper = await makeShopper(env.DB)
  const basket = await makeOrderBasket(env.DB, shopper.id, [{ dealId, productId, quantity: 1 }])
  return placeOrder(
    basket,
    {
      payment: { method: 'credit_card', paymentToken: await cardToken(env.DB, cardNumber) },
      expectedTotal: PRICE,
    },
    { cookie: `${shopper.cookie}; ${BASKET_TOKEN_COOKIE}=${basket}` },
  )
}

describe('operational metrics', () => {
  it('records an order placed, per brand and currency', async () => {
    const before = (await newestPoint('order-placed'))?.id ?? 0
    expect((await order('4111111111111111')).status).toBe(201)
    expect(await newestPoint('order-placed')).toMatchObject({
      brand: 'dealio',
      label: 'GBP',
      value: 1,
    })
    expect((await newestPoint('order-placed'))!.id).toBeGreaterThan(before)
  })

  it('records a declined payment with its reason, and no order placed', async () => {
    const placed = (await newestPoint('order-placed'))?.id ?? 0
    expect((await order('4000000000009995')).status).toBe(402)
    expect(await newestPoint('payment-declined')).toMatchObject({
      brand: 'dealio',
      label: 'INSUFFICIENT_FUNDS',
    })
    expect((await newestPoint('order-placed'))?.id ?? 0).toBe(placed)
  })

  it('records the mail backlog at each sweep and the lag of each mail the sweep sends', async () => {
    await env.DB.prepare(
      `INSERT INTO email_outbox (to_address, subject, text_body, html_body, kind, created_at)
       VALUES ('lagging@example.com', 'Hi', 'Hello', '<p>Hello</p>', 'test-lag', ?)`,
    )
      .bind(new Date(clock.ms() - 15 * 60_000).toISOString())
      .run()
    const sent: string[] = []
    const sender = {
      async send(row: { to: string }) {
        sent.push(row.to)
      },
    }
    // Other files leave unsent mail behind; sweeps take the oldest 100 first.
    const first = await sweepOutbox({ ...env, MAIL_QUEUE: undefined }, clock.now(), sender)
    const backlog = await newestPoint('outbox-backlog')
    expect(backlog).toMatchObject({ brand: 'all', label: 'mail' })
    expect(backlog!.value).toBeGreaterThanOrEqual(first.sent)
    expect(backlog!.value).toBeGreaterThanOrEqual(1)
    for (let sweep = 0; sweep < 50 && !sent.includes('lagging@example.com'); sweep++) {
      await sweepOutbox({ ...env, MAIL_QUEUE: undefined }, clock.now(), sender)
    }
    expect(sent).toContain('lagging@example.com')
    const lag = await env.DB.prepare(
      "SELECT value FROM metric_points WHERE name = 'mail-sent' AND label = 'test-lag'",
    ).first<{ value: number }>()
    expect(lag!.value).toBeGreaterThanOrEqual(15 * 60)
  })
})
