import { describe, expect, it } from 'vitest'
import { formatMoney } from './money'

describe('formatMoney', () => {
  it('writes what Intl writes for en-GB pounds and en-IE euros, without using it', () => {
    const amounts = [1, 5, 99, 100, 2950, 99_999, 100_000, 123_405, 12_345_678, -500, -123_456]
    for (const minor of amounts) {
      for (const [currency, locale] of [
        ['GBP', 'en-GB'],
        ['EUR', 'en-IE'],
      ] as const) {
        for (const digits of [0, 2]) {
          const shown = formatMoney(digits === 0 ? minor * 100 : minor, currency, {
            alwaysPence: digits === 2,
          })
          const intl = new Intl.NumberFormat(locale, {
            style: 'currency',
            currency,
            minimumFractionDigits: digits,
            maximumFractionDigits: digits,
          }).format(digits === 0 ? minor : minor / 100)
          expect(shown, `${minor} ${currency} ${digits}`).toBe(intl)
        }
      }
    }
  })

  it('shows whole pounds without pence', () => {
    expect(formatMoney(2900, 'GBP')).toBe('£29')
  })

  it('shows pence when they are not zero', () => {
    expect(formatMoney(2950, 'GBP')).toBe('£29.50')
    expect(formatMoney(5, 'GBP')).toBe('£0.05')
  })

  it('groups thousands for euro amounts', () => {
    expect(formatMoney(123400, 'EUR')).toBe('€1,234')
    expect(formatMoney(123405, 'EUR')).toBe('€1,234.05')
  })

  it('shows a free label for a zero price', () => {
    expect(formatMoney(0, 'GBP')).toBe('Free')
    expect(formatMoney(0, 'EUR', { freeLabel: 'FREE' })).toBe('FREE')
  })

  it('can show zero as an amount when asked', () => {
    expect(formatMoney(0, 'GBP', { zeroAsAmount: true })).toBe('£0')
  })

  it('can always show pence, for a total such as savings so far', () => {
    expect(formatMoney(0, 'GBP', { zeroAsAmount: true, alwaysPence: true })).toBe('£0.00')
    expect(formatMoney(1200, 'EUR', { zeroAsAmount: true, alwaysPence: true })).toBe('€12.00')
  })

  it('rounds fractional minor units to whole pence', () => {
    expect(formatMoney(2949.6, 'GBP')).toBe('£29.50')
    expect(formatMoney(0.4, 'GBP')).toBe('Free')
  })

  it('keeps the sign of a negative amount', () => {
    expect(formatMoney(-500, 'GBP')).toBe('-£5')
  })
})
