import { describe, expect, it } from 'vitest'
import type { CalendarDay } from '../../schemas/availability'
import { calendarDaysByDate } from './calendar-days'

function makeDay(overrides: Partial<CalendarDay> & { date: string }): CalendarDay {
  return {
    dateString: overrides.date,
    minPrice: 10_000,
    vipPrice: null,
    openForSale: true,
    openForArrival: true,
    openForDeparture: true,
    soldOut: false,
    minLengthOfStay: 1,
    maxLengthOfStay: 16,
    additionalCostText: null,
    vipDiscountAllowed: false,
    ...overrides,
  }
}

describe('calendarDaysByDate', () => {
  it('keys well-formed days by their date', () => {
    const result = calendarDaysByDate([
      makeDay({ date: '2026-10-24' }),
      makeDay({ date: '2026-10-25' }),
    ])
    expect(result.ok).toBe(true)
    expect([...result.days.keys()]).toEqual(['2026-10-24', '2026-10-25'])
  })

  it('gives an empty calendar when any day is malformed', () => {
    const result = calendarDaysByDate([
      makeDay({ date: '2026-10-24' }),
      { ...makeDay({ date: '2026-10-25' }), minPrice: 99.5 },
    ])
    expect(result).toEqual({ ok: false, days: new Map() })
  })

  it.each([null, undefined, 'oops', {}, [{ date: '2026-10-24' }]])(
    'gives an empty calendar for %j',
    (raw) => {
      expect(calendarDaysByDate(raw)).toEqual({ ok: false, days: new Map() })
    },
  )

  it('treats an empty list as a well-formed empty calendar', () => {
    expect(calendarDaysByDate([])).toEqual({ ok: true, days: new Map() })
  })
})
