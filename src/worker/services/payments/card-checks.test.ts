import { describe, expect, it } from 'vitest'
import { PAYMENT_OUTCOMES } from '../../../shared/domain/payment/payment-errors'
import { checkCardForToken } from './card-checks'

const NOW = new Date('2026-11-21T12:00:00Z')
const card = (overrides: Partial<Parameters<typeof checkCardForToken>[0]> = {}) => ({
  number: '4111 1111 1111 1111',
  expiryMonth: 12,
  expiryYear: 30,
  cvv: '123',
  ...overrides,
})

describe('checkCardForToken', () => {
  it('passes a good card with the API brand, its digits and last four', () => {
    expect(checkCardForToken(card(), NOW)).toEqual({
      ok: true,
      brand: 'VISA',
      digits: '4111111111111111',
      last4: '1111',
    })
    expect(checkCardForToken(card({ number: '5555-5555-5555-4444' }), NOW)).toMatchObject({
      brand: 'MASTERCARD',
    })
  })

  it('refuses American Express and Diners with the shared message', () => {
    for (const number of ['378282246310005', '36227206271667']) {
      const cvv = number.startsWith('37') ? '1234' : '123'
      expect(checkCardForToken(card({ number, cvv }), NOW)).toEqual({
        ok: false,
        errors: ['CARD_NOT_ACCEPTED'],
        message: PAYMENT_OUTCOMES.CARD_NOT_ACCEPTED.message,
      })
    }
  })

  it('lists every failing field and says the first, number before expiry before code', () => {
    const result = checkCardForToken(
      card({ number: '4111111111111112', expiryMonth: 10, expiryYear: 2026, cvv: '12' }),
      NOW,
    )
    expect(result).toEqual({
      ok: false,
      errors: ['CARD_NUMBER_INVALID', 'CARD_EXPIRED', 'SECURITY_CODE_INVALID'],
      message: PAYMENT_OUTCOMES.CARD_NUMBER_INVALID.message,
    })
    expect(checkCardForToken(card({ expiryMonth: 10, expiryYear: 2026 }), NOW)).toMatchObject({
      message: PAYMENT_OUTCOMES.CARD_EXPIRED.message,
    })
  })
})
