import { describe, expect, it } from 'vitest'
import { addCalendarDays } from '../../../shared/domain/dates'
import {
  dayLabel,
  heatShades,
  isValidStay,
  monthCells,
  nightsBetween,
  type StayDay,
} from './travel-calendar-dates'

const makeDay = (date: string, over: Partial<StayDay> = {}): StayDay => ({
  date,
  openForSale: true,
  openForArrival: true,
  openForDeparture: true,
  soldOut: false,
  minLengthOfStay: 1,
  maxLengthOfStay: 16,
  ...over,
})

const daysOf = (...list: StayDay[]) => new Map(list.map((day) => [day.date, day]))

describe('calendar dates', () => {
  it('adds days across a year end and counts nights between dates', () => {
    expect(addCalendarDays('2026-12-30', 3)).toBe('2027-01-02')
    expect(nightsBetween('2026-12-05', '2026-12-08')).toBe(3)
  })

  it('lays a month out Monday first, padding the first week', () => {
    const cells = monthCells(2026, 12)
    expect(cells.slice(0, 2)).toEqual([null, '2026-12-01'])
    expect(cells.at(-1)).toBe('2026-12-31')
    expect(cells.filter(Boolean)).toHaveLength(31)
  })

  it('names a day the way a screen reader should say it', () => {
    expect(dayLabel('2026-12-05')).toBe('Sat 5 December')
  })
})

describe('isValidStay', () => {
  const days = daysOf(
    makeDay('2026-12-05', { minLengthOfStay: 2, maxLengthOfStay: 4 }),
    makeDay('2026-12-06'),
    makeDay('2026-12-07'),
    makeDay('2026-12-08', { soldOut: true }),
    makeDay('2026-12-09'),
  )

  it('accepts a stay within the length rules of its nights', () => {
    expect(isValidStay(days, '2026-12-05', '2026-12-08', [])).toBe(true)
  })

  it('refuses stays shorter or longer than the check-in day allows', () => {
    expect(isValidStay(days, '2026-12-05', '2026-12-06', [])).toBe(false)
    expect(isValidStay(days, '2026-12-05', '2026-12-10', [])).toBe(false)
  })

  it('refuses a stay with a sold-out night, but a sold-out check-out day is fine', () => {
    expect(isValidStay(days, '2026-12-05', '2026-12-09', [])).toBe(false)
    expect(isValidStay(days, '2026-12-06', '2026-12-08', [])).toBe(true)
  })

  it('refuses night counts the deal does not sell', () => {
    expect(isValidStay(days, '2026-12-05', '2026-12-08', [2, 4])).toBe(false)
  })

  it('lets a stay run into a month that is not loaded yet', () => {
    const end = daysOf(makeDay('2026-12-30'), makeDay('2026-12-31'))
    expect(isValidStay(end, '2026-12-30', '2027-01-02', [])).toBe(true)
  })

  it('refuses a check-out day closed for departure', () => {
    const closed = daysOf(makeDay('2026-12-05'), makeDay('2026-12-06', { openForDeparture: false }))
    expect(isValidStay(closed, '2026-12-05', '2026-12-06', [])).toBe(false)
  })
})

describe('heatShades', () => {
  it('gives the cheapest date shade 0 and the dearest shade 4', () => {
    const shades = heatShades({
      '2026-12-01': 100,
      '2026-12-02': 200,
      '2026-12-03': 300,
      '2026-12-04': 400,
      '2026-12-05': 500,
    })
    expect(Object.values(shades)).toEqual([0, 1, 2, 3, 4])
  })

  it('gives equal prices the same shade and a single price shade 0', () => {
    expect(heatShades({ a: 5, b: 5, c: 9 })).toEqual({ a: 0, b: 0, c: 4 })
    expect(heatShades({ a: 5 })).toEqual({ a: 0 })
  })
})
