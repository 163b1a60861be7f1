import { env } from 'cloudflare:test'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { BraintreeGateway } from '../../src/worker/services/payments/braintree'
import {
  enabledGateways,
  gatewayForMethod,
} from '../../src/worker/services/payments/gateway-selection'
import {
  BRAINTREE_FAKE,
  FAKE_PROVIDER_ENV,
  installFakePaymentProviders,
  methodOfFakeNonce,
} from '../fixtures/fake-payment-providers'
import { testPurpose } from '../fixtures/payment-purpose'

const providerEnv = { ...env, ...FAKE_PROVIDER_ENV }
let n = 0
/** A card nonce after 3-D Secure with liability shifted, as verifyCard gives it. */
const SECURE_CARD = 'fake-three-d-secure-visa-full-authentication-nonce'
const input = (paymentToken: string, amount = 2_599) => ({
  amount,
  currency: 'GBP' as const,
  paymentToken,
  purpose: testPurpose(methodOfFakeNonce(paymentToken)),
  idempotencyKey: `bt-${++n}`,
  orderReference: `ORD-${n}`,
})

describe('the Braintree adapter against a fake Braintree GraphQL API', () => {
  let fakes: ReturnType<typeof installFakePaymentProviders>
  beforeEach(() => {
    fakes = installFakePaymentProviders()
  })
  afterEach(() => fakes.restore())

  it('is chosen for cards, PayPal, Apple Pay and Google Pay only when fully configured', () => {
    for (const method of ['credit_card', 'paypal', 'apple_pay', 'google_pay'] as const) {
      expect(gatewayForMethod(method, { env: providerEnv, db: env.DB }).name).toBe('BRAINTREE')
    }
    const partial = { ...env, BRAINTREE_URL: BRAINTREE_FAKE.url, BRAINTREE_PUBLIC_KEY: 'x' }
    expect(gatewayForMethod('credit_card', { env: partial, db: env.DB }).name).toBe('SANDBOX')
    expect(enabledGateways(partial)).toEqual(['SANDBOX'])
    expect(enabledGateways(providerEnv)).toEqual(['SANDBOX', 'BRAINTREE', 'KLARNA', 'CLEARPAY'])
  })

  it('authorises, captures and, once settled, refunds in pounds and pence', async () => {
    const gateway = gatewayForMethod('credit_card', { env: providerEnv, db: env.DB })
    const result = await gateway.authorize(input(SECURE_CARD))
    expect(result).toMatchObject({ status: 'AUTHORISED' })
    if (result.status !== 'AUTHORISED') return
    expect(fakes.braintree.transactions.get(result.reference)).toMatchObject({
      status: 'AUTHORIZED',
      amount: '25.99',
      orderId: `ORD-${n}`,
    })
    expect(await gateway.capture(result.reference, 2_000)).toEqual({ status: 'OK' })
    expect(fakes.braintree.transactions.get(result.reference)).toMatchObject({
      status: 'SUBMITTED_FOR_SETTLEMENT',
      amount: '20.00',
    })
    fakes.braintree.settleAll()
    expect(await gateway.refund(result.reference, 500)).toEqual({ status: 'OK' })
    expect(fakes.braintree.transactions.get(result.reference)?.refunded).toBe(500)
  })

  it('voids an authorisation with reverseTransaction', async () => {
    const gateway = gatewayForMethod('paypal', { env: providerEnv, db: env.DB })
    const result = await gateway.authorize(input('fake-paypal-one-time-nonce'))
    if (result.status !== 'AUTHORISED') throw new Error('expected an authorisation')
    expect(await gateway.void(result.reference)).toEqual({ status: 'OK' })
    expect(fakes.braintree.transactions.get(result.reference)?.status).toBe('VOIDED')
  })

  it.each([
    ['fake-processor-declined-visa-nonce', 2_599, 'DECLINED'],
    [SECURE_CARD, 200_100, 'INSUFFICIENT_FUNDS'],
    [SECURE_CARD, 203_800, 'PROCESSOR_DECLINED'],
    ['fake-valid-nonce', 2_599, 'AUTHENTICATION_FAILED'],
    ['fake-three-d-secure-visa-failed-authentication-nonce', 2_599, 'AUTHENTICATION_FAILED'],
    ['no-such-nonce', 2_599, 'INVALID_PAYMENT_TOKEN'],
  ])('maps nonce %s for %i minor units to %s', async (nonce, amount, code) => {
    const raw = new BraintreeGateway(BRAINTREE_FAKE)
    expect(await raw.authorize(input(nonce, amount))).toEqual({ status: 'DECLINED', code })
  })

  it('charges euros only through a euro merchant account', async () => {
    const euro = { ...input(SECURE_CARD), currency: 'EUR' as const }
    const gbpOnly = new BraintreeGateway(BRAINTREE_FAKE)
    expect(await gbpOnly.authorize(euro)).toEqual({ status: 'DECLINED', code: 'PAYMENT_FAILED' })
    expect(fakes.calls).toHaveLength(0)
    const both = new BraintreeGateway({ ...BRAINTREE_FAKE, merchantAccountIdEur: 'dealio_eur' })
    expect(await both.authorize(euro)).toMatchObject({ status: 'AUTHORISED' })
  })

  it.each([
    ['CVV', 'CVV_MISMATCH'],
    ['AVS', 'BILLING_ADDRESS_MISMATCH'],
    ['THREE_D_SECURE', 'AUTHENTICATION_FAILED'],
    ['FRAUD', 'DECLINED'],
  ])('maps a gateway rejection for %s to %s', async (reason, code) => {
    fakes.braintree.rejectNext(reason)
    const raw = new BraintreeGateway(BRAINTREE_FAKE)
    expect(await raw.authorize(input(SECURE_CARD))).toEqual({ status: 'DECLINED', code })
  })

  it.each([
    ['fake-apple-pay-visa-nonce', 'google_pay'],
    ['fake-valid-visa-nonce', 'paypal'],
  ] as const)('releases and refuses %s posted for a %s payment', async (nonce, method) => {
    const gateway = gatewayForMethod(method, { env: providerEnv, db: env.DB })
    expect(await gateway.authorize({ ...input(nonce), purpose: testPurpose(method) })).toEqual({
      status: 'DECLINED',
      code: 'INVALID_PAYMENT_TOKEN',
    })
    expect([...fakes.braintree.transactions.values()].map((tx) => tx.status)).toEqual(['VOIDED'])
  })

  it('refuses a PayPal nonce posted for a card before anything is held (authorizeCreditCard takes cards only)', async () => {
    const gateway = gatewayForMethod('credit_card', { env: providerEnv, db: env.DB })
    const paypal = { ...input('fake-paypal-one-time-nonce'), purpose: testPurpose('credit_card') }
    expect(await gateway.authorize(paypal)).toMatchObject({ status: 'DECLINED' })
    expect(fakes.braintree.transactions.size).toBe(0)
  })

  it('takes a card only with its 3-D Secure result: shifted or unavailable pays, none or failed does not', async () => {
    const raw = new BraintreeGateway(BRAINTREE_FAKE)
    expect(await raw.authorize(input(SECURE_CARD))).toMatchObject({ status: 'AUTHORISED' })
    expect(
      await raw.authorize(input('fake-three-d-secure-visa-lookup-timeout-nonce')),
    ).toMatchObject({ status: 'AUTHORISED' })
    for (const nonce of [
      'fake-valid-visa-nonce',
      'fake-three-d-secure-visa-failed-authentication-nonce',
    ]) {
      expect(await raw.authorize(input(nonce))).toEqual({
        status: 'DECLINED',
        code: 'AUTHENTICATION_FAILED',
      })
    }
    const held = [...fakes.braintree.transactions.values()].map((tx) => tx.status)
    expect(held.filter((status) => status === 'AUTHORIZED')).toHaveLength(2)
  })

  it('releases a card the gateway held although its bank did not authenticate the shopper', async () => {
    // The control panel's 3-D Secure rules let an attempted, unfinished authentication through;
    // the checkout would have refused it, and a shopper can skip the checkout's check.
    const raw = new BraintreeGateway(BRAINTREE_FAKE)
    expect(
      await raw.authorize(input('fake-three-d-secure-visa-attempts-non-participating-nonce')),
    ).toEqual({ status: 'DECLINED', code: 'AUTHENTICATION_FAILED' })
    expect([...fakes.braintree.transactions.values()].map((tx) => tx.status)).toEqual(['VOIDED'])
  })

  it('refuses to reuse a single-use nonce', async () => {
    const raw = new BraintreeGateway(BRAINTREE_FAKE)
    expect(await raw.authorize(input('fake-apple-pay-visa-nonce'))).toMatchObject({
      status: 'AUTHORISED',
    })
    expect(await raw.authorize(input('fake-apple-pay-visa-nonce'))).toEqual({
      status: 'DECLINED',
      code: 'INVALID_PAYMENT_TOKEN',
    })
  })

  it('answers wrong credentials with a failed payment, not an exception', async () => {
    const raw = new BraintreeGateway({ ...BRAINTREE_FAKE, privateKey: 'wrong' })
    expect(await raw.authorize(input('fake-valid-nonce'))).toEqual({
      status: 'DECLINED',
      code: 'PAYMENT_FAILED',
    })
  })

  it('turns a timeout or a 5xx into GATEWAY_UNREACHABLE and always sends a timeout signal', async () => {
    const gateway = gatewayForMethod('credit_card', { env: providerEnv, db: env.DB })
    for (const mode of ['timeout', 'down'] as const) {
      fakes.setMode('braintree', mode)
      expect(await gateway.authorize(input('fake-valid-nonce'))).toEqual({
        status: 'DECLINED',
        code: 'GATEWAY_UNREACHABLE',
      })
    }
    expect(fakes.calls.length).toBeGreaterThan(0)
    expect(fakes.calls.every((call) => call.signal)).toBe(true)
  })
})
