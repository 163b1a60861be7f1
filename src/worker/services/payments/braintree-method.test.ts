import { describe, expect, it } from 'vitest'
import { braintreeMethodOf } from './braintree-method'

describe('braintreeMethodOf', () => {
  it('reads a card, a PayPal account and the two wallets', () => {
    expect(braintreeMethodOf({ __typename: 'CreditCardDetails', origin: null })).toBe('credit_card')
    expect(braintreeMethodOf({ __typename: 'PayPalTransactionDetails' })).toBe('paypal')
    expect(
      braintreeMethodOf({ __typename: 'CreditCardDetails', origin: { type: 'APPLE_PAY' } }),
    ).toBe('apple_pay')
    expect(
      braintreeMethodOf({ __typename: 'CreditCardDetails', origin: { type: 'GOOGLE_PAY' } }),
    ).toBe('google_pay')
  })

  it('counts a network-tokenised card as the card', () => {
    expect(
      braintreeMethodOf({ __typename: 'CreditCardDetails', origin: { type: 'NETWORK_TOKEN' } }),
    ).toBe('credit_card')
  })

  it('names a kind we do not take as OTHER, and says nothing when the answer does not', () => {
    expect(braintreeMethodOf({ __typename: 'VenmoAccountDetails' })).toBe('OTHER')
    expect(
      braintreeMethodOf({ __typename: 'CreditCardDetails', origin: { type: 'MASTERPASS' } }),
    ).toBe('OTHER')
    expect(braintreeMethodOf(null)).toBeNull()
    expect(braintreeMethodOf({})).toBeNull()
  })
})
