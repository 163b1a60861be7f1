import { env } from 'cloudflare:test'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  captureUnpaidOrders,
  voidOrphanAuthorisations,
} from '../../src/worker/services/payments/payment-reconciliation'
import { linkOrderStatement } from '../../src/worker/storage/payments/authorisation-repository'
import { gatewayForMethod } from '../../src/worker/services/payments/gateway-selection'
import { TokenizerService } from '../../src/worker/services/payments/tokenizer'
import { FAKE_PROVIDER_ENV, installFakePaymentProviders } from '../fixtures/fake-payment-providers'
import { makeShopper } from '../fixtures/make-shopper'
import { TEST_NOW } from './clock'
import { testPurpose } from '../fixtures/payment-purpose'
import { settleEarlierHolds } from '../fixtures/settle-earlier-holds'

// The jobs sweep every authorisation and order older than 15 minutes in the database, which
// worker files share (setup.ts). They run here at an instant 30 years before the run's, where
// the rows older than 15 minutes are this file's alone.
const NOW = new Date(new Date(TEST_NOW).setUTCFullYear(new Date(TEST_NOW).getUTCFullYear() - 30))
const minutesAgo = (m: number) => new Date(NOW.getTime() - m * 60_000)
const CARD_EXPIRY_YEAR = NOW.getUTCFullYear() + 4

// Idempotency keys and order references are unique in the shared tables: each run's are fresh.
const run = crypto.randomUUID().slice(0, 8)
const key = (name: string) => `${name}-${run}`

/** A sandbox authorisation made `minutes` before NOW. */
async function sandboxAuthorisation(name: string, minutes: number) {
  const at = minutesAgo(minutes)
  const { token } = await new TokenizerService(env.DB).tokenize(
    { number: '4111111111111111', expiryMonth: 12, expiryYear: CARD_EXPIRY_YEAR, cvv: '123' },
    at,
  )
  const result = await gatewayForMethod('credit_card', {
    env,
    db: env.DB,
    clock: () => at,
  }).authorize({
    amount: 1_500,
    currency: 'GBP',
    paymentToken: token,
    purpose: testPurpose(),
    idempotencyKey: key(name),
    orderReference: key(name),
  })
  if (result.status !== 'AUTHORISED') throw new Error('expected an authorisation')
  return result.reference
}

const statusOf = async (name: string) =>
  (
    await env.DB.prepare('SELECT status FROM payment_authorisations WHERE idempotency_key = ?')
      .bind(key(name))
      .first<{ status: string }>()
  )?.status

describe('payment reconciliation', () => {
  let fakes: ReturnType<typeof installFakePaymentProviders>
  beforeEach(async () => {
    await settleEarlierHolds(env.DB)
    fakes = installFakePaymentProviders()
  })
  afterEach(() => fakes.restore())

  it('voids an authorisation older than 15 minutes that no order claimed, and only that', async () => {
    await sandboxAuthorisation('orphan', 20)
    await sandboxAuthorisation('recent', 5)
    const ordered = await sandboxAuthorisation('ordered', 30)
    const link = await linkOrderStatement(env.DB, 'SANDBOX', ordered, 42, minutesAgo(29)).run()
    expect(link.meta.changes).toBe(1)

    expect(await voidOrphanAuthorisations(env, NOW)).toEqual({ voided: 1, failed: 0, abandoned: 0 })
    expect(await statusOf('orphan')).toBe('VOIDED')
    expect(await statusOf('recent')).toBe('AUTHORISED')
    expect(await statusOf('ordered')).toBe('AUTHORISED')
    // A second run finds nothing left to do.
    expect(await voidOrphanAuthorisations(env, NOW)).toEqual({ voided: 0, failed: 0, abandoned: 0 })
  })

  it('marks an attempt stuck in flight for 15 minutes as failed', async () => {
    await env.DB.prepare(
      `INSERT INTO payment_authorisations (id, gateway, idempotency_key, amount, currency, status,
         order_reference, created_at, updated_at)
       VALUES (?2, 'SANDBOX', ?3, 900, 'GBP', 'PENDING', ?4, ?1, ?1)`,
    )
      .bind(minutesAgo(16).toISOString(), key('stuck'), key('stuck-key'), key('ORD-S'))
      .run()
    expect(await voidOrphanAuthorisations(env, NOW)).toMatchObject({ abandoned: 1 })
    expect(await statusOf('stuck-key')).toBe('DECLINED')
  })

  it('voids a Braintree orphan through Braintree, and retries later when Braintree is down', async () => {
    const providerEnv = { ...env, ...FAKE_PROVIDER_ENV }
    const braintree = gatewayForMethod('credit_card', {
      env: providerEnv,
      db: env.DB,
      clock: () => minutesAgo(20),
    })
    expect(braintree.name).toBe('BRAINTREE')
    const result = await braintree.authorize({
      amount: 2_000,
      currency: 'GBP',
      paymentToken: 'fake-three-d-secure-visa-full-authentication-nonce',
      purpose: testPurpose(),
      idempotencyKey: key('bt-orphan'),
      orderReference: key('ORD-BT'),
    })
    if (result.status !== 'AUTHORISED') throw new Error('expected an authorisation')

    fakes.setMode('braintree', 'down')
    expect(await voidOrphanAuthorisations(providerEnv, NOW)).toMatchObject({ failed: 1 })
    expect(await statusOf('bt-orphan')).toBe('AUTHORISED')

    fakes.setMode('braintree', 'up')
    expect(await voidOrphanAuthorisations(providerEnv, NOW)).toMatchObject({ voided: 1 })
    expect(await statusOf('bt-orphan')).toBe('VOIDED')
    expect(fakes.braintree.transactions.get(result.reference)?.status).toBe('VOIDED')
  })
})

/** A PLACED order of 1,500 made `minutes` before NOW and linked to its authorisation, as the
 * checkout leaves it when the worker dies between the order batch and the capture. */
async function placedOrder(gateway: 'SANDBOX' | 'BRAINTREE', reference: string, minutes: number) {
  const shopper = await makeShopper(env.DB)
  const at = minutesAgo(minutes)
  const order = await env.DB.prepare(
    `INSERT INTO orders (user_id, basket_token, brand, currency, total, cash_amount,
       payment_method, gateway, gateway_reference, status, idempotency_key, request_hash,
       payment_held, created_at)
     VALUES (?1, 'basket-' || ?3, 'dealio', 'GBP', 1500, 1500, 'credit_card', ?2, ?3, 'PLACED',
       'order-key-' || ?3, 'hash', 1, ?4)
     RETURNING id`,
  )
    .bind(shopper.id, gateway, reference, at.toISOString())
    .first<{ id: number }>()
  const id = order!.id
  await linkOrderStatement(env.DB, gateway, reference, id, at).run()
  return id
}

const orderStatus = async (id: number) =>
  await env.DB.prepare('SELECT status, paid_at AS paidAt FROM orders WHERE id = ?')
    .bind(id)
    .first<{ status: string; paidAt: string | null }>()

describe('payment reconciliation of orders left PLACED', () => {
  let fakes: ReturnType<typeof installFakePaymentProviders>
  beforeEach(() => {
    fakes = installFakePaymentProviders()
  })
  afterEach(() => {
    fakes.restore()
    vi.restoreAllMocks()
  })

  it('captures the authorisation of an order PLACED over 15 minutes ago and marks it PAID, once', async () => {
    const stuck = await placedOrder('SANDBOX', await sandboxAuthorisation('placed-old', 20), 20)
    const fresh = await placedOrder('SANDBOX', await sandboxAuthorisation('placed-new', 5), 5)

    expect(await captureUnpaidOrders(env, NOW)).toEqual({ paid: 1, failed: 0 })
    expect(await orderStatus(stuck)).toEqual({ status: 'PAID', paidAt: NOW.toISOString() })
    expect(await statusOf('placed-old')).toBe('CAPTURED')
    expect(await orderStatus(fresh)).toEqual({ status: 'PLACED', paidAt: null })
    expect(await statusOf('placed-new')).toBe('AUTHORISED')

    // Nothing is captured twice, and the void pass leaves linked authorisations alone.
    expect(await captureUnpaidOrders(env, NOW)).toEqual({ paid: 0, failed: 0 })
    expect(await voidOrphanAuthorisations(env, NOW)).toMatchObject({ voided: 0 })
    const captured = await env.DB.prepare(
      'SELECT captured_amount AS n FROM payment_authorisations WHERE idempotency_key = ?',
    )
      .bind(key('placed-old'))
      .first<{ n: number }>()
    expect(captured?.n).toBe(1_500)
  })

  it('marks PAID an order whose payment was captured but whose PAID mark was lost', async () => {
    const reference = await sandboxAuthorisation('captured-unmarked', 30)
    const id = await placedOrder('SANDBOX', reference, 30)
    await env.DB.prepare(
      "UPDATE payment_authorisations SET status = 'CAPTURED', captured_amount = 1500 WHERE gateway_reference = ?",
    )
      .bind(reference)
      .run()
    expect(await captureUnpaidOrders(env, NOW)).toEqual({ paid: 1, failed: 0 })
    expect((await orderStatus(id))?.status).toBe('PAID')
  })

  it('leaves the order PLACED when the capture fails, logs it without secrets, and pays it on a later run', async () => {
    const providerEnv = { ...env, ...FAKE_PROVIDER_ENV }
    const braintree = gatewayForMethod('credit_card', {
      env: providerEnv,
      db: env.DB,
      clock: () => minutesAgo(20),
    })
    const result = await braintree.authorize({
      amount: 1_500,
      currency: 'GBP',
      paymentToken: 'fake-three-d-secure-mastercard-full-authentication-nonce',
      purpose: testPurpose(),
      idempotencyKey: key('bt-placed'),
      orderReference: key('ORD-BT-PLACED'),
    })
    if (result.status !== 'AUTHORISED') throw new Error('expected an authorisation')
    const id = await placedOrder('BRAINTREE', result.reference, 20)
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)

    fakes.setMode('braintree', 'down')
    expect(await captureUnpaidOrders(providerEnv, NOW)).toEqual({ paid: 0, failed: 1 })
    expect((await orderStatus(id))?.status).toBe('PLACED')
    expect(await statusOf('bt-placed')).toBe('AUTHORISED')
    const lines = logged.mock.calls.map((call) => String(call[0]))
    expect(lines.some((line) => line.includes(`"order":${id}`))).toBe(true)
    expect(lines.join('\n')).not.toContain(result.reference)
    expect(lines.join('\n')).not.toContain('fake-three-d-secure-visa-full-authentication-nonce')

    fakes.setMode('braintree', 'up')
    expect(await captureUnpaidOrders(providerEnv, NOW)).toEqual({ paid: 1, failed: 0 })
    expect((await orderStatus(id))?.status).toBe('PAID')
    expect(fakes.braintree.transactions.get(result.reference)?.status).toBe(
      'SUBMITTED_FOR_SETTLEMENT',
    )
  })
})
