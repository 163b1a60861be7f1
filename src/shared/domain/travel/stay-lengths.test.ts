import { describe, expect, it } from 'vitest'
import {
  productNightRule,
  sellsStayLength,
  stayDatesOf,
  stayLineProblem,
  stayUnitWording,
} from './stay-lengths'

describe('the stay lengths a calendar product sells', () => {
  it('a package sells its own length only; a room priced per night any length', () => {
    expect(sellsStayLength(7, 7)).toBe(true)
    expect(sellsStayLength(7, 4)).toBe(false)
    expect(sellsStayLength(14, 4)).toBe(false)
    expect(sellsStayLength(null, 4)).toBe(true)
  })

  it("narrows a night's rule to the package's length, or closes the night when it excludes it", () => {
    expect(productNightRule({ min: 1, max: 14 }, 7)).toEqual({ min: 7, max: 7 })
    expect(productNightRule({ min: 7, max: 7 }, 7)).toEqual({ min: 7, max: 7 })
    expect(productNightRule({ min: 1, max: 7 }, 10)).toBeNull()
    expect(productNightRule({ min: 2, max: 7 }, null)).toEqual({ min: 2, max: 7 })
  })
})

describe('a calendar basket line', () => {
  const line = {
    calendar: true,
    bookOnRedemption: false,
    numberOfNights: 7 as number | null,
    checkIn: '2026-12-04' as string | null,
    checkOut: '2026-12-11' as string | null,
  }

  it('is a stay of the length its room is for', () => {
    expect(stayLineProblem(line)).toBeNull()
    expect(stayLineProblem({ ...line, checkOut: '2026-12-08' })).toMatch(/7 nights.*4 nights/)
    expect(stayLineProblem({ ...line, numberOfNights: null, checkOut: '2026-12-08' })).toBeNull()
  })

  it('needs its dates, unless the deal books on redemption or is no stay', () => {
    const undated = { ...line, checkIn: null, checkOut: null }
    expect(stayLineProblem(undated)).toMatch(/choose your dates/)
    expect(stayLineProblem({ ...undated, bookOnRedemption: true })).toBeNull()
    expect(stayLineProblem({ ...undated, calendar: false })).toBeNull()
    expect(stayLineProblem({ ...line, checkOut: null })).toMatch(/both/)
    expect(stayLineProblem({ ...line, checkOut: line.checkIn })).toMatch(/after/)
  })
})

it('words the unit as the price is charged', () => {
  expect(stayUnitWording(true)).toMatch(/per person/)
  expect(stayUnitWording(false)).toMatch(/per room/)
})

it('gives a line with both dates its stay', () => {
  const stay = stayDatesOf('2026-12-04', '2026-12-18')
  expect(stay).toEqual({ checkIn: '2026-12-04', checkOut: '2026-12-18', nights: 14 })
  expect(stayDatesOf(null, null)).toBeNull()
  expect(stayDatesOf('2026-12-04', '2026-12-04')).toBeNull()
})
