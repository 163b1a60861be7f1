import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { SandboxGateway } from '../../src/worker/services/payments/sandbox-gateway'
import { gatewayForMethod } from '../../src/worker/services/payments/gateway-selection'
import { GatewayUnavailableError } from '../../src/worker/services/payments/payment-gateway'
import { TokenizerService } from '../../src/worker/services/payments/tokenizer'
import { TEST_NOW } from './clock'
import { testPurpose } from '../fixtures/payment-purpose'

const NOW = new Date(TEST_NOW)
const clock = () => NOW
const gateway = () => gatewayForMethod('credit_card', { env, db: env.DB, clock })

const tokenFor = async (number: string) =>
  (
    await new TokenizerService(env.DB).tokenize(
      { number, expiryMonth: 12, expiryYear: NOW.getUTCFullYear() + 4, cvv: '123' },
      NOW,
    )
  ).token

// Idempotency keys are unique in the table every worker file shares: this run's are its own.
const run = crypto.randomUUID().slice(0, 8)
const key = (name: string) => `${name}-${run}`

let attempt = 0
const authorize = async (
  number: string,
  amount = 2_500,
  idempotencyKey = key(`key-${++attempt}`),
) =>
  gateway().authorize({
    amount,
    currency: 'GBP',
    paymentToken: await tokenFor(number),
    purpose: testPurpose(),
    idempotencyKey,
    orderReference: key(`ORD-${attempt}`),
  })

const rowFor = (idempotencyKey: string) =>
  env.DB.prepare('SELECT * FROM payment_authorisations WHERE idempotency_key = ?')
    .bind(idempotencyKey)
    .first<Record<string, unknown>>()

describe('the sandbox gateway', () => {
  it('is the gateway for every method while no provider is configured', () => {
    for (const method of ['credit_card', 'paypal', 'klarna', 'clearpay'] as const) {
      expect(gatewayForMethod(method, { env, db: env.DB }).name).toBe('SANDBOX')
    }
  })

  it.each([
    ['4111111111111111', { status: 'AUTHORISED' }],
    ['5555555555554444', { status: 'AUTHORISED' }],
    ['4000000000000002', { status: 'DECLINED', code: 'DECLINED' }],
    ['5105105105105100', { status: 'DECLINED', code: 'DECLINED' }],
    ['4000000000009995', { status: 'DECLINED', code: 'INSUFFICIENT_FUNDS' }],
    ['4000000000000069', { status: 'DECLINED', code: 'CARD_EXPIRED' }],
    ['4000000000000127', { status: 'DECLINED', code: 'CVV_MISMATCH' }],
    ['4000000000000119', { status: 'DECLINED', code: 'ISSUER_UNREACHABLE' }],
    ['4000000000003063', { status: 'DECLINED', code: 'AUTHENTICATION_FAILED' }],
    ['4000000000000010', { status: 'DECLINED', code: 'BILLING_ADDRESS_MISMATCH' }],
  ])('answers test card %s as its table says', async (number, expected) => {
    expect(await authorize(number)).toMatchObject(expected)
  })

  it('records each attempt, declined ones with their failure code', async () => {
    await authorize('4000000000009995', 2_500, key('recorded-decline'))
    expect(await rowFor(key('recorded-decline'))).toMatchObject({
      gateway: 'SANDBOX',
      status: 'DECLINED',
      failure_code: 'INSUFFICIENT_FUNDS',
      amount: 2_500,
      currency: 'GBP',
      order_id: null,
    })
  })

  it('throws a timeout-like error from the raw gateway when the issuer is unreachable', async () => {
    const raw = new SandboxGateway(env.DB, clock)
    const paymentToken = await tokenFor('4000000000000119')
    await expect(
      raw.authorize({
        amount: 100,
        currency: 'GBP',
        paymentToken,
        purpose: testPurpose(),
        idempotencyKey: key('raw'),
        orderReference: key('raw'),
      }),
    ).rejects.toBeInstanceOf(GatewayUnavailableError)
  })

  it('declines 2000.00 to 2999.99 as processor-declined, whatever the card', async () => {
    expect(await authorize('4111111111111111', 200_000)).toEqual({
      status: 'DECLINED',
      code: 'PROCESSOR_DECLINED',
    })
    expect(await authorize('5555555555554444', 299_999)).toMatchObject({
      code: 'PROCESSOR_DECLINED',
    })
    expect(await authorize('4111111111111111', 199_999)).toMatchObject({ status: 'AUTHORISED' })
  })

  it('answers 3000.00 to 3000.99 as the processor being unreachable', async () => {
    for (const amount of [300_000, 300_099]) {
      expect(await authorize('4111111111111111', amount)).toEqual({
        status: 'DECLINED',
        code: 'GATEWAY_UNREACHABLE',
      })
    }
    expect(await authorize('4111111111111111', 300_100)).toMatchObject({ status: 'AUTHORISED' })
  })

  it("lets a test card's own outcome win over the amount's", async () => {
    expect(await authorize('4000000000000127', 250_000)).toMatchObject({ code: 'CVV_MISMATCH' })
  })

  it('spends a token once: a second payment with it is declined', async () => {
    const paymentToken = await tokenFor('4111111111111111')
    const pay = (idempotencyKey: string) =>
      gateway().authorize({
        amount: 500,
        currency: 'GBP',
        paymentToken,
        purpose: testPurpose(),
        idempotencyKey,
        orderReference: 'X',
      })
    expect(await pay(key('single-use-1'))).toMatchObject({ status: 'AUTHORISED' })
    expect(await pay(key('single-use-2'))).toEqual({
      status: 'DECLINED',
      code: 'INVALID_PAYMENT_TOKEN',
    })
  })

  it('refuses an unknown or expired token', async () => {
    const late = gatewayForMethod('credit_card', {
      env,
      db: env.DB,
      clock: () => new Date(NOW.getTime() + 16 * 60_000),
    })
    const paymentToken = await tokenFor('4111111111111111')
    for (const token of [paymentToken, 'tok_sbx_made_up']) {
      expect(
        await late.authorize({
          amount: 500,
          currency: 'GBP',
          paymentToken: token,
          purpose: testPurpose(),
          idempotencyKey: key(`expired-${token}`),
          orderReference: 'X',
        }),
      ).toEqual({ status: 'DECLINED', code: 'INVALID_PAYMENT_TOKEN' })
    }
  })

  it('makes one authorisation from 10 parallel attempts with one idempotency key', async () => {
    const paymentToken = await tokenFor('4111111111111111')
    const input = {
      amount: 4_999,
      currency: 'GBP' as const,
      paymentToken,
      purpose: testPurpose(),
      idempotencyKey: key('parallel-key'),
      orderReference: 'ORD-P',
    }
    const results = await Promise.all(Array.from({ length: 10 }, () => gateway().authorize(input)))
    expect(results[0]).toMatchObject({ status: 'AUTHORISED' })
    expect(new Set(results.map((r) => JSON.stringify(r))).size).toBe(1)
    const count = await env.DB.prepare(
      'SELECT COUNT(*) AS n FROM payment_authorisations WHERE idempotency_key = ?',
    )
      .bind(input.idempotencyKey)
      .first<{ n: number }>()
    expect(count?.n).toBe(1)
    // A retry long after still answers with the same authorisation.
    expect(await gateway().authorize(input)).toEqual(results[0])
  })

  it('refuses to reuse an idempotency key for another amount', async () => {
    await authorize('4111111111111111', 1_000, key('reused-key'))
    await expect(authorize('4111111111111111', 2_000, key('reused-key'))).rejects.toMatchObject({
      code: 'CONFLICT',
    })
  })

  it('captures, refunds and voids only from the right states', async () => {
    const result = await authorize('4111111111111111', 3_000, key('lifecycle'))
    if (result.status !== 'AUTHORISED') throw new Error('expected an authorisation')
    const g = gateway()
    await expect(g.refund(result.reference, 100)).rejects.toMatchObject({ code: 'CONFLICT' })
    await expect(g.capture(result.reference, 3_001)).rejects.toMatchObject({ code: 'INVALID' })
    expect(await g.capture(result.reference, 3_000)).toEqual({ status: 'OK' })
    await expect(g.void(result.reference)).rejects.toMatchObject({ code: 'CONFLICT' })
    expect(await g.refund(result.reference, 1_000)).toEqual({ status: 'OK' })
    expect(await rowFor(key('lifecycle'))).toMatchObject({
      status: 'CAPTURED',
      refunded_amount: 1_000,
    })
    expect(await g.refund(result.reference, 2_000)).toEqual({ status: 'OK' })
    expect(await rowFor(key('lifecycle'))).toMatchObject({
      status: 'REFUNDED',
      captured_amount: 3_000,
    })

    const other = await authorize('4111111111111111', 3_000, key('lifecycle-void'))
    if (other.status !== 'AUTHORISED') throw new Error('expected an authorisation')
    expect(await g.void(other.reference)).toEqual({ status: 'OK' })
    expect(await g.void(other.reference)).toEqual({ status: 'OK' })
    expect(await rowFor(key('lifecycle-void'))).toMatchObject({ status: 'VOIDED' })
  })
})
