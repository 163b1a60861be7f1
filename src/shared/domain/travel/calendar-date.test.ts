import { describe, expect, it } from 'vitest'
import { addCalendarDays } from '../dates'
import { calendarDate, isCalendarDate, nextCalendarDate } from './calendar-date'

describe('isCalendarDate', () => {
  it.each(['2026-10-25', '2028-02-29', '2026-12-31'])('accepts %s', (date) => {
    expect(isCalendarDate(date)).toBe(true)
  })

  it.each([
    '2026-02-29',
    '2026-02-30',
    '2026-13-01',
    '2026-10-1',
    '26-10-01',
    '',
    'today',
    20261025,
  ])('refuses %s', (date) => {
    expect(isCalendarDate(date)).toBe(false)
  })
})

describe('calendarDate', () => {
  it('writes a 1-based month and day as YYYY-MM-DD', () => {
    expect(calendarDate(2026, 3, 5)).toBe('2026-03-05')
  })

  it('rolls day 0 back to the last day of the previous month', () => {
    expect(calendarDate(2028, 3, 0)).toBe('2028-02-29')
  })
})

describe('nextCalendarDate', () => {
  it('rolls over months, leap days and years', () => {
    expect(nextCalendarDate('2026-11-21')).toBe('2026-11-22')
    expect(nextCalendarDate('2026-11-30')).toBe('2026-12-01')
    expect(nextCalendarDate('2026-12-31')).toBe('2027-01-01')
    expect(nextCalendarDate('2027-02-28')).toBe('2027-03-01')
    expect(nextCalendarDate('2028-02-28')).toBe('2028-02-29')
    expect(nextCalendarDate('2028-02-29')).toBe('2028-03-01')
    expect(nextCalendarDate('2100-02-28')).toBe('2100-03-01')
    expect(nextCalendarDate('2000-02-28')).toBe('2000-02-29')
  })

  it('agrees with addCalendarDays on every day of four years', () => {
    let date = '2026-01-01'
    for (let i = 0; i < 4 * 366; i++) {
      const next = nextCalendarDate(date)
      expect(next).toBe(addCalendarDays(date, 1))
      date = next
    }
  })
})
