import { describe, expect, it } from 'vitest'
import { formatLongDate, longDay, stayDates } from './long-date'

describe('formatLongDate', () => {
  it('writes the day, the month in words and the year', () => {
    expect(formatLongDate('2027-11-27T10:00:00.000Z')).toBe('27 November 2027')
  })

  it('names the day it is in the UK and Ireland, not in UTC', () => {
    // 23:30 UTC on 30 June is 00:30 on 1 July in London and Dublin (summer time).
    expect(formatLongDate('2027-06-30T23:30:00.000Z')).toBe('1 July 2027')
    expect(formatLongDate('2027-12-31T23:30:00.000Z')).toBe('31 December 2027')
  })
})

describe('longDay and stayDates', () => {
  it('write a calendar day with its weekday, whatever the zone', () => {
    expect(longDay('2026-12-05')).toBe('Saturday 5 December 2026')
  })

  it('write a stay as its two days and its nights', () => {
    expect(stayDates('2026-12-05', '2026-12-08')).toBe(
      'Saturday 5 December 2026 to Tuesday 8 December 2026 (3 nights)',
    )
    expect(stayDates('2027-03-27', '2027-03-28')).toBe(
      'Saturday 27 March 2027 to Sunday 28 March 2027 (1 night)',
    )
  })
})
