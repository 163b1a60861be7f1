import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { OrderService } from '../../src/worker/services/orders/order-service'
import { makeBasketDeal } from '../fixtures/make-basket-deal'
import {
  cardToken,
  makeOrderBasket,
  makeShopper,
  sessionUserOf,
  type Shopper,
} from '../fixtures/make-shopper'
import { count, newKey, placeOrder } from './orders-client'

// Per-night travel stock under parallel orders, and a daily cap across midnight in London with
// a fake clock, in winter and in summer time (issue 9 item 2).
const STAY_DEAL = 9701
const STAY = 970101
const CAPPED_DEAL = 9702
const CAPPED = 970201

const PASSENGERS = [
  {
    title: 'Ms',
    firstNames: 'Ann Marie',
    lastName: 'Smith',
    dateOfBirth: '1990-04-01',
    phone: '07700 900123',
  },
]

beforeAll(async () => {
  await makeBasketDeal(env.DB, { id: STAY_DEAL, products: [{ id: STAY, price: 12000 }] })
  await env.DB.batch(
    ['2026-12-01', '2026-12-02'].map((date) =>
      env.DB.prepare(
        `INSERT INTO travel_calendar_days (deal_id, product_id, date, price, remaining)
         VALUES (?, ?, ?, 6000, 1)`,
      ).bind(STAY_DEAL, STAY, date),
    ),
  )
  await makeBasketDeal(env.DB, { id: CAPPED_DEAL, products: [{ id: CAPPED, price: 1000 }] })
  await env.DB.prepare('UPDATE deals SET daily_purchase_cap = 2 WHERE id = ?')
    .bind(CAPPED_DEAL)
    .run()
})

const stay = { dealId: STAY_DEAL, productId: STAY, quantity: 1 }
const nights = { checkIn: '2026-12-01', checkOut: '2026-12-03' }

describe('a stay', () => {
  it('needs the passengers', async () => {
    const shopper = await makeShopper(env.DB)
    const token = await makeOrderBasket(env.DB, shopper.id, [{ ...stay, ...nights }])
    const res = await placeOrder(
      token,
      {
        payment: { method: 'credit_card', paymentToken: await cardToken(env.DB) },
        expectedTotal: 12000,
      },
      { cookie: shopper.cookie },
    )
    expect(res.status).toBe(400)
  })

  it('sells its last night once under parallel orders', async () => {
    const attempts = []
    for (let i = 0; i < 5; i++) {
      const shopper = await makeShopper(env.DB)
      const token = await makeOrderBasket(env.DB, shopper.id, [{ ...stay, ...nights }])
      attempts.push({ shopper, token, paymentToken: await cardToken(env.DB) })
    }
    const responses = await Promise.all(
      attempts.map(({ shopper, token, paymentToken }) =>
        placeOrder(
          token,
          {
            payment: { method: 'credit_card', paymentToken },
            expectedTotal: 12000,
            passengers: PASSENGERS,
          },
          { cookie: shopper.cookie },
        ),
      ),
    )
    expect(responses.map((res) => res.status).sort()).toEqual([201, 409, 409, 409, 409])
    for (const res of responses.filter((candidate) => candidate.status === 409)) {
      expect((await res.json()).error.message).toBe('Sorry, this product has just sold out.')
    }
    expect(
      await count(
        'SELECT SUM(remaining) AS n FROM travel_calendar_days WHERE product_id = ?',
        STAY,
      ),
    ).toBe(0)
    const passengers = await env.DB.prepare(
      'SELECT passengers FROM orders WHERE basket_token IN (SELECT token FROM baskets WHERE status = ?)',
    )
      .bind('ORDERED')
      .first<{ passengers: string }>()
    expect(JSON.parse(passengers!.passengers)).toEqual(PASSENGERS)
  })
})

describe('a daily cap of 2', () => {
  /** Places `n` orders for the capped deal in parallel at `iso` through the service with a fake
   * clock; the wallet pays, so no card token is needed. */
  const ordersAt = async (shopper: Shopper, iso: string, n: number) => {
    const tokens = []
    for (let i = 0; i < n; i++) {
      tokens.push(
        await makeOrderBasket(
          env.DB,
          shopper.id,
          [{ dealId: CAPPED_DEAL, productId: CAPPED, quantity: 1 }],
          { useWallet: true },
        ),
      )
    }
    const service = new OrderService(env, env.DB, () => new Date(iso))
    const results = await Promise.allSettled(
      tokens.map((token) =>
        service.placeOrder({
          token,
          idempotencyKey: newKey(),
          request: { payment: { method: 'credit_card' }, expectedTotal: 1000 },
          user: sessionUserOf(shopper),
          origin: 'http://localhost',
        }),
      ),
    )
    for (const result of results) {
      if (result.status === 'rejected') {
        expect(result.reason).toMatchObject({
          code: 'CONFLICT',
          message: "You've reached the purchase limit for this deal.",
        })
      }
    }
    return results.filter((result) => result.status === 'fulfilled').length
  }

  const walletShopper = async () => {
    const shopper = await makeShopper(env.DB)
    await env.DB.prepare(
      `INSERT INTO wallet_ledger (user_id, currency, amount, kind, reason, created_at)
       VALUES (?, 'GBP', 100000, 'REFUNDABLE', 'REFUND', '2026-01-01T00:00:00.000Z')`,
    )
      .bind(shopper.id)
      .run()
    return shopper
  }

  // [last minute of a London day, first minute of the next, the London date before midnight]
  const midnights = [
    // GMT: London is UTC.
    ['2026-11-22T23:59:00Z', '2026-11-23T00:00:30Z', '2026-11-22'],
    // BST: London midnight is 23:00 UTC, so a UTC day would refuse the orders after it.
    ['2026-06-30T22:59:00Z', '2026-06-30T23:00:30Z', '2026-06-30'],
  ] as const

  for (const [before, after, day] of midnights) {
    it(`allows 2 before and 2 after midnight in London (${before} → ${after}), never a 5th`, async () => {
      const shopper = await walletShopper()
      expect(await ordersAt(shopper, before, 6)).toBe(2)
      expect(await ordersAt(shopper, after, 6)).toBe(2)
      expect(await ordersAt(shopper, after, 1)).toBe(0)
      expect(await count('SELECT COUNT(*) AS n FROM orders WHERE user_id = ?', shopper.id)).toBe(4)
      expect(
        await count(
          'SELECT count AS n FROM purchase_counters WHERE user_id = ? AND scope = ?',
          shopper.id,
          `day:${CAPPED_DEAL}:${day}`,
        ),
      ).toBe(2)
    })
  }
})
