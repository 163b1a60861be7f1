import { env } from 'cloudflare:test'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { voidOrphanAuthorisations } from '../../src/worker/services/payments/payment-reconciliation'
import { linkOrderStatement } from '../../src/worker/storage/payments/authorisation-repository'
import { BraintreeGateway } from '../../src/worker/services/payments/braintree'
import { ClearpayGateway } from '../../src/worker/services/payments/clearpay'
import { gatewayForMethod } from '../../src/worker/services/payments/gateway-selection'
import { KlarnaGateway } from '../../src/worker/services/payments/klarna'
import {
  GatewayUnavailableError,
  type PaymentGateway,
} from '../../src/worker/services/payments/payment-gateway'
import {
  BRAINTREE_FAKE,
  CLEARPAY_FAKE,
  FAKE_PROVIDER_ENV,
  KLARNA_FAKE,
  installFakePaymentProviders,
  methodOfFakeNonce,
  type FakeMode,
} from '../fixtures/fake-payment-providers'
import { inDays } from './clock'
import { bindTestSession, testPurpose } from '../fixtures/payment-purpose'
import { settleEarlierHolds } from '../fixtures/settle-earlier-holds'

// A gateway timeout after it answers, against each real adapter: an authorise
// whose answer was lost leaves a hold at the provider that only the provider can tell us about
// (PaymentGateway.lookup). Reconciliation (the real job) must find it and void it AT the fake
// provider, turn an attempt the provider never saw into a plain failure, and ask again later
// when the provider cannot answer.

// D1 is shared by the tests of a file, and reconciliation asks about unknown outcomes of the
// last 7 days: each test runs 8 days after the one before, so it meets only its own attempts.
// It is shared by every other file too, whose attempts are made about now, and reconciliation
// voids every unclaimed authorisation older than 15 minutes: the tests run a year and more
// before now, where nothing of the other files' is.
let NOW = new Date(inDays(-400))
let AT = NOW
beforeEach(() => {
  NOW = new Date(NOW.getTime() + 8 * 86_400_000)
  AT = new Date(NOW.getTime() - 20 * 60_000)
})
const providerEnv = { ...env, ...FAKE_PROVIDER_ENV }

type Fakes = ReturnType<typeof installFakePaymentProviders>

interface Provider {
  host: 'braintree' | 'clearpay'
  method: 'credit_card' | 'clearpay'
  raw: () => PaymentGateway
  /** A payment token the fake will authorise for `amount`. */
  token: (fakes: Fakes, amount: number, reference: string) => Promise<string>
  /** The state of the provider's record of `reference`: 'OPEN', 'VOIDED' or 'CAPTURED'. */
  state: (fakes: Fakes, reference: string) => string | undefined
  /** The hold the provider made for an order reference, whatever we recorded. */
  holdFor: (fakes: Fakes, orderReference: string) => string | undefined
  lookups: (fakes: Fakes) => number
}

// Single-use in the fake; a nonce that never reached it (a timed-out call) is still unused.
const BRAINTREE_NONCES = [
  'fake-three-d-secure-visa-full-authentication-nonce',
  'fake-three-d-secure-mastercard-full-authentication-nonce',
  'fake-three-d-secure-visa-lookup-timeout-nonce',
  'fake-apple-pay-visa-nonce',
]
const BRAINTREE_STATE: Record<string, string> = {
  AUTHORIZED: 'OPEN',
  VOIDED: 'VOIDED',
  SUBMITTED_FOR_SETTLEMENT: 'CAPTURED',
}
const CLEARPAY_STATE: Record<string, string> = {
  AUTH_APPROVED: 'OPEN',
  VOIDED: 'VOIDED',
  CAPTURED: 'CAPTURED',
}

const PROVIDERS: Provider[] = [
  {
    host: 'braintree',
    method: 'credit_card',
    raw: () => new BraintreeGateway(BRAINTREE_FAKE),
    token: async (fakes) => BRAINTREE_NONCES[fakes.braintree.transactions.size]!,
    state: (fakes, reference) => {
      const status = fakes.braintree.transactions.get(reference)?.status
      return status && BRAINTREE_STATE[status]
    },
    holdFor: (fakes, orderReference) =>
      [...fakes.braintree.transactions.values()].find((tx) => tx.orderId === orderReference)?.id,
    lookups: (fakes) => fakes.braintree.searches.length,
  },
  {
    host: 'clearpay',
    method: 'clearpay',
    raw: () => new ClearpayGateway(CLEARPAY_FAKE),
    token: async (_fakes, amount, reference) => {
      const made = await new ClearpayGateway(CLEARPAY_FAKE).createCheckout({
        amount,
        orderReference: reference,
        consumerEmail: 'ann@example.com',
        redirectConfirmUrl: 'https://www.dealio.co.uk/checkout/clearpay/confirm',
        redirectCancelUrl: 'https://www.dealio.co.uk/checkout/clearpay/cancel',
      })
      if (!made) throw new Error('checkout refused')
      await bindTestSession(env.DB, 'CLEARPAY', made.token, amount, AT)
      return made.token
    },
    state: (fakes, reference) => {
      const state = fakes.clearpay.payments.get(reference)?.state
      return state && CLEARPAY_STATE[state]
    },
    holdFor: (fakes, orderReference) =>
      [...fakes.clearpay.payments.values()].find((p) => p.merchantReference === orderReference)?.id,
    lookups: (fakes) => fakes.clearpay.listQueries.length,
  },
]

const row = (key: string) =>
  env.DB.prepare(
    `SELECT status, failure_code AS failureCode, gateway_reference AS reference
     FROM payment_authorisations WHERE idempotency_key = ?`,
  )
    .bind(key)
    .first<{ status: string; failureCode: string | null; reference: string | null }>()

let n = 0

describe.each(PROVIDERS)('lookup through the $host adapter', (provider) => {
  let fakes: Fakes
  beforeEach(async () => {
    await settleEarlierHolds(env.DB)
    fakes = installFakePaymentProviders()
  })
  afterEach(() => {
    fakes.restore()
    vi.restoreAllMocks()
  })

  /** An attempt made 20 minutes before NOW through the recorded gateway, with the provider
   * in `mode` for the authorise call only. */
  async function attempt(
    mode: FakeMode,
    amount = 1_500,
    orderReference = `LK-${provider.host}-${++n}`,
  ) {
    const key = `lk-${provider.host}-${++n}`
    const paymentToken = await provider.token(fakes, amount, orderReference)
    const gateway = gatewayForMethod(provider.method, {
      env: providerEnv,
      db: env.DB,
      clock: () => AT,
    })
    expect(gateway.name).toBe(provider.host.toUpperCase())
    fakes.setMode(provider.host, mode)
    const result = await gateway.authorize({
      amount,
      currency: 'GBP',
      paymentToken,
      purpose: testPurpose(
        provider.host === 'braintree' ? methodOfFakeNonce(paymentToken) : provider.method,
      ),
      idempotencyKey: key,
      orderReference,
    })
    fakes.setMode(provider.host, 'up')
    return { key, orderReference, result, gateway }
  }

  it('voids, at the provider, a hold whose authorise answer was lost', async () => {
    const lost = await attempt('lost')
    expect(lost.result).toEqual({ status: 'DECLINED', code: 'GATEWAY_UNREACHABLE' })
    const hold = provider.holdFor(fakes, lost.orderReference)
    expect(hold && provider.state(fakes, hold)).toBe('OPEN')

    expect(await voidOrphanAuthorisations(providerEnv, NOW)).toEqual({
      voided: 1,
      failed: 0,
      abandoned: 0,
    })
    expect(provider.state(fakes, hold!)).toBe('VOIDED')
    expect(await row(lost.key)).toEqual({ status: 'VOIDED', failureCode: null, reference: hold })
    // Settled: the next run asks nothing.
    const asked = provider.lookups(fakes)
    expect(await voidOrphanAuthorisations(providerEnv, NOW)).toEqual({
      voided: 0,
      failed: 0,
      abandoned: 0,
    })
    expect(provider.lookups(fakes)).toBe(asked)
  })

  it('turns an attempt the provider never received into a plain failure, asked once', async () => {
    const never = await attempt('timeout')
    expect(never.result).toEqual({ status: 'DECLINED', code: 'GATEWAY_UNREACHABLE' })
    expect(provider.holdFor(fakes, never.orderReference)).toBeUndefined()
    expect(await voidOrphanAuthorisations(providerEnv, NOW)).toMatchObject({ voided: 0 })
    expect(await row(never.key)).toEqual({
      status: 'DECLINED',
      failureCode: 'PAYMENT_FAILED',
      reference: null,
    })
    expect(provider.lookups(fakes)).toBe(1)
    await voidOrphanAuthorisations(providerEnv, NOW)
    expect(provider.lookups(fakes)).toBe(1)
  })

  it('asks again on the next run when the provider cannot answer the lookup', async () => {
    const lost = await attempt('lost')
    const hold = provider.holdFor(fakes, lost.orderReference)!
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)

    for (const mode of ['down', 'timeout'] as const) {
      fakes.setMode(provider.host, mode)
      expect(await voidOrphanAuthorisations(providerEnv, NOW)).toMatchObject({ voided: 0 })
      expect(await row(lost.key)).toEqual({
        status: 'DECLINED',
        failureCode: 'GATEWAY_UNREACHABLE',
        reference: null,
      })
      expect(provider.state(fakes, hold)).toBe('OPEN')
    }
    const lines = logged.mock.calls.map((call) => String(call[0])).join('\n')
    expect(lines).toContain('"step":"lookup"')
    expect(lines).not.toContain(hold)

    fakes.setMode(provider.host, 'up')
    expect(await voidOrphanAuthorisations(providerEnv, NOW)).toMatchObject({ voided: 1 })
    expect(provider.state(fakes, hold)).toBe('VOIDED')
  })

  it('never claims a payment of the same order reference that we already recorded', async () => {
    // A deposit balance is paid under its order's number (after-sale-service.ts), so one
    // reference can carry a captured payment, a held one and a lost attempt.
    const reference = `LK-shared-${provider.host}-${++n}`
    const captured = await attempt('up', 1_500, reference)
    const held = await attempt('up', 2_500, reference)
    if (captured.result.status !== 'AUTHORISED' || held.result.status !== 'AUTHORISED') {
      throw new Error('expected two authorisations')
    }
    expect(await captured.gateway.capture(captured.result.reference, 1_500)).toEqual({
      status: 'OK',
    })
    const link = await linkOrderStatement(
      env.DB,
      held.gateway.name,
      held.result.reference,
      77,
      AT,
    ).run()
    expect(link.meta.changes).toBe(1)
    const sameAmountAsCaptured = await attempt('timeout', 1_500, reference)
    const sameAmountAsHeld = await attempt('timeout', 2_500, reference)

    expect(await voidOrphanAuthorisations(providerEnv, NOW)).toEqual({
      voided: 0,
      failed: 0,
      abandoned: 0,
    })
    // Each is settled as a plain failure, not left to be asked (and fail on the UNIQUE
    // reference) every run for a week.
    for (const lost of [sameAmountAsCaptured, sameAmountAsHeld]) {
      expect(await row(lost.key)).toEqual({
        status: 'DECLINED',
        failureCode: 'PAYMENT_FAILED',
        reference: null,
      })
    }
    expect(provider.state(fakes, captured.result.reference)).toBe('CAPTURED')
    expect(provider.state(fakes, held.result.reference)).toBe('OPEN')
  })

  it('finds only an open hold for the reference and amount, and throws when it cannot say', async () => {
    const lost = await attempt('lost', 1_800)
    const raw = provider.raw()
    const hold = provider.holdFor(fakes, lost.orderReference)
    expect(await raw.lookup!(lost.orderReference, 1_800)).toBe(hold)
    expect(await raw.lookup!(lost.orderReference)).toBe(hold)
    expect(await raw.lookup!(lost.orderReference, 1_801)).toBeNull()
    expect(await raw.lookup!(`${lost.orderReference}-other`, 1_800)).toBeNull()
    // A captured payment is one we saw answered, so never the lost attempt's.
    const captured = await attempt('up', 1_800)
    if (captured.result.status !== 'AUTHORISED') throw new Error('expected an authorisation')
    await captured.gateway.capture(captured.result.reference, 1_800)
    expect(provider.state(fakes, captured.result.reference)).toBe('CAPTURED')
    expect(await raw.lookup!(captured.orderReference, 1_800)).toBeNull()
    fakes.setMode(provider.host, 'down')
    await expect(raw.lookup!(lost.orderReference, 1_800)).rejects.toBeInstanceOf(
      GatewayUnavailableError,
    )
  })
})

describe('Klarna', () => {
  let fakes: Fakes
  beforeEach(() => {
    fakes = installFakePaymentProviders()
  })
  afterEach(() => fakes.restore())

  it('has no lookup, so reconciliation leaves its unknown outcomes alone', async () => {
    expect((new KlarnaGateway(KLARNA_FAKE) as PaymentGateway).lookup).toBeUndefined()
    expect(gatewayForMethod('klarna', { env: providerEnv, db: env.DB }).lookup).toBeUndefined()
    fakes.setMode('klarna', 'lost')
    const key = `lk-klarna-${++n}`
    await bindTestSession(env.DB, 'KLARNA', key, 4_500, AT)
    const result = await gatewayForMethod('klarna', {
      env: providerEnv,
      db: env.DB,
      clock: () => AT,
    }).authorize({
      amount: 4_500,
      currency: 'GBP',
      paymentToken: fakes.klarna.approve(),
      purpose: testPurpose('klarna'),
      idempotencyKey: key,
      orderReference: `LK-KL-${n}`,
    })
    expect(result).toEqual({ status: 'DECLINED', code: 'GATEWAY_UNREACHABLE' })
    expect(fakes.klarna.orders.size).toBe(1)
    fakes.setMode('klarna', 'up')
    const calls = fakes.calls.length
    expect(await voidOrphanAuthorisations(providerEnv, NOW)).toMatchObject({ voided: 0 })
    expect(fakes.calls.length).toBe(calls)
    expect(await row(key)).toMatchObject({ status: 'DECLINED', failureCode: 'GATEWAY_UNREACHABLE' })
  })
})
