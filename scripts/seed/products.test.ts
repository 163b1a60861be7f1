import { describe, expect, it } from 'vitest'
import { Prng } from './prng'
import { productSpecs, stayProductTitle } from './products'

describe('seeded stay products', () => {
  it('are titled as they are charged: a room for two, or per person two sharing', () => {
    const stay = { nights: 7, room: 'Classic Room', board: null }
    expect(stayProductTitle(stay, false)).toBe('7 Nights for 2 – Classic Room')
    expect(stayProductTitle(stay, true)).toBe('7 Nights per Person – Classic Room, two sharing')
    expect(stayProductTitle({ nights: null, room: 'Suite', board: 'Bed & Breakfast' }, false)).toBe(
      'Per Night for 2 – Suite, Bed & Breakfast',
    )
  })

  it('are packages of their own length, or rooms priced per night, with the same draws', () => {
    const packages = productSpecs(new Prng(7), 'nights', 'calendar', 3)
    const nightly = productSpecs(new Prng(7), 'nights', 'calendar', 3, true)
    expect(nightly.length).toBe(packages.length)
    for (const spec of packages) {
      expect(spec.title.startsWith(`${spec.numberOfNights} Night`)).toBe(true)
    }
    for (const spec of nightly) {
      expect(spec.numberOfNights).toBeNull()
      expect(spec.title).toMatch(/^Per Night for 2/)
    }
  })
})
