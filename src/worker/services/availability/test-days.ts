import type { CalendarDay } from '../../../shared/schemas/availability'
import { addDays } from './iso-dates'

/** A product's open day; tests override what they need. */
export function makeDay(overrides: Partial<CalendarDay> & { date: string }): CalendarDay {
  return {
    dateString: overrides.date,
    minPrice: 10_000,
    vipPrice: 9_000,
    openForSale: true,
    openForArrival: true,
    openForDeparture: true,
    soldOut: false,
    minLengthOfStay: 1,
    maxLengthOfStay: 16,
    additionalCostText: null,
    vipDiscountAllowed: true,
    ...overrides,
  }
}

/** `count` open days from `from`, with per-date overrides. */
export function makeDays(
  from: string,
  count: number,
  overrides: Record<string, Partial<CalendarDay>> = {},
): Map<string, CalendarDay> {
  const days = new Map<string, CalendarDay>()
  for (let i = 0; i < count; i++) {
    const date = addDays(from, i)
    days.set(date, makeDay({ date, ...overrides[date] }))
  }
  return days
}
