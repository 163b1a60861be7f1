import { describe, expect, it } from 'vitest'
import { isValidPassengerCount, PASSENGER_OPTIONS } from './passengers'

describe('isValidPassengerCount', () => {
  it('offers 2, 4, 6 or 8 passengers', () => {
    expect(PASSENGER_OPTIONS).toEqual([2, 4, 6, 8])
  })

  it.each([2, 4, 6, 8])('accepts %i', (count) => {
    expect(isValidPassengerCount(count)).toBe(true)
  })

  it.each([0, 1, 3, 5, 7, 9, 10, 2.5, -2, Number.NaN])('refuses %s', (count) => {
    expect(isValidPassengerCount(count)).toBe(false)
  })
})
