import { describe, expect, it } from 'vitest'
import { PAYMENT_FAILED_HEADING, PAYMENT_OUTCOMES, paymentErrorMessage } from './payment-errors'

describe('paymentErrorMessage', () => {
  it('uses the spec words where §8 gives them', () => {
    expect(paymentErrorMessage('PAYMENT_FAILED')).toBe('Payment failed.')
    expect(PAYMENT_FAILED_HEADING).toBe('Oops! Payment Failed')
  })

  it.each([
    ['CARD_NOT_ACCEPTED', /American Express or Diners.*Visa or Mastercard/],
    ['GATEWAY_UNREACHABLE', /Visa or Mastercard/],
    ['ORDER_NOT_PLACED', /order hasn't been placed/],
    ['ISSUER_UNREACHABLE', /response from your bank/],
    ['BILLING_ADDRESS_MISMATCH', /billing address/],
    ['WALLET_ONLY_NEEDS_CARD', /wallet credit covers/],
    ['EXPRESS_BUY_UNAVAILABLE', /Express buy is not available.*checkout/],
    ['PAYPAL_REJECTED', /PayPal/],
    ['KLARNA_FAILED', /Klarna/],
    ['CLEARPAY_FAILED', /Clearpay/],
  ])('says %s in the spec sense', (outcome, text) => {
    expect(paymentErrorMessage(outcome)).toMatch(text)
  })

  it('reads an unknown provider code as Payment failed.', () => {
    expect(paymentErrorMessage('SOMETHING_NEW')).toBe('Payment failed.')
    expect(paymentErrorMessage('toString')).toBe('Payment failed.')
  })

  it('gives every failure a kind the error handler maps to a 4xx', () => {
    for (const [outcome, { kind }] of Object.entries(PAYMENT_OUTCOMES)) {
      if (outcome === 'APPROVED') expect(kind).toBeNull()
      else expect(['INVALID', 'UNPROCESSABLE', 'CONFLICT']).toContain(kind)
    }
  })
})
