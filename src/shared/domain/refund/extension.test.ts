import { describe, expect, it } from 'vitest'
import { EXTENSION_FEE_MAX, EXTENSION_FEE_MIN, extensionFee } from './extension'

describe('extensionFee', () => {
  it('is 10% of the unit price', () => {
    expect(extensionFee(2500)).toBe(250)
    expect(extensionFee(4999)).toBe(500)
  })

  it('rounds to the minor unit', () => {
    expect(extensionFee(2504)).toBe(250)
    expect(extensionFee(2505)).toBe(251)
  })

  it('is at least the floor', () => {
    expect(extensionFee(0)).toBe(EXTENSION_FEE_MIN)
    expect(extensionFee(500)).toBe(199)
    expect(extensionFee(1990)).toBe(199)
  })

  it('is at most the ceiling', () => {
    expect(extensionFee(9990)).toBe(999)
    expect(extensionFee(50000)).toBe(EXTENSION_FEE_MAX)
  })
})
