import { describe, expect, it } from 'vitest'
import { PAYMENT_OUTCOMES } from '../../../shared/domain/payment/payment-errors'
import { checkCardForToken } from './card-checks'
import { testNow, testToday } from '../../../../scripts/lib/test-clock.mjs'

const NOW = new Date(testNow())
/** The month it is in London at the pinned instant, and the one before. */
const [year, month] = testToday().split('-').map(Number) as [number, number]
const lastMonth = month === 1 ? { month: 12, year: year - 1 } : { month: month - 1, year }
const card = (overrides: Partial<Parameters<typeof checkCardForToken>[0]> = {}) => ({
  number: '4111 1111 1111 1111',
  expiryMonth: month,
  expiryYear: (year + 4) % 100,
  cvv: '123',
  ...overrides,
})

describe('checkCardForToken', { tags: ['dated'] }, () => {
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
      card({
        number: '4111111111111112',
        expiryMonth: lastMonth.month,
        expiryYear: lastMonth.year,
        cvv: '12',
      }),
      NOW,
    )
    expect(result).toEqual({
      ok: false,
      errors: ['CARD_NUMBER_INVALID', 'CARD_EXPIRED', 'SECURITY_CODE_INVALID'],
      message: PAYMENT_OUTCOMES.CARD_NUMBER_INVALID.message,
    })
    const expired = card({ expiryMonth: lastMonth.month, expiryYear: lastMonth.year })
    expect(checkCardForToken(expired, NOW)).toMatchObject({
      message: PAYMENT_OUTCOMES.CARD_EXPIRED.message,
    })
  })
})
