import { describe, expect, it } from 'vitest'
import { paymentConfig } from './payment-config'

const BRAINTREE = {
  BRAINTREE_URL: 'https://payments.sandbox.braintree-api.com/graphql',
  BRAINTREE_PUBLIC_KEY: 'pub',
  BRAINTREE_PRIVATE_KEY: 'priv',
  BRAINTREE_MERCHANT_ACCOUNT_ID: 'gbp',
}

describe('paymentConfig', () => {
  it('switches nothing on for an env without provider settings', () => {
    expect(paymentConfig({ ENVIRONMENT: 'test' })).toEqual({
      braintree: null,
      klarna: null,
      clearpay: null,
    })
  })

  it('switches a provider on only when every one of its settings is present and not blank', () => {
    expect(paymentConfig(BRAINTREE).braintree).toEqual({
      url: BRAINTREE.BRAINTREE_URL,
      publicKey: 'pub',
      privateKey: 'priv',
      merchantAccountId: 'gbp',
      merchantAccountIdEur: null,
      googleMerchantId: null,
    })
    expect(paymentConfig({ ...BRAINTREE, BRAINTREE_PRIVATE_KEY: ' ' }).braintree).toBeNull()
    expect(paymentConfig({ KLARNA_URL: 'https://k', KLARNA_USERNAME: 'u' }).klarna).toBeNull()
  })

  it('reads the optional euro merchant account', () => {
    const config = paymentConfig({ ...BRAINTREE, BRAINTREE_MERCHANT_ACCOUNT_ID_EUR: 'eur' })
    expect(config.braintree?.merchantAccountIdEur).toBe('eur')
  })

  it("reads Google's merchant id for Google Pay", () => {
    const config = paymentConfig({ ...BRAINTREE, GOOGLE_PAY_MERCHANT_ID: ' BCR2DN4T ' })
    expect(config.braintree?.googleMerchantId).toBe('BCR2DN4T')
  })
})
