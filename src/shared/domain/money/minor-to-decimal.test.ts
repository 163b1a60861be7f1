import { describe, expect, it } from 'vitest'
import { minorToDecimal } from './minor-to-decimal'

describe('minorToDecimal', () => {
  it('writes minor units with two decimal places and no thousands separator', () => {
    expect(minorToDecimal(2950)).toBe('29.50')
    expect(minorToDecimal(1505)).toBe('15.05')
    expect(minorToDecimal(5)).toBe('0.05')
    expect(minorToDecimal(0)).toBe('0.00')
    expect(minorToDecimal(123400)).toBe('1234.00')
  })

  it('keeps the sign of a negative amount', () => {
    expect(minorToDecimal(-150)).toBe('-1.50')
    expect(minorToDecimal(-7)).toBe('-0.07')
  })

  it('agrees with the division it replaces for every amount up to £100', () => {
    for (let minor = -10_000; minor <= 10_000; minor++) {
      expect(minorToDecimal(minor)).toBe((minor / 100).toFixed(2))
    }
  })
})
