import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { LedgeredGateway } from '../../src/worker/services/payments/authorisation-ledger'
import { operationKey } from '../../src/worker/services/payments/operation-key'
import {
  GatewayUnavailableError,
  type OperationResult,
  type PaymentGateway,
} from '../../src/worker/services/payments/payment-gateway'
import { testPurpose } from '../fixtures/payment-purpose'
import { clock } from './clock'
import { newKey } from './orders-client'

// Capture, void and refund carry a key derived from the operation (operation-key.ts): a retry
// of the same operation sends the first call's key, so a provider that deduplicates by it
// (Klarna-Idempotency-Key, Clearpay requestId) never moves the money twice.

/** A provider that records the key of every money call and fails the next one when told. */
class KeyedProvider implements PaymentGateway {
  readonly name = 'KLARNA' as const
  readonly keys: { operation: string; amount?: number; key?: string }[] = []
  failNext = false

  async authorize() {
    return { status: 'AUTHORISED' as const, reference: `kl-${crypto.randomUUID()}` }
  }

  private record(operation: string, key: string | undefined, amount?: number) {
    this.keys.push({ operation, key, ...(amount === undefined ? {} : { amount }) })
    if (this.failNext) {
      this.failNext = false
      throw new GatewayUnavailableError('KLARNA', 'GATEWAY_UNREACHABLE', 'timeout')
    }
    return Promise.resolve<OperationResult>({ status: 'OK' })
  }

  capture(_reference: string, amount: number, key?: string) {
    return this.record('capture', key, amount)
  }
  void(_reference: string, key?: string) {
    return this.record('void', key)
  }
  refund(_reference: string, amount: number, key?: string) {
    return this.record('refund', key, amount)
  }
}

async function authorised(provider: KeyedProvider) {
  const gateway = new LedgeredGateway(provider, env.DB, () => clock.now())
  const result = await gateway.authorize({
    amount: 3000,
    currency: 'GBP',
    paymentToken: 'token',
    purpose: testPurpose('klarna'),
    idempotencyKey: newKey(),
    orderReference: 'DL-9001',
  })
  if (result.status !== 'AUTHORISED') throw new Error('expected an authorisation')
  return { gateway, reference: result.reference }
}

describe('capture and refund idempotency keys', () => {
  it('send the same key when a capture is retried after an unknown outcome', async () => {
    const provider = new KeyedProvider()
    const { gateway, reference } = await authorised(provider)
    provider.failNext = true
    expect(await gateway.capture(reference, 3000)).toMatchObject({ status: 'FAILED' })
    expect(await gateway.capture(reference, 3000)).toEqual({ status: 'OK' })
    const [first, retry] = provider.keys
    expect(first!.key).toBe(await operationKey('KLARNA', reference, 'capture'))
    expect(retry!.key).toBe(first!.key)
  })

  it('give each refund of a payment its own key, and a retried refund the key it had', async () => {
    const provider = new KeyedProvider()
    const { gateway, reference } = await authorised(provider)
    await gateway.capture(reference, 3000)
    expect(await gateway.refund(reference, 500)).toEqual({ status: 'OK' })
    provider.failNext = true
    expect(await gateway.refund(reference, 500)).toMatchObject({ status: 'FAILED' })
    expect(await gateway.refund(reference, 500)).toEqual({ status: 'OK' })
    const refunds = provider.keys.filter((call) => call.operation === 'refund')
    expect(refunds.map((call) => call.key)).toEqual([
      await operationKey('KLARNA', reference, 'refund', 0),
      await operationKey('KLARNA', reference, 'refund', 500),
      await operationKey('KLARNA', reference, 'refund', 500),
    ])
    expect(refunds[0]!.key).not.toBe(refunds[1]!.key)
  })

  it('key a void by its payment', async () => {
    const provider = new KeyedProvider()
    const { gateway, reference } = await authorised(provider)
    await gateway.void(reference)
    expect(provider.keys).toEqual([
      { operation: 'void', key: await operationKey('KLARNA', reference, 'void') },
    ])
  })
})
