import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  captureUnpaidOrders,
  voidOrphanAuthorisations,
} from '../../src/worker/services/payments/payment-reconciliation'
import { PlaceOrderResponse } from '../../src/shared/schemas/place-order'
import { LedgeredGateway } from '../../src/worker/services/payments/authorisation-ledger'
import {
  GatewayUnavailableError,
  type PaymentGateway,
} from '../../src/worker/services/payments/payment-gateway'
import { OrderService } from '../../src/worker/services/orders/order-service'
import { DomainError, PaymentDeclinedError } from '../../src/worker/errors'
import { makeBasketDeal } from '../fixtures/make-basket-deal'
import { cardToken, makeOrderBasket, makeShopper, sessionUserOf } from '../fixtures/make-shopper'
import { basketStatus, count, newKey, placeOrder, remaining } from './orders-client'
import { scale, STRESS } from './stress'
import { clock } from './clock'

// Gateway outages and failures after capture never leave a paid order without
// a gateway success, nor an authorisation that nobody will void. The fault matrix at the end
// runs each fault scale(5, 50) times against a fake provider that keeps its own ledger.
const ROUNDS = 3

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

const line = () => [{ dealId, productId, quantity: 1 }]

/** Authorisations of the given customers' orders, which the order service keys
 * 'order:{customer}:{Idempotency-Key}', that match `where` (on alias a). */
const authorisationsOf = (customers: number[], where: string) =>
  count(
    `SELECT COUNT(*) AS n FROM payment_authorisations a
     WHERE ${where} AND EXISTS (SELECT 1 FROM json_each(?) c
       WHERE a.idempotency_key LIKE 'order:' || c.value || ':%')`,
    JSON.stringify(customers),
  )

/** A provider that authorises, then fails the capture the way a dropped connection does. */
const captureThrows: PaymentGateway = {
  name: 'SANDBOX',
  authorize: async () => ({ status: 'AUTHORISED', reference: `flaky_${crypto.randomUUID()}` }),
  capture: async () => {
    throw new Error('connection reset after the capture was sent')
  },
  void: async () => ({ status: 'OK' }),
  refund: async () => ({ status: 'OK' }),
}

describe('gateway faults', () => {
  it('an issuer that never answers is a 402 with nothing written', async () => {
    for (let i = 0; i < ROUNDS; i++) {
      const shopper = await makeShopper(env.DB)
      const token = await makeOrderBasket(env.DB, shopper.id, line())
      const before = await remaining(productId)
      const res = await placeOrder(
        token,
        {
          payment: {
            method: 'credit_card',
            paymentToken: await cardToken(env.DB, '4000000000000119'),
          },
          expectedTotal: 2000,
        },
        { cookie: shopper.cookie },
      )
      expect(res.status).toBe(402)
      expect((await res.json()).error.code).toBe('ISSUER_UNREACHABLE')
      expect(await basketStatus(token)).toBe('OPEN')
      expect(await count('SELECT COUNT(*) AS n FROM orders WHERE user_id = ?', shopper.id)).toBe(0)
      expect(await remaining(productId)).toBe(before)
    }
  })

  it('a capture that throws leaves the order placed with its authorisation linked', async () => {
    for (let i = 0; i < ROUNDS; i++) {
      const shopper = await makeShopper(env.DB)
      const token = await makeOrderBasket(env.DB, shopper.id, line())
      const service = new OrderService(
        env,
        env.DB,
        undefined,
        () => new LedgeredGateway(captureThrows, env.DB),
      )
      const key = newKey()
      const input = {
        token,
        idempotencyKey: key,
        request: {
          payment: { method: 'credit_card' as const, paymentToken: 'provider-nonce' },
          expectedTotal: 2000,
        },
        user: sessionUserOf(shopper),
        origin: 'http://localhost',
      }
      const placed = await service.placeOrder(input)
      const order = await env.DB.prepare(
        `SELECT o.status, a.status AS payment FROM orders o
         JOIN payment_authorisations a ON a.order_id = o.id WHERE o.id = ?`,
      )
        .bind(Number(placed.productOrder.id))
        .first<{ status: string; payment: string }>()
      // Reconciliation voids only unlinked authorisations: this one stays for the order.
      expect(order).toEqual({ status: 'PLACED', payment: 'AUTHORISED' })
      expect(await service.placeOrder(input)).toEqual(placed)
    }
  })

  it('a failure after capture never leaves a captured payment without its order', async () => {
    const shoppers: number[] = []
    for (let i = 0; i < ROUNDS; i++) {
      const shopper = await makeShopper(env.DB)
      shoppers.push(shopper.id)
      await env.DB.prepare(
        `CREATE TRIGGER fail_paid_${shopper.id} BEFORE UPDATE OF status ON orders
         WHEN NEW.user_id = ${shopper.id}
         BEGIN SELECT RAISE(ABORT, 'forced failure after capture'); END`,
      ).run()
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
      const order = await env.DB.prepare(
        `SELECT o.status, a.status AS payment FROM orders o
         JOIN payment_authorisations a ON a.order_id = o.id WHERE o.id = ?`,
      )
        .bind(Number(productOrder.id))
        .first<{ status: string; payment: string }>()
      expect(order).toEqual({ status: 'PLACED', payment: 'CAPTURED' })
    }
    expect(
      await authorisationsOf(
        shoppers,
        `a.status = 'CAPTURED' AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.id = a.order_id)`,
      ),
    ).toBe(0)
  })
})

type Hold = { orderReference: string; amount: number; status: 'AUTHORISED' | 'CAPTURED' | 'VOIDED' }

type Fault =
  | 'timeout before answering'
  | 'timeout after answering'
  | 'gateway 5xx'
  | 'D1 error after authorisation'
  | 'exception after capture'
  | 'capture 5xx'

/** A card provider with its own state, so the proof reads what the provider holds rather than
 * only our tables. `next` arms one fault for the next calls. */
class FakeProvider implements PaymentGateway {
  readonly name = 'SANDBOX' as const
  readonly holds = new Map<string, Hold>()
  next: { authorize?: 'before' | 'after' | '5xx-held' | '5xx'; capture?: '5xx'; void?: '5xx' } = {}

  async authorize(input: { amount: number; orderReference: string }) {
    const fault = this.next.authorize
    this.next.authorize = undefined
    if (fault === 'before' || fault === '5xx') throw this.down(fault)
    const reference = `fake_${crypto.randomUUID()}`
    this.holds.set(reference, {
      orderReference: input.orderReference,
      amount: input.amount,
      status: 'AUTHORISED',
    })
    // The provider made the hold, but its answer never reached the worker.
    if (fault) throw this.down(fault)
    return { status: 'AUTHORISED' as const, reference }
  }

  async capture(reference: string) {
    if (this.next.capture) throw this.down('capture')
    return this.move(reference, 'AUTHORISED', 'CAPTURED')
  }

  async void(reference: string) {
    if (this.next.void) throw this.down('void')
    return this.move(reference, 'AUTHORISED', 'VOIDED')
  }

  async refund() {
    return { status: 'OK' as const }
  }

  async lookup(orderReference: string) {
    for (const [reference, hold] of this.holds) {
      if (hold.orderReference === orderReference) return reference
    }
    return null
  }

  private move(reference: string, from: Hold['status'], to: Hold['status']) {
    const hold = this.holds.get(reference)
    if (hold?.status !== from) return { status: 'FAILED' as const, code: 'PAYMENT_FAILED' as const }
    hold.status = to
    return { status: 'OK' as const }
  }

  private down(detail: string) {
    return new GatewayUnavailableError('SANDBOX', 'GATEWAY_UNREACHABLE', detail)
  }
}

const FAULTS: readonly Fault[] = [
  'timeout before answering',
  'timeout after answering',
  'gateway 5xx',
  'D1 error after authorisation',
  'exception after capture',
  'capture 5xx',
]
const FAULT_RUNS = scale(5, 50)

describe(`each gateway and D1 fault, ${FAULT_RUNS} times`, () => {
  it(
    'leaves no order paid without a gateway success and every orphan hold voided',
    async () => {
      const provider = new FakeProvider()
      const ledgered = () => new LedgeredGateway(provider, env.DB)
      const service = new OrderService(env, env.DB, undefined, ledgered)
      const shoppers: number[] = []
      const outcomes = new Map<string, number>()
      const started = performance.now()

      const run = async (fault: Fault, round: number) => {
        const shopper = await makeShopper(env.DB)
        shoppers.push(shopper.id)
        const token = await makeOrderBasket(env.DB, shopper.id, line())
        if (fault === 'D1 error after authorisation') {
          await env.DB.prepare(
            `CREATE TRIGGER fault_vouchers_${shopper.id} BEFORE INSERT ON vouchers
           WHEN NEW.user_id = ${shopper.id}
           BEGIN SELECT RAISE(ABORT, 'forced D1 failure'); END`,
          ).run()
          // Every other time the void after the failed batch fails too: reconciliation's work.
          if (round % 2) provider.next.void = '5xx'
        }
        if (fault === 'exception after capture') {
          await env.DB.prepare(
            `CREATE TRIGGER fault_paid_${shopper.id} BEFORE UPDATE OF status ON orders
           WHEN NEW.user_id = ${shopper.id}
           BEGIN SELECT RAISE(ABORT, 'forced failure after capture'); END`,
          ).run()
        }
        if (fault === 'timeout before answering') provider.next.authorize = 'before'
        if (fault === 'timeout after answering') provider.next.authorize = 'after'
        // A 5xx may come before or after the provider made its hold.
        if (fault === 'gateway 5xx') provider.next.authorize = round % 2 ? '5xx-held' : '5xx'
        if (fault === 'capture 5xx') provider.next.capture = '5xx'
        const outcome = await service
          .placeOrder({
            token,
            idempotencyKey: newKey(),
            request: {
              payment: { method: 'credit_card', paymentToken: 'fake-nonce' },
              expectedTotal: 2000,
            },
            user: sessionUserOf(shopper),
            origin: 'http://localhost',
          })
          .then(
            () => 'placed',
            (err: unknown) =>
              err instanceof PaymentDeclinedError
                ? `declined ${err.code}`
                : err instanceof DomainError
                  ? `${err.code}`
                  : `threw ${String(err)}`,
          )
        provider.next = {}
        const tally = `${fault}: ${outcome}`
        outcomes.set(tally, (outcomes.get(tally) ?? 0) + 1)
        const expected: Record<Fault, string> = {
          'timeout before answering': 'declined GATEWAY_UNREACHABLE',
          'timeout after answering': 'declined GATEWAY_UNREACHABLE',
          'gateway 5xx': 'declined GATEWAY_UNREACHABLE',
          'D1 error after authorisation': 'CONFLICT',
          'exception after capture': 'placed',
          'capture 5xx': 'placed',
        }
        expect(outcome, tally).toBe(expected[fault])
      }

      for (let round = 0; round < FAULT_RUNS; round++) {
        for (const fault of FAULTS) await run(fault, round)
      }
      // The failures after capture are over; the cron runs 15 minutes on.
      for (const id of shoppers) {
        await env.DB.prepare(`DROP TRIGGER IF EXISTS fault_paid_${id}`).run()
        await env.DB.prepare(`DROP TRIGGER IF EXISTS fault_vouchers_${id}`).run()
      }
      const later = new Date(clock.ms() + 20 * 60_000)
      const gatewayFor = () => ledgered()
      for (;;) {
        const voided = await voidOrphanAuthorisations(env, later, gatewayFor)
        const paid = await captureUnpaidOrders(env, later, gatewayFor)
        if (voided.voided === 0 && paid.paid === 0) break
      }
      console.log(
        JSON.stringify({
          test: 'orders-faults matrix',
          runsPerFault: FAULT_RUNS,
          outcomes: Object.fromEntries(outcomes),
          providerHolds: provider.holds.size,
          ms: performance.now() - started,
        }),
      )

      const ids = shoppers.join(',')
      const orders = (
        await env.DB.prepare(
          `SELECT o.id, o.status, a.gateway_reference AS reference, a.status AS payment
         FROM orders o LEFT JOIN payment_authorisations a ON a.order_id = o.id
         WHERE o.user_id IN (${ids})`,
        ).all<{ id: number; status: string; reference: string | null; payment: string | null }>()
      ).results
      // Placed: the two faults after the batch, each run. All PAID now, and only with the
      // provider's capture behind them.
      expect(orders).toHaveLength(2 * FAULT_RUNS)
      for (const order of orders) {
        expect(order).toMatchObject({ status: 'PAID', payment: 'CAPTURED' })
        expect(provider.holds.get(order.reference!)?.status).toBe('CAPTURED')
      }
      // Every other hold the provider made is voided at the provider.
      const ordered = new Set(orders.map((order) => order.reference))
      const orphans = [...provider.holds].filter(([reference]) => !ordered.has(reference))
      expect(orphans.length).toBeGreaterThanOrEqual(FAULT_RUNS * 2)
      for (const [, hold] of orphans) expect(hold.status).toBe('VOIDED')
      // And our ledger agrees: nothing unlinked still holds money.
      expect(
        await authorisationsOf(
          shoppers,
          `a.order_id IS NULL AND a.status NOT IN ('VOIDED', 'DECLINED')`,
        ),
      ).toBe(0)
    },
    STRESS ? 900_000 : 60_000,
  )
})
