import { describe, expect, it } from 'vitest'
import {
  clampToToday,
  monthWindow,
  nextAvailableMonth,
  previousAvailableMonth,
} from './month-navigation'
import { testToday } from '../../../../scripts/lib/test-clock.mjs'

const TODAY = testToday()

describe('monthWindow', () => {
  it.each([
    [2026, 1, '2026-01-01', '2026-01-31'],
    [2026, 2, '2026-02-01', '2026-02-28'],
    [2028, 2, '2028-02-01', '2028-02-29'],
    [2026, 4, '2026-04-01', '2026-04-30'],
    [2026, 12, '2026-12-01', '2026-12-31'],
  ])('spans %i-%i from %s to %s', (year, month, first, last) => {
    expect(monthWindow(year, month)).toEqual({ first, last })
  })
})

describe('nextAvailableMonth', () => {
  const dates = ['2027-02-14', '2026-10-30', '2026-12-03', '2026-12-20']

  it('is the nearest later month with an available date', () => {
    expect(nextAvailableMonth(dates, 2026, 10)).toEqual({ year: 2026, month: 12 })
  })

  it('crosses a year end', () => {
    expect(nextAvailableMonth(dates, 2026, 12)).toEqual({ year: 2027, month: 2 })
  })

  it('is null when nothing is available later', () => {
    expect(nextAvailableMonth(dates, 2027, 2)).toBeNull()
    expect(nextAvailableMonth([], 2026, 1)).toBeNull()
  })

  it('ignores malformed dates', () => {
    expect(nextAvailableMonth(['2026-11-31', 'soon'], 2026, 10)).toBeNull()
  })
})

describe('previousAvailableMonth', () => {
  const dates = ['2026-08-30', '2026-09-02', '2027-01-05']

  it('is the nearest earlier month with an available date', () => {
    expect(previousAvailableMonth(dates, 2026, 11)).toEqual({ year: 2026, month: 9 })
  })

  it('crosses a year start', () => {
    expect(previousAvailableMonth(dates, 2027, 3)).toEqual({ year: 2027, month: 1 })
    expect(previousAvailableMonth(dates, 2027, 1)).toEqual({ year: 2026, month: 9 })
  })

  it('is null when nothing is available earlier', () => {
    expect(previousAvailableMonth(dates, 2026, 8)).toBeNull()
  })
})

describe('clampToToday', { tags: ['dated'] }, () => {
  const [year, month] = testToday().split('-').map(Number) as [number, number]
  const current = { year, month }
  const inThreeMonths =
    month > 9 ? { year: year + 1, month: month - 9 } : { year, month: month + 3 }
  const sixMonthsAgo = month > 6 ? { year, month: month - 6 } : { year: year - 1, month: month + 6 }
  it('keeps a month from today on', () => {
    expect(clampToToday(year, month, TODAY)).toEqual(current)
    expect(clampToToday(inThreeMonths.year, inThreeMonths.month, TODAY)).toEqual(inThreeMonths)
  })

  it('moves a past month to the current one', () => {
    expect(clampToToday(sixMonthsAgo.year, sixMonthsAgo.month, TODAY)).toEqual(current)
    expect(clampToToday(year - 1, 12, TODAY)).toEqual(current)
    // Across the turn of a year: December is past on 2 January.
    expect(clampToToday(2025, 12, '2026-01-02')).toEqual({ year: 2026, month: 1 })
  })

  it('uses the current month for a month that is not one', () => {
    expect(clampToToday(year + 1, 13, TODAY)).toEqual(current)
    expect(clampToToday(Number.NaN, 5, TODAY)).toEqual(current)
  })
})
