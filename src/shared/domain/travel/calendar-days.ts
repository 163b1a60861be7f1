import { z } from 'zod'
import { CalendarDay } from '../../schemas/availability'

const CalendarDayList = z.array(CalendarDay)

/** The calendar's days keyed by date, or an empty map when the data is malformed (storefront §5:
 * "data that is malformed yields an empty calendar with an error toast"; the toast is the
 * caller's, told by `ok`). One bad day empties the whole calendar rather than leaving holes
 * that would make neighbouring stays look unavailable for the wrong reason.
 * @example calendarDaysByDate([makeDay({ date: '2026-10-24' })]).days.has('2026-10-24') === true */
export function calendarDaysByDate(raw: unknown): {
  ok: boolean
  days: Map<string, CalendarDay>
} {
  const parsed = CalendarDayList.safeParse(raw)
  if (!parsed.success) return { ok: false, days: new Map() }
  return { ok: true, days: new Map(parsed.data.map((day) => [day.date, day])) }
}
