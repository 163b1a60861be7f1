import { describe, expect, it } from 'vitest'
import { formatMoney } from './money'

describe('formatMoney', () => {
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
