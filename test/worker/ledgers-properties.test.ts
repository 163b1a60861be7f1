import { BRANDS } from '../../src/shared/config/brands'
import { env } from 'cloudflare:test'
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { marketingCreditCap } from '../../src/shared/domain/wallet/credit-application'
import { DomainError, PaymentDeclinedError } from '../../src/worker/errors'
import { creditPurchasePoints } from '../../src/worker/services/loyalty/loyalty-credit'
import { LoyaltyService } from '../../src/worker/services/loyalty/loyalty-service'
import { CreditClaimService } from '../../src/worker/services/credit-claims/credit-claim-service'
import { GiftCardService } from '../../src/worker/services/giftcards/gift-card-service'
import { OrderService } from '../../src/worker/services/orders/order-service'
import { TokenizerService } from '../../src/worker/services/payments/tokenizer'
import { creditPendingReferrals } from '../../src/worker/services/referral/referral-credit'
import { RefundService } from '../../src/worker/services/refunds/refund-service'
import { DEFAULT_TEST_NOW } from '../../scripts/lib/test-clock.mjs'
import { makeBasketDeal } from '../fixtures/make-basket-deal'
import { makeShopper, sessionUserOf, type Shopper } from '../fixtures/make-shopper'
import { newKey } from './orders-client'
import { scale, STRESS } from './stress'
import { clock, inDays, TEST_NOW } from './clock'

// Random sequences of wallet, gift card, checkout, refund, loyalty and referral
// operations on one customer, through the real services and D1, with a fake clock. After every
// step each wallet and the points balance equal the sums of their ledgers and are never
// negative, marketing credit on an order never exceeds min(10% of the item, 5 units) per item,
// and credit of another currency is never spent.
// Months, expiries and due days all come from the instant, so both tests are dated. At the
// suite's own instant 30 sequences; at another (the date reruns run only dated tests, within a
// minute for the whole suite) 5 check the same invariants there.
const RUNS = scale(TEST_NOW === DEFAULT_TEST_NOW ? 30 : 5, 2000)
// Ten days after the pinned instant: the fixture deals open before it and close years after.
const START = Date.parse(TEST_NOW) + 10 * 86_400_000
const YEAR = 365 * 86_400_000
// £9.99, £25, £80 (the 5-unit cap binds) and £120 (enough points for Bronze).
const PRICES = [999, 2500, 8000, 12000] as const
/** The fixture deal of each price, in PRICES' order. */
const deals: { id: number; productId: number }[] = []

beforeAll(async () => {
  for (const price of PRICES) {
    const made = await makeBasketDeal(env.DB, {
      closingDate: inDays(5 * 365),
      products: [{ price }],
    })
    deals.push({ id: made.id, productId: made.productIds[0]! })
  }
})

type Op =
  | { kind: 'claim'; amount: number; currency: 'GBP' | 'EUR'; refundable: boolean }
  | { kind: 'giftCard'; amount: number; currency: 'GBP' | 'EUR' }
  | { kind: 'order'; items: { deal: number; quantity: number }[]; useWallet: boolean }
  | { kind: 'refund'; pick: number; cash: boolean }
  | { kind: 'earnPoints' }
  | { kind: 'exchange'; share: number }
  | { kind: 'referral' }

const currency = fc.constantFrom('GBP' as const, 'EUR' as const)
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('claim' as const),
    amount: fc.integer({ min: 1, max: 5000 }),
    currency,
    refundable: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('giftCard' as const),
    amount: fc.integer({ min: 1, max: 20000 }),
    currency,
  }),
  fc.record({
    kind: fc.constant('order' as const),
    items: fc.uniqueArray(
      fc.record({
        deal: fc.integer({ min: 0, max: PRICES.length - 1 }),
        quantity: fc.integer({ min: 1, max: 3 }),
      }),
      { minLength: 1, maxLength: 2, selector: (item) => item.deal },
    ),
    useWallet: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('refund' as const), pick: fc.nat(), cash: fc.boolean() }),
  fc.record({ kind: fc.constant('earnPoints' as const) }),
  fc.record({
    kind: fc.constant('exchange' as const),
    share: fc.double({ min: 0, max: 1, noNaN: true }),
  }),
  fc.record({ kind: fc.constant('referral' as const) }),
)

/** One customer's world: a clock that only moves forward, and what they bought. */
class World {
  at = START
  orders: { id: number; vouchers: string[] }[] = []
  steps: Record<string, number> = {}
  constructor(readonly shopper: Shopper) {}

  now = () => new Date(this.at)
  /** Rate limits (gift codes: 10 in 15 minutes) are not what this test is about. */
  tick(minutes = 16) {
    this.at += minutes * 60_000
  }
}

let campaigns = 0

async function basketFor(
  world: World,
  items: { deal: number; quantity: number }[],
  useWallet: boolean,
) {
  const token = `basket-${crypto.randomUUID()}`
  const at = world.now().toISOString()
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO baskets (token, brand, customer_id, currency, use_wallet, status, created_at,
         updated_at)
       VALUES (?, 'dealio', ?, 'GBP', ?, 'OPEN', ?, ?)`,
    ).bind(token, world.shopper.id, useWallet ? 1 : 0, at, at),
    ...items.map((item, position) =>
      env.DB.prepare(
        `INSERT INTO basket_lines (id, basket_token, position, deal_id, product_id, quantity,
           created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      ).bind(
        crypto.randomUUID(),
        token,
        position,
        deals[item.deal]!.id,
        deals[item.deal]!.productId,
        item.quantity,
        at,
      ),
    ),
  ])
  return token
}

/** A sandbox card token made at `now`, for a card that expires a few years after it. */
const tokenAt = async (now: Date) =>
  (
    await new TokenizerService(env.DB).tokenize(
      {
        number: '4111111111111111',
        expiryMonth: 12,
        expiryYear: now.getUTCFullYear() + 5,
        cvv: '123',
      },
      now,
    )
  ).token

/** A refusal the domain may give (sold out, not eligible, not enough points...): fine for the
 * property, as long as the ledgers stay whole. Anything else fails the run. */
async function refusable(step: () => Promise<unknown>): Promise<boolean> {
  try {
    await step()
    return true
  } catch (err) {
    if (err instanceof DomainError || err instanceof PaymentDeclinedError) return false
    throw err
  }
}

async function placeOrder(
  world: World,
  items: { deal: number; quantity: number }[],
  useWallet: boolean,
) {
  const token = await basketFor(world, items, useWallet)
  const total = items.reduce((sum, item) => sum + PRICES[item.deal]! * item.quantity, 0)
  const service = new OrderService(env, env.DB, world.now)
  const placed = await service.placeOrder({
    token,
    idempotencyKey: newKey(),
    request: {
      payment: { method: 'credit_card', paymentToken: await tokenAt(world.now()) },
      expectedTotal: total,
    },
    user: sessionUserOf(world.shopper),
    origin: 'http://localhost',
  })
  const id = Number(placed.productOrder.id)
  const { results } = await env.DB.prepare(
    'SELECT code FROM vouchers WHERE order_id = ? ORDER BY id',
  )
    .bind(id)
    .all<{ code: string }>()
  world.orders.push({ id, vouchers: results.map((row) => row.code) })
  return placed
}

async function apply(world: World, step: Op): Promise<boolean> {
  const { shopper } = world
  switch (step.kind) {
    case 'claim': {
      const code = `${clock.ms()}${++campaigns}`
      await env.DB.prepare(
        `INSERT INTO credit_campaigns (code, amount, currency, kind, expires_at, credit_days,
           max_claims)
         VALUES (?, ?, ?, ?, ?, 365, 1)`,
      )
        .bind(
          code,
          step.amount,
          step.currency,
          step.refundable ? 'REFUNDABLE' : 'MARKETING',
          new Date(world.at + YEAR).toISOString(),
        )
        .run()
      const outcome = await new CreditClaimService(env.DB).claim(
        code,
        shopper.id,
        world.now(),
        step.currency,
      )
      expect(outcome.status).toBe('SUCCESS')
      return true
    }
    case 'giftCard': {
      const cards = new GiftCardService(env.DB)
      const code = await cards.issue(step.amount, step.currency, world.now())
      // No client IP: the per-IP limit is shared by every run; the per-customer one still applies.
      await cards.redeem(code, shopper.id, '', world.now())
      return true
    }
    case 'order':
      return refusable(() => placeOrder(world, step.items, step.useWallet))
    case 'refund': {
      const vouchers = world.orders.flatMap((order) =>
        order.vouchers.map((code) => ({ orderNumber: String(order.id), voucherCode: code })),
      )
      if (vouchers.length === 0) return false
      const voucher = vouchers[step.pick % vouchers.length]!
      return refusable(() =>
        new RefundService(env as never).request(
          { id: shopper.id, email: shopper.email, firstName: 'Ann' },
          {
            ...voucher,
            reason: 'CHANGED_MIND',
            notRedeemedConfirmed: true,
            method: step.cash ? 'CASH' : 'WALLET',
          },
          world.now(),
          { brand: BRANDS.dealio, origin: 'https://dealio.co.uk' },
        ),
      )
    }
    case 'earnPoints': {
      // A £120 order is worth 120 points (Bronze) 30 days after payment; a view earns a point
      // on the day.
      await refusable(() => placeOrder(world, [{ deal: 3, quantity: 1 }], false))
      world.tick(31 * 24 * 60)
      await creditPurchasePoints(env.DB, world.now())
      await new LoyaltyService(env.DB).recordDealEvent(
        shopper.id,
        'view',
        deals[0]!.id,
        world.now(),
      )
      return true
    }
    case 'exchange': {
      const loyalty = new LoyaltyService(env.DB)
      const { currentPoints } = await loyalty.summary(shopper.id, world.now())
      const points = Math.max(1, Math.round(currentPoints * step.share))
      return refusable(() => loyalty.exchange(shopper.id, points, newKey(), world.now()))
    }
    case 'referral': {
      // A friend who joined through the customer's link and kept their first order 14 days.
      const friend = await makeShopper(env.DB)
      const friendWorld = new World(friend)
      friendWorld.at = world.at
      await placeOrder(friendWorld, [{ deal: 0, quantity: 1 }], false)
      // Referrals another file left due are credited first: what this run credits is ours.
      await creditPendingReferrals(env.DB, world.now())
      const orderedAt = new Date(world.at - 15 * 86_400_000).toISOString()
      await env.DB.prepare(
        `INSERT INTO referrals (friend_user_id, referrer_user_id, joined_at, order_id, ordered_at,
           status, amount, currency)
         VALUES (?, ?, ?, ?, ?, 'PENDING', 1000, 'GBP')`,
      )
        .bind(friend.id, shopper.id, orderedAt, friendWorld.orders[0]!.id, orderedAt)
        .run()
      const { credited } = await creditPendingReferrals(env.DB, world.now())
      expect(credited).toBe(1)
      return true
    }
  }
}

type Row = Record<string, number | string | null>
const all = async (sql: string, ...params: unknown[]) =>
  (
    await env.DB.prepare(sql)
      .bind(...params)
      .all<Row>()
  ).results

/** The invariants, read straight from D1 after every step. */
async function assertLedgers(userId: number) {
  // Every wallet (currency, kind): the guarded balance is the plain sum of its rows, >= 0.
  const wallets = await all(
    `SELECT l.currency, l.kind, SUM(l.amount) AS ledger,
       (SELECT balance FROM wallet_balances b WHERE b.user_id = l.user_id
          AND b.currency = l.currency AND b.kind = l.kind) AS balance
     FROM wallet_ledger l WHERE l.user_id = ? GROUP BY l.currency, l.kind`,
    userId,
  )
  for (const wallet of wallets) {
    expect(wallet.balance, `${wallet.currency} ${wallet.kind}`).toBe(wallet.ledger)
    expect(wallet.ledger as number).toBeGreaterThanOrEqual(0)
  }
  expect(
    await all('SELECT 1 FROM wallet_balances WHERE user_id = ? AND balance < 0', userId),
  ).toEqual([])
  // Points: the same rule.
  const points = await all(
    `SELECT (SELECT COALESCE(SUM(points), 0) FROM points_ledger WHERE user_id = ?1) AS ledger,
       (SELECT balance FROM points_balances WHERE user_id = ?1) AS balance`,
    userId,
  )
  expect(points[0]!.balance ?? 0).toBe(points[0]!.ledger)
  expect(points[0]!.ledger as number).toBeGreaterThanOrEqual(0)
  // Orders: credit only in the order's own currency, marketing credit within its caps.
  const debits = await all(
    `SELECT o.id, o.currency AS orderCurrency, l.currency, l.kind, -l.amount AS amount
     FROM wallet_ledger l JOIN orders o ON CAST(o.id AS TEXT) = l.reference
     WHERE l.user_id = ? AND l.reason = 'ORDER'`,
    userId,
  )
  for (const debit of debits) {
    expect(debit.currency).toBe(debit.orderCurrency)
    if (debit.kind !== 'MARKETING') continue
    const lines = await all(
      'SELECT quantity, unit_price * quantity - discount AS amount FROM order_lines WHERE order_id = ?',
      debit.id,
    )
    const cap = lines.reduce(
      (sum, line) =>
        sum +
        marketingCreditCap({
          amount: line.amount as number,
          quantity: line.quantity as number,
          marketingEligible: true,
        }),
      0,
    )
    expect(debit.amount as number).toBeLessThanOrEqual(cap)
  }
  // A refund gives back what the customer paid, where it came from: money (card and
  // refundable credit) never comes back larger than the money paid, so marketing credit is
  // never turned into refundable credit that escapes its caps.
  expect(
    await all(
      `SELECT o.id, o.cash_amount AS cash,
         COALESCE((SELECT -SUM(amount) FROM wallet_ledger l WHERE l.reason = 'ORDER'
           AND l.kind = 'REFUNDABLE' AND l.reference = CAST(o.id AS TEXT)), 0) AS refundable,
         COALESCE((SELECT SUM(cash_amount) FROM refunds r WHERE r.order_id = o.id), 0)
         + COALESCE((SELECT SUM(l.amount) FROM wallet_ledger l JOIN vouchers v
             ON l.reference = 'voucher:' || v.id
           WHERE v.order_id = o.id AND l.reason = 'REFUND' AND l.kind = 'REFUNDABLE'), 0)
           AS moneyBack
       FROM orders o WHERE o.user_id = ?`,
      userId,
    ).then((rows) =>
      rows.filter(
        (row) => (row.moneyBack as number) > (row.cash as number) + (row.refundable as number),
      ),
    ),
  ).toEqual([])
  // Every order's totals split into wallet and card with nothing lost.
  expect(
    await all(
      `SELECT o.id FROM orders o WHERE o.user_id = ? AND o.wallet_amount_used <>
         COALESCE((SELECT -SUM(amount) FROM wallet_ledger l WHERE l.reason = 'ORDER'
                   AND l.reference = CAST(o.id AS TEXT)), 0)`,
      userId,
    ),
  ).toEqual([])
}

const tally: Record<string, { done: number; refused: number }> = {}

describe('the ledgers under random sequences', { tags: ['dated'] }, () => {
  it(
    `stay whole over ${RUNS} random sequences of operations`,
    async () => {
      const started = performance.now()
      let steps = 0
      await fc.assert(
        fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), async (ops) => {
          const world = new World(await makeShopper(env.DB))
          for (const step of ops) {
            world.tick()
            const done = await apply(world, step)
            const entry = (tally[step.kind] ??= { done: 0, refused: 0 })
            entry[done ? 'done' : 'refused']++
            steps++
            await assertLedgers(world.shopper.id)
          }
        }),
        { numRuns: RUNS },
      )
      console.log(
        JSON.stringify({
          test: 'ledgers-properties',
          runs: RUNS,
          steps,
          tally,
          ms: performance.now() - started,
        }),
      )
    },
    STRESS ? 3_600_000 : 120_000,
  )
})

describe('a refund of an order paid partly with marketing credit', { tags: ['dated'] }, () => {
  it('gives the marketing part back as marketing credit, not as money', async () => {
    const world = new World(await makeShopper(env.DB))
    await apply(world, { kind: 'claim', amount: 500, currency: 'GBP', refundable: false })
    world.tick()
    await placeOrder(world, [{ deal: 2, quantity: 1 }], true)
    world.tick()
    expect(await apply(world, { kind: 'refund', pick: 0, cash: false })).toBe(true)
    const back = await all(
      `SELECT kind, SUM(amount) AS amount FROM wallet_ledger
       WHERE user_id = ? AND reason = 'REFUND' GROUP BY kind ORDER BY kind`,
      world.shopper.id,
    )
    expect(back).toEqual([
      { kind: 'MARKETING', amount: 500 },
      { kind: 'REFUNDABLE', amount: 7500 },
    ])
    await assertLedgers(world.shopper.id)
  })
})
