import { TZDate } from '@date-fns/tz'
import { addDays, startOfDay } from 'date-fns'

/** A calendar day in a time zone: its date and the instants it starts and ends (ms, end
 * excluded; 23 or 25 hours long on a clock change). */
export interface LocalDay {
  date: string
  start: number
  end: number
}

// Each step of a zoned computation asks Intl.DateTimeFormat for the zone's offset, and every
// page view (a page-cache hit included) asks for the same day again: the experiment cookie's
// lifetime and day, the skin's date. The last day per zone is kept and given back while the
// instant lies inside it, so the answer is the one a fresh computation gives, never stale.
const lastDay = new Map<string, LocalDay>()

/** The day `now` falls on in `timeZone`.
 * @example localDay(new Date('2026-06-30T23:30:00Z'), 'Europe/London').date === '2026-07-01' */
export function localDay(now: Date | number, timeZone: string): LocalDay {
  const at = typeof now === 'number' ? now : now.getTime()
  const known = lastDay.get(timeZone)
  if (known && known.start <= at && at < known.end) return known
  const local = new TZDate(at, timeZone)
  const pad = (n: number): string => String(n).padStart(2, '0')
  const day: LocalDay = {
    date: `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`,
    start: startOfDay(local).getTime(),
    end: startOfDay(addDays(local, 1)).getTime(),
  }
  if (day.start <= at && at < day.end) lastDay.set(timeZone, day)
  return day
}
