import { describe, expect, it } from 'vitest'
import { airportsFor, isLondonAirport, LONDON_AIRPORTS } from './airports'

describe('LONDON_AIRPORTS', () => {
  it('lists the six London airports of the spec', () => {
    expect(LONDON_AIRPORTS).toEqual(['LGW', 'LHR', 'STN', 'LTN', 'LCY', 'SEN'])
  })
})

describe('airportsFor', () => {
  it('expands Any London to all six London airports', () => {
    expect(airportsFor('ANY_LONDON')).toEqual(['LGW', 'LHR', 'STN', 'LTN', 'LCY', 'SEN'])
  })

  it('expands the LON city code the same way', () => {
    expect(airportsFor('LON')).toEqual([...LONDON_AIRPORTS])
  })

  it('gives a copy the caller may change without touching the constant', () => {
    const airports = airportsFor('ANY_LONDON') as string[]
    airports.pop()
    expect(LONDON_AIRPORTS).toHaveLength(6)
  })

  it('keeps a single airport as itself', () => {
    expect(airportsFor('MAN')).toEqual(['MAN'])
    expect(airportsFor('LGW')).toEqual(['LGW'])
  })

  it('forgives case and spaces', () => {
    expect(airportsFor(' any_london ')).toHaveLength(6)
    expect(airportsFor('dub')).toEqual(['DUB'])
  })

  it.each(['', 'GATWICK', 'L1W', 'LG'])('stands for no airport when given %j', (selection) => {
    expect(airportsFor(selection)).toEqual([])
  })
})

describe('isLondonAirport', () => {
  it.each([...LONDON_AIRPORTS])('knows %s is in London', (code) => {
    expect(isLondonAirport(code)).toBe(true)
  })

  it('forgives case', () => {
    expect(isLondonAirport('stn')).toBe(true)
  })

  it.each(['MAN', 'DUB', 'LON', 'ANY_LONDON', ''])('knows %j is not a London airport', (code) => {
    expect(isLondonAirport(code)).toBe(false)
  })
})
