import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import worker from '../../src/worker/index'
import { ClearpayGateway } from '../../src/worker/services/payments/clearpay'
import { KlarnaGateway } from '../../src/worker/services/payments/klarna'
import { paymentConfig } from '../../src/worker/services/payments/payment-config'
import { gatewayNamed } from '../../src/worker/services/payments/gateway-selection'
import { OrderService } from '../../src/worker/services/orders/order-service'
import settledXml from '../fixtures/payments/braintree/notification-transaction-settled.xml?raw'
import disputeOpenedXml from '../fixtures/payments/braintree/notification-dispute-opened.xml?raw'
import disputeLostXml from '../fixtures/payments/braintree/notification-dispute-lost.xml?raw'
import checkXml from '../fixtures/payments/braintree/notification-check.xml?raw'
import subscriptionXml from '../fixtures/payments/braintree/notification-subscription-went-active.xml?raw'
import { signedNotification } from '../fixtures/payments/braintree/sign-notification'
import { makeBasketDeal } from '../fixtures/make-basket-deal'
import {
  BRAINTREE_FAKE,
  CLEARPAY_FAKE,
  FAKE_PROVIDER_ENV,
  installFakePaymentProviders,
} from '../fixtures/fake-payment-providers'
import { makeOrderBasket, makeShopper, sessionUserOf } from '../fixtures/make-shopper'
import { ORIGIN } from './account-client'
import { newKey } from './orders-client'
import { bindBasketSession, testPurpose } from '../fixtures/payment-purpose'
import { methodOfFakeNonce } from '../fixtures/fake-payment-braintree'

// Provider notifications through the whole worker, with every provider
// configured against the fakes: the worker's own test env has none (the sandbox answers), so
// these requests go to the worker's fetch with the fakes' settings, as orders-gateways does.
const providerEnv = { ...env, ...FAKE_PROVIDER_ENV }
const PRICE = 3000
let dealId = 0
let productId = 0

beforeAll(async () => {
  const deal = await makeBasketDeal(env.DB, { products: [{ price: PRICE, totalRemaining: 100 }] })
  dealId = deal.id
  productId = deal.productIds[0]!
})

let fakes: ReturnType<typeof installFakePaymentProviders>
beforeEach(() => {
  fakes = installFakePaymentProviders()
})
afterEach(() => fakes.restore())

async function call(path: string, init: RequestInit = {}): Promise<Response> {
  const ctx = createExecutionContext()
  const res = await worker.fetch(
    new Request(`${ORIGIN}/api/v1/payments/notifications/${path}`, { method: 'POST', ...init }),
    providerEnv as never,
    ctx,
  )
  await waitOnExecutionContext(ctx)
  return res
}

const postForm = (path: string, fields: Record<string, string>) =>
  call(path, { body: new URLSearchParams(fields) })
const postJson = (path: string, body: unknown) =>
  call(path, { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } })

/** A paid order through a provider, as orders-gateways.test.ts places one. */
async function paidOrder(method: 'credit_card' | 'klarna' | 'clearpay', paymentToken: string) {
  const shopper = await makeShopper(env.DB)
  const token = await makeOrderBasket(env.DB, shopper.id, [{ dealId, productId, quantity: 1 }])
  if (method !== 'credit_card') {
    const session = method === 'klarna' ? crypto.randomUUID() : paymentToken
    await bindBasketSession(env.DB, method, session, shopper.id, token, PRICE)
  }
  // A Braintree nonce pays only with the method it stands for (a wallet's card included).
  const paidWith = method === 'credit_card' ? methodOfFakeNonce(paymentToken) : method
  const placed = await new OrderService(providerEnv, env.DB).placeOrder({
    token,
    idempotencyKey: newKey(),
    request: { payment: { method: paidWith, paymentToken }, expectedTotal: PRICE },
    user: sessionUserOf(shopper),
    origin: ORIGIN,
  })
  const order = await env.DB.prepare(
    'SELECT id, gateway_reference AS reference FROM orders WHERE id = ?',
  )
    .bind(Number(placed.productOrder.id))
    .first<{ id: number; reference: string }>()
  return order!
}

const paymentState = async (orderId: number) =>
  (
    await env.DB.prepare('SELECT payment_state AS state FROM orders WHERE id = ?')
      .bind(orderId)
      .first<{ state: string | null }>()
  )?.state ?? null

const auditOf = async (orderId: number) =>
  (
    await env.DB.prepare(
      `SELECT actor_id AS actorId, actor_role AS actorRole, action, before_json AS before,
         after_json AS after FROM audit_log WHERE entity = 'order' AND entity_id = ? ORDER BY id`,
    )
      .bind(String(orderId))
      .all<{ actorId: number; actorRole: string; action: string; before: string; after: string }>()
  ).results

const braintreeNotice = (xml: string, legacyId: string) =>
  signedNotification(xml.replaceAll('{{id}}', legacyId), BRAINTREE_FAKE)

describe('Braintree webhooks', () => {
  it('settle, dispute and lose a card payment, each once, with an audit row per change', async () => {
    const order = await paidOrder(
      'credit_card',
      'fake-three-d-secure-visa-full-authentication-nonce',
    )
    const legacyId = fakes.braintree.legacyIdOf(order.reference)
    const settled = await braintreeNotice(settledXml, legacyId)

    const first = await postForm('braintree', settled)
    expect(first.status).toBe(200)
    expect(await first.json()).toEqual({ data: { outcome: 'APPLIED', paymentState: 'SETTLED' } })
    const again = await postForm('braintree', settled)
    expect(await again.json()).toEqual({ data: { outcome: 'DUPLICATE', paymentState: null } })

    await postForm('braintree', await braintreeNotice(disputeOpenedXml, legacyId))
    expect(await paymentState(order.id)).toBe('DISPUTED')
    await postForm('braintree', await braintreeNotice(disputeLostXml, legacyId))
    expect(await paymentState(order.id)).toBe('REFUNDED')

    const audit = await auditOf(order.id)
    expect(audit.map((row) => row.action)).toEqual([
      'payment.settled',
      'payment.disputed',
      'payment.refunded',
    ])
    expect(audit[0]).toMatchObject({ actorId: 0, actorRole: 'provider:BRAINTREE' })
    expect(JSON.parse(audit[1]!.before)).toEqual({ paymentState: 'SETTLED' })
    expect(JSON.parse(audit[1]!.after)).toMatchObject({
      paymentState: 'DISPUTED',
      gateway: 'BRAINTREE',
      kind: 'dispute_opened',
    })
  })

  it('lets a settlement that arrives after the dispute change nothing', async () => {
    const order = await paidOrder(
      'credit_card',
      'fake-three-d-secure-mastercard-full-authentication-nonce',
    )
    const legacyId = fakes.braintree.legacyIdOf(order.reference)
    await postForm('braintree', await braintreeNotice(disputeOpenedXml, legacyId))
    const late = await postForm('braintree', await braintreeNotice(settledXml, legacyId))
    expect(await late.json()).toEqual({ data: { outcome: 'UNCHANGED', paymentState: 'DISPUTED' } })
    expect((await auditOf(order.id)).map((row) => row.action)).toEqual(['payment.disputed'])
  })

  it('changes the order once when the same notification arrives twice at once', async () => {
    const order = await paidOrder('credit_card', 'fake-apple-pay-visa-nonce')
    const settled = await braintreeNotice(settledXml, fakes.braintree.legacyIdOf(order.reference))
    const answers = await Promise.all([
      postForm('braintree', settled),
      postForm('braintree', settled),
    ])
    const outcomes = await Promise.all(
      answers.map(
        async (res) => ((await res.json()) as { data: { outcome: string } }).data.outcome,
      ),
    )
    expect(outcomes.sort()).toEqual(['APPLIED', 'DUPLICATE'])
    expect(await auditOf(order.id)).toHaveLength(1)
  })

  it('acknowledges the check, kinds we do not act on and transactions that are not orders', async () => {
    for (const xml of [checkXml, subscriptionXml, settledXml]) {
      const res = await postForm('braintree', await braintreeNotice(xml, 'nosuchtx'))
      expect(res.status).toBe(200)
      expect(await res.json()).toEqual({ data: { outcome: 'IGNORED', paymentState: null } })
    }
  })

  it('refuses a bad signature with 401 and the error shape, and changes nothing', async () => {
    const order = await paidOrder('credit_card', 'fake-android-pay-visa-nonce')
    const good = await braintreeNotice(settledXml, fakes.braintree.legacyIdOf(order.reference))
    const forged = await signedNotification(settledXml.replaceAll('{{id}}', 'x'), {
      publicKey: BRAINTREE_FAKE.publicKey,
      privateKey: 'guessed',
    })
    for (const fields of [
      { ...good, bt_signature: forged.bt_signature },
      { ...good, bt_payload: forged.bt_payload },
    ]) {
      const res = await postForm('braintree', fields)
      expect(res.status).toBe(401)
      expect(await res.json()).toEqual({
        error: { code: 'UNAUTHORISED', message: expect.any(String) },
      })
    }
    const missing = await postForm('braintree', { bt_payload: good.bt_payload })
    expect(missing.status).toBe(400)
    expect(await missing.json()).toMatchObject({ error: { code: 'INVALID' } })
    expect(await paymentState(order.id)).toBeNull()
  })

  it("asks Braintree for the transaction's id again later when it cannot answer (503)", async () => {
    const order = await paidOrder('credit_card', 'fake-three-d-secure-visa-lookup-timeout-nonce')
    const settled = await braintreeNotice(settledXml, fakes.braintree.legacyIdOf(order.reference))
    fakes.setMode('braintree', 'down')
    const res = await postForm('braintree', settled)
    expect(res.status).toBe(503)
    expect(await res.json()).toMatchObject({ error: { code: 'UNAVAILABLE' } })
    fakes.setMode('braintree', 'up')
    expect((await postForm('braintree', settled)).status).toBe(200)
    expect(await paymentState(order.id)).toBe('SETTLED')
  })

  it('signs the challenge Braintree sends when the webhook URL is registered', async () => {
    const res = await call('braintree?bt_challenge=20f9f8ed05f77439fe955c977e4c8a53', {
      method: 'GET',
    })
    expect(res.status).toBe(200)
    expect(await res.text()).toMatch(new RegExp(`^${BRAINTREE_FAKE.publicKey}\\|[0-9a-f]{40}$`))
  })
})

describe('the notification routes', () => {
  it("take the providers' form posts, which carry no Origin, while the rest of /payments still refuses them", async () => {
    const form = { body: new URLSearchParams({ method: 'paypal' }) }
    const approvals = await worker.fetch(
      new Request(`${ORIGIN}/api/v1/payments/approvals`, { method: 'POST', ...form }),
      providerEnv as never,
      createExecutionContext(),
    )
    expect(approvals.status).toBe(403)
    const notification = await call('braintree', form)
    expect(notification.status).toBe(400)
    expect(notification.headers.get('cache-control')).not.toBe('private, no-store')
  })
})

describe('Klarna notifications', () => {
  it('read the order back from Order Management and act on what Klarna says, once', async () => {
    const order = await paidOrder('klarna', fakes.klarna.approve())
    const hint = { order_id: order.reference, event_type: 'FRAUD_RISK_ACCEPTED' }
    const first = await postJson('klarna', hint)
    expect(await first.json()).toEqual({ data: { outcome: 'APPLIED', paymentState: 'SETTLED' } })
    expect(await (await postJson('klarna', hint)).json()).toMatchObject({
      data: { outcome: 'DUPLICATE' },
    })

    const gateway = gatewayNamed('KLARNA', { env: providerEnv, db: env.DB })!
    expect(await gateway.refund(order.reference, PRICE)).toEqual({ status: 'OK' })
    // The push form: the order in the query, no body.
    const push = await call(`klarna?klarna_order_id=${order.reference}`)
    expect(await push.json()).toEqual({ data: { outcome: 'APPLIED', paymentState: 'REFUNDED' } })
    expect((await auditOf(order.id)).map((row) => row.actorRole)).toEqual([
      'provider:KLARNA',
      'provider:KLARNA',
    ])
  })

  it('takes nothing from the notification itself: a forged event changes nothing', async () => {
    const order = await paidOrder('klarna', fakes.klarna.approve())
    fakes.klarna.orders.get(order.reference)!.captured = 0
    fakes.klarna.orders.get(order.reference)!.status = 'AUTHORIZED'
    const res = await postJson('klarna', { order_id: order.reference, event_type: 'CANCELLED' })
    expect(await res.json()).toEqual({ data: { outcome: 'IGNORED', paymentState: null } })
    expect(await paymentState(order.id)).toBeNull()
  })

  it("act on a deposit balance's own Klarna payment, once, audited on the balance", async () => {
    const order = await paidOrder('klarna', fakes.klarna.approve())
    const line = await env.DB.prepare(
      `SELECT v.id AS voucherId, v.order_line_id AS orderLineId FROM vouchers v
       JOIN order_lines l ON l.id = v.order_line_id WHERE l.order_id = ? LIMIT 1`,
    )
      .bind(order.id)
      .first<{ voucherId: number; orderLineId: string }>()
    // The balance is a second Klarna order of its own, paid later on the same line.
    const klarna = new KlarnaGateway(paymentConfig(providerEnv).klarna!)
    const balance = await klarna.authorize({
      amount: 1200,
      currency: 'GBP',
      paymentToken: fakes.klarna.approve(),
      purpose: testPurpose('klarna'),
      idempotencyKey: newKey(),
      orderReference: String(order.id),
    })
    if (balance.status !== 'AUTHORISED') throw new Error('expected a Klarna order')
    expect(await klarna.capture(balance.reference, 1200)).toEqual({ status: 'OK' })
    await env.DB.prepare(
      `INSERT INTO deposit_balance_payments (order_line_id, voucher_id, amount, currency, gateway,
         gateway_reference, paid_at) VALUES (?, ?, 1200, 'GBP', 'KLARNA', ?, ?)`,
    )
      .bind(line!.orderLineId, line!.voucherId, balance.reference, new Date(0).toISOString())
      .run()

    const hint = { order_id: balance.reference, event_type: 'FRAUD_RISK_ACCEPTED' }
    expect(await (await postJson('klarna', hint)).json()).toEqual({
      data: { outcome: 'APPLIED', paymentState: 'SETTLED' },
    })
    expect(await (await postJson('klarna', hint)).json()).toMatchObject({
      data: { outcome: 'DUPLICATE' },
    })
    const state = await env.DB.prepare(
      'SELECT payment_state AS state FROM deposit_balance_payments WHERE order_line_id = ?',
    )
      .bind(line!.orderLineId)
      .first<{ state: string }>()
    expect(state?.state).toBe('SETTLED')
    // The order's own payment is untouched; the change is audited on the balance.
    expect(await paymentState(order.id)).toBeNull()
    const audit = await env.DB.prepare(
      `SELECT actor_role AS role, action, after_json AS after FROM audit_log
       WHERE entity = 'deposit_balance' AND entity_id = ?`,
    )
      .bind(line!.orderLineId)
      .all<{ role: string; action: string; after: string }>()
    expect(audit.results).toHaveLength(1)
    expect(audit.results[0]).toMatchObject({ role: 'provider:KLARNA', action: 'payment.settled' })
    expect(JSON.parse(audit.results[0]!.after)).toMatchObject({ orderId: order.id })
    const notes = await env.DB.prepare(
      'SELECT order_id AS orderId, outcome FROM payment_notifications WHERE order_line_id = ?',
    )
      .bind(line!.orderLineId)
      .all<{ orderId: number; outcome: string }>()
    expect(notes.results).toEqual([{ orderId: order.id, outcome: 'APPLIED' }])
  })

  it('tell Klarna to post them here: the order is placed with our notification URL', async () => {
    const order = await paidOrder('klarna', fakes.klarna.approve())
    expect(fakes.klarna.orders.get(order.reference)?.merchantUrls).toEqual({
      confirmation: `${ORIGIN}/checkout/confirmation/${order.id}`,
      notification: `${ORIGIN}/api/v1/payments/notifications/klarna`,
    })
    // ...which is this route: it answers a post naming an order, not 404.
    const res = await call(`klarna?klarna_order_id=not-ours`)
    expect(res.status).toBe(200)
  })

  it('asks Klarna nothing about an order that is not ours', async () => {
    const before = fakes.calls.length
    const res = await postJson('klarna', { order_id: 'not-our-order', event_type: 'X' })
    expect(await res.json()).toEqual({ data: { outcome: 'IGNORED', paymentState: null } })
    expect(fakes.calls.length).toBe(before)
  })

  it('answers 503, not 500, when Klarna cannot be asked, and 400 to a body that names no order', async () => {
    const order = await paidOrder('klarna', fakes.klarna.approve())
    fakes.setMode('klarna', 'timeout')
    const res = await postJson('klarna', { order_id: order.reference })
    expect(res.status).toBe(503)
    expect(await res.json()).toMatchObject({ error: { code: 'UNAVAILABLE' } })
    const bad = await postJson('klarna', { event_type: 'FRAUD_RISK_ACCEPTED' })
    expect(bad.status).toBe(400)
  })
})

describe('Clearpay notifications', () => {
  async function clearpayOrder() {
    const checkout = await new ClearpayGateway(CLEARPAY_FAKE).createCheckout({
      amount: PRICE,
      orderReference: 'basket',
      consumerEmail: 'ann@example.com',
      redirectConfirmUrl: `${ORIGIN}/checkout/clearpay/confirm`,
      redirectCancelUrl: `${ORIGIN}/checkout/clearpay/cancel`,
    })
    return paidOrder('clearpay', checkout!.token)
  }

  it('read the payment back and mark it settled, then refunded', async () => {
    const order = await clearpayOrder()
    const first = await postJson('clearpay', { id: order.reference })
    expect(await first.json()).toEqual({ data: { outcome: 'APPLIED', paymentState: 'SETTLED' } })
    const gateway = gatewayNamed('CLEARPAY', { env: providerEnv, db: env.DB })!
    expect(await gateway.refund(order.reference, PRICE)).toEqual({ status: 'OK' })
    const second = await postJson('clearpay', { id: order.reference, event: 'refund' })
    expect(await second.json()).toEqual({ data: { outcome: 'APPLIED', paymentState: 'REFUNDED' } })
    expect(await (await postJson('clearpay', { id: order.reference })).json()).toMatchObject({
      data: { outcome: 'DUPLICATE' },
    })
  })
})
