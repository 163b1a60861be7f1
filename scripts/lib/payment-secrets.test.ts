import { describe, expect, it } from 'vitest'
import { paymentConfig } from '../../src/worker/services/payments/payment-config'
import {
  DEPLOY_PAYMENT_PROVIDERS,
  PROVIDER_SECRETS,
  missingPaymentSecrets,
  secretNamesOf,
} from './payment-secrets.mjs'

const ALL = Object.values(PROVIDER_SECRETS).flat()
const KEYS = { BRAINTREE: 'braintree', KLARNA: 'klarna', CLEARPAY: 'clearpay' } as const

describe('the payment secrets a deploy checks', () => {
  it("are exactly the ones each adapter's configuration needs", () => {
    const env = Object.fromEntries(ALL.map((name) => [name, 'set']))
    for (const [provider, names] of Object.entries(PROVIDER_SECRETS)) {
      const key = KEYS[provider as keyof typeof KEYS]
      expect(paymentConfig(env)[key]).not.toBeNull()
      for (const name of names) {
        expect(paymentConfig({ ...env, [name]: undefined })[key], name).toBeNull()
      }
    }
  })

  it('let a production deploy through when every provider has its secrets', () => {
    expect(
      missingPaymentSecrets('production', [...ALL, 'BRAINTREE_MERCHANT_ACCOUNT_ID_EUR', 'OTHER']),
    ).toEqual([])
  })

  it('name each provider of production that lacks a secret, and which', () => {
    const without = ALL.filter((name) => name !== 'KLARNA_PASSWORD' && name !== 'CLEARPAY_URL')
    expect(
      missingPaymentSecrets('production', [...without, 'BRAINTREE_MERCHANT_ACCOUNT_ID_EUR']),
    ).toEqual(['KLARNA lacks KLARNA_PASSWORD', 'CLEARPAY lacks CLEARPAY_URL'])
    expect(missingPaymentSecrets('production', [])).toHaveLength(
      DEPLOY_PAYMENT_PROVIDERS.production.length,
    )
  })

  it("ask production alone for Braintree's euro merchant account", () => {
    expect(missingPaymentSecrets('production', ALL)).toEqual([
      'BRAINTREE lacks BRAINTREE_MERCHANT_ACCOUNT_ID_EUR',
    ])
    expect(missingPaymentSecrets('staging', ALL)).toEqual([])
  })

  it("read the names from wrangler secret list's JSON, and nothing from anything else", () => {
    const output = JSON.stringify([
      { name: 'KLARNA_URL', type: 'secret_text' },
      { name: 'LOG_TOKEN', type: 'secret_text' },
    ])
    expect(secretNamesOf(output)).toEqual(['KLARNA_URL', 'LOG_TOKEN'])
    expect(secretNamesOf('✘ [ERROR] Worker "dealio-production" not found.')).toBeNull()
    expect(secretNamesOf('[{"type":"secret_text"}]')).toBeNull()
  })
})
