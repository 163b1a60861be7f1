import { env } from 'cloudflare:test'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ClearpayGateway } from '../../src/worker/services/payments/clearpay'
import { gatewayForMethod } from '../../src/worker/services/payments/gateway-selection'
import {
  CLEARPAY_FAKE,
  FAKE_PROVIDER_ENV,
  installFakePaymentProviders,
} from '../fixtures/fake-payment-providers'
import { bindTestSession, testPurpose } from '../fixtures/payment-purpose'

const providerEnv = { ...env, ...FAKE_PROVIDER_ENV }
let n = 0
const input = (paymentToken: string, amount = 3_000, currency: 'GBP' | 'EUR' = 'GBP') => ({
  amount,
  currency,
  paymentToken,
  purpose: testPurpose('clearpay'),
  idempotencyKey: `cp-${++n}`,
  orderReference: `ORD-${n}`,
})

const checkout = async (email = 'ann@example.com', amount = 3_000) => {
  const made = await new ClearpayGateway(CLEARPAY_FAKE).createCheckout({
    amount,
    orderReference: 'ORD-C',
    consumerEmail: email,
    redirectConfirmUrl: 'https://www.dealio.co.uk/checkout/clearpay/confirm',
    redirectCancelUrl: 'https://www.dealio.co.uk/checkout/clearpay/cancel',
  })
  if (!made) throw new Error('checkout refused')
  expect(made.redirectCheckoutUrl).toContain(made.token)
  await bindTestSession(env.DB, 'CLEARPAY', made.token, amount)
  return made.token
}

describe('the Clearpay adapter against a fake Clearpay v2 API', () => {
  let fakes: ReturnType<typeof installFakePaymentProviders>
  beforeEach(() => {
    fakes = installFakePaymentProviders()
  })
  afterEach(() => fakes.restore())

  it('authorises a confirmed checkout with the idempotency key as requestId, then captures and refunds', async () => {
    const gateway = gatewayForMethod('clearpay', { env: providerEnv, db: env.DB })
    expect(gateway.name).toBe('CLEARPAY')
    const attempt = input(await checkout())
    const result = await gateway.authorize(attempt)
    if (result.status !== 'AUTHORISED') throw new Error('expected an authorisation')
    expect(fakes.clearpay.requestIds).toContain(attempt.idempotencyKey)
    expect(await gateway.capture(result.reference, 3_000)).toEqual({ status: 'OK' })
    expect(await gateway.refund(result.reference, 1_250)).toEqual({ status: 'OK' })
    expect(fakes.clearpay.payments.get(result.reference)).toMatchObject({
      state: 'CAPTURED',
      captured: 3_000,
      refunded: 1_250,
    })
  })

  it('voids an authorisation', async () => {
    const gateway = gatewayForMethod('clearpay', { env: providerEnv, db: env.DB })
    const result = await gateway.authorize(input(await checkout()))
    if (result.status !== 'AUTHORISED') throw new Error('expected an authorisation')
    expect(await gateway.void(result.reference)).toEqual({ status: 'OK' })
    expect(fakes.clearpay.payments.get(result.reference)?.state).toBe('VOIDED')
  })

  it('declines what Clearpay declines, euros, an amount that differs and an unknown token', async () => {
    const raw = new ClearpayGateway(CLEARPAY_FAKE)
    const failed = { status: 'DECLINED', code: 'CLEARPAY_FAILED' }
    expect(await raw.authorize(input(await checkout('decline@example.com')))).toEqual(failed)
    expect(await raw.authorize(input(await checkout(), 3_000, 'EUR'))).toEqual(failed)
    expect(await raw.authorize(input(await checkout(), 3_001))).toEqual(failed)
    expect(await raw.authorize(input('002.unknown'))).toEqual({
      status: 'DECLINED',
      code: 'INVALID_PAYMENT_TOKEN',
    })
  })

  it('answers wrong credentials and an over-capture with failures, not exceptions', async () => {
    const raw = new ClearpayGateway(CLEARPAY_FAKE)
    const result = await raw.authorize(input(await checkout()))
    if (result.status !== 'AUTHORISED') throw new Error('expected an authorisation')
    expect(await raw.capture(result.reference, 3_001)).toEqual({
      status: 'FAILED',
      code: 'CLEARPAY_FAILED',
    })
    const wrong = new ClearpayGateway({ ...CLEARPAY_FAKE, secretKey: 'nope' })
    expect(
      await wrong.createCheckout({
        amount: 100,
        orderReference: 'X',
        consumerEmail: 'a@example.com',
        redirectConfirmUrl: 'https://x.test/ok',
        redirectCancelUrl: 'https://x.test/no',
      }),
    ).toBeNull()
  })

  it('turns a 5xx into GATEWAY_UNREACHABLE', async () => {
    const token = await checkout()
    fakes.setMode('clearpay', 'down')
    const gateway = gatewayForMethod('clearpay', { env: providerEnv, db: env.DB })
    expect(await gateway.authorize(input(token))).toEqual({
      status: 'DECLINED',
      code: 'GATEWAY_UNREACHABLE',
    })
  })
})
