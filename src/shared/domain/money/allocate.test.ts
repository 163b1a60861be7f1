import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { allocate, splitEvenly } from './allocate'

const weights = fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 20 })
const total = fc.integer({ min: -10_000_000, max: 10_000_000 })

describe('allocate', () => {
  it('splits in proportion to the weights', () => {
    expect(allocate(1000, [3000, 1000])).toEqual([750, 250])
  })

  it('gives leftover units to the largest remainders, ties to the earlier line', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33])
    expect(allocate(10, [1, 2, 2])).toEqual([2, 4, 4])
    expect(allocate(7, [1, 1, 1, 1])).toEqual([2, 2, 2, 1])
  })

  it('splits evenly when every weight is zero', () => {
    expect(allocate(5, [0, 0])).toEqual([3, 2])
  })

  it('gives nothing to zero-weight lines when others carry weight', () => {
    expect(allocate(99, [0, 5, 0])).toEqual([0, 99, 0])
  })

  it('mirrors the positive split for negative totals', () => {
    expect(allocate(-100, [1, 1, 1])).toEqual([-34, -33, -33])
  })

  it('allows an empty split only of zero', () => {
    expect(allocate(0, [])).toEqual([])
    expect(() => allocate(1, [])).toThrow(RangeError)
  })

  it('refuses fractional money and negative weights', () => {
    expect(() => allocate(10.5, [1])).toThrow(RangeError)
    expect(() => allocate(10, [1, -1])).toThrow(RangeError)
  })

  it('stays exact where floating point would not', () => {
    const parts = allocate(Number.MAX_SAFE_INTEGER, [1, 1, 1])
    expect(parts.reduce((a, b) => a + b, 0)).toBe(Number.MAX_SAFE_INTEGER)
  })

  it('always sums exactly to the total', () => {
    fc.assert(
      fc.property(total, weights, (amount, lineWeights) => {
        const parts = allocate(amount, lineWeights)
        expect(parts).toHaveLength(lineWeights.length)
        expect(parts.reduce((a, b) => a + b, 0)).toBe(amount)
      }),
    )
  })

  it('keeps every part within one minor unit of its exact share', () => {
    fc.assert(
      fc.property(total, weights, (amount, lineWeights) => {
        const parts = allocate(amount, lineWeights)
        const shares = lineWeights.every((w) => w === 0) ? lineWeights.map(() => 1) : lineWeights
        const sum = shares.reduce((a, b) => a + b, 0)
        parts.forEach((part, index) => {
          const exact = (amount * (shares[index] ?? 0)) / sum
          expect(Math.abs(part - exact)).toBeLessThan(1 + 1e-6)
        })
      }),
    )
  })

  it('never gives a part the opposite sign of the total', () => {
    fc.assert(
      fc.property(total, weights, (amount, lineWeights) => {
        for (const part of allocate(amount, lineWeights))
          expect(part * Math.sign(amount)).toBeGreaterThanOrEqual(0)
      }),
    )
  })
})

describe('splitEvenly', () => {
  it('puts the odd units on the first parts', () => {
    expect(splitEvenly(1000, 3)).toEqual([334, 333, 333])
  })

  it('sums to the total and differs by at most one unit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 12 }),
        (amount, count) => {
          const parts = splitEvenly(amount, count)
          expect(parts.reduce((a, b) => a + b, 0)).toBe(amount)
          expect(Math.max(...parts) - Math.min(...parts)).toBeLessThanOrEqual(1)
        },
      ),
    )
  })
})
