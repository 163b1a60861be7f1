import { addCalendarDays } from '../dates'
import { londonDay } from './london-day'

/** A report covers at most a year, so one request stays a bounded query. */
const MAX_REPORT_DAYS = 366
/** Without dates, the last 30 days up to today. */
const DEFAULT_REPORT_DAYS = 30

export interface ReportRange {
  from: string
  to: string
}

/** The days a report covers, from the query's optional YYYY-MM-DD bounds; null when they make
 * no sense (to before from, or longer than MAX_REPORT_DAYS).
 * @example reportRange({}, new Date('2026-11-21T10:00:00Z')) → { from: '2026-10-23', to: '2026-11-21' } */
export function reportRange(query: { from?: string; to?: string }, now: Date): ReportRange | null {
  const to = query.to ?? londonDay(now)
  const from = query.from ?? addCalendarDays(to, -(DEFAULT_REPORT_DAYS - 1))
  if (from > to || addCalendarDays(from, MAX_REPORT_DAYS - 1) < to) return null
  return { from, to }
}

/** The UTC window that surely holds every instant of the London days (a day either side covers
 * any offset); rows are then kept by their londonDay. */
export const utcWindowOf = (range: ReportRange) => ({
  fromIso: `${addCalendarDays(range.from, -1)}T00:00:00.000Z`,
  toIso: `${addCalendarDays(range.to, 2)}T00:00:00.000Z`,
})
