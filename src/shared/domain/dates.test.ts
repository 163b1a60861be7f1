import { describe, expect, it } from 'vitest'
import {
  addCalendarDays,
  addCalendarMonths,
  addDays,
  addMonths,
  datesFrom,
  daysBetween,
} from './dates'

describe('addDays', () => {
  it('adds whole days to an instant, keeping its time', () => {
    expect(addDays('2026-11-21T10:00:00.000Z', 14)).toBe('2026-12-05T10:00:00.000Z')
    expect(addDays('2026-01-01T00:00:00.000Z', -1)).toBe('2025-12-31T00:00:00.000Z')
  })

  it('counts 24 hours across the UK clock change', () => {
    expect(addDays('2026-03-28T12:00:00.000Z', 1)).toBe('2026-03-29T12:00:00.000Z')
  })
})

describe('addMonths', () => {
  it('clamps to the last day of a shorter month', () => {
    expect(addMonths('2026-08-31T10:00:00.000Z', 6)).toBe('2027-02-28T10:00:00.000Z')
    expect(addMonths('2027-11-30T00:00:00.000Z', 3)).toBe('2028-02-29T00:00:00.000Z')
  })

  it('keeps the day when the month has it', () => {
    expect(addMonths('2026-11-21T00:00:00.000Z', 3)).toBe('2027-02-21T00:00:00.000Z')
  })
})

describe('addCalendarDays', () => {
  it('moves across month and year ends both ways', () => {
    expect(addCalendarDays('2026-12-30', 3)).toBe('2027-01-02')
    expect(addCalendarDays('2026-03-01', -1)).toBe('2026-02-28')
    expect(addCalendarDays('2028-02-28', 1)).toBe('2028-02-29')
  })

  it('throws for a string that is no date', () => {
    expect(() => addCalendarDays('soon', 1)).toThrow(RangeError)
  })
})

describe('addCalendarMonths', () => {
  it('keeps the day or clamps to the month end', () => {
    expect(addCalendarMonths('2026-11-25', 1)).toBe('2026-12-25')
    expect(addCalendarMonths('2027-01-31', 1)).toBe('2027-02-28')
    expect(addCalendarMonths('2026-12-31', 2)).toBe('2027-02-28')
  })
})

describe('daysBetween', () => {
  it('counts whole days, negative when the second is earlier', () => {
    expect(daysBetween('2026-12-05', '2026-12-08')).toBe(3)
    expect(daysBetween('2026-10-24', '2026-10-27')).toBe(3)
    expect(daysBetween('2026-12-08', '2026-12-05')).toBe(-3)
  })
})

describe('calendar days across the UK clock changes', () => {
  it('adds and counts whole days, never 23 or 25 hours', () => {
    expect(addCalendarDays('2026-03-28', 1)).toBe('2026-03-29')
    expect(addCalendarDays('2026-03-29', 1)).toBe('2026-03-30')
    expect(addCalendarDays('2026-10-24', 2)).toBe('2026-10-26')
    expect(daysBetween('2026-10-24', '2026-10-27')).toBe(3)
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2)
  })
})

describe('datesFrom', () => {
  it('lists every day of a range, both ends included, across a month end', () => {
    expect(datesFrom('2026-02-27', '2026-03-01')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
    ])
    expect(datesFrom('2026-03-01', '2026-03-01')).toEqual(['2026-03-01'])
    expect(datesFrom('2026-03-02', '2026-03-01')).toEqual([])
  })
})
