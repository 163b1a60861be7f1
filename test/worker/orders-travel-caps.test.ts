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
import { londonDate } from '../../scripts/lib/test-clock.mjs'
import { dayFromToday, inDays, TEST_TODAY } from './clock'
import { count, newKey, placeOrder } from './orders-client'

// Per-night travel stock under parallel orders, and a daily cap across midnight in London with
// a fake clock, in winter and in summer time.

// This file's deals, made fresh (worker files share one database).
let stayDeal = 0
let stayProduct = 0
let cappedDeal = 0
let cappedProduct = 0

const PASSENGERS = [
  {
    title: 'Ms',
    firstNames: 'Ann Marie',
    lastName: 'Smith',
    // 36 years old on the pinned day, whatever it is.
    dateOfBirth: `${Number(TEST_TODAY.slice(0, 4)) - 36}-04-01`,
    phone: '07700 900123',
  },
]

/** Two nights, ten days ahead, the last of their kind. */
const nights = { checkIn: dayFromToday(10), checkOut: dayFromToday(12) }

beforeAll(async () => {
  const made = await makeBasketDeal(env.DB, { products: [{ price: 12000 }] })
  stayDeal = made.id
  stayProduct = made.productIds[0]!
  await env.DB.batch(
    [nights.checkIn, dayFromToday(11)].map((date) =>
      env.DB.prepare(
        `INSERT INTO travel_calendar_days (deal_id, product_id, date, price, remaining)
         VALUES (?, ?, ?, 6000, 1)`,
      ).bind(stayDeal, stayProduct, date),
    ),
  )
  const capped = await makeBasketDeal(env.DB, { products: [{ price: 1000 }] })
  cappedDeal = capped.id
  cappedProduct = capped.productIds[0]!
  await env.DB.prepare('UPDATE deals SET daily_purchase_cap = 2 WHERE id = ?')
    .bind(cappedDeal)
    .run()
})

const stay = () => ({ dealId: stayDeal, productId: stayProduct, quantity: 1 })

describe('a stay', () => {
  it('needs the passengers', async () => {
    const shopper = await makeShopper(env.DB)
    const token = await makeOrderBasket(env.DB, shopper.id, [{ ...stay(), ...nights }])
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

  it('sells its last night once under parallel orders', { tags: ['dated'] }, async () => {
    const attempts = []
    for (let i = 0; i < 5; i++) {
      const shopper = await makeShopper(env.DB)
      const token = await makeOrderBasket(env.DB, shopper.id, [{ ...stay(), ...nights }])
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
        stayProduct,
      ),
    ).toBe(0)
    const passengers = await env.DB.prepare(
      `SELECT passengers FROM orders
       WHERE basket_token IN (SELECT value FROM json_each(?))
         AND basket_token IN (SELECT token FROM baskets WHERE status = ?)`,
    )
      .bind(JSON.stringify(attempts.map(({ token }) => token)), 'ORDERED')
      .all<{ passengers: string }>()
    expect(passengers.results.map((row) => JSON.parse(row.passengers))).toEqual([PASSENGERS])
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
          [{ dealId: cappedDeal, productId: cappedProduct, quantity: 1 }],
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
       VALUES (?, 'GBP', 100000, 'REFUNDABLE', 'REFUND', ?)`,
    )
      // Before any midnight below, which may lie months behind now.
      .bind(shopper.id, inDays(-290))
      .run()
    return shopper
  }

  /** The London midnight nearest after the pinned day (else before it) in winter (GMT: London
   * is UTC) or in summer time (BST: London midnight is 23:00 UTC, so a UTC day would refuse the
   * orders after it), while the fixture deals are open (300 days before now to 180 after):
   * [last minute of the London day, first minute of the next, the London date before midnight]. */
  const midnight = (summer: boolean): [string, string, string] => {
    const ahead = Array.from({ length: 170 }, (_, n) => n + 1)
    const behind = Array.from({ length: 280 }, (_, n) => -n - 1)
    for (const days of [...ahead, ...behind]) {
      const day = dayFromToday(days)
      const next = dayFromToday(days + 1)
      // London's offset on `day`: 23:30 UTC is already the next day there in summer time.
      const bst = londonDate(`${day}T23:30:00Z`) === next
      if (bst !== summer) continue
      const at = Date.parse(`${next}T00:00:00Z`) - (bst ? 3_600_000 : 0)
      return [new Date(at - 60_000).toISOString(), new Date(at + 30_000).toISOString(), day]
    }
    throw new Error('no such midnight within the deals’ dates')
  }

  for (const [season, summer] of [
    ['winter, GMT', false],
    ['summer time, BST', true],
  ] as const) {
    it(
      `allows 2 before and 2 after midnight in London (${season}), never a 5th`,
      { tags: ['dated'] },
      async () => {
        const [before, after, day] = midnight(summer)
        const shopper = await walletShopper()
        expect(await ordersAt(shopper, before, 6)).toBe(2)
        expect(await ordersAt(shopper, after, 6)).toBe(2)
        expect(await ordersAt(shopper, after, 1)).toBe(0)
        expect(await count('SELECT COUNT(*) AS n FROM orders WHERE user_id = ?', shopper.id)).toBe(
          4,
        )
        expect(
          await count(
            'SELECT count AS n FROM purchase_counters WHERE user_id = ? AND scope = ?',
            shopper.id,
            `day:${cappedDeal}:${day}`,
          ),
        ).toBe(2)
      },
    )
  }
})
