import { describe, expect, it } from 'vitest'
import { fromMinorUnits, toMinorUnits, toWholeNumber } from './money-input'

describe('toMinorUnits', () => {
  it('reads prices without float rounding', () => {
    expect(toMinorUnits('19.99')).toBe(1999)
    expect(toMinorUnits('0.29')).toBe(29)
    expect(toMinorUnits('20')).toBe(2000)
    expect(toMinorUnits('1,234.5')).toBe(123450)
    expect(toMinorUnits(' £7.05 ')).toBe(705)
  })

  it('refuses what is not an amount', () => {
    for (const bad of ['', '-1', '1.999', 'abc', '1e3', '.5', '1.']) {
      expect(toMinorUnits(bad), bad).toBeNull()
    }
  })

  it('round-trips through the box format', () => {
    for (const minor of [0, 5, 1999, 2000, 123450]) {
      expect(toMinorUnits(fromMinorUnits(minor))).toBe(minor)
    }
  })
})

describe('toWholeNumber', () => {
  it('reads a typed whole number', () => {
    expect(toWholeNumber('12')).toBe(12)
    expect(toWholeNumber(' 7 ')).toBe(7)
    expect(toWholeNumber('0')).toBe(0)
  })

  it('refuses what is not one, blank included', () => {
    for (const bad of ['', ' ', '-1', '1.5', 'abc', '1e3', '0x10']) {
      expect(toWholeNumber(bad), bad).toBeNull()
    }
  })
})
