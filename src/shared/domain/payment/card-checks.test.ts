import { describe, expect, it } from 'vitest'
import {
  cardBrand,
  checkCard,
  cvvLength,
  expiryStatus,
  luhnValid,
  type CardExpiry,
} from './card-checks'
import { testNow, testToday } from '../../../../scripts/lib/test-clock.mjs'

const now = new Date(testNow())
/** The month it is in London at the pinned instant, and the one before. */
const [year, month] = testToday().split('-').map(Number) as [number, number]
const lastMonth = month === 1 ? { month: 12, year: year - 1 } : { month: month - 1, year }

describe('cardBrand', () => {
  it.each([
    ['4111 1111 1111 1111', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['2720990000000000', 'mastercard'],
    ['2721000000000000', 'unknown'],
    ['378282246310005', 'amex'],
    ['341111111111111', 'amex'],
    ['36227206271667', 'diners'],
    ['30569309025904', 'diners'],
    ['6011111111111117', 'unknown'],
    ['abcd', 'unknown'],
  ])('reads %s as %s', (number, brand) => {
    expect(cardBrand(number)).toBe(brand)
  })
})

describe('luhnValid', () => {
  it.each([
    ['4111111111111111', true],
    ['4111-1111-1111-1111', true],
    ['4111111111111112', false],
    ['0000', false],
    ['', false],
  ])('%s is %s', (number, valid) => {
    expect(luhnValid(number)).toBe(valid)
  })
})

describe('cvvLength', () => {
  it('is 4 for Amex and 3 otherwise', () => {
    expect(cvvLength('amex')).toBe(4)
    expect(cvvLength('visa')).toBe(3)
    expect(cvvLength('mastercard')).toBe(3)
  })
})

describe('expiryStatus', () => {
  it.each<[CardExpiry, string, string]>([
    [{ month, year: year % 100 }, 'valid', 'through the end of the expiry month'],
    [{ month, year }, 'valid', 'with a four-digit year'],
    [lastMonth, 'expired', 'after the expiry month'],
    [{ month: 12, year: year - 1 }, 'expired', 'in an earlier year'],
    [{ month: 13, year: year + 1 }, 'invalid', 'with month 13'],
    [{ month: 0, year: year + 1 }, 'invalid', 'with month 0'],
    [{ month: 1, year: year + 34 }, 'invalid', 'decades ahead'],
  ])('%o is %s %s', { tags: ['dated'] }, (expiry, status) => {
    expect(expiryStatus(expiry, now)).toBe(status)
  })

  it('reads the month in London', () => {
    // 23:30 UTC on 31 October 2026 is still October in London (GMT).
    expect(expiryStatus({ month: 10, year: 2026 }, new Date('2026-10-31T23:30:00Z'))).toBe('valid')
    // 23:30 UTC on 31 May is 00:30 on 1 June in London (BST).
    expect(expiryStatus({ month: 5, year: 2026 }, new Date('2026-05-31T23:30:00Z'))).toBe('expired')
  })
})

describe('checkCard', { tags: ['dated'] }, () => {
  const good = { number: '4111 1111 1111 1111', expiry: { month, year: year + 4 }, cvv: '123' }

  it('accepts a valid Visa and Mastercard', () => {
    expect(checkCard(good, now)).toEqual({ ok: true, brand: 'visa', last4: '1111' })
    expect(checkCard({ ...good, number: '5555555555554444' }, now)).toEqual({
      ok: true,
      brand: 'mastercard',
      last4: '4444',
    })
  })

  it.each([
    ['American Express', '378282246310005', '1234'],
    ['Diners', '36227206271667', '123'],
  ])('refuses %s with the not-accepted message', (_name, number, cvv) => {
    expect(checkCard({ ...good, number, cvv }, now)).toEqual({
      ok: false,
      errors: ['CARD_NOT_ACCEPTED'],
    })
  })

  it('reports every wrong field at once', () => {
    const result = checkCard(
      { number: '4111111111111112', expiry: { month: 1, year: 2020 }, cvv: '12' },
      now,
    )
    expect(result).toEqual({
      ok: false,
      errors: ['CARD_NUMBER_INVALID', 'CARD_EXPIRED', 'SECURITY_CODE_INVALID'],
    })
  })

  it.each([
    ['an unknown scheme', { number: '6011111111111117' }, 'CARD_NUMBER_INVALID'],
    ['a Visa of the wrong length', { number: '41111111111111110' }, 'CARD_NUMBER_INVALID'],
    ['a bad expiry', { expiry: { month: 13, year: year + 4 } }, 'EXPIRY_INVALID'],
    ['a 4-digit CVV on a Visa', { cvv: '1234' }, 'SECURITY_CODE_INVALID'],
    ['a non-numeric CVV', { cvv: '12a' }, 'SECURITY_CODE_INVALID'],
  ])('refuses %s', (_name, over, error) => {
    expect(checkCard({ ...good, ...over }, now)).toEqual({ ok: false, errors: [error] })
  })
})
