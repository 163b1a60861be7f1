import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { guestsPerUnit, stayUnitCharge, stayUnits } from './stay-charge'

const night = (date: string, price: number, vipPrice: number | null = null) => ({
  date,
  price,
  vipPrice,
})

describe('stayUnits', () => {
  it('books rooms for two, and a room for an odd guest out', () => {
    expect([2, 3, 4, 6, 8].map((guests) => stayUnits(guests, false))).toEqual([1, 2, 2, 3, 4])
  })

  it('books one unit a guest on a per-person deal', () => {
    expect(stayUnits(4, true)).toBe(4)
    expect(guestsPerUnit(true)).toBe(1)
  })

  it('refuses a party of nobody', () => {
    expect(() => stayUnits(0, false)).toThrow(RangeError)
  })
})

describe('stayUnitCharge', () => {
  it('adds up the nights and the flight supplement', () => {
    const nights = [night('2026-12-01', 5000, 4500), night('2026-12-02', 6000, 5400)]
    expect(stayUnitCharge({ nights, flightPriceDiff: 2500 })).toEqual({
      price: 13_500,
      vipPrice: 12_400,
    })
  })

  it('has no VIP price when one night allows none', () => {
    const nights = [night('2026-12-01', 5000, 4500), night('2026-12-02', 6000)]
    expect(stayUnitCharge({ nights, flightPriceDiff: 0 }).vipPrice).toBeNull()
  })

  it('never goes below zero with a cheaper flight', () => {
    expect(
      stayUnitCharge({ nights: [night('2026-12-01', 1000)], flightPriceDiff: -5000 }).price,
    ).toBe(0)
  })

  it('is the sum of its nights whatever their number (1 to 16)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 16 }),
        fc.integer({ min: -10_000, max: 50_000 }),
        (prices, diff) => {
          const nights = prices.map((price, i) =>
            night(`2026-12-${String(i + 1).padStart(2, '0')}`, price),
          )
          const sum = prices.reduce((a, b) => a + b, 0)
          expect(stayUnitCharge({ nights, flightPriceDiff: diff }).price).toBe(
            Math.max(0, sum + diff),
          )
        },
      ),
    )
  })
})
