import { TZDate } from '@date-fns/tz'
import { isWeekend } from 'date-fns'

// transactions §9: "Click and collect point in one city, weekdays 9am to 5pm".
export const COLLECTION_HOURS = { openHour: 9, closeHour: 17 } as const
export const COLLECTION_HOURS_TEXT = 'Monday to Friday, 9am to 5pm'

/** Whether the collection point is open at `now`, UK time: weekdays from 9am until 5pm. The
 * spec lists no bank holidays, so none close it.
 * @example isCollectionPointOpen(new Date('2026-11-20T16:59:00Z')) === true */
export function isCollectionPointOpen(now: Date): boolean {
  const local = new TZDate(now.getTime(), 'Europe/London')
  const hour = local.getHours()
  return !isWeekend(local) && hour >= COLLECTION_HOURS.openHour && hour < COLLECTION_HOURS.closeHour
}
