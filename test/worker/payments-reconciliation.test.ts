import { env } from 'cloudflare:test'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { voidOrphanAuthorisations } from '../../src/worker/jobs/payment-reconciliation'
import { linkOrderStatement } from '../../src/worker/services/payments/authorisation-repository'
import { gatewayForMethod } from '../../src/worker/services/payments/gateway-selection'
import { TokenizerService } from '../../src/worker/services/payments/tokenizer'
import { FAKE_PROVIDER_ENV, installFakePaymentProviders } from '../fixtures/fake-payment-providers'

const NOW = new Date('2026-11-21T12:00:00Z')
const minutesAgo = (m: number) => new Date(NOW.getTime() - m * 60_000)

/** A sandbox authorisation made `minutes` before NOW. */
async function sandboxAuthorisation(key: string, minutes: number) {
  const at = minutesAgo(minutes)
  const { token } = await new TokenizerService(env.DB).tokenize(
    { number: '4111111111111111', expiryMonth: 12, expiryYear: 2030, cvv: '123' },
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
    idempotencyKey: key,
    orderReference: key,
  })
  if (result.status !== 'AUTHORISED') throw new Error('expected an authorisation')
  return result.reference
}

const statusOf = async (key: string) =>
  (
    await env.DB.prepare('SELECT status FROM payment_authorisations WHERE idempotency_key = ?')
      .bind(key)
      .first<{ status: string }>()
  )?.status

describe('payment reconciliation', () => {
  let fakes: ReturnType<typeof installFakePaymentProviders>
  beforeEach(() => {
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
       VALUES ('stuck', 'SANDBOX', 'stuck-key', 900, 'GBP', 'PENDING', 'ORD-S', ?1, ?1)`,
    )
      .bind(minutesAgo(16).toISOString())
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
      paymentToken: 'fake-valid-nonce',
      idempotencyKey: 'bt-orphan',
      orderReference: 'ORD-BT',
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
