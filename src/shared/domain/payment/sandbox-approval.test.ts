import { describe, expect, it } from 'vitest'
import { paymentErrorMessage } from './payment-errors'
import {
  APPROVAL_METHODS,
  cancelledMessage,
  declineCodeOf,
  paymentMethodOf,
  showsInstalments,
} from './sandbox-approval'

describe('sandbox approvals', () => {
  it('pays PayPal Credit with the paypal method and every other choice with its own', () => {
    expect(paymentMethodOf('paypal_credit')).toBe('paypal')
    expect(paymentMethodOf('klarna')).toBe('klarna')
    expect(paymentMethodOf('google_pay')).toBe('google_pay')
  })

  it("reads a provider's refusal as its own §8 message", () => {
    expect(paymentErrorMessage(declineCodeOf('paypal'))).toMatch(/^PayPal could not/)
    expect(paymentErrorMessage(declineCodeOf('paypal_credit'))).toMatch(/^PayPal could not/)
    expect(paymentErrorMessage(declineCodeOf('klarna'))).toMatch(/^Klarna could not/)
    expect(paymentErrorMessage(declineCodeOf('clearpay'))).toMatch(/^Clearpay could not/)
    expect(declineCodeOf('google_pay')).toBe('DECLINED')
    expect(declineCodeOf('apple_pay')).toBe('DECLINED')
  })

  it('shows a schedule only for the pay-in-3 providers', () => {
    expect(APPROVAL_METHODS.filter(showsInstalments)).toEqual(['klarna', 'clearpay'])
  })

  it('says the basket is unchanged after a cancellation', () => {
    expect(cancelledMessage('paypal')).toContain('Your basket is unchanged')
  })
})
